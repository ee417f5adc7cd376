import { describe, expect, it } from "vitest";
import { followScroll, type ScrollTrack } from "./scroll-direction";

describe("scroll direction", () => {
  it("is down while the page moves down and up while it moves up", () => {
    expect(followScroll({ y: 300, direction: "up" }, 360)).toEqual({ y: 360, direction: "down" });
    expect(followScroll({ y: 360, direction: "down" }, 250)).toEqual({ y: 250, direction: "up" });
  });

  it("keeps its direction through a jitter of a few pixels", () => {
    const track: ScrollTrack = { y: 300, direction: "up" };
    expect(followScroll(track, 302)).toBe(track);
    expect(followScroll(track, 297)).toBe(track);
  });

  it("adds up slow scrolling made of small steps", () => {
    let track: ScrollTrack = { y: 300, direction: "up" };
    for (const y of [301, 302, 303, 304]) track = followScroll(track, y);
    expect(track).toEqual({ y: 304, direction: "down" });
  });
});
