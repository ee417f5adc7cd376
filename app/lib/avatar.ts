/**
 * Avatars the shop draws itself (no outside avatar service): a person's initials on a colour taken
 * from their name, as a small SVG at /avatars/{hue}/{initials}.svg.
 */

export interface AvatarSpec {
  /** One or two capital letters or digits; "?" when the name has none. */
  initials: string;
  /** 0–359 */
  hue: number;
}

/** The initials and colour for a name: the same name always gets the same avatar. */
export function avatarFor(name: string): AvatarSpec {
  const words = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9\s]/g, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const initials =
    words.length === 0
      ? "?"
      : (words.length === 1 ? words[0].slice(0, 2) : words[0][0] + words[words.length - 1][0]).toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return { initials, hue: hash % 360 };
}

/** The avatar's address. */
export function avatarHref(name: string): string {
  const { initials, hue } = avatarFor(name);
  return `/avatars/${hue}/${initials === "?" ? "_" : initials}.svg`;
}

/** Reads /avatars/{hue}/{initials}.svg back; null for anything the shop would not have made. */
export function parseAvatarPath(hue: string, file: string): AvatarSpec | null {
  const match = /^([A-Z0-9]{1,2}|_)\.svg$/.exec(file);
  if (!match || !/^\d{1,3}$/.test(hue) || Number(hue) > 359) return null;
  return { initials: match[1] === "_" ? "?" : match[1], hue: Number(hue) };
}

/** The SVG of an avatar (square, scales to any size). Its text is only [A-Z0-9?]. */
export function renderAvatarSvg({ initials, hue }: AvatarSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="hsl(${hue} 55% 38%)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${initials.length > 1 ? 26 : 32}" font-weight="700" fill="#fff">${initials}</text></svg>`;
}
