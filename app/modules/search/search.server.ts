import { withoutDirectionControls } from "~/lib/direction-controls";
import { sql, type RawBuilder } from "kysely";
import { isPostgres, type Tx } from "~/lib/db.server";
import { formatMoney, type MoneyFormat } from "~/lib/money";
import { postHref, productHref } from "~/lib/hrefs";
import { responsiveImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import { isInStock } from "~/modules/catalog/stock";
import { ftsMatchExpression, isSearchable, liveCountLimit, searchTokens, tsQueryExpression } from "./search-query";

import type { LiveResults, LiveResultsJson, PostHit, ProductHit, SearchPage } from "./search.types";

export type { LiveResults, LiveResultsJson, PostHit, ProductHit, SearchImage, SearchPage } from "./search.types";

/** Results on one search page; products fill pages first, then posts follow. */
export const searchPerPage = 24;

/**
 * Live results for the search dialog: the best products and posts, ranked, and how many match
 * in all (as the results page counts them), each counted up to `liveCountLimit` + 1.
 */
export async function searchLive(db: Tx, q: string, limit: number): Promise<LiveResults> {
  if (!isSearchable(q)) return { products: [], posts: [], productCount: 0, postCount: 0 };
  const tokens = searchTokens(q);
  const [productIds, postIds, productCount, postCount] = await Promise.all([
    liveIds(db, productIndex, tokens, limit),
    liveIds(db, postIndex, tokens, Math.max(1, Math.ceil(limit / 2))),
    countMatches(db, productIndex, tokens, liveCountLimit + 1),
    countMatches(db, postIndex, tokens, liveCountLimit + 1),
  ]);
  const [products, posts] = await Promise.all([productsByIds(db, productIds), postsByIds(db, postIds)]);
  return { products, posts, productCount, postCount };
}

/**
 * One page of the search results page. Products and posts form one ranked sequence
 * (products first), cut into pages of `searchPerPage`; a page past the end is clamped.
 */
export async function searchPage(db: Tx, q: string, page: number): Promise<SearchPage> {
  const terms = withoutDirectionControls(q).trim();
  const empty: SearchPage = {
    terms,
    page: 1,
    pageCount: 0,
    perPage: searchPerPage,
    productCount: 0,
    postCount: 0,
    productIds: [],
    posts: [],
  };
  if (!isSearchable(terms)) return empty;
  const tokens = searchTokens(terms);
  const [productCount, postCount] = await Promise.all([
    countMatches(db, productIndex, tokens),
    countMatches(db, postIndex, tokens),
  ]);
  const total = productCount + postCount;
  if (total === 0) return empty;
  const pageCount = Math.ceil(total / searchPerPage);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * searchPerPage;
  const end = start + searchPerPage;
  const productSlice = {
    offset: Math.min(start, productCount),
    limit: Math.max(0, Math.min(end, productCount) - start),
  };
  const postSlice = {
    offset: Math.max(0, start - productCount),
    limit: Math.max(0, end - Math.max(start, productCount)),
  };
  const [productIds, postIds] = await Promise.all([
    productSlice.limit > 0
      ? pagedIds(db, productIndex, tokens, productCount, productSlice.limit, productSlice.offset)
      : [],
    postSlice.limit > 0 ? pagedIds(db, postIndex, tokens, postCount, postSlice.limit, postSlice.offset) : [],
  ]);
  const posts = await postsByIds(db, postIds);
  return { terms, page: current, pageCount, perPage: searchPerPage, productCount, postCount, productIds, posts };
}

/**
 * A condition "this product matches the search" for other queries to filter by (the shop
 * listing's ?s=): `column in (ids from the full-text index)`. It matches as the live search's
 * first tier does (every word, the last also as a prefix, in names, SKUs and category names),
 * not descriptions: common words appear in nearly every description, and a listing filter is
 * not ranked. Null when the search is too short to look up.
 */
export function productSearchCondition(db: Tx, q: string, column: string): RawBuilder<boolean> | null {
  if (!isSearchable(q)) return null;
  const pg = isPostgres(db);
  const match = matchExpression(productIndex, searchTokens(q), "strong", pg);
  return pg
    ? sql<boolean>`${sql.ref(column)} in (select ${sql.ref(productIndex.pgId)} from ${sql.table(productIndex.pgStrongTable!)} where document @@ ${tsQuery(match)})`
    : sql<boolean>`${sql.ref(column)} in (select rowid from ${sql.table(productIndex.strongFts!)} where ${sql.table(productIndex.strongFts!)} match ${match})`;
}

/** The live-search JSON the dialog reads (also documented in the README under /api/search). */
export function liveResultsJson(results: LiveResults, money: MoneyFormat): LiveResultsJson {
  return {
    products: results.products.map((p) => ({
      name: p.name,
      url: p.url,
      price:
        p.maxPrice > p.price
          ? `${formatMoney(p.price, money)} – ${formatMoney(p.maxPrice, money)}`
          : formatMoney(p.price, money),
      regularPrice: p.regularPrice > p.price && p.maxPrice <= p.price ? formatMoney(p.regularPrice, money) : null,
      image: p.image ? { url: p.image.url, width: p.image.width, height: p.image.height, alt: p.image.alt } : null,
    })),
    posts: results.posts.map((p) => ({ title: p.title, url: p.url })),
    productCount: results.productCount,
    postCount: results.postCount,
  };
}

/**
 * The PostgreSQL query of a to_tsquery text. What was typed is folded as the index documents are
 * (search_fold drops accents: "café" finds "Cafe", "cafe" finds "Café"), as SQLite's index does.
 */
function tsQuery(text: string): RawBuilder<unknown> {
  return sql`to_tsquery('english', search_fold(${text}))`;
}

// Ranked id look-ups. The full-text tables hold published rows only, so LIMIT/OFFSET apply
// inside the index query, where SQLite's FTS5 and PostgreSQL's GIN index do the work.

interface FullTextIndex {
  fts: string;
  /** A smaller table of the strong columns only (else the strong columns/weights of the main table are searched). */
  strongFts?: string;
  pgStrongTable?: string;
  pgTable: string;
  pgId: string;
  /** Columns (SQLite) and lexeme weights (PostgreSQL) of the strong matches: names, titles, SKUs, categories. */
  strongColumns: string[];
  strongWeights: string;
}

const productIndex: FullTextIndex = {
  fts: "products_fts",
  strongFts: "product_names_fts",
  pgTable: "product_search",
  pgStrongTable: "product_name_search",
  pgId: "product_id",
  strongColumns: ["name", "sku", "categories"],
  strongWeights: "AB",
};
const postIndex: FullTextIndex = {
  fts: "posts_fts",
  pgTable: "post_search",
  pgId: "post_id",
  strongColumns: ["title"],
  strongWeights: "A",
};

/**
 * Ranking costs time for every match (about 1 µs each), so the live search ranks at most this
 * many of the newest matches per tier: on a 100,000-product catalog a two-letter prefix can
 * match nearly everything, and the answer must still come in a few milliseconds.
 */
const liveRankWindow = 1000;
/** The results page ranks every match up to this many; beyond that, newest first. */
const pageRankLimit = 20_000;

type Tier = "all" | "strong";

function matchExpression(index: FullTextIndex, tokens: string[], tier: Tier, pg: boolean): string {
  if (pg)
    return tier === "strong" && !index.pgStrongTable
      ? tsQueryExpression(tokens, index.strongWeights)
      : tsQueryExpression(tokens);
  if (tier === "strong")
    return index.strongFts ? ftsMatchExpression(tokens) : ftsMatchExpression(tokens, index.strongColumns);
  return ftsMatchExpression(tokens);
}

/**
 * Live results: strong matches (in names, titles, SKUs, categories) first, then any others.
 * The others come from ranking every kind of match and dropping the strong ones already shown:
 * cheaper than asking the index for "matches outside the strong columns".
 */
async function liveIds(db: Tx, index: FullTextIndex, tokens: string[], limit: number): Promise<number[]> {
  const strong = await windowRankedIds(db, index, tokens, "strong", limit);
  if (strong.length >= limit) return strong;
  const seen = new Set(strong);
  const any = await windowRankedIds(db, index, tokens, "all", limit + strong.length);
  return [...strong, ...any.filter((id) => !seen.has(id))].slice(0, limit);
}

async function windowRankedIds(
  db: Tx,
  index: FullTextIndex,
  tokens: string[],
  tier: Tier,
  limit: number,
): Promise<number[]> {
  const pg = isPostgres(db);
  const q = matchExpression(index, tokens, tier, pg);
  const fts = sql.table(tier === "strong" && index.strongFts ? index.strongFts : index.fts);
  const pgTable = sql.table(tier === "strong" && index.pgStrongTable ? index.pgStrongTable : index.pgTable);
  const { rows } = pg
    ? await sql<{ id: number }>`
        select w.id from (
          select ${sql.ref(index.pgId)} as id, document from ${pgTable}
          where document @@ ${tsQuery(q)} order by ${sql.ref(index.pgId)} desc limit ${liveRankWindow}
        ) w order by ts_rank(w.document, ${tsQuery(q)}) desc, w.id desc limit ${limit}`.execute(db)
    : await sql<{ id: number }>`
        select id from (
          select rowid as id, rank from ${fts} where ${fts} match ${q}
          order by rowid desc limit ${liveRankWindow}
        ) order by rank, id desc limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** A page of matches, best first (or newest first when there are too many to rank quickly). */
async function pagedIds(
  db: Tx,
  index: FullTextIndex,
  tokens: string[],
  count: number,
  limit: number,
  offset: number,
): Promise<number[]> {
  const pg = isPostgres(db);
  const q = matchExpression(index, tokens, "all", pg);
  const ranked = count <= pageRankLimit;
  const { rows } = pg
    ? await sql<{ id: number }>`
        select ${sql.ref(index.pgId)} as id from ${sql.table(index.pgTable)}, ${tsQuery(q)} q
        where document @@ q
        order by ${ranked ? sql`ts_rank(document, q) desc,` : sql``} ${sql.ref(index.pgId)} desc limit ${limit} offset ${offset}`.execute(
        db,
      )
    : await sql<{ id: number }>`
        select rowid as id from ${sql.table(index.fts)} where ${sql.table(index.fts)} match ${q}
        order by ${ranked ? sql`rank,` : sql``} rowid desc limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * How many rows match, or `upTo` when at least that many do. Counting every match of a broad
 * prefix takes time for each (about 48 ms for "st" on 100,000 products); counting up to 1,001
 * takes about 1 ms, which is what the live search, asked at every keystroke, can afford.
 */
async function countMatches(db: Tx, index: FullTextIndex, tokens: string[], upTo?: number): Promise<number> {
  const pg = isPostgres(db);
  const q = matchExpression(index, tokens, "all", pg);
  const limit = upTo === undefined ? sql`` : sql`limit ${upTo}`;
  const { rows } = pg
    ? await sql<{ n: number }>`select count(*) as n from (
        select 1 from ${sql.table(index.pgTable)} where document @@ ${tsQuery(q)} ${limit}
      ) m`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from (
        select rowid from ${sql.table(index.fts)} where ${sql.table(index.fts)} match ${q} ${limit}
      )`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Products in the order of `ids` (the ranking), published only, with their thumbnail (the live results). */
async function productsByIds(db: Tx, ids: number[]): Promise<ProductHit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("products as p")
    .select([
      "p.id",
      "p.slug",
      "p.name",
      "p.type",
      "p.status",
      "p.price",
      "p.regular_price",
      "p.max_price",
      "p.stock_status",
      "p.stock_quantity",
      "p.image_id",
    ])
    .where("p.id", "in", ids)
    .execute();
  // Published only, checked here rather than in SQL: with `status = ?` in the query SQLite
  // picks a status index and walks every published product instead of the few ids.
  const byId = new Map(rows.filter((r) => r.status === "publish").map((r) => [r.id, r]));
  const images = await loadImages(
    db,
    [...byId.values()].map((r) => r.image_id),
  );
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const stored = r.image_id != null ? images.get(r.image_id) : undefined;
    const image = stored ? responsiveImage(stored, "thumbnail") : null;
    return [
      {
        id: r.id,
        name: r.name,
        url: productHref(r.slug),
        type: r.type,
        price: r.price,
        regularPrice: r.regular_price,
        maxPrice: r.max_price,
        isInStock: isInStock(r.stock_status, r.stock_quantity),
        image: image ? { url: image.src, width: image.width, height: image.height, alt: image.alt || r.name } : null,
      },
    ];
  });
}

async function postsByIds(db: Tx, ids: number[]): Promise<PostHit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("posts")
    .select(["id", "slug", "title", "excerpt", "published_at", "status"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(rows.filter((r) => r.status === "publish").map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ id: r.id, title: r.title, url: postHref(r.slug), excerpt: r.excerpt, publishedAt: r.published_at }]
      : [];
  });
}
