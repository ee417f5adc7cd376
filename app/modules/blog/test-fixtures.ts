import type { Insertable } from "kysely";
import type { Tx } from "~/lib/db.server";
import type { Database } from "../../../database/schema";

/** A published post with no category, image or likes, unless `over` says otherwise; its id. */
export async function insertPost(db: Tx, over: Partial<Insertable<Database["posts"]>> & { slug: string }) {
  const row = await db
    .insertInto("posts")
    .values({
      title: over.slug,
      excerpt: "",
      content: "x",
      author_name: "Mara",
      category_id: null,
      image_id: null,
      status: "publish",
      published_at: "2026-03-01T00:00:00.000Z",
      like_count: 0,
      ...over,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approved top-level comment by a guest on post `postId`, unless `over` says otherwise; its id. */
export async function insertComment(
  db: Tx,
  postId: number,
  over: Partial<Insertable<Database["comments"]>> & { author_name: string; content: string },
) {
  const row = await db
    .insertInto("comments")
    .values({
      post_id: postId,
      parent_id: null,
      customer_id: null,
      author_email: `${over.author_name.toLowerCase()}@example.com`,
      status: "approved",
      like_count: 0,
      created_at: "2026-03-02T00:00:00.000Z",
      ...over,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
