import { describe, expect, it } from "vitest";
import { formatAverageRating, looksLikeSpam, ratingSummary, reviewCountText, starsLabel } from "./reviews";

describe("review rules", () => {
  it("labels stars", () => {
    expect(starsLabel(1)).toBe("1 star");
    expect(starsLabel(5)).toBe("5 stars");
  });

  it("averages approved ratings to two decimals", () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.33, count: 3 });
    expect(formatAverageRating(4.33)).toBe("4.33");
    expect(formatAverageRating(4.5)).toBe("4.5");
    expect(formatAverageRating(4)).toBe("4");
  });

  it("counts reviews in words", () => {
    expect(reviewCountText(1)).toBe("1 customer review");
    expect(reviewCountText(0)).toBe("0 customer reviews");
    expect(reviewCountText(12)).toBe("12 customer reviews");
  });

  it("takes a filled honeypot or a too quick, future or broken timestamp for spam", () => {
    const now = 1_800_000_000_000;
    expect(looksLikeSpam({ honeypot: "http://spam", timestamp: "" }, now)).toBe(true);
    expect(looksLikeSpam({ honeypot: "", timestamp: "" }, now)).toBe(false);
    expect(looksLikeSpam({ honeypot: "", timestamp: String(now - 30_000) }, now)).toBe(false);
    expect(looksLikeSpam({ honeypot: "", timestamp: String(now - 200) }, now)).toBe(true);
    expect(looksLikeSpam({ honeypot: "", timestamp: String(now + 3_600_000) }, now)).toBe(true);
    expect(looksLikeSpam({ honeypot: "", timestamp: "yesterday" }, now)).toBe(true);
  });
});
