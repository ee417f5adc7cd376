import { randomBytes } from "node:crypto";
import type { DB, Tx } from "./db.server";
import { nowIso, writeTransaction } from "./db.server";
import { readCookie } from "./cookies";

export const SESSION_COOKIE = "shop_session";
const SESSION_DAYS = 30;
/**
 * A login without "Remember me" gets a cookie that ends with the browser; the server forgets the
 * session after this many days even if the browser keeps it (restored tabs).
 */
const BROWSER_SESSION_DAYS = 2;

/** The visitor's session id from the cookie, or null. Looking never creates a session. */
export function readSessionId(request: Request): string | null {
  const value = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  return value && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
}

/** The session row for the cookie, if it exists and has not expired. */
export async function findSession(db: Tx, request: Request) {
  const id = readSessionId(request);
  if (!id) return null;
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.expires_at < nowIso()) return null;
  return row;
}

export interface SessionOptions {
  /** The logged-in customer, or none for a guest's session. */
  customerId?: number | null;
  /** false: a cookie that ends with the browser (a login without "Remember me"). Default true. */
  remember?: boolean;
}

/**
 * Opens a new session (on a visitor's first successful change: add to cart, wishlist, login)
 * and returns its id with the Set-Cookie header to send. Callers open it inside the
 * transaction of the change itself, so a refused request never leaves a session behind.
 */
export async function openSession(db: Tx, options: SessionOptions = {}): Promise<{ id: string; setCookie: string }> {
  const id = randomBytes(24).toString("base64url");
  const remember = options.remember ?? true;
  const now = new Date();
  const expires = new Date(now.getTime() + (remember ? SESSION_DAYS : BROWSER_SESSION_DAYS) * 86_400_000);
  await db
    .insertInto("sessions")
    .values({
      id,
      customer_id: options.customerId ?? null,
      data_json: JSON.stringify({ remember }),
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return { id, setCookie: sessionCookie(id, remember ? expires : null) };
}

/** Whether a session was opened with "Remember me" (guest sessions count as remembered). */
export function isRememberedSession(session: { data_json: string }): boolean {
  try {
    return (JSON.parse(session.data_json) as { remember?: unknown }).remember !== false;
  } catch {
    return true;
  }
}

/** Ends a session: its row is deleted, so its id is worthless even if someone copied it. */
export async function closeSession(db: Tx, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/**
 * `expires` null: a cookie that ends with the browser. Secure is added over https by the server
 * (server/secure-cookies.ts), which knows how the request came.
 */
export function sessionCookie(id: string, expires: Date | null): string {
  const lifetime = expires ? `; Expires=${expires.toUTCString()}` : "";
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${lifetime}`;
}

/** The Set-Cookie header that removes the session cookie from the browser. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** Rows removed per transaction by purgeExpiredSessions, so writers never wait long behind it. */
const PURGE_BATCH = 500;

/**
 * Removes what expired sessions leave behind: the sessions, and the carts and wishlists of guests,
 * which only their session could reach. An account's cart and lists stay: they come back at its next
 * login. Runs in small transactions; returns how many of each went. Run on start and once a day.
 */
export async function purgeExpiredSessions(
  db: DB,
  now = new Date(),
): Promise<{ sessions: number; carts: number; wishlists: number }> {
  /** Runs one batch's delete per transaction until a batch comes back short; returns the rows removed. */
  const inBatches = async (removeBatch: (tx: Tx) => Promise<{ numDeletedRows: bigint }>) => {
    let total = 0;
    for (let n = PURGE_BATCH; n === PURGE_BATCH; total += n)
      n = Number((await writeTransaction(db, removeBatch)).numDeletedRows);
    return total;
  };
  const sessionIds = (tx: Tx) => tx.selectFrom("sessions").select("id");
  const sessions = await inBatches((tx) =>
    tx
      .deleteFrom("sessions")
      .where("id", "in", sessionIds(tx).where("expires_at", "<", now.toISOString()).limit(PURGE_BATCH))
      .executeTakeFirstOrThrow(),
  );
  // Lines and coupons go with their cart, items with their list (ON DELETE CASCADE).
  const carts = await inBatches((tx) =>
    tx
      .deleteFrom("carts")
      .where(
        "id",
        "in",
        tx
          .selectFrom("carts")
          .select("id")
          .where("customer_id", "is", null)
          .where("session_id", "not in", sessionIds(tx))
          .limit(PURGE_BATCH),
      )
      .executeTakeFirstOrThrow(),
  );
  const wishlists = await inBatches((tx) =>
    tx
      .deleteFrom("wishlists")
      .where(
        "id",
        "in",
        tx
          .selectFrom("wishlists")
          .select("id")
          .where("customer_id", "is", null)
          .where("session_id", "is not", null)
          .where("session_id", "not in", sessionIds(tx))
          .limit(PURGE_BATCH),
      )
      .executeTakeFirstOrThrow(),
  );
  return { sessions, carts, wishlists };
}
