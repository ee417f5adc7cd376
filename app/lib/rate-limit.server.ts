import { createHash } from "node:crypto";
import type { Tx } from "./db.server";

/**
 * A rate limit per address, kept in the database so every process counts the same requests.
 * Addresses are stored hashed. `allowRequest` counts every request it allows; a limit on failures
 * only (wrong guesses) asks `isRateLimited` first and calls `countRequest` when one fails.
 */
export interface RateLimit {
  scope: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export function hashAddress(address: string): string {
  return createHash("sha256").update(`shop-rate:${address}`).digest("hex");
}

/** Whether `address` has used up its requests in the window that ends `now`. */
export async function isRateLimited(db: Tx, limit: RateLimit, address: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  // Old rows of this scope go first, so the table stays the size of one window.
  await db.deleteFrom("form_rate_events").where("scope", "=", limit.scope).where("created_at", "<", since).execute();
  const row = await db
    .selectFrom("form_rate_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("scope", "=", limit.scope)
    .where("key_hash", "=", hashAddress(address))
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= limit.max;
}

/** Counts one request of `address` against the limit. */
export async function countRequest(db: Tx, limit: RateLimit, address: string, now = new Date()): Promise<void> {
  await db
    .insertInto("form_rate_events")
    .values({ scope: limit.scope, key_hash: hashAddress(address), created_at: now.toISOString() })
    .execute();
}

/** Whether one more request from `address` is allowed; if so, it is counted. */
export async function allowRequest(db: Tx, limit: RateLimit, address: string, now = new Date()): Promise<boolean> {
  if (await isRateLimited(db, limit, address, now)) return false;
  await countRequest(db, limit, address, now);
  return true;
}
