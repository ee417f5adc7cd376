/**
 * Ids of rows (products, variations, cart lines, orders, comments, wishlists and their items) as a
 * form or an address names them. Every id column is an integer, which PostgreSQL stores in 32 bits:
 * asked for a larger number it does not answer "no such row", it fails the whole request (a 500).
 * So a number past the largest id is read as no id at all, the same on both databases.
 */

/** The largest id a row can have (PostgreSQL's integer). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row id written as digits: 1 to MAX_RECORD_ID, else null. */
export function readRecordId(text: unknown): number | null {
  if (typeof text !== "string" || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Whether text is a row id as readRecordId reads it. */
export function isRecordId(text: string): boolean {
  return readRecordId(text) !== null;
}
