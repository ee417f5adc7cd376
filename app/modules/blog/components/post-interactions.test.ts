import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blogMessages } from "../blog.messages";
import { PostInteractions, type PostPageData } from "./post-interactions";

const page = {
  post: { id: 7, slug: "a-post", title: "A post", likeCount: 3 },
  comments: { threads: [], count: 0 },
  replyTo: null,
  author: { name: "", email: "" },
  likers: [],
  visitorLikes: { post: false, comments: [] },
  shareCounts: {},
  renderedAt: 1,
} as unknown as PostPageData;

function render(answer: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/blog/a-post/",
      Component: () => createElement(PostInteractions, { page, answer, article: (reactions) => reactions }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/blog/a-post/"] }));
}

describe("a post's Like button without JavaScript", () => {
  it("shows beside the button why the page's like was refused", () => {
    const html = render({ intent: "like", ok: false, target: "post", id: 7, message: blogMessages.likeTooFast });
    expect(html).toContain(`<span role="alert" class="text-sm text-red-700">${blogMessages.likeTooFast}</span>`);
  });

  it("says nothing when the refusal was another thing's, or there was none", () => {
    expect(render({ intent: "like", ok: false, target: "comment", id: 7, message: "x" })).not.toContain(
      '<span role="alert"',
    );
    expect(render(null)).not.toContain('role="alert"');
  });

  it("says why a comment removed since the page was shown could not be liked, above the comments at its address", () => {
    // The page shows no comment 7: its button, and a place beside it, are gone.
    const html = render({ intent: "like", ok: false, target: "comment", id: 7, message: blogMessages.likeRefused });
    expect(html).toContain(`<p id="comment-7" role="alert" class="notice-error mt-10">${blogMessages.likeRefused}</p>`);
  });
});

describe("the post's Like form without JavaScript", () => {
  it("posts to the post's address at the button, so a refusal shown beside it is in view, not the page's top", () => {
    expect(render(null)).toMatch(
      /<form [^>]*action="\/blog\/a-post\/#likes" method="post"><input type="hidden" name="intent" value="like"\/>/,
    );
  });
});
