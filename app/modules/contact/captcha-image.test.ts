import { describe, expect, it } from "vitest";
import { captchaSvg } from "./captcha-image";

describe("captchaSvg", () => {
  it("draws one stroke group per digit and never writes the digits as text", () => {
    const svg = captchaSvg("4821", () => 0.5);
    expect(svg.match(/<path /g)).toHaveLength(4);
    expect(svg).not.toContain("4821");
    expect(svg).not.toContain("<text");
  });
  it("skips characters that are not digits", () => {
    expect(captchaSvg("1a", () => 0.5).match(/<path /g)).toHaveLength(1);
  });
});
