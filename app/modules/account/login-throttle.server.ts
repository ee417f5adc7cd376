import { sql } from "kysely";
import { takeTurns, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { secondsToWait, WINDOW_MS, type ThrottleScope } from "./login-throttle";

/**
 * The counters' keys for an attempt: the login as typed (lower case), the address, and both. A
 * loopback address (or none) has no address counter: it is the machine itself, or a proxy in front
 * that does not pass the visitor's address on, and counting it would slow every visitor at once.
 */
function throttleKeys(login: string, address: string): Partial<Record<ThrottleScope, string>> {
  const account = login.trim().toLowerCase();
  const keys: Partial<Record<ThrottleScope, string>> = {
    "account-address": `ai:${account}|${address}`,
    account: `a:${account}`,
  };
  if (!isLoopback(address)) keys.address = `ip:${address}`;
  return keys;
}

function isLoopback(address: string): boolean {
  return address === "" || address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/**
 * How many seconds this login attempt must still wait (0 = answer it). Counted the same for
 * accounts that exist and those that do not, so the wait tells nothing either.
 */
export async function loginWaitSeconds(db: Tx, login: string, address: string, now = new Date()): Promise<number> {
  const keys = throttleKeys(login, address);
  const scopes = Object.keys(keys) as ThrottleScope[];
  const rows = await db
    .selectFrom("login_throttle")
    .selectAll()
    .where(
      "key",
      "in",
      scopes.map((s) => keys[s]!),
    )
    .execute();
  const counters = rows.map((row) => ({
    scope: scopes.find((s) => keys[s] === row.key)!,
    failures: row.failures,
    lastFailureAt: row.last_failure_at,
  }));
  return secondsToWait(counters, now);
}

/**
 * Asks to check a password: answers the seconds still to wait, or 0 and counts the attempt as a
 * failure before the password is checked (a success takes it back, clearLoginFailures). Counting
 * first, in one transaction with the check, is what holds the limit when guesses are sent all at
 * once: each sees the ones before it. On PostgreSQL attempts at one login also take turns on a lock
 * (SQLite's write transactions take turns anyway).
 */
export async function reserveLoginAttempt(db: DB, login: string, address: string, now = new Date()): Promise<number> {
  return writeTransaction(db, async (tx) => {
    await takeTurns(tx, `login:${login.trim().toLowerCase()}`);
    const wait = await loginWaitSeconds(tx, login, address, now);
    if (wait === 0) await recordLoginFailure(tx, login, address, now);
    return wait;
  });
}

/** Counts a failed attempt on all three counters; a counter idle for the window starts over. */
export async function recordLoginFailure(db: Tx, login: string, address: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  for (const key of Object.values(throttleKeys(login, address)) as string[]) {
    await db
      .insertInto("login_throttle")
      .values({ key, failures: 1, last_failure_at: at })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql<number>`case when login_throttle.last_failure_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
          last_failure_at: at,
        }),
      )
      .execute();
  }
}

/**
 * A successful login clears its account's counters and takes back the address's count of this
 * attempt (reserveLoginAttempt counted it); the address's earlier failures stay, as it may be
 * guessing others.
 */
export async function clearLoginFailures(db: Tx, login: string, address: string): Promise<void> {
  const keys = throttleKeys(login, address);
  await db.deleteFrom("login_throttle").where("key", "in", [keys["account-address"]!, keys.account!]).execute();
  if (keys.address)
    await db
      .updateTable("login_throttle")
      .set({ failures: sql<number>`failures - 1` })
      .where("key", "=", keys.address)
      .where("failures", ">", 0)
      .execute();
}
