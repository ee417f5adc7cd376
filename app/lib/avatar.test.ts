import { describe, expect, it } from "vitest";
import { avatarFor, avatarHref, parseAvatarPath, renderAvatarSvg } from "./avatar";

describe("avatars", () => {
  it("takes the first and last initials, or two letters of a single word", () => {
    expect(avatarFor("Mara Lindqvist").initials).toBe("ML");
    expect(avatarFor("PixelPanda").initials).toBe("PI");
    expect(avatarFor("<script>").initials).toBe("SC");
    expect(avatarFor("!!").initials).toBe("?");
  });
  it("is the same for the same name and reads back from its address", () => {
    const href = avatarHref("Mara Lindqvist");
    expect(href).toBe(avatarHref("Mara Lindqvist"));
    const [, , hue, file] = href.split("/");
    expect(parseAvatarPath(hue, file)).toEqual(avatarFor("Mara Lindqvist"));
    expect(avatarHref("!!")).toMatch(/\/_\.svg$/);
  });
  it("refuses addresses it would not make", () => {
    expect(parseAvatarPath("400", "AB.svg")).toBeNull();
    expect(parseAvatarPath("10", "abc.svg")).toBeNull();
    expect(parseAvatarPath("10", "<x>.svg")).toBeNull();
  });
  it("draws the initials", () => {
    expect(renderAvatarSvg({ initials: "ML", hue: 10 })).toContain(">ML</text>");
  });
});
