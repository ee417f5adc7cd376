import { data, type ActionFunctionArgs } from "react-router";
import { dismissStoreNotice } from "~/modules/site/banner-actions.server";

/** POST /store-notice/dismiss: the no-JS way to hide the store notice (sets store_notice{id}=hidden). */
export async function action({ request, context }: ActionFunctionArgs) {
  return dismissStoreNotice(context.db, request);
}

export function loader() {
  throw data("Not found", { status: 404 });
}
