import { data, redirect } from "react-router";
import { refusalResponse } from "~/lib/refusal-page.server";
import { env } from "~/lib/env.server";
import type { DB } from "~/lib/db.server";
import { getSettings } from "~/modules/settings/settings.server";
import { readFormLimited } from "~/lib/form.server";
import { hasControlCharacters, safeRedirectPath, sameOriginPath } from "~/lib/safe-redirect";
import { comingSoonCookie, storeNoticeCookie } from "./banner-cookies";
import { DismissBannerSchema } from "./site.schema";

const METHOD_NOT_ALLOWED = "Send this form with POST.";
const BAD_FORM = "This form could not be read.";

type DismissForm = { ok: true; form: { redirect_to?: string } } | { ok: false; status: number; error: string };

/**
 * Parses the dismissal form; a refusal (400, or 413 for a flood of fields) when it is not one,
 * never a 500. A redirect_to with control characters is refused too: it cannot come from our
 * own form, and a line break in it would otherwise break the Location header.
 */
async function readDismissForm(request: Request): Promise<DismissForm> {
  const read = await readFormLimited(request);
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const parsed = DismissBannerSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return { ok: false, status: 400, error: BAD_FORM };
  if (parsed.data.redirect_to !== undefined && hasControlCharacters(parsed.data.redirect_to))
    return { ok: false, status: 400, error: BAD_FORM };
  return { ok: true, form: parsed.data };
}

/**
 * The page a plain form came from: the Referer when it is one of ours (it keeps the exact
 * URL, trailing slash included), else the form's redirect_to, else home. Behind a proxy our
 * origin is PUBLIC_URL's, which the Referer carries.
 */
function backTo(request: Request, redirectTo: string): string {
  return sameOriginPath(request.headers.get("Referer"), env.publicUrl || request.url) ?? safeRedirectPath(redirectTo);
}

/** Answers the background call, or sends the plain form back where it came from. */
function answer(request: Request, form: { redirect_to?: string }, setCookie: string) {
  if (form.redirect_to !== undefined)
    return redirect(backTo(request, form.redirect_to), { headers: { "Set-Cookie": setCookie } });
  return data({ dismissed: true }, { headers: { "Set-Cookie": setCookie } });
}

/**
 * A Dismiss refused: a browser that posted the form without JavaScript (or opened the address) is
 * shown the shop's refusal page with a way back, anything else the plain reason.
 */
async function refuse(db: DB, request: Request, status: number, message: string, headers?: Record<string, string>) {
  const { store_name } = await getSettings(db);
  return refusalResponse(request, status, message, store_name, { "Cache-Control": "no-store", ...headers });
}

/** Any method but POST (a GET of the address included): 405, with Allow. */
export function refuseDismissMethod(db: DB, request: Request) {
  return refuse(db, request, 405, METHOD_NOT_ALLOWED, { Allow: "POST" });
}

export async function dismissStoreNotice(db: DB, request: Request) {
  if (request.method !== "POST") return refuseDismissMethod(db, request);
  const read = await readDismissForm(request);
  if (!read.ok) return refuse(db, request, read.status, read.error);
  const settings = await getSettings(db);
  return answer(request, read.form, storeNoticeCookie(settings.store_notice_id));
}

export async function dismissComingSoon(db: DB, request: Request) {
  if (request.method !== "POST") return refuseDismissMethod(db, request);
  const read = await readDismissForm(request);
  if (!read.ok) return refuse(db, request, read.status, read.error);
  return answer(request, read.form, comingSoonCookie(env.isProduction && env.publicUrl.startsWith("https:")));
}
