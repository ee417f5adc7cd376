import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import type { DB } from "~/lib/db.server";
import { findPostBySlug, listLatestPosts, listPosts } from "./blog.server";

/**
 * Five published posts, one a day (post-1 oldest … post-5 newest), with post-5b published at
 * the same moment as post-5; one draft in between. post-3 has a picture.
 */
async function seed(db: DB) {
  const img = await db
    .insertInto("images")
    .values({ file_key: "post", alt: "An overlay on a stream", title: "", caption: "", width: 1200, height: 675 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("image_sizes")
    .values([
      { image_id: img.id, size: "small", url: "/uploads/post-300.webp", width: 300, height: 169 },
      { image_id: img.id, size: "medium", url: "/uploads/post-600.webp", width: 600, height: 338 },
      { image_id: img.id, size: "large", url: "/uploads/post-1200.webp", width: 1200, height: 675 },
      { image_id: img.id, size: "full", url: "/uploads/post.webp", width: 1200, height: 675 },
    ])
    .execute();
  const post = (
    slug: string,
    day: number,
    extra: { status?: string; image_id?: number | null; content?: string } = {},
  ) => ({
    slug,
    title: `Title ${slug}`,
    excerpt: `About ${slug}`,
    content: extra.content ?? `First of ${slug}.\n\nSecond of ${slug}.`,
    author_name: "Mara Lindqvist",
    category_id: null,
    image_id: extra.image_id ?? null,
    status: extra.status ?? "publish",
    published_at: `2026-03-0${day}T18:00:00.000Z`,
    like_count: 0,
  });
  await db
    .insertInto("posts")
    .values([
      post("post-1", 1),
      post("post-2", 2),
      post("post-3", 3, { image_id: img.id }),
      post("draft", 4, { status: "draft" }),
      post("post-4", 4),
      post("post-5", 5),
      post("post-5b", 5),
    ])
    .execute();
}

describe.each(testDatabaseKinds)("blog posts on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seed(t.db);
  });
  afterAll(async () => t?.cleanup());

  it("lists the latest published posts, newest first (ties by id)", async () => {
    const latest = await listLatestPosts(t.db, 3);
    expect(latest.map((p) => p.slug)).toEqual(["post-5b", "post-5", "post-4"]);
    expect(latest[0]).toMatchObject({
      title: "Title post-5b",
      excerpt: "About post-5b",
      author: "Mara Lindqvist",
      publishedAt: "2026-03-05T18:00:00.000Z",
      image: null,
    });
  });

  it("pages through published posts only, with the page count", async () => {
    const first = await listPosts(t.db, 1, 4);
    expect(first.posts.map((p) => p.slug)).toEqual(["post-5b", "post-5", "post-4", "post-3"]);
    expect(first).toMatchObject({ page: 1, perPage: 4, total: 6, totalPages: 2 });
    const second = await listPosts(t.db, 2, 4);
    expect(second.posts.map((p) => p.slug)).toEqual(["post-2", "post-1"]);
    const past = await listPosts(t.db, 3, 4);
    expect(past.posts).toEqual([]);
    expect(past.totalPages).toBe(2);
  });

  it("gives cards the picture's card size with a srcset", async () => {
    const page = await listPosts(t.db, 1, 10);
    expect(page.posts.find((p) => p.slug === "post-3")!.image).toEqual({
      src: "/uploads/post-600.webp",
      width: 600,
      height: 338,
      alt: "An overlay on a stream",
      srcSet: "/uploads/post-300.webp 300w, /uploads/post-600.webp 600w, /uploads/post-1200.webp 1200w",
    });
  });

  it("finds a published post with its paragraphs, picture and neighbours", async () => {
    const post = (await findPostBySlug(t.db, "post-3"))!;
    expect(post).toMatchObject({
      slug: "post-3",
      title: "Title post-3",
      author: "Mara Lindqvist",
      paragraphs: ["First of post-3.", "Second of post-3."],
      shareImageUrl: "/uploads/post.webp",
      previous: { slug: "post-2", title: "Title post-2" },
      // The draft published in between is skipped.
      next: { slug: "post-4", title: "Title post-4" },
    });
    expect(post.image).toMatchObject({ src: "/uploads/post-1200.webp", width: 1200 });
  });

  it("has no previous post for the oldest, no next for the newest; same-moment posts go by id", async () => {
    expect((await findPostBySlug(t.db, "post-1"))!.previous).toBeNull();
    expect((await findPostBySlug(t.db, "post-5"))!.next).toEqual({ slug: "post-5b", title: "Title post-5b" });
    expect((await findPostBySlug(t.db, "post-5b"))!.previous).toEqual({ slug: "post-5", title: "Title post-5" });
    expect((await findPostBySlug(t.db, "post-5b"))!.next).toBeNull();
  });

  it("does not find drafts or unknown slugs", async () => {
    expect(await findPostBySlug(t.db, "draft")).toBeNull();
    expect(await findPostBySlug(t.db, "nope")).toBeNull();
  });
});
