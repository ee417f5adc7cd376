import type { Tx } from "~/lib/db.server";
import { blogPageHref, categoryHref, postCategoryHref, postHref, productHref, shopPath } from "~/lib/hrefs";
import { listBlogAddresses } from "~/modules/blog/blog.server";
import type { SitemapEntry } from "./sitemap";

/** Every public page worth indexing: home, shop, product categories, products, the blog, its categories and posts. */
export async function listSitemapEntries(db: Tx, origin: string): Promise<SitemapEntry[]> {
  const abs = (path: string) => (origin ? new URL(path, origin).href : path);
  const [products, categories, blog] = await Promise.all([
    db.selectFrom("products").select("slug").where("status", "=", "publish").orderBy("slug").execute(),
    db.selectFrom("categories").select("slug").orderBy("slug").execute(),
    listBlogAddresses(db),
  ]);
  return [
    { loc: abs("/") },
    { loc: abs(shopPath) },
    ...categories.map((c) => ({ loc: abs(categoryHref(c.slug)) })),
    ...products.map((p) => ({ loc: abs(productHref(p.slug)) })),
    { loc: abs(blogPageHref(1)), lastmod: blog.posts[0]?.publishedAt },
    ...blog.categories.map((slug) => ({ loc: abs(postCategoryHref(slug)) })),
    ...blog.posts.map((p) => ({ loc: abs(postHref(p.slug)), lastmod: p.publishedAt })),
  ];
}
