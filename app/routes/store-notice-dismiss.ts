import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { dismissStoreNotice, refuseDismissMethod } from "~/modules/site/banner-actions.server";

/** POST /store-notice/dismiss: the no-JS way to hide the store notice (sets store_notice{id}=hidden). */
export async function action({ request, context }: ActionFunctionArgs) {
  return dismissStoreNotice(context.db, request);
}

/** The address only takes the form: a browser that opens it is told so, with a way back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return refuseDismissMethod(context.db, request);
}
