import { createHash } from "node:crypto";
import type { Tx } from "./db.server";

/**
 * A rate limit per address, kept in the database so every process counts the same requests.
 * Addresses are stored hashed. `allowRequest` records the request when it is allowed.
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

/** Whether one more request from `address` is allowed; if so, it is counted. */
export async function allowRequest(db: Tx, limit: RateLimit, address: string, now = new Date()): Promise<boolean> {
  const key = hashAddress(address);
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  // Old rows of this scope go first, so the table stays the size of one window.
  await db.deleteFrom("form_rate_events").where("scope", "=", limit.scope).where("created_at", "<", since).execute();
  const row = await db
    .selectFrom("form_rate_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("scope", "=", limit.scope)
    .where("key_hash", "=", key)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= limit.max) return false;
  await db
    .insertInto("form_rate_events")
    .values({ scope: limit.scope, key_hash: key, created_at: now.toISOString() })
    .execute();
  return true;
}
