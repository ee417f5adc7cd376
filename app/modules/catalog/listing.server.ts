import { sql, type RawBuilder } from "kysely";
import { isPostgres, type DB, type Tx } from "~/lib/db.server";
import { saleBadgeText } from "./sale-badge";
import type { ListingState, Orderby } from "./listing-url";
import { priceBoundCents } from "./listing-price-bounds";
import { totalPagesOf } from "./listing-pagination";
import { productSearchCondition } from "~/modules/search/search.server";
import { responsiveImage, type ResponsiveImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import { cachedPerDatabase } from "~/lib/short-cache";
import { onContentVersionChange } from "~/lib/content-version.server";
import type { ListingFacets, ListingItem } from "./catalog.types";
import { purchaseLimits } from "./purchase-limits";
import { isInStock } from "./stock";
import { priorPriceToShow } from "./price-history";

export type { FacetTerm, ListingFacets, ListingItem } from "./catalog.types";

export interface ListingCategory {
  slug: string;
  name: string;
  description: string;
}

export interface ListingPage {
  items: ListingItem[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  category: ListingCategory | null;
  facets: ListingFacets;
  /** The state with unknown attributes and terms dropped: what the page really shows. */
  state: ListingState;
}

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
  position: number;
}
interface AttributeRow {
  id: number;
  slug: string;
  name: string;
  terms: { id: number; slug: string; name: string }[];
}

/** Filters resolved to database ids. */
interface ResolvedFilters {
  categoryIds: number[] | null;
  minCents: number | null;
  maxCents: number | null;
  /** attribute id → term ids */
  attributes: Map<number, number[]>;
  inStockOnly: boolean;
  search: string;
  /** The search as a full-text condition on p.id; null when it is too short for the index. */
  searchCondition: RawBuilder<boolean> | null;
}

type Except = "category" | "price" | { attributeId: number } | null;

/**
 * One page of the listing for a URL state, with its total and the filter sidebar's facets.
 * Returns null when the category does not exist. A fixed handful of statements whatever the
 * page size: categories, attributes, count, page, images, and the facet counts.
 */
export async function findListingPage(
  db: Tx,
  state: ListingState,
  options: { perPage: number },
): Promise<ListingPage | null> {
  const perPage = Math.max(1, Math.min(100, options.perPage));
  // Categories and attributes change rarely and every listing needs them: kept for 30 s, as the
  // menu's categories are, so a warm listing page costs its count, its page and its pictures.
  const [categories, attributes] = await Promise.all([cachedCategories(db), cachedAttributes(db)]);

  let category: CategoryRow | null = null;
  if (state.category) {
    category = categories.find((c) => c.slug === state.category) ?? null;
    if (!category) return null;
  }
  const { resolved, cleanState } = resolveFilters(state, category, categories, attributes);
  resolved.searchCondition = resolved.search ? productSearchCondition(db, resolved.search, "p.id") : null;
  const where = predicate(resolved, null);

  const total = await countMatches(db, resolved, where);

  const offset = (state.page - 1) * perPage;
  // SQLite sizes "p.id in (category or term products)" from an average per category, so it
  // often fetches every match by id and sorts them (14 300 row reads for a large category)
  // when walking the sort's index and skipping non-matches would reach a page in a few
  // hundred steps. Walk the index when that is the cheaper path for the real count.
  // PostgreSQL keeps per-value statistics and chooses well by itself.
  const walkOrder =
    total > 0 &&
    hasIdSubquery(resolved) &&
    !isPostgres(db) &&
    prefersOrderWalk(total, offset + perPage, await catalogSizeBound(db));
  const rows = await db
    .selectFrom("products as p")
    .select([...listingColumns])
    .where(walkOrder ? predicate(resolved, null, { walkOrder }) : where)
    .orderBy(orderClause(state.orderby))
    .limit(perPage)
    .offset(offset)
    .execute();

  const [images, facets] = await Promise.all([
    loadImages(
      db,
      rows.map((r) => r.image_id),
    ),
    loadFacets(db, resolved, cleanState, categories, attributes),
  ]);

  return {
    items: rows.map((r) => toListingItem(r, images)),
    total,
    page: state.page,
    perPage,
    totalPages: totalPagesOf(total, perPage),
    category: category ? { slug: category.slug, name: category.name, description: category.description } : null,
    facets,
    state: cleanState,
  };
}

export interface HomeData {
  featured: ListingItem[];
  categories: { slug: string; name: string; count: number; image: ResponsiveImage | null }[];
}

/** The home page's catalog part: featured products and the top-level categories with counts. */
export async function findHomeData(db: Tx): Promise<HomeData> {
  const [featured, categories, counts] = await Promise.all([
    db
      .selectFrom("products as p")
      .select([...listingColumns])
      .where("p.status", "=", "publish")
      .where("p.featured", "=", 1)
      .orderBy("p.menu_order")
      .orderBy("p.id")
      .limit(8)
      .execute(),
    db
      .selectFrom("categories")
      .select(["id", "slug", "name", "image_id", "parent_id"])
      .where("parent_id", "is", null)
      .orderBy("position")
      .orderBy("name")
      .execute(),
    db
      .selectFrom("product_categories as pc")
      .innerJoin("products as p", "p.id", "pc.product_id")
      .innerJoin("categories as c", "c.id", "pc.category_id")
      .select(["pc.category_id", sql<number>`count(*)`.as("n")])
      .where("p.status", "=", "publish")
      .where("c.parent_id", "is", null)
      .groupBy("pc.category_id")
      .execute(),
  ]);
  const images = await loadImages(
    db,
    [...featured, ...categories].map((r) => r.image_id),
  );
  const countOf = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return {
    featured: featured.map((r) => toListingItem(r, images)),
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      count: countOf.get(c.id) ?? 0,
      image: imageFor(images, c.image_id),
    })),
  };
}

// ---------------------------------------------------------------------------

/** The product columns a listing card needs. */
export const listingColumns = [
  "p.id",
  "p.slug",
  "p.name",
  "p.type",
  "p.price",
  "p.regular_price",
  "p.min_price",
  "p.max_price",
  "p.stock_status",
  "p.stock_quantity",
  "p.sold_individually",
  "p.min_qty",
  "p.max_qty",
  "p.image_id",
  "p.lowest_prior_price",
] as const;

export type ListingRow = {
  id: number;
  slug: string;
  name: string;
  type: string;
  price: number;
  regular_price: number;
  min_price: number;
  max_price: number;
  stock_status: string;
  stock_quantity: number | null;
  sold_individually: number;
  min_qty: number;
  max_qty: number;
  image_id: number | null;
  lowest_prior_price: number | null;
};

function imageFor(images: Awaited<ReturnType<typeof loadImages>>, id: number | null): ResponsiveImage | null {
  const image = id == null ? undefined : images.get(id);
  return image ? responsiveImage(image, "card") : null;
}

/** A product row as a listing card: prices, badges, stock and what one press of Add to cart adds. */
export function toListingItem(r: ListingRow, images: Awaited<ReturnType<typeof loadImages>>): ListingItem {
  const isVariable = r.type === "variable";
  const inStock = isInStock(r.stock_status, r.stock_quantity);
  const minPrice = isVariable && r.min_price > 0 ? r.min_price : r.price;
  const maxPrice = isVariable ? Math.max(r.max_price, minPrice) : r.price;
  const limits = purchaseLimits(r);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: isVariable ? "variable" : "simple",
    price: r.price,
    regular: r.regular_price,
    minPrice,
    maxPrice,
    saleBadge: saleBadgeText(r.regular_price, r.price),
    // A variable product's card shows a price range, never a sale price.
    lowestPriorPrice: isVariable ? null : priorPriceToShow(r.price, r.regular_price, r.lowest_prior_price),
    isInStock: inStock,
    isPurchasable: !isVariable && inStock,
    soldIndividually: limits.soldIndividually,
    addQuantity: limits.min,
    image: imageFor(images, r.image_id),
  };
}

function orderClause(orderby: Orderby) {
  // Each order ends on the id so pages never overlap or skip items with equal keys, and
  // follows an index of the products table where one exists.
  switch (orderby) {
    case "popularity":
      return sql`p.total_sales desc, p.id desc`;
    case "rating":
      return sql`p.average_rating desc, p.rating_count desc, p.id desc`;
    case "date":
      return sql`p.created_at desc, p.id desc`;
    case "price":
      return sql`p.price asc, p.id asc`;
    // High to low ranks a product by the most it can cost: a variable product whose dearest
    // option is the dearest item comes first, not among the ones its cheapest option matches.
    case "price-desc":
      return sql`p.max_price desc, p.id desc`;
    default:
      return sql`p.menu_order asc, p.id asc`;
  }
}

/** How many published products the filters match (the listing's total). */
async function countMatches(db: Tx, f: ResolvedFilters, where: RawBuilder<boolean>): Promise<number> {
  if (
    f.categoryIds &&
    f.attributes.size === 0 &&
    f.minCents === null &&
    f.maxCents === null &&
    !f.inStockOnly &&
    !f.search
  ) {
    // A category page (the commonest filtered view): its products less the unpublished ones,
    // both read from indexes. Checking each product's status instead means a lookup per
    // product (14 300 for a large category), which was most of the page's database time.
    // Exact because a product_categories row always has its product (foreign key, cascade);
    // "< or >" rather than "<>" lets both databases range-scan a status index.
    const inCategories = sql`(select pc.product_id from product_categories pc where pc.category_id in (${sql.join(f.categoryIds)}))`;
    const { rows } = await sql<{ n: number }>`select
      (select count(distinct pc.product_id) from product_categories pc where pc.category_id in (${sql.join(f.categoryIds)}))
      - (select count(*) from products p where (p.status < 'publish' or p.status > 'publish') and p.id in ${inCategories}) as n`.execute(
      db,
    );
    return Number(rows[0].n);
  }
  const row = await db
    .selectFrom("products as p")
    .select(sql<number>`count(*)`.as("n"))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether walking the sort order's index (testing each product for membership) reaches the
 * page sooner than reading every match by id and sorting: the walk passes about
 * needed × catalog / total index entries, each several times cheaper than a row read.
 */
export function prefersOrderWalk(total: number, needed: number, catalogSize: number): boolean {
  return needed * catalogSize < 10 * total * total;
}

function hasIdSubquery(f: ResolvedFilters): boolean {
  return f.categoryIds !== null || f.attributes.size > 0;
}

/** An upper bound of the catalog's size, read from the end of the primary key (no scan). */
async function catalogSizeBound(db: Tx): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select(sql<number | null>`max(id)`.as("top"))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

function predicate(f: ResolvedFilters, except: Except, options: { walkOrder?: boolean } = {}): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`p.status = 'publish'`];
  // On SQLite a unary + keeps the id out of the index choice, so the page walks the sort's index.
  const id = options.walkOrder ? sql`+p.id` : sql`p.id`;
  if (f.categoryIds && except !== "category") {
    // "id in (…)" rather than "exists": both databases then start from the category index.
    parts.push(
      sql`${id} in (select pc.product_id from product_categories pc where pc.category_id in (${sql.join(f.categoryIds)}))`,
    );
  }
  if (except !== "price") {
    // A product matches a price range when part of its own range lies inside it. Every row
    // keeps max_price >= price (a simple product's max_price is its price), so both bounds
    // are plain columns, read from the products_status_price_range index.
    if (f.minCents !== null) parts.push(sql`p.max_price >= ${f.minCents}`);
    if (f.maxCents !== null) parts.push(sql`p.price <= ${f.maxCents}`);
  }
  for (const [attributeId, termIds] of f.attributes) {
    if (except && typeof except === "object" && except.attributeId === attributeId) continue;
    parts.push(
      sql`${id} in (select pat.product_id from product_attribute_terms pat where pat.term_id in (${sql.join(termIds)}))`,
    );
  }
  if (f.inStockOnly) parts.push(sql`p.stock_status = 'instock'`);
  if (f.searchCondition) {
    parts.push(f.searchCondition);
  } else if (f.search) {
    // Too short for the full-text index ("%", one letter): match within names.
    const pattern = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`lower(p.name) like ${pattern} escape '\\'`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

function resolveFilters(
  state: ListingState,
  category: CategoryRow | null,
  categories: CategoryRow[],
  attributes: AttributeRow[],
) {
  let categoryIds: number[] | null = null;
  if (category) {
    // The category and every category below it.
    categoryIds = [category.id];
    for (let i = 0; i < categoryIds.length; i++) {
      for (const c of categories)
        if (c.parent_id === categoryIds[i] && !categoryIds.includes(c.id)) categoryIds.push(c.id);
    }
  }
  const resolvedAttributes = new Map<number, number[]>();
  const cleanFilters: Record<string, string[]> = {};
  for (const [slug, termSlugs] of Object.entries(state.filters)) {
    const attribute = attributes.find((a) => a.slug === slug);
    if (!attribute) continue;
    const terms = termSlugs.map((t) => attribute.terms.find((x) => x.slug === t)).filter((t) => t !== undefined);
    if (terms.length === 0) continue;
    resolvedAttributes.set(
      attribute.id,
      terms.map((t) => t.id),
    );
    cleanFilters[slug] = terms.map((t) => t.slug);
  }
  const resolved: ResolvedFilters = {
    categoryIds,
    minCents: priceBoundCents(state.minPrice),
    maxCents: priceBoundCents(state.maxPrice),
    attributes: resolvedAttributes,
    inStockOnly: state.inStockOnly,
    search: state.search,
    searchCondition: null,
  };
  return { resolved, cleanState: { ...state, filters: cleanFilters } };
}

const cachedCategories = cachedPerDatabase(30_000, (db) => loadCategories(db as Tx));
const cachedAttributes = cachedPerDatabase(30_000, (db) => loadAttributes(db as Tx));

async function loadCategories(db: Tx): Promise<CategoryRow[]> {
  return db
    .selectFrom("categories")
    .select(["id", "slug", "name", "description", "parent_id", "position"])
    .orderBy("position")
    .orderBy("name")
    .execute();
}

async function loadAttributes(db: Tx): Promise<AttributeRow[]> {
  const rows = await db
    .selectFrom("attributes as a")
    .innerJoin("attribute_terms as t", "t.attribute_id", "a.id")
    .select([
      "a.id as attribute_id",
      "a.slug as attribute_slug",
      "a.name as attribute_name",
      "t.id",
      "t.slug",
      "t.name",
    ])
    .orderBy("a.position")
    .orderBy("a.id")
    .orderBy("t.position")
    .orderBy("t.id")
    .execute();
  const byId = new Map<number, AttributeRow>();
  for (const r of rows) {
    let a = byId.get(r.attribute_id);
    if (!a)
      byId.set(r.attribute_id, (a = { id: r.attribute_id, slug: r.attribute_slug, name: r.attribute_name, terms: [] }));
    a.terms.push({ id: r.id, slug: r.slug, name: r.name });
  }
  return [...byId.values()];
}

// Facet counts scan much of the catalog, yet shoppers do not need them to the second, so a
// small per-process cache (per database, 30 s) takes them off most page views.
const FACET_TTL_MS = 30_000;
const facetCache = new WeakMap<
  object,
  Map<string, { at: number; value: Omit<ListingFacets, "attributes"> & { attributeCounts: [number, number][] } }>
>();
// A change the guest page cache sees (decision 011) drops the counts, so no page stored after it carries old ones.
onContentVersionChange((db) => facetCache.delete(db));

async function loadFacets(
  db: Tx,
  f: ResolvedFilters,
  state: ListingState,
  categories: CategoryRow[],
  attributes: AttributeRow[],
): Promise<ListingFacets> {
  const key = JSON.stringify([f.categoryIds, f.minCents, f.maxCents, [...f.attributes], f.inStockOnly, f.search]);
  let cache = facetCache.get(db as DB);
  if (!cache) facetCache.set(db as DB, (cache = new Map()));
  let entry = cache.get(key);
  if (!entry || Date.now() - entry.at > FACET_TTL_MS) {
    entry = { at: Date.now(), value: await countFacets(db, f, categories) };
    if (cache.size > 500) cache.clear();
    cache.set(key, entry);
  }
  const counts = new Map(entry.value.attributeCounts);
  return {
    categories: entry.value.categories,
    price: entry.value.price,
    attributes: attributes
      .map((a) => ({
        slug: a.slug,
        name: a.name,
        terms: a.terms
          .map((t) => ({
            slug: t.slug,
            name: t.name,
            count: counts.get(t.id) ?? 0,
            selected: state.filters[a.slug]?.includes(t.slug) ?? false,
          }))
          .filter((t) => t.count > 0 || t.selected),
      }))
      .filter((a) => a.terms.length > 0),
  };
}

async function countFacets(db: Tx, f: ResolvedFilters, categories: CategoryRow[]) {
  const filteredIds = [...f.attributes.keys()];
  // Terms of unfiltered attributes count against every filter; a filtered attribute's
  // terms count against the other filters only (OR within an attribute).
  const termQueries = [
    db
      .selectFrom("product_attribute_terms as pat")
      .innerJoin("products as p", "p.id", "pat.product_id")
      .select(["pat.term_id", sql<number>`count(*)`.as("n")])
      .where(predicate(f, null))
      .$if(filteredIds.length > 0, (q) => q.where("pat.attribute_id", "not in", filteredIds))
      .groupBy("pat.term_id")
      .execute(),
    ...filteredIds.map((attributeId) =>
      db
        .selectFrom("product_attribute_terms as pat")
        .innerJoin("products as p", "p.id", "pat.product_id")
        .select(["pat.term_id", sql<number>`count(*)`.as("n")])
        .where(predicate(f, { attributeId }))
        .where("pat.attribute_id", "=", attributeId)
        .groupBy("pat.term_id")
        .execute(),
    ),
  ];
  const [categoryCounts, priceRow, ...termCounts] = await Promise.all([
    db
      .selectFrom("product_categories as pc")
      .innerJoin("products as p", "p.id", "pc.product_id")
      .select(["pc.category_id", sql<number>`count(*)`.as("n")])
      .where(predicate(f, "category"))
      .groupBy("pc.category_id")
      .execute(),
    db
      .selectFrom("products as p")
      .select([sql<number | null>`min(p.price)`.as("lo"), sql<number | null>`max(p.max_price)`.as("hi")])
      .where(predicate(f, "price"))
      .executeTakeFirst(),
    ...termQueries,
  ]);
  const categoryCount = new Map(categoryCounts.map((r) => [r.category_id, Number(r.n)]));
  const depthOf = (c: CategoryRow): number => {
    let depth = 0;
    for (let p = c.parent_id; p !== null && depth < 10; depth++)
      p = categories.find((x) => x.id === p)?.parent_id ?? null;
    return depth;
  };
  return {
    categories: orderTree(categories)
      .map((c) => ({ slug: c.slug, name: c.name, count: categoryCount.get(c.id) ?? 0, depth: depthOf(c) }))
      .filter((c) => c.count > 0),
    price:
      priceRow && priceRow.lo !== null && priceRow.hi !== null
        ? { min: Number(priceRow.lo), max: Number(priceRow.hi) }
        : null,
    attributeCounts: termCounts.flat().map((r) => [r.term_id, Number(r.n)] as [number, number]),
  };
}

/** Parents first, each followed by its children. */
function orderTree(categories: CategoryRow[]): CategoryRow[] {
  const out: CategoryRow[] = [];
  const visit = (parent: number | null) => {
    for (const c of categories)
      if (c.parent_id === parent && !out.includes(c)) {
        out.push(c);
        visit(c.id);
      }
  };
  visit(null);
  return out;
}

/** Published products by id as listing cards, in the order of `ids` (others left out). */
export async function findListingItemsByIds(db: Tx, ids: readonly number[]): Promise<ListingItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("products as p")
    .select([...listingColumns])
    .where("p.status", "=", "publish")
    .where("p.id", "in", [...ids])
    .execute();
  const images = await loadImages(
    db,
    rows.map((r) => r.image_id),
  );
  const byId = new Map(rows.map((r) => [r.id, toListingItem(r, images)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a vendor's published products, in the listing's sort orders and cards (the vendor's
 * /store/{shopUrl}/ page).
 */
export async function findVendorProducts(
  db: Tx,
  vendorId: number,
  options: { orderby: Orderby; page: number; perPage: number },
): Promise<{ items: ListingItem[]; total: number; totalPages: number }> {
  const perPage = Math.max(1, Math.min(100, options.perPage));
  const base = db.selectFrom("products as p").where("p.vendor_id", "=", vendorId).where("p.status", "=", "publish");
  const counted = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await base
    .select([...listingColumns])
    .orderBy(orderClause(options.orderby))
    .limit(perPage)
    .offset((options.page - 1) * perPage)
    .execute();
  const images = await loadImages(
    db,
    rows.map((r) => r.image_id),
  );
  return {
    items: rows.map((r) => toListingItem(r, images)),
    total,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
  };
}
