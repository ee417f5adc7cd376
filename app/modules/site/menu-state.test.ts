import { describe, expect, it } from "vitest";
import { ancestorsOf, toggleSubmenu, type MenuItem } from "./menu-state";

const item = (id: string, children: MenuItem[] = []): MenuItem => ({ id, label: id, href: `/${id}/`, children });
const tree = [
  item("merch", [item("hoodies", [item("zip")]), item("mugs", [item("tall")])]),
  item("overlays", [item("animated")]),
  item("blog"),
];

describe("toggleSubmenu", () => {
  it("opens a closed submenu", () => {
    expect(toggleSubmenu([], "merch", tree)).toEqual(["merch"]);
  });

  it("closes an open submenu and what is open inside it", () => {
    expect(toggleSubmenu(["merch", "hoodies", "zip"], "merch", tree)).toEqual([]);
  });

  it("opening one closes its open siblings and their open children", () => {
    expect(toggleSubmenu(["merch", "hoodies"], "overlays", tree)).toEqual(["overlays"]);
    expect(toggleSubmenu(["merch", "hoodies", "zip"], "mugs", tree)).toEqual(["merch", "mugs"]);
  });

  it("leaves ancestors open when a nested submenu opens", () => {
    expect(toggleSubmenu(["merch"], "hoodies", tree)).toEqual(["merch", "hoodies"]);
  });

  it("ignores ids that are not in the menu", () => {
    expect(toggleSubmenu(["merch"], "nope", tree)).toEqual(["merch"]);
  });
});

describe("ancestorsOf", () => {
  it("lists the parents of the current page so its branch starts open", () => {
    expect(ancestorsOf(tree, "/zip/")).toEqual(["merch", "hoodies"]);
    expect(ancestorsOf(tree, "/merch/")).toEqual([]);
    expect(ancestorsOf(tree, "/missing/")).toEqual([]);
  });
});
