import { sql } from "kysely";
import type { Tx } from "~/lib/db.server";
import { pickVariant, responsiveImage, type StoredImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import { cachedPerDatabase } from "~/lib/short-cache";
import type { PostCategory, PostLink, PostListPage, PostSummary, PostView } from "./blog.types";
import { paragraphsOf, readingMinutes } from "./post-text";
import { postBlocksOf, textParagraphsOf } from "./post-blocks";

/** Only published posts are ever shown. */
const PUBLISHED = "publish";

const summaryColumns = [
  "posts.slug",
  "posts.title",
  "posts.excerpt",
  "posts.author_name",
  "posts.published_at",
  "posts.image_id",
  "post_categories.slug as category_slug",
  "post_categories.name as category_name",
] as const;

/** Posts with their category (a post may have none). */
function postsWithCategory(db: Tx) {
  return db.selectFrom("posts").leftJoin("post_categories", "post_categories.id", "posts.category_id");
}

interface SummaryRow {
  slug: string;
  title: string;
  excerpt: string;
  author_name: string;
  published_at: string;
  image_id: number | null;
  category_slug: string | null;
  category_name: string | null;
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
    category: row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name } : null,
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
  const rows = await postsWithCategory(db)
    .select(summaryColumns)
    .where("posts.status", "=", PUBLISHED)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(Math.max(0, count))
    .execute();
  return summariesOf(db, rows);
}

/**
 * One page of published posts, newest first. A page past the last comes back empty with the
 * real page count, so the route can answer 404.
 */
export async function listPosts(
  db: Tx,
  page: number,
  perPage: number,
  categoryId: number | null = null,
): Promise<PostListPage> {
  const size = Math.max(1, Math.floor(perPage));
  const current = Math.max(1, Math.floor(page));
  const inCategory = categoryId === null ? [] : [categoryId];
  const [count, rows] = await Promise.all([
    db
      .selectFrom("posts")
      .select(sql<number>`count(*)`.as("n"))
      .where("status", "=", PUBLISHED)
      .$if(inCategory.length > 0, (q) => q.where("category_id", "in", inCategory))
      .executeTakeFirstOrThrow(),
    postsWithCategory(db)
      .select(summaryColumns)
      .where("posts.status", "=", PUBLISHED)
      .$if(inCategory.length > 0, (q) => q.where("posts.category_id", "in", inCategory))
      .orderBy("posts.published_at", "desc")
      .orderBy("posts.id", "desc")
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
  const row = await postsWithCategory(db)
    .select(["posts.id", "posts.content", "posts.like_count", ...summaryColumns])
    .where("posts.slug", "=", slug)
    .where("posts.status", "=", PUBLISHED)
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
  const blocks = postBlocksOf(paragraphsOf(row.content));
  const paragraphs = textParagraphsOf(blocks);
  return {
    ...toSummary(row, images, "gallery"),
    id: row.id,
    likeCount: row.like_count,
    paragraphs,
    blocks,
    readingMinutes: readingMinutes(paragraphs),
    shareImageUrl: stored ? (pickVariant(stored, "full")?.url ?? null) : null,
    previous: (previous as PostLink | undefined) ?? null,
    next: (next as PostLink | undefined) ?? null,
  };
}

/** A blog category by its slug, with its id for listPosts; null when there is none. */
export async function findPostCategory(db: Tx, slug: string): Promise<(PostCategory & { id: number }) | null> {
  const row = await db
    .selectFrom("post_categories")
    .select(["id", "slug", "name"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ?? null;
}

/** A published post in the feed: the newest `count`, with their text. */
export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  category: string | null;
  paragraphs: string[];
}

/** The newest published posts with their content, for the RSS feed. */
export async function listFeedPosts(db: Tx, count: number): Promise<FeedPost[]> {
  const rows = await postsWithCategory(db)
    .select(["posts.content", ...summaryColumns])
    .where("posts.status", "=", PUBLISHED)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(Math.max(0, count))
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author_name,
    publishedAt: row.published_at,
    category: row.category_name,
    paragraphs: textParagraphsOf(postBlocksOf(paragraphsOf(row.content))),
  }));
}

/** Every published post's slug and date, and the categories that have posts, for the sitemap. */
export async function listBlogAddresses(
  db: Tx,
): Promise<{ posts: { slug: string; publishedAt: string }[]; categories: string[] }> {
  const [posts, categories] = await Promise.all([
    db
      .selectFrom("posts")
      .select(["slug", "published_at"])
      .where("status", "=", PUBLISHED)
      .orderBy("published_at", "desc")
      .execute(),
    db
      .selectFrom("post_categories")
      .select("slug")
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("posts")
            .select("posts.id")
            .whereRef("posts.category_id", "=", "post_categories.id")
            .where("posts.status", "=", PUBLISHED),
        ),
      )
      .orderBy("slug")
      .execute(),
  ]);
  return {
    posts: posts.map((p) => ({ slug: p.slug, publishedAt: p.published_at })),
    categories: categories.map((c) => c.slug),
  };
}

/** The ids of the products a post features, in order. */
export async function findPostProductIds(db: Tx, postId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("post_products")
    .select("product_id")
    .where("post_id", "=", postId)
    .orderBy("position")
    .orderBy("product_id")
    .execute();
  return rows.map((r) => r.product_id);
}

/** Every product's featuring posts (published, newest first): one small query for the whole shop. */
export async function loadFeaturingPosts(db: Tx): Promise<Map<number, PostLink[]>> {
  const rows = await db
    .selectFrom("post_products")
    .innerJoin("posts", "posts.id", "post_products.post_id")
    .select(["post_products.product_id", "posts.slug", "posts.title"])
    .where("posts.status", "=", PUBLISHED)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .execute();
  const byProduct = new Map<number, PostLink[]>();
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? [];
    if (list.length < 10) list.push({ slug: r.slug, title: r.title });
    byProduct.set(r.product_id, list);
  }
  return byProduct;
}

/**
 * Kept 30 s per database, like the menus: every product page needs it, posts change rarely, and a
 * briefly stale "Featured in" list is harmless.
 */
const getFeaturingPosts = cachedPerDatabase(30_000, (db) => loadFeaturingPosts(db as Tx));

/** Published posts that feature a product, newest first ("Featured in" on the product page). */
export async function listPostsFeaturingProduct(db: Tx, productId: number): Promise<PostLink[]> {
  return (await getFeaturingPosts(db)).get(productId) ?? [];
}
