import { describe, expect, it } from "vitest";
import { oneLineName, withoutDirectionControls } from "./direction-controls";

describe("withoutDirectionControls", () => {
  it("drops overrides, embeddings and isolates", () => {
    expect(withoutDirectionControls("Eve\u202E")).toBe("Eve");
    expect(withoutDirectionControls("\u202Aa\u202Bb\u202Cc\u202Dd")).toBe("abcd");
    expect(withoutDirectionControls("\u2066x\u2067y\u2068z\u2069")).toBe("xyz");
  });

  it("keeps right-to-left letters and the implicit marks", () => {
    expect(withoutDirectionControls("שלום سلام")).toBe("שלום سلام");
    expect(withoutDirectionControls("a\u200Fb\u200Ec")).toBe("a\u200Fb\u200Ec");
  });
});

describe("oneLineName", () => {
  it("keeps a name on one line, each run of spaces one space, without direction controls", () => {
    expect(oneLineName("  Ada\r\nLovelace\u202E ")).toBe("Ada Lovelace");
    expect(oneLineName("Ann\t\t Smith")).toBe("Ann Smith");
    expect(oneLineName("שלום\nسلام")).toBe("שלום سلام");
  });

  it("is empty for a name nobody could see, so a form asks for one", () => {
    expect(oneLineName("\u200B")).toBe("");
    expect(oneLineName("\u200B\u200C\u200D\u2060\uFEFF \u202E")).toBe("");
    expect(oneLineName("\u0301")).toBe("");
    // Joiners inside a visible name stay: emoji sequences and some scripts need them.
    expect(oneLineName("👩\u200D💻")).toBe("👩\u200D💻");
    expect(oneLineName("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(oneLineName("★")).toBe("★");
  });
});
