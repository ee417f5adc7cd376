import type { Route } from "./+types/contact-captcha";
import { findCaptchaCode } from "~/modules/contact/contact.server";
import { captchaSvg } from "~/modules/contact/captcha-image";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** GET /contact-captcha/{challenge}.svg: the picture of an open captcha challenge; 404 once used. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const challenge = /^(\d{1,20})\.svg$/.exec(params.file ?? "")?.[1];
  const code = challenge ? await findCaptchaCode(context.db, challenge) : null;
  if (!code)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(captchaSvg(code), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "private, no-store" },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
