import { sql } from "kysely";
import type { Tx } from "~/lib/db.server";
import { pickVariant, responsiveImage, type StoredImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import type { PostLink, PostListPage, PostSummary, PostView } from "./blog.types";
import { paragraphsOf } from "./post-text";

/** Only published posts are ever shown. */
const PUBLISHED = "publish";

const summaryColumns = ["slug", "title", "excerpt", "author_name", "published_at", "image_id"] as const;

interface SummaryRow {
  slug: string;
  title: string;
  excerpt: string;
  author_name: string;
  published_at: string;
  image_id: number | null;
}

function toSummary(
  row: SummaryRow,
  images: Map<number, StoredImage>,
  purpose: "card" | "gallery" = "card",
): PostSummary {
  const stored = row.image_id == null ? undefined : images.get(row.image_id);
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author_name,
    publishedAt: row.published_at,
    image: stored ? responsiveImage(stored, purpose) : null,
  };
}

async function summariesOf(db: Tx, rows: SummaryRow[]): Promise<PostSummary[]> {
  const images = await loadImages(
    db,
    rows.map((row) => row.image_id),
  );
  return rows.map((row) => toSummary(row, images));
}

/** The newest `count` published posts (the home page shows three). */
export async function listLatestPosts(db: Tx, count: number): Promise<PostSummary[]> {
  const rows = await db
    .selectFrom("posts")
    .select(summaryColumns)
    .where("status", "=", PUBLISHED)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.max(0, count))
    .execute();
  return summariesOf(db, rows);
}

/**
 * One page of published posts, newest first. A page past the last comes back empty with the
 * real page count, so the route can answer 404.
 */
export async function listPosts(db: Tx, page: number, perPage: number): Promise<PostListPage> {
  const size = Math.max(1, Math.floor(perPage));
  const current = Math.max(1, Math.floor(page));
  const [count, rows] = await Promise.all([
    db
      .selectFrom("posts")
      .select(sql<number>`count(*)`.as("n"))
      .where("status", "=", PUBLISHED)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("posts")
      .select(summaryColumns)
      .where("status", "=", PUBLISHED)
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(size)
      .offset((current - 1) * size)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    posts: await summariesOf(db, rows),
    page: current,
    perPage: size,
    total,
    totalPages: Math.max(1, Math.ceil(total / size)),
  };
}

/**
 * A published post with its paragraphs and its neighbours in publishing order (previous =
 * published just before, next = just after; posts published at the same moment go by id).
 */
export async function findPostBySlug(db: Tx, slug: string): Promise<PostView | null> {
  const row = await db
    .selectFrom("posts")
    .select(["id", "content", ...summaryColumns])
    .where("slug", "=", slug)
    .where("status", "=", PUBLISHED)
    .executeTakeFirst();
  if (!row) return null;
  const [previous, next, images] = await Promise.all([
    db
      .selectFrom("posts")
      .select(["slug", "title"])
      .where("status", "=", PUBLISHED)
      .where((eb) =>
        eb.or([
          eb("published_at", "<", row.published_at),
          eb.and([eb("published_at", "=", row.published_at), eb("id", "<", row.id)]),
        ]),
      )
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("posts")
      .select(["slug", "title"])
      .where("status", "=", PUBLISHED)
      .where((eb) =>
        eb.or([
          eb("published_at", ">", row.published_at),
          eb.and([eb("published_at", "=", row.published_at), eb("id", ">", row.id)]),
        ]),
      )
      .orderBy("published_at", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
    loadImages(db, [row.image_id]),
  ]);
  const stored = row.image_id == null ? undefined : images.get(row.image_id);
  return {
    ...toSummary(row, images, "gallery"),
    paragraphs: paragraphsOf(row.content),
    shareImageUrl: stored ? (pickVariant(stored, "full")?.url ?? null) : null,
    previous: (previous as PostLink | undefined) ?? null,
    next: (next as PostLink | undefined) ?? null,
  };
}
