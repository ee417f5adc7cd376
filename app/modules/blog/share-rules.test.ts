import { describe, expect, it } from "vitest";
import {
  formatShareCount,
  isShareService,
  MORE_HOVER_CLOSE_MS,
  MORE_HOVER_OPEN_MS,
  MORE_RECENT_OPEN_MS,
  moreNetworks,
  morePaneShift,
  popupSize,
  primaryNetworks,
  shareOrigins,
  shareUrl,
  withSelection,
} from "./share-rules";

describe("formatShareCount", () => {
  it("shows counts by the rule", () => {
    expect(formatShareCount(0)).toBe("0");
    expect(formatShareCount(999)).toBe("999");
    expect(formatShareCount(1000)).toBe("1K+");
    expect(formatShareCount(1999)).toBe("1K+");
    expect(formatShareCount(9999)).toBe("9K+");
    expect(formatShareCount(10_000)).toBe("10K+");
    expect(formatShareCount(123_456)).toBe("10K+");
  });
});

describe("shareUrl", () => {
  const post = { url: "https://shop.test/blog/a/", title: "Overlays & more" };
  it("builds each network's link with nb=1", () => {
    expect(shareUrl("facebook", post)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fblog%2Fa%2F&t=Overlays+%26+more&nb=1",
    );
    expect(shareUrl("x", post)).toMatch(/^https:\/\/x\.com\/intent\/tweet\?url=.*&nb=1$/);
    for (const n of ["pinterest", "linkedin", "whatsapp", "telegram", "pressthis"] as const)
      expect(shareUrl(n, post)).toMatch(/&nb=1$/);
  });
  it("sends Press This to the reader's own blog with the post's address and title", () => {
    expect(shareUrl("pressthis", post)).toBe(
      "https://wordpress.com/press-this.php?u=https%3A%2F%2Fshop.test%2Fblog%2Fa%2F&t=Overlays+%26+more&nb=1",
    );
  });
  it("adds the selected text for press-this sharing", () => {
    expect(withSelection("https://a.test/?u=1&nb=1", "  some\n text ")).toBe(
      "https://a.test/?u=1&nb=1&sel=some%20text",
    );
    expect(withSelection("https://a.test/?u=1", "   ")).toBe("https://a.test/?u=1");
  });
});

describe("popups and services", () => {
  it("sizes X's popup 600×350 and the others 600×400", () => {
    expect(popupSize("x")).toEqual({ width: 600, height: 350 });
    expect(popupSize("facebook")).toEqual({ width: 600, height: 400 });
    expect(popupSize("pressthis")).toEqual({ width: 720, height: 570 });
  });
  it("knows its services only", () => {
    expect(isShareService("telegram")).toBe(true);
    expect(isShareService("myspace")).toBe(false);
  });
});

describe("the More pane's timing", () => {
  it("opens 200 ms into a hover, counts a click within 400 ms as part of it, and closes 300 ms after leaving", () => {
    expect([MORE_HOVER_OPEN_MS, MORE_RECENT_OPEN_MS, MORE_HOVER_CLOSE_MS]).toEqual([200, 400, 300]);
  });
});

describe("morePaneShift", () => {
  it("leaves a pane that fits where it is", () => {
    expect(morePaneShift(100, 240, 1280)).toBe(0);
    expect(morePaneShift(8, 240, 390)).toBe(0);
  });
  it("moves a pane that would run off the right edge back inside the window", () => {
    // 226 + 240 would end at 466 on a 390 px window: it ends 8 px before the edge instead.
    expect(morePaneShift(226, 240, 390)).toBe(-84);
    expect(morePaneShift(226, 240, 320)).toBe(-154);
  });
  it("never pushes it past the left edge", () => {
    expect(morePaneShift(20, 400, 320)).toBe(-12);
    expect(morePaneShift(2, 100, 320)).toBe(6);
  });
});

describe("shareOrigins", () => {
  it("holds the origin of every network's share address, and nothing else", () => {
    const post = { url: "https://shop.example/blog/a/", title: "A", image: "https://shop.example/a.png" };
    const origins = [...primaryNetworks, ...moreNetworks].map((n) => new URL(shareUrl(n, post)).origin);
    expect(new Set(shareOrigins)).toEqual(new Set(origins));
    for (const origin of shareOrigins) expect(origin).toMatch(/^https:\/\/[a-z.]+$/);
  });
});
