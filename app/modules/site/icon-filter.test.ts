import { describe, expect, it } from "vitest";
import { filterIconNames } from "./icon-filter";

describe("filterIconNames", () => {
  const names = ["layout-grid2", "layout-grid3", "layout-column2", "grid", "heart"];
  it("shows every icon for an empty filter", () => {
    expect(filterIconNames(names, "  ")).toEqual(names);
  });
  it("keeps names containing every word, ignoring case", () => {
    expect(filterIconNames(names, "GRID")).toEqual(["layout-grid2", "layout-grid3", "grid"]);
    expect(filterIconNames(names, "layout 2")).toEqual(["layout-grid2", "layout-column2"]);
    expect(filterIconNames(names, "nothing")).toEqual([]);
  });
});
