import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import type { DB } from "~/lib/db.server";
import { findHomeData, findListingPage, prefersOrderWalk } from "./listing.server";
import { parseListingUrl, type ListingState } from "./listing-url";

const none = null as number | null;
const product = {
  type: "simple",
  status: "publish",
  short_description: "",
  description: "",
  sku: null as string | null,
  sale_price: none,
  stock_quantity: none,
  stock_status: "instock",
  sold_individually: 0,
  min_qty: 1,
  max_qty: 0,
  weight_grams: none,
  length_mm: none,
  width_mm: none,
  height_mm: none,
  image_id: none,
  featured: 0,
  total_sales: 0,
  average_rating: 0,
  rating_count: 0,
  gtin: null as string | null,
};

/**
 * A small shop: Merch (with a child category Hoodies) and Alerts; Color and Size attributes.
 *   Neon Grid Hoodie   variable merch  $45–$54 (regular $54)  black, violet × s, m   sales 50 rating 4.5
 *   Limited Mug        simple   merch  $18                    —                      sales 10 rating 3
 *   Retro Tee          simple   merch  $29  OUT OF STOCK       white × m              sales 30 rating 5
 *   Zip Hoodie         simple   hoodies $60                   black × l              sales 5  rating 4
 *   Glitch Alerts      simple   alerts $12                    —                      sales 80 rating 2
 *   Pixel Emotes       simple   alerts $6 (regular $9)        —                      sales 20 rating 1
 *   Draft Thing        draft    merch  $1
 */
async function seed(db: DB) {
  const img = await db
    .insertInto("images")
    .values({ file_key: "hoodie", alt: "Neon Grid Hoodie, front", title: "", caption: "", width: 1200, height: 1200 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("image_sizes")
    .values([
      { image_id: img.id, size: "thumbnail", url: "/uploads/hoodie-150.webp", width: 150, height: 150 },
      { image_id: img.id, size: "small", url: "/uploads/hoodie-300.webp", width: 300, height: 300 },
      { image_id: img.id, size: "medium", url: "/uploads/hoodie-600.webp", width: 600, height: 600 },
      { image_id: img.id, size: "full", url: "/uploads/hoodie.webp", width: 1200, height: 1200 },
    ])
    .execute();
  const cat = async (slug: string, name: string, parent_id: number | null, position: number) =>
    (
      await db
        .insertInto("categories")
        .values({
          slug,
          name,
          description: `${name} for streamers`,
          parent_id,
          image_id: parent_id ? null : img.id,
          position,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const merch = await cat("merch", "Merch", null, 1);
  const hoodies = await cat("hoodies", "Hoodies", merch, 2);
  const alerts = await cat("alerts", "Alerts", null, 3);
  const attr = async (slug: string, name: string, position: number, terms: string[]) => {
    const a = await db
      .insertInto("attributes")
      .values({ slug, name, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids: Record<string, number> = {};
    for (const [i, t] of terms.entries()) {
      ids[t] = (
        await db
          .insertInto("attribute_terms")
          .values({ attribute_id: a.id, slug: t, name: t.toUpperCase(), position: i })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    return { id: a.id, terms: ids };
  };
  const color = await attr("color", "Color", 1, ["black", "violet", "white"]);
  const size = await attr("size", "Size", 2, ["s", "m", "l"]);
  let order = 0;
  const add = async (
    p: Partial<typeof product> & {
      slug: string;
      name: string;
      price: number;
      regular_price?: number;
      max_price?: number;
      category: number;
      created_at: string;
    },
    terms: { color?: string[]; size?: string[] } = {},
  ) => {
    const { category, ...fields } = p;
    const row = await db
      .insertInto("products")
      .values({
        ...product,
        menu_order: order++,
        regular_price: p.price,
        min_price: p.price,
        max_price: p.price,
        ...fields,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("product_categories").values({ product_id: row.id, category_id: category }).execute();
    for (const [a, slugs] of [
      [color, terms.color ?? []],
      [size, terms.size ?? []],
    ] as const) {
      if (slugs.length)
        await db
          .insertInto("product_attributes")
          .values({ product_id: row.id, attribute_id: a.id, position: 0, is_variation: 0 })
          .execute();
      for (const s of slugs)
        await db
          .insertInto("product_attribute_terms")
          .values({ product_id: row.id, attribute_id: a.id, term_id: a.terms[s] })
          .execute();
    }
    return row.id;
  };
  await add(
    {
      slug: "neon-grid-hoodie",
      name: "Neon Grid Hoodie",
      type: "variable",
      price: 4500,
      regular_price: 5400,
      max_price: 5400,
      category: merch,
      total_sales: 50,
      average_rating: 4.5,
      created_at: "2026-01-03T00:00:00Z",
      image_id: img.id,
      featured: 1,
    },
    { color: ["black", "violet"], size: ["s", "m"] },
  );
  await add({
    slug: "limited-mug",
    name: "Limited Mug",
    price: 1800,
    category: merch,
    total_sales: 10,
    average_rating: 3,
    created_at: "2026-01-05T00:00:00Z",
    featured: 1,
  });
  await add(
    {
      slug: "retro-tee",
      name: "Retro Tee",
      price: 2900,
      category: merch,
      stock_status: "outofstock",
      stock_quantity: 0,
      total_sales: 30,
      average_rating: 5,
      created_at: "2026-01-01T00:00:00Z",
    },
    { color: ["white"], size: ["m"] },
  );
  await add(
    {
      slug: "zip-hoodie",
      name: "Zip Hoodie",
      price: 6000,
      category: hoodies,
      total_sales: 5,
      average_rating: 4,
      created_at: "2026-01-02T00:00:00Z",
    },
    { color: ["black"], size: ["l"] },
  );
  await add({
    slug: "glitch-alerts",
    name: "Glitch Alerts",
    price: 1200,
    category: alerts,
    total_sales: 80,
    average_rating: 2,
    created_at: "2026-01-04T00:00:00Z",
  });
  await add({
    slug: "pixel-emotes",
    name: "Pixel 100% Emotes",
    price: 600,
    regular_price: 900,
    category: alerts,
    total_sales: 20,
    average_rating: 1,
    created_at: "2026-01-06T00:00:00Z",
    sold_individually: 1,
  });
  await add({
    slug: "draft-thing",
    name: "Draft Thing",
    price: 100,
    category: merch,
    status: "draft",
    created_at: "2026-01-07T00:00:00Z",
    featured: 1,
  });
  for (let i = 1; i <= 4; i++) {
    await db
      .insertInto("posts")
      .values({
        slug: `post-${i}`,
        title: `Post ${i}`,
        excerpt: "",
        content: "",
        author_name: "Ada",
        category_id: null,
        image_id: null,
        status: "publish",
        published_at: `2026-02-0${i}T10:00:00Z`,
        like_count: 0,
      })
      .execute();
  }
}

describe.each(testDatabaseKinds)("product listing on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seed(t.db);
  });
  afterAll(async () => t?.cleanup());

  const list = async (url: string, route: { category?: string; pathPage?: string } = {}, perPage = 24) => {
    const state = parseListingUrl(new URL(url, "http://shop.test"), route) as ListingState;
    return findListingPage(t.db, state, { perPage });
  };
  const names = async (url: string, route: { category?: string } = {}) =>
    (await list(url, route))!.items.map((i) => i.name);

  it("lists published products in the shop's order, with the total", async () => {
    const page = (await list("/shop/"))!;
    expect(page.items.map((i) => i.slug)).toEqual([
      "neon-grid-hoodie",
      "limited-mug",
      "retro-tee",
      "zip-hoodie",
      "glitch-alerts",
      "pixel-emotes",
    ]);
    expect(page.total).toBe(6);
    expect(page.totalPages).toBe(1);
  });

  it("describes each card: prices, sale badge, stock, buttons, image with srcset", async () => {
    const items = (await list("/shop/"))!.items;
    const hoodie = items.find((i) => i.slug === "neon-grid-hoodie")!;
    expect(hoodie).toMatchObject({
      type: "variable",
      price: 4500,
      regular: 5400,
      minPrice: 4500,
      maxPrice: 5400,
      saleBadge: "-17%",
      isInStock: true,
      isPurchasable: false,
    });
    expect(hoodie.image).toEqual({
      src: "/uploads/hoodie-600.webp",
      width: 600,
      height: 600,
      alt: "Neon Grid Hoodie, front",
      srcSet: "/uploads/hoodie-150.webp 150w, /uploads/hoodie-300.webp 300w, /uploads/hoodie-600.webp 600w",
    });
    expect(items.find((i) => i.slug === "retro-tee")).toMatchObject({
      isInStock: false,
      isPurchasable: false,
      saleBadge: null,
    });
    expect(items.find((i) => i.slug === "limited-mug")).toMatchObject({ isPurchasable: true, image: null });
    expect(items.find((i) => i.slug === "pixel-emotes")).toMatchObject({ saleBadge: "-33%", soldIndividually: true });
  });

  it("lists a category with its child categories; an unknown category is missing", async () => {
    const page = (await list("/product-category/merch/", { category: "merch" }))!;
    expect(page.items.map((i) => i.name)).toEqual(["Neon Grid Hoodie", "Limited Mug", "Retro Tee", "Zip Hoodie"]);
    expect(page.category).toEqual({ slug: "merch", name: "Merch", description: "Merch for streamers" });
    // The draft in Merch is neither listed nor counted.
    expect(page.total).toBe(4);
    expect((await list("/product-category/hoodies/", { category: "hoodies" }))!.total).toBe(1);
    expect((await list("/product-category/merch/?stock_status=instock", { category: "merch" }))!.total).toBe(3);
    expect(await names("/product-category/hoodies/", { category: "hoodies" })).toEqual(["Zip Hoodie"]);
    expect(await list("/product-category/nope/", { category: "nope" })).toBeNull();
  });

  it("sorts by popularity, rating, date and price", async () => {
    expect(await names("/shop/?orderby=popularity")).toEqual([
      "Glitch Alerts",
      "Neon Grid Hoodie",
      "Retro Tee",
      "Pixel 100% Emotes",
      "Limited Mug",
      "Zip Hoodie",
    ]);
    expect(await names("/shop/?orderby=rating")).toEqual([
      "Retro Tee",
      "Neon Grid Hoodie",
      "Zip Hoodie",
      "Limited Mug",
      "Glitch Alerts",
      "Pixel 100% Emotes",
    ]);
    expect(await names("/shop/?orderby=date")).toEqual([
      "Pixel 100% Emotes",
      "Limited Mug",
      "Glitch Alerts",
      "Neon Grid Hoodie",
      "Zip Hoodie",
      "Retro Tee",
    ]);
    expect(await names("/shop/?orderby=price")).toEqual([
      "Pixel 100% Emotes",
      "Glitch Alerts",
      "Limited Mug",
      "Retro Tee",
      "Neon Grid Hoodie",
      "Zip Hoodie",
    ]);
    expect(await names("/shop/?orderby=price-desc")).toEqual([
      "Zip Hoodie",
      "Neon Grid Hoodie",
      "Retro Tee",
      "Limited Mug",
      "Glitch Alerts",
      "Pixel 100% Emotes",
    ]);
  });

  it("filters by attribute terms: OR within an attribute, AND across attributes", async () => {
    expect(await names("/shop/?filter_color=black")).toEqual(["Neon Grid Hoodie", "Zip Hoodie"]);
    expect(await names("/shop/?filter_color=black,white")).toEqual(["Neon Grid Hoodie", "Retro Tee", "Zip Hoodie"]);
    expect(await names("/shop/?filter_color=black,white&filter_size=m")).toEqual(["Neon Grid Hoodie", "Retro Tee"]);
    // Unknown attributes and terms are ignored, not an error.
    const page = (await list("/shop/?filter_flavour=mint&filter_color=black,plaid"))!;
    expect(page.items.map((i) => i.name)).toEqual(["Neon Grid Hoodie", "Zip Hoodie"]);
    expect(page.state.filters).toEqual({ color: ["black"] });
  });

  it("filters by price range (whole units), stock and name", async () => {
    // The hoodie's $45–$54 range overlaps $50–$55.
    expect(await names("/shop/?min_price=50&max_price=55")).toEqual(["Neon Grid Hoodie"]);
    expect(await names("/shop/?min_price=20&max_price=30")).toEqual(["Retro Tee"]);
    expect(await names("/shop/?max_price=12")).toEqual(["Glitch Alerts", "Pixel 100% Emotes"]);
    expect(await names("/product-category/merch/?stock_status=instock", { category: "merch" })).toEqual([
      "Neon Grid Hoodie",
      "Limited Mug",
      "Zip Hoodie",
    ]);
    expect(await names("/shop/?s=HOOD")).toEqual(["Neon Grid Hoodie", "Zip Hoodie"]);
    expect(await names("/shop/?s=100%25")).toEqual(["Pixel 100% Emotes"]);
    expect(await names("/shop/?s=%25")).toEqual(["Pixel 100% Emotes"]);
  });

  it("searches names by words from the full-text index, the last word also as a prefix", async () => {
    expect(await names("/shop/?s=hoodie+neon")).toEqual(["Neon Grid Hoodie"]);
    expect(await names("/shop/?s=glitch+al")).toEqual(["Glitch Alerts"]);
    // Drafts are never found; a search combines with the other filters.
    expect(await names("/shop/?s=draft")).toEqual([]);
    expect(await names("/shop/?s=hoodie&max_price=50")).toEqual(["Neon Grid Hoodie"]);
    const page = (await list("/shop/?s=hoodie"))!;
    expect(page.total).toBe(2);
    expect(page.facets.categories.map((c) => [c.slug, c.count])).toEqual([
      ["merch", 1],
      ["hoodies", 1],
    ]);
  });

  it("pages through results without overlap", async () => {
    const first = (await list("/shop/?orderby=popularity", {}, 4))!;
    const second = (await list("/shop/page/2/?orderby=popularity", { pathPage: "2" }, 4))!;
    expect(first.totalPages).toBe(2);
    expect(first.items).toHaveLength(4);
    expect(second.items.map((i) => i.name)).toEqual(["Limited Mug", "Zip Hoodie"]);
    const beyond = (await list("/shop/page/3/", { pathPage: "3" }, 4))!;
    expect(beyond.items).toHaveLength(0);
    expect(beyond.page > beyond.totalPages).toBe(true);
  });

  it("pages a category or a filter one product at a time in the same order as one long page", async () => {
    // One product per page walks the sort's index (prefersOrderWalk); 24 per page reads the
    // matches and sorts them. A shopper paging through must meet the same products in the same order.
    for (const orderby of ["menu_order", "popularity", "rating", "date", "price", "price-desc"]) {
      const listings = [
        ["/product-category/merch/", `?orderby=${orderby}`, { category: "merch" }],
        ["/shop/", `?orderby=${orderby}&filter_color=black,white`, {}],
      ] as const;
      for (const [url, query, route] of listings) {
        const whole = (await list(url + query, route))!;
        const paged: string[] = [];
        for (let n = 1; n <= whole.total; n++) {
          const page = (await list(`${url}page/${n}/${query}`, { ...route, pathPage: String(n) }, 1))!;
          expect(page.total).toBe(whole.total);
          paged.push(...page.items.map((i) => i.name));
        }
        expect(paged, `${url}${query}`).toEqual(whole.items.map((i) => i.name));
      }
    }
  });

  it("counts facets given the other filters", async () => {
    const all = (await list("/shop/"))!.facets;
    expect(all.categories).toEqual([
      { slug: "merch", name: "Merch", count: 3, depth: 0 },
      { slug: "hoodies", name: "Hoodies", count: 1, depth: 1 },
      { slug: "alerts", name: "Alerts", count: 2, depth: 0 },
    ]);
    expect(all.price).toEqual({ min: 600, max: 6000 });
    const color = (f: typeof all) =>
      Object.fromEntries(f.attributes.find((a) => a.slug === "color")!.terms.map((x) => [x.slug, x.count]));
    const size = (f: typeof all) =>
      Object.fromEntries(f.attributes.find((a) => a.slug === "size")!.terms.map((x) => [x.slug, x.count]));
    expect(color(all)).toEqual({ black: 2, violet: 1, white: 1 });
    expect(all.attributes.map((a) => a.name)).toEqual(["Color", "Size"]);

    const black = (await list("/shop/?filter_color=black"))!.facets;
    // Other colours still count (they widen the choice); sizes count within black only.
    expect(color(black)).toEqual({ black: 2, violet: 1, white: 1 });
    expect(size(black)).toEqual({ s: 1, m: 1, l: 1 });
    expect(black.attributes[0].terms.find((x) => x.slug === "black")!.selected).toBe(true);

    const inStock = (await list("/shop/?stock_status=instock&filter_size=m"))!.facets;
    expect(color(inStock)).toEqual({ black: 1, violet: 1 });
    expect(inStock.categories.map((c) => [c.slug, c.count])).toEqual([["merch", 1]]);
  });

  it("gathers the home page: featured products and categories with counts", async () => {
    const home = await findHomeData(t.db);
    expect(home.featured.map((p) => p.name)).toEqual(["Neon Grid Hoodie", "Limited Mug"]);
    expect(home.categories.map((c) => [c.name, c.count, c.image !== null])).toEqual([
      ["Merch", 3, true],
      ["Alerts", 2, true],
    ]);
  });

  // Last in this block: it changes a price and puts it back.
  it("sorts price high to low by the most a product can cost, as low to high by the least", async () => {
    // The hoodie's options now reach $70, above the $60 Zip Hoodie; its cheapest is still $45.
    const raise = (max: number) =>
      t.db.updateTable("products").set({ max_price: max }).where("slug", "=", "neon-grid-hoodie").execute();
    await raise(7000);
    try {
      expect(await names("/shop/?orderby=price-desc")).toEqual([
        "Neon Grid Hoodie",
        "Zip Hoodie",
        "Retro Tee",
        "Limited Mug",
        "Glitch Alerts",
        "Pixel 100% Emotes",
      ]);
      expect((await names("/shop/?orderby=price")).slice(-2)).toEqual(["Neon Grid Hoodie", "Zip Hoodie"]);
    } finally {
      await raise(5400);
    }
  });
});

describe("choosing to walk the sort order's index", () => {
  it("walks it when the matches are common enough to fill the page quickly", () => {
    // A 14 300-product category of 100 000: page 1 is found within ~170 index entries.
    expect(prefersOrderWalk(14_300, 24, 100_000)).toBe(true);
    // Two products of 100 000: reading both and sorting beats passing the whole index.
    expect(prefersOrderWalk(2, 24, 100_000)).toBe(false);
    expect(prefersOrderWalk(300, 24, 100_000)).toBe(false);
  });
});
