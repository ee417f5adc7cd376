import type { Route } from "./+types/api.account";
import { readForm } from "~/lib/form.server";
import { handleAccountForm } from "~/modules/account/account-actions.server";

/**
 * POST /api/account: the login and registration forms' fields (intent login or register), answered
 * as JSON: success, data {notices, messages, successfully, wp_redirect}; 4xx when refused. A GET is
 * not found.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountForm(context.db, request, await readForm(request), context.clientAddress ?? "", "json");
}

export function loader() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
