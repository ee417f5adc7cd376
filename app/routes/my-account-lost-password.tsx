import { data } from "react-router";
import type { Route } from "./+types/my-account-lost-password";
import { readForm } from "~/lib/form.server";
import { mailOrigin } from "~/lib/site-origin.server";
import { getSettings } from "~/modules/settings/settings.server";
import { isResetTokenValid } from "~/modules/account/account.server";
import { handleLostPassword } from "~/modules/account/account-actions.server";
import { LostPasswordPage } from "~/modules/account/components/lost-password-page";
import { pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Lost password"),
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
    "Referrer-Policy": loaderHeaders.get("Referrer-Policy") ?? "same-origin",
  };
}

/** Without ?key: the request form. With the mailed ?key=…: the new password form, if the key still works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const keyState = key === null ? "none" : (await isResetTokenValid(context.db, key)) ? "valid" : "invalid";
  return data(
    { resetKey: keyState === "valid" ? key : null, keyState },
    // The key is a secret: the page is never cached, and no Referer carries it to another site.
    // (same-origin rather than no-referrer: with no-referrer the browser sends `Origin: null` with
    // the form's own POST, which the origin check rightly refuses.)
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const settings = await getSettings(context.db);
  return handleLostPassword(
    context.db,
    await readForm(request),
    { origin: mailOrigin(request), storeName: settings.store_name },
    context.clientAddress ?? "",
  );
}

export default function LostPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LostPasswordPage
      resetKey={loaderData.resetKey}
      keyInvalid={loaderData.keyState === "invalid"}
      messages={actionData?.messages ?? []}
    />
  );
}
