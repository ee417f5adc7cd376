import { createHash } from "node:crypto";
import { takeTurns, type Tx } from "./db.server";

/**
 * A rate limit per address, kept in the database so every process counts the same requests.
 * The address is usually the sender's network address, sometimes the mailbox a mail goes to
 * (`mailboxKey`); either is stored hashed. `allowRequest` counts every request it allows; a limit on failures
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

/**
 * Whether `address` has used up its requests in the window that ends `now`. Call it in a write
 * transaction and count the request in that same transaction: requests of one address under one
 * limit take turns from the check to the commit, so requests sent all at once each see the ones
 * before them (on PostgreSQL they all saw the same count and all passed: 25 registrations from one
 * address where 10 are allowed, six confirmation mails to one mailbox where one is).
 */
export async function isRateLimited(db: Tx, limit: RateLimit, address: string, now = new Date()): Promise<boolean> {
  const keyHash = hashAddress(address);
  await takeTurns(db, `rate:${limit.scope}:${keyHash}`);
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  // Old rows of this scope go first, so the table stays the size of one window.
  await db.deleteFrom("form_rate_events").where("scope", "=", limit.scope).where("created_at", "<", since).execute();
  const row = await db
    .selectFrom("form_rate_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("scope", "=", limit.scope)
    .where("key_hash", "=", keyHash)
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
  return allowUnderEvery(db, [limit], address, now);
}

/**
 * Whether one more request from `address` is allowed by every one of `limits` (a short and a long
 * window, say); if so, it is counted against each. A refused one is counted against none.
 */
export async function allowUnderEvery(
  db: Tx,
  limits: readonly RateLimit[],
  address: string,
  now = new Date(),
): Promise<boolean> {
  for (const limit of limits) if (await isRateLimited(db, limit, address, now)) return false;
  for (const limit of limits) await countRequest(db, limit, address, now);
  return true;
}
