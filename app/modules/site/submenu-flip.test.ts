import { describe, expect, it } from "vitest";
import { shouldOpenLeft } from "./submenu-flip";

describe("shouldOpenLeft", () => {
  it("opens to the right when the submenu fits in the window", () => {
    expect(shouldOpenLeft(400, 240, 1280)).toBe(false);
    expect(shouldOpenLeft(1040, 240, 1280)).toBe(false);
  });

  it("opens to the left when the submenu would run past the right edge", () => {
    expect(shouldOpenLeft(1041, 240, 1280)).toBe(true);
    expect(shouldOpenLeft(1200, 240, 1280)).toBe(true);
  });
});
