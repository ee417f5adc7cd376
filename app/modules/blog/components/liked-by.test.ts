import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogMessages } from "../blog.messages";
import { LikedBy } from "./liked-by";

describe("the Liked by list", () => {
  it("names a liker without a name with the shop's own wording, and leaves out a profile that is not http(s)", () => {
    const html = renderToStaticMarkup(
      createElement(LikedBy, {
        likers: [
          { name: "", avatarUrl: "/avatars/1/a.svg", profileUrl: "" },
          { name: "NeonPanda", avatarUrl: "/avatars/2/b.svg", profileUrl: "javascript:alert(1)" },
        ],
      }),
    );
    expect(html).toContain(`alt="${blogMessages.anonymousLiker}"`);
    expect(html).not.toContain("NeonPanda");
    expect(html).toContain(`>${blogMessages.likedBy}<`);
  });
});
