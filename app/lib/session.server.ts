import { randomBytes } from "node:crypto";
import type { Tx } from "./db.server";
import { env } from "./env.server";
import { nowIso } from "./db.server";
import { readCookie } from "./cookies";

export const SESSION_COOKIE = "shop_session";
const SESSION_DAYS = 30;

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

/**
 * Opens a new session (on a visitor's first successful change: add to cart, wishlist, login)
 * and returns its id with the Set-Cookie header to send. Callers open it inside the
 * transaction of the change itself, so a refused request never leaves a session behind.
 */
export async function openSession(db: Tx): Promise<{ id: string; setCookie: string }> {
  const id = randomBytes(24).toString("base64url");
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto("sessions")
    .values({
      id,
      customer_id: null,
      data_json: "{}",
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return { id, setCookie: sessionCookie(id, expires) };
}

export function sessionCookie(id: string, expires: Date): string {
  const secure = env.isProduction && env.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Expires=${expires.toUTCString()}${secure}`;
}
