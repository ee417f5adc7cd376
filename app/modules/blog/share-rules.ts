/** Sharing a post: the networks, their share addresses, popup sizes, and how counts read. */

export const shareServices = [
  "facebook",
  "x",
  "pinterest",
  "linkedin",
  "whatsapp",
  "telegram",
  "pressthis",
  "email",
  "print",
] as const;
export type ShareService = (typeof shareServices)[number];

/** Networks shown as buttons, then those in the "More" pane. */
export const primaryNetworks = ["facebook", "x"] as const satisfies readonly ShareService[];
export const moreNetworks = [
  "pinterest",
  "linkedin",
  "whatsapp",
  "telegram",
  "pressthis",
] as const satisfies readonly ShareService[];
export type ShareNetwork = (typeof primaryNetworks)[number] | (typeof moreNetworks)[number];

export const networkNames: Record<ShareNetwork, string> = {
  facebook: "Facebook",
  x: "X",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  pressthis: "Press This",
};

/** Popup sizes: press-this 720×570; Facebook (and the others) 600×400; X 600×350. */
export const PRESS_THIS_POPUP = { width: 720, height: 570 } as const;
export function popupSize(network: ShareNetwork): { width: number; height: number } {
  if (network === "pressthis") return PRESS_THIS_POPUP;
  return network === "x" ? { width: 600, height: 350 } : { width: 600, height: 400 };
}

/** The "More" pane: hover opens after 200 ms; a click within 400 ms of a hover-open keeps it open; leaving closes after 300 ms. */
export const MORE_HOVER_OPEN_MS = 200;
export const MORE_RECENT_OPEN_MS = 400;
export const MORE_HOVER_CLOSE_MS = 300;

/** The least room kept between the More pane and the window's edges, in px. */
export const MORE_PANE_EDGE_PX = 8;

/**
 * How far (px) the More pane moves sideways from its place under the More button so that it stays
 * inside the window: left when it would run off the right edge, but never past the left edge.
 */
export function morePaneShift(
  paneLeft: number,
  paneWidth: number,
  windowWidth: number,
  edge = MORE_PANE_EDGE_PX,
): number {
  let shift = Math.min(0, windowWidth - edge - (paneLeft + paneWidth));
  if (paneLeft + shift < edge) shift = edge - paneLeft;
  return Math.round(shift);
}

/** An e-mail share shows its error block once a visitor has sent a post more than this many times. */
export const MAX_EMAIL_SHARES = 2;

export function isShareService(value: unknown): value is ShareService {
  return typeof value === "string" && (shareServices as readonly string[]).includes(value);
}

export function isShareNetwork(value: unknown): value is ShareNetwork {
  return typeof value === "string" && value in networkNames;
}

/**
 * A network's share address for a post (absolute `url`), with '&nb=1' appended as every share link
 * carries. Pinterest takes the picture when there is one.
 */
export function shareUrl(network: ShareNetwork, post: { url: string; title: string; image?: string | null }): string {
  const q = (params: Record<string, string>) => new URLSearchParams({ ...params, nb: "1" }).toString();
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: post.url, t: post.title })}`;
    case "x":
      return `https://x.com/intent/tweet?${q({ url: post.url, text: post.title })}`;
    case "pinterest":
      return `https://www.pinterest.com/pin/create/button/?${q({
        url: post.url,
        description: post.title,
        ...(post.image ? { media: post.image } : {}),
      })}`;
    case "linkedin":
      return `https://www.linkedin.com/shareArticle?${q({ mini: "true", url: post.url, title: post.title })}`;
    case "whatsapp":
      return `https://api.whatsapp.com/send?${q({ text: `${post.title} ${post.url}` })}`;
    case "telegram":
      return `https://t.me/share/url?${q({ url: post.url, text: post.title })}`;
    case "pressthis":
      // Press This: the reader quotes the post on their own blog (WordPress.com's Press This page);
      // with the page's script the text they selected goes along as 'sel=' (withSelection).
      return `https://wordpress.com/press-this.php?${q({ u: post.url, t: post.title })}`;
  }
}

/**
 * Where the share buttons send a visitor: each network's origin. Without JavaScript a share button
 * is a form whose answer redirects there, so a post page's form-action policy must allow them.
 */
export const shareOrigins: readonly string[] = [
  ...new Set(
    [...primaryNetworks, ...moreNetworks].map(
      (network) => new URL(shareUrl(network, { url: "https://shop.invalid/", title: "" })).origin,
    ),
  ),
];

/** Press-this style: the share address with the reader's selected text as 'sel=' (trimmed, at most 1000 characters). */
export function withSelection(url: string, selected: string): string {
  const text = selected.replace(/\s+/g, " ").trim().slice(0, 1000);
  return text ? `${url}&sel=${encodeURIComponent(text)}` : url;
}

/**
 * What a share count beside its button counts, read after the number ("1 Facebook share", "1K+ X
 * shares"). Kept beside the count's display rule rather than with the blog's messages: the share
 * bar would otherwise take the whole of those into a chunk every page loads.
 */
export function shareCountLabel(network: string, count: number): string {
  return count === 1 ? `${network} share` : `${network} shares`;
}

/** A share count as shown: below 1000 as is; 1000–9999 the first digit and "K+"; from 10000 "10K+". */
export function formatShareCount(count: number): string {
  if (!Number.isFinite(count) || count < 1000) return String(Math.max(0, Math.floor(count || 0)));
  if (count < 10_000) return `${String(Math.floor(count)).charAt(0)}K+`;
  return "10K+";
}
