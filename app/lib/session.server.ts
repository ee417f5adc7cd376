import { randomBytes } from "node:crypto";
import type { Tx } from "./db.server";
import { env } from "./env.server";
import { nowIso } from "./db.server";

export const SESSION_COOKIE = "shop_session";
const SESSION_DAYS = 30;

/** The visitor's session id from the cookie, or null. Looking never creates a session. */
export function readSessionId(request: Request): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The session row for the cookie, if it exists and has not expired. */
export async function findSession(db: Tx, request: Request) {
  const id = readSessionId(request);
  if (!id) return null;
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.expires_at < nowIso()) return null;
  return row;
}

/**
 * The visitor's session, created on their first change (add to cart, wishlist, login).
 * Returns the Set-Cookie header to send when a new session was made.
 */
export async function ensureSession(db: Tx, request: Request): Promise<{ id: string; setCookie: string | null }> {
  const existing = await findSession(db, request);
  if (existing) return { id: existing.id, setCookie: null };
  const id = randomBytes(24).toString("base64url");
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto("sessions")
    .values({ id, customer_id: null, data_json: "{}", created_at: now.toISOString(), expires_at: expires.toISOString() })
    .execute();
  return { id, setCookie: sessionCookie(id, expires) };
}

export function sessionCookie(id: string, expires: Date): string {
  const secure = env.isProduction && env.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Expires=${expires.toUTCString()}${secure}`;
}

/** Headers that carry a new session cookie when one was created. */
export function sessionHeaders(session: { setCookie: string | null }): HeadersInit {
  return session.setCookie ? { "Set-Cookie": session.setCookie } : {};
}
