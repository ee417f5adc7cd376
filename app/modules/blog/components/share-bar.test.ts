import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { shareCountLabel, type ShareService } from "../share-rules";
import { ShareBar } from "./share-bar";

function textWithCounts(counts: Partial<Record<ShareService, number>>): string {
  const post = { id: 7, slug: "a-post", title: "A post", shareImageUrl: null };
  const Stub = createRoutesStub([
    {
      path: "/blog/a-post/",
      Component: () => createElement(ShareBar, { post, counts, answer: null, renderedAt: 1 }),
    },
  ]);
  const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ["/blog/a-post/"] }));
  return html.replace(/<[^>]+>/g, "");
}

describe("the share counts beside the share buttons", () => {
  it("say what one share is, and what many are, after the number as shown", () => {
    const text = textWithCounts({ facebook: 1, x: 1500, pinterest: 12_000 });
    expect(shareCountLabel("Facebook", 1)).toBe("Facebook share");
    expect(shareCountLabel("X", 1500)).toBe("X shares");
    expect(text).toContain(`1 ${shareCountLabel("Facebook", 1)}`);
    expect(text).toContain(`1K+ ${shareCountLabel("X", 1500)}`);
    expect(text).toContain(`10K+ ${shareCountLabel("Pinterest", 12_000)}`);
    expect(text).not.toContain("1 Facebook shares");
  });
});
