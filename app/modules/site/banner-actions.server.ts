import { data, redirect } from "react-router";
import { env } from "~/lib/env.server";
import type { DB } from "~/lib/db.server";
import { getSettings } from "~/modules/settings/settings.server";
import { comingSoonCookie, sameSitePath, storeNoticeCookie } from "./banner-cookies";
import { DismissBannerSchema } from "./site.schema";

const METHOD_NOT_ALLOWED = "Send this form with POST.";
const BAD_FORM = "This form could not be read.";

/** Parses the dismissal form; null when it is not one (a clear 400, never a 500). */
async function readDismissForm(request: Request): Promise<{ redirect_to?: string } | null> {
  try {
    const form = await request.formData();
    const parsed = DismissBannerSchema.safeParse(Object.fromEntries(form));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The page a plain form came from: the Referer when it is one of ours (it keeps the exact
 * URL, trailing slash included), else the form's redirect_to, else home.
 */
function backTo(request: Request, redirectTo: string): string {
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host) return sameSitePath(from.pathname + from.search);
    } catch {
      // An unreadable Referer: fall back to the form's own field.
    }
  }
  return sameSitePath(redirectTo);
}

/** Answers the background call, or sends the plain form back where it came from. */
function answer(request: Request, form: { redirect_to?: string }, setCookie: string) {
  if (form.redirect_to !== undefined) return redirect(backTo(request, form.redirect_to), { headers: { "Set-Cookie": setCookie } });
  return data({ dismissed: true }, { headers: { "Set-Cookie": setCookie } });
}

export async function dismissStoreNotice(db: DB, request: Request) {
  if (request.method !== "POST") return data({ error: METHOD_NOT_ALLOWED }, { status: 405, headers: { Allow: "POST" } });
  const form = await readDismissForm(request);
  if (!form) return data({ error: BAD_FORM }, { status: 400 });
  const settings = await getSettings(db);
  return answer(request, form, storeNoticeCookie(settings.store_notice_id));
}

export async function dismissComingSoon(request: Request) {
  if (request.method !== "POST") return data({ error: METHOD_NOT_ALLOWED }, { status: 405, headers: { Allow: "POST" } });
  const form = await readDismissForm(request);
  if (!form) return data({ error: BAD_FORM }, { status: 400 });
  return answer(request, form, comingSoonCookie(env.isProduction && env.publicUrl.startsWith("https:")));
}
