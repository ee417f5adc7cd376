import { randomBytes } from "node:crypto";
import type { DB, Tx } from "./db.server";
import { nowIso, writeTransaction } from "./db.server";
import { readCookie } from "./cookies";
import { allowRequest, type RateLimit } from "./rate-limit.server";
import { compiledOnce } from "./compiled-query.server";

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

const sessionById = compiledOnce((db, id: string) => db.selectFrom("sessions").selectAll().where("id", "=", id));

type SessionRow = Awaited<ReturnType<typeof sessionById>>[number];

/**
 * The session read of each page request, shared by its loaders: the root loader and the page's own
 * run side by side on the same request, and both need the session. Only for GET and HEAD, which
 * change nothing; a form's request reads the session afresh, as its action may change it.
 */
const sessionsOfPageRequests = new WeakMap<Request, { db: Tx; session: Promise<SessionRow | null> }>();

/** The session row for the cookie, if it exists and has not expired. */
export function findSession(db: Tx, request: Request): Promise<SessionRow | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSession(db, request);
  const known = sessionsOfPageRequests.get(request);
  if (known?.db === db) return known.session;
  const session = readSession(db, request);
  sessionsOfPageRequests.set(request, { db, session });
  return session;
}

async function readSession(db: Tx, request: Request): Promise<SessionRow | null> {
  const id = readSessionId(request);
  if (!id) return null;
  const [row] = await sessionById(db, id);
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
 * New sessions one network address may open in ten minutes. Each is kept up to 30 days, with the
 * cart or list it came with: without a limit one sender posting adds without keeping the cookie
 * opened 250 a second (about 400 bytes of database each, some 9 GB a day), and one with a single
 * account could do the same by logging in again and again. A hundred is far more than the shoppers
 * behind one address (an office, a carrier's shared address) start in ten minutes.
 */
export const NEW_SESSION_ADDRESS_LIMIT: RateLimit = { scope: "new-session", max: 100, windowMs: 10 * 60 * 1000 };

/** Thrown by openSession past NEW_SESSION_ADDRESS_LIMIT: the change's transaction rolls back. */
export class NewSessionLimitReached extends Error {
  constructor() {
    super("too many new sessions from this network address");
  }
}

/**
 * Whom a new session is for:
 * - `replaces`: a visitor who has a session (id), which the caller ends in the same transaction (a
 *   login, a password change). The visitor still has one session, so nothing is counted.
 * - `address`: a visitor without one, from this network address (visitorNetwork). Counted against
 *   NEW_SESSION_ADDRESS_LIMIT.
 * Each visitor is counted once, by whichever change first gives them a session: an add to cart or
 * to a wishlist, a like or a comment, a login or a registration.
 */
export type NewSessionFor = { replaces: string } | { address: string };

/** The NewSessionFor of a visitor: their session, if they have one, is the one replaced. */
export function newSessionFor(existing: { id: string } | null, address: string): NewSessionFor {
  return existing ? { replaces: existing.id } : { address };
}

/**
 * Opens a new session and returns its id with the Set-Cookie header to send. The only way a
 * session row is made. Callers open it inside the transaction of the change itself, so a refused
 * request never leaves a session behind; for a visitor without a session, past
 * NEW_SESSION_ADDRESS_LIMIT it throws NewSessionLimitReached and the change is refused.
 */
export async function openSession(
  db: Tx,
  visitor: NewSessionFor,
  options: SessionOptions = {},
): Promise<{ id: string; setCookie: string }> {
  if ("address" in visitor && !(await allowRequest(db, NEW_SESSION_ADDRESS_LIMIT, visitor.address)))
    throw new NewSessionLimitReached();
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
 *
 * Each transaction takes a batch of expired sessions and, through the index on their session id,
 * the guest carts and lists of just those sessions, so a batch costs the same however many sessions
 * are live. (Looking for carts whose session is gone, `not in` the whole sessions table, scanned
 * every cart and every session per batch: after a flood of new shoppers, hundreds of thousands of
 * sessions on PostgreSQL took seconds per batch of 500, and the daily purge hours.) What an earlier
 * purge left without its session is swept afterwards, cart by cart through the sessions' key.
 */
export async function purgeExpiredSessions(
  db: DB,
  now = new Date(),
): Promise<{ sessions: number; carts: number; wishlists: number }> {
  const removed = { sessions: 0, carts: 0, wishlists: 0 };
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  for (let n = PURGE_BATCH; n === PURGE_BATCH; removed.sessions += n)
    n = await writeTransaction(db, async (tx) => {
      const ids = (
        await tx
          .selectFrom("sessions")
          .select("id")
          .where("expires_at", "<", now.toISOString())
          .limit(PURGE_BATCH)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return 0;
      // Lines and coupons go with their cart, items with their list (ON DELETE CASCADE).
      removed.carts += count(
        await tx
          .deleteFrom("carts")
          .where("session_id", "in", ids)
          .where("customer_id", "is", null)
          .executeTakeFirstOrThrow(),
      );
      removed.wishlists += count(
        await tx
          .deleteFrom("wishlists")
          .where("session_id", "in", ids)
          .where("customer_id", "is", null)
          .executeTakeFirstOrThrow(),
      );
      return count(await tx.deleteFrom("sessions").where("id", "in", ids).executeTakeFirstOrThrow());
    });
  for (let n = PURGE_BATCH; n === PURGE_BATCH; removed.carts += n)
    n = await writeTransaction(db, async (tx) =>
      count(
        await tx
          .deleteFrom("carts")
          .where(
            "id",
            "in",
            tx
              .selectFrom("carts")
              .select("id")
              .where("customer_id", "is", null)
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(selectFrom("sessions").select("sessions.id").whereRef("sessions.id", "=", "carts.session_id")),
                ),
              )
              .limit(PURGE_BATCH),
          )
          .executeTakeFirstOrThrow(),
      ),
    );
  for (let n = PURGE_BATCH; n === PURGE_BATCH; removed.wishlists += n)
    n = await writeTransaction(db, async (tx) =>
      count(
        await tx
          .deleteFrom("wishlists")
          .where(
            "id",
            "in",
            tx
              .selectFrom("wishlists")
              .select("id")
              .where("customer_id", "is", null)
              .where("session_id", "is not", null)
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom("sessions").select("sessions.id").whereRef("sessions.id", "=", "wishlists.session_id"),
                  ),
                ),
              )
              .limit(PURGE_BATCH),
          )
          .executeTakeFirstOrThrow(),
      ),
    );
  return removed;
}
