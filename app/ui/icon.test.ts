import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "./icon";
import { iconNames, isIconName } from "./icon-shapes";

/** Every name of the icon catalogue, with the layout-* families spelled out. */
const specNames = [
  "eye",
  "file",
  "filter",
  "folder",
  "gallery",
  "heart",
  "home",
  "image",
  "link",
  "lock",
  "map",
  "menu",
  "pencil",
  "pie-chart",
  "plus",
  "printer",
  "quote-left",
  "cart",
  "receipt",
  "facebook",
  "x",
  "twitter",
  "instagram",
  "youtube",
  "twitch",
  "tiktok",
  "discord",
  "pinterest",
  "whatsapp",
  "linkedin",
  "email",
  "layout-column2",
  "layout-column3",
  "layout-column4",
  "layout-grid2",
  "layout-grid3",
  "layout-grid4",
  "layout-sidebar-left",
  "layout-sidebar-right",
  "layout-sidebar-none",
  "layout-media-left",
  "layout-media-right",
  "layout-media-center",
  "layout-media-overlay",
  "layout-cta-left",
  "layout-cta-right",
  "layout-cta-center",
  "layout-accordion-merged",
  "layout-accordion-separated",
  "layout-tab-h",
  "layout-tab-v",
  "layout-slider",
  "layout-width-default",
  "layout-width-full",
  "line-dashed",
  "line-dotted",
  "line-double",
];

/** Names the storefront already uses. */
const uiNames = [
  "search",
  "user",
  "cart",
  "heart",
  "menu",
  "close",
  "chevron-down",
  "chevron-right",
  "chevron-left",
  "arrow-up",
  "plus",
  "minus",
  "filter",
  "check",
];

describe("icon catalogue", () => {
  it.each([...specNames, ...uiNames])("has %s", (name) => {
    expect(isIconName(name)).toBe(true);
  });

  it("covers every layout-* family of the catalogue", () => {
    for (const family of ["layout-cta-", "layout-accordion-", "layout-tab-"]) {
      expect(iconNames.filter((name) => name.startsWith(family)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("draws every icon on a 17×17 canvas in the text colour, one stroke weight, from the sprite", () => {
    for (const name of iconNames) {
      const svg = renderToStaticMarkup(createElement(Icon, { name }));
      expect(svg, name).toContain('viewBox="0 0 17 17"');
      expect(svg, name).toContain('width="17" height="17"');
      expect(svg, name).toContain('stroke="currentColor"');
      expect(svg, name).toContain('stroke-width="1.4"');
      expect(svg, name).toContain(`<use href="/icons.svg#${name}"></use>`);
    }
  });

  it("hides decorative icons from screen readers and names meaningful ones", () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: "cart" }))).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(createElement(Icon, { name: "cart", title: "Cart" }));
    expect(named).toContain('role="img"');
    expect(named).toContain("<title>Cart</title>");
  });
});
