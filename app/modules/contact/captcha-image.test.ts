import { describe, expect, it } from "vitest";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaSvg, DIGITS, SEGMENTS } from "./captcha-image";

/** A repeatable stand-in for Math.random (mulberry32). */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pathData = (svg: string) => [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe("captchaSvg", () => {
  it("never writes the digits as text", () => {
    const svg = captchaSvg("4821");
    expect(svg).not.toContain("4821");
    expect(svg).not.toContain("<text");
  });

  it("draws the same code differently each time", () => {
    expect(pathData(captchaSvg("4821"))).not.toEqual(pathData(captchaSvg("4821")));
  });

  it("writes no path a segment table could be matched against", () => {
    const svg = captchaSvg("8888", seeded(1));
    // No transform to undo: the coordinates are where the ink is.
    expect(svg).not.toContain("transform");
    const table = Object.values(SEGMENTS).map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`);
    const digitPaths = Object.values(DIGITS).map((segments) =>
      [...segments].map((s) => table[Object.keys(SEGMENTS).indexOf(s)]).join(""),
    );
    for (const d of pathData(svg)) {
      expect(table).not.toContain(d);
      expect(digitPaths).not.toContain(d);
    }
    // Not one path per digit: pieces of segments and decoys, each its own path.
    expect(pathData(svg).length).toBeGreaterThan(7 * 4 * 2);
  });

  it("keeps every stroke inside the picture", () => {
    const outside: string[] = [];
    for (let seed = 1; seed <= 50; seed++) {
      for (const d of pathData(captchaSvg("8080", seeded(seed)))) {
        const values = numbers(d);
        if (values.some((v, i) => v < 0 || v > (i % 2 === 0 ? CAPTCHA_WIDTH : CAPTCHA_HEIGHT))) outside.push(d);
      }
    }
    expect(outside).toEqual([]);
  });

  it("skips characters that are not digits", () => {
    expect(captchaSvg("1a", seeded(7))).toBe(captchaSvg("1", seeded(7)));
  });
});
