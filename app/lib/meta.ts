import type { ShopData } from "./shop-data";

/** What a route's meta function receives of the matched routes (the root's data among them). */
export type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The shop's origin, from the root loader's data (lib/site-origin.server.ts); "" when there is none. */
export function originOf(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.data as Partial<ShopData> | undefined;
  return root?.origin ?? "";
}

/** A path on this shop as an absolute address (search engines and social previews want those). */
export function absoluteUrl(matches: MetaMatches, path: string): string {
  const origin = originOf(matches);
  return origin ? new URL(path, origin).href : path;
}

/** The page's <link rel="canonical">, absolute. */
export function canonicalLink(matches: MetaMatches, path: string) {
  return { tagName: "link", rel: "canonical", href: absoluteUrl(matches, path) } as const;
}
