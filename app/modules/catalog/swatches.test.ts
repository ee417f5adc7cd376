import { describe, expect, it } from "vitest";
import { isColorAttribute, swatchColor } from "./swatches";

describe("swatches", () => {
  it("treats colour attributes as swatches and the rest as selects", () => {
    expect(isColorAttribute("color")).toBe(true);
    expect(isColorAttribute("colour")).toBe(true);
    expect(isColorAttribute("pa_color")).toBe(true);
    expect(isColorAttribute("frame-colors")).toBe(true);
    expect(isColorAttribute("size")).toBe(false);
    expect(isColorAttribute("discolor")).toBe(false);
  });

  it("gives known terms a colour and others none", () => {
    expect(swatchColor("violet")).toBe("#7c3aed");
    expect(swatchColor("heather-grey")).toBe("#9ca3af");
    expect(swatchColor("tie-dye")).toBeNull();
  });
});
