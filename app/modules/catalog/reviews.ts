import { isHumanTimestamp } from "~/modules/site/anti-spam";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";
/**
 * Product review rules shared by the server and the page: the star labels, the average as the
 * page writes it, the anti-spam checks and the form's field limits.
 */

export const REVIEW_LIMITS = { text: 5000, name: 100, email: MAX_EMAIL_ADDRESS_LENGTH } as const;

/** The hidden field a person never fills (it is out of sight and out of the tab order). */
export const REVIEW_HONEYPOT_FIELD = "review_website";

/** A form sent sooner than this after its page loaded was filled by a machine. */
export const REVIEW_MIN_FILL_MS = 1000;

/** How many reviews one e-mail address may send per hour. */
export const REVIEWS_PER_HOUR = 5;

/** "1 star", "2 stars"… */
export function starsLabel(n: number): string {
  return n === 1 ? "1 star" : `${n} stars`;
}

/** The average as "4.33" (two decimals, trailing zeros dropped: "4", "4.5"). */
export function formatAverageRating(average: number): string {
  return String(Number(average.toFixed(2)));
}

/** The average and count of a list of star ratings (0 and 0 for none). */
export function ratingSummary(ratings: number[]): { average: number; count: number } {
  if (!ratings.length) return { average: 0, count: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { average: Math.round((sum / ratings.length) * 100) / 100, count: ratings.length };
}

/** "{n} customer reviews" / "1 customer review". */
export function reviewCountText(n: number): string {
  return n === 1 ? "1 customer review" : `${n} customer reviews`;
}

/**
 * Whether a review form looks sent by a machine: the honeypot holds something, or the page-load
 * timestamp (filled by the page's script) is not a time, lies in the future, or is too recent to
 * have been typed by a person. Without JavaScript the timestamp is empty, which is allowed.
 */
export function looksLikeSpam(fields: { honeypot: string; timestamp: string }, now: number): boolean {
  if (fields.honeypot.trim() !== "") return true;
  const stamp = fields.timestamp.trim();
  if (stamp === "") return false;
  return !isHumanTimestamp(stamp, now, REVIEW_MIN_FILL_MS);
}
