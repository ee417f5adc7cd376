import { describe, expect, it } from "vitest";
import { parseSeedArgs } from "./cli";

describe("npm run seed options", () => {
  it("reads --reset and --products in both spellings", () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, products: null });
    expect(parseSeedArgs(["--reset"])).toEqual({ reset: true, products: null });
    expect(parseSeedArgs(["--products", "100000"])).toEqual({ reset: false, products: 100000 });
    expect(parseSeedArgs(["--products=250", "--reset"])).toEqual({ reset: true, products: 250 });
  });

  it("refuses bad counts and unknown options with a clear message", () => {
    for (const bad of [
      ["--products"],
      ["--products", "ten"],
      ["--products", "-5"],
      ["--products", "0"],
      ["--products", "1.5"],
    ]) {
      expect(() => parseSeedArgs(bad)).toThrow(/--products needs a whole number/);
    }
    expect(() => parseSeedArgs(["--force"])).toThrow('Unknown option "--force"');
  });
});
