import { describe, expect, it } from "vitest";
import { iconNames } from "~/ui/icon-shapes";
import { iconSprite, iconSpriteHref } from "./icon-sprite.server";

describe("the icon sprite", () => {
  it("holds every icon's shape as its own symbol: no other stroke weight, no fixed colour", () => {
    const { svg: sprite } = iconSprite();
    for (const name of iconNames) {
      const symbol = sprite.match(new RegExp(`<symbol id="${name}" viewBox="0 0 17 17">(.*?)</symbol>`))?.[1];
      expect(symbol, name).toMatch(/<(path|circle|rect|ellipse)/);
      expect(symbol, name).not.toMatch(/stroke-width=/);
      expect(symbol, name).not.toMatch(/(fill|stroke)="#/);
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(iconNames.length);
  });

  it("has an address that changes with the icons, so it can be kept for a year", () => {
    expect(iconSpriteHref()).toBe(`/icons.svg?v=${iconSprite().version}`);
    expect(iconSprite().version).toMatch(/^[\w-]{12}$/);
  });
});
