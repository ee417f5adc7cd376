import { data } from "react-router";
import type { Route } from "./+types/api.likes";
import { findVisitorLikes } from "~/modules/blog/likes.server";
import { findVisitor } from "~/modules/blog/visitor.server";
import { refusePostedForm } from "~/lib/read-only-route.server";
import { readRecordId } from "~/lib/record-id";

/**
 * GET /api/likes?post={id}: what this visitor has liked on a post page ({ post, comments }). Private
 * and never stored: guest pages are shared, so each browser asks for its own state here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const post = readRecordId(new URL(request.url).searchParams.get("post"));
  if (post === null) throw data({ error: "post must be a post id" }, { status: 400, headers });
  const { key } = await findVisitor(context.db, request);
  return Response.json(await findVisitorLikes(context.db, post, key), { headers });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
