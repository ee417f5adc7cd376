import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconNames, iconShapes } from "~/ui/icon-shapes";

export const ICON_SPRITE_PATH = "/icons.svg";

let built: { svg: string; version: string } | null = null;

/**
 * Every icon as a <symbol> with the icon's name as its id, in one SVG file that <Icon> points into
 * (`/icons.svg?v={version}#cart`). Built once per process; the version is a hash of the file, so
 * the file can be cached for a year and a changed icon set gets a new address.
 */
export function iconSprite(): { svg: string; version: string } {
  if (!built) {
    const symbols = iconNames.map((name) =>
      createElement("symbol", { key: name, id: name, viewBox: "0 0 17 17" }, iconShapes[name]),
    );
    const svg = renderToStaticMarkup(createElement("svg", { xmlns: "http://www.w3.org/2000/svg" }, symbols));
    built = { svg, version: createHash("sha256").update(svg).digest("base64url").slice(0, 12) };
  }
  return built;
}

/** The sprite's address for this version of the icons (the root loader hands it to every page). */
export function iconSpriteHref(): string {
  return `${ICON_SPRITE_PATH}?v=${iconSprite().version}`;
}
