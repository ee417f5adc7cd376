import { describe, expect, it } from "vitest";
import { findShownComment } from "./comment-threads";

describe("findShownComment", () => {
  const threads = [
    { id: 1, author: "Ana", replies: [{ id: 4, author: "cozyfern", replies: [{ id: 9, author: "Bo", replies: [] }] }] },
    { id: 2, author: "Cy", replies: [] },
  ];
  it("finds a comment the page shows, a reply at any depth included", () => {
    expect(findShownComment(threads, 9)?.author).toBe("Bo");
    expect(findShownComment(threads, 2)?.author).toBe("Cy");
  });
  it("has none for a comment the page does not show (removed or held since)", () => {
    expect(findShownComment(threads, 77)).toBeNull();
  });
});
