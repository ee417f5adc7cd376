import { describe, expect, it } from "vitest";
import { blogMessages } from "./blog.messages";

describe("the comments section's heading", () => {
  it("counts the comments", () => {
    expect(blogMessages.commentsHeading(1)).toBe("One comment");
    expect(blogMessages.commentsHeading(4)).toBe("4 comments");
  });

  it("with none yet says so, rather than repeating the form's heading under it", () => {
    expect(blogMessages.commentsHeading(0)).toBe("No comments yet");
    expect(blogMessages.commentsHeading(0)).not.toBe(blogMessages.leaveReply);
  });
});
