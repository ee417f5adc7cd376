import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Full-text index of published products and posts, kept in sync by triggers so that every
 * writer (the app, the owner CLI, the seed's batched inserts) updates it without knowing it.
 *
 * SQLite: FTS5 tables, rowid = the product's / post's id. products_fts holds every searchable
 * field; product_names_fts only names, SKUs and category names, so the live search can find
 * the strongest matches without reading the long descriptions' postings (a prefix such as
 * "stream" can match every description of a big catalog). Both are contentless (the text
 * stays only in products/posts) with contentless_delete, so a row can be dropped by rowid.
 * Porter stemming ("hoodies" finds "hoodie"), diacritics folded, and prefix indexes of 2 to 6
 * characters so "as you type" prefix queries read one list instead of merging many.
 *
 * PostgreSQL: tables product_search / post_search holding an English tsvector per row with a
 * GIN index, and product_name_search with the names, SKUs and category names alone (small
 * rows the live search reads first, as on SQLite). Separate tables (not columns on products)
 * so category names can be part of the documents and `select *` on products stays light.
 *
 * Only published rows are indexed: drafts never show up in search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const s of [
      "drop trigger if exists products_search_insert on products",
      "drop trigger if exists products_search_update on products",
      "drop trigger if exists product_categories_search on product_categories",
      "drop trigger if exists categories_search_rename on categories",
      "drop trigger if exists posts_search_write on posts",
      "drop table if exists product_search",
      "drop table if exists product_name_search",
      "drop table if exists post_search",
      "drop function if exists search_products_trigger()",
      "drop function if exists search_product_categories_trigger()",
      "drop function if exists search_categories_trigger()",
      "drop function if exists search_posts_trigger()",
      "drop function if exists product_search_refresh(integer)",
      "drop function if exists post_search_refresh(integer)",
    ])
      await sql.raw(s).execute(db);
    return;
  }
  for (const t of [
    "products_fts_insert",
    "products_fts_update",
    "products_fts_delete",
    "product_categories_fts_insert",
    "product_categories_fts_delete",
    "categories_fts_rename",
    "posts_fts_insert",
    "posts_fts_update",
    "posts_fts_delete",
  ])
    await sql.raw(`drop trigger if exists ${t}`).execute(db);
  await sql.raw("drop table if exists products_fts").execute(db);
  await sql.raw("drop table if exists product_names_fts").execute(db);
  await sql.raw("drop table if exists posts_fts").execute(db);
}

const ftsOptions =
  "content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2', prefix='2 3 4 5 6'";

const productCategoryNames = (productId: string) =>
  `coalesce((select group_concat(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = ${productId}), '')`;

/** Statements indexing the published products chosen by `where` (on products p) into both tables. */
function sqliteProductInserts(where: string): string[] {
  return [
    `insert into products_fts (rowid, name, sku, categories, short_description, description)
      select p.id, p.name, coalesce(p.sku, ''), ${productCategoryNames("p.id")}, p.short_description, p.description
      from products p where p.status = 'publish' and ${where}`,
    `insert into product_names_fts (rowid, name, sku, categories)
      select p.id, p.name, coalesce(p.sku, ''), ${productCategoryNames("p.id")}
      from products p where p.status = 'publish' and ${where}`,
  ];
}

/** The same, as a trigger body. */
function sqliteProductInsert(where: string): string {
  return sqliteProductInserts(where)
    .map((s) => `${s};`)
    .join("\n");
}

function sqliteProductDelete(where: string): string {
  return `
    delete from products_fts where rowid ${where};
    delete from product_names_fts where rowid ${where};`;
}

/** Re-indexes the product whose id is `idExpr` (dropped when it is gone or not published). */
function sqliteProductRefresh(idExpr: string): string {
  return `${sqliteProductDelete(`= ${idExpr}`)} ${sqliteProductInsert(`p.id = ${idExpr}`)}`;
}

function sqlitePostRefresh(idExpr: string): string {
  return `
    delete from posts_fts where rowid = ${idExpr};
    insert into posts_fts (rowid, title, excerpt, content)
      select id, title, excerpt, content from posts where id = ${idExpr} and status = 'publish';`;
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  const statements = [
    `create virtual table products_fts using fts5(name, sku, categories, short_description, description, ${ftsOptions})`,
    // Name matches weigh most, then SKU, category, short and long description.
    `insert into products_fts (products_fts, rank) values ('rank', 'bm25(10.0, 6.0, 3.0, 2.0, 1.0)')`,
    `create virtual table product_names_fts using fts5(name, sku, categories, ${ftsOptions})`,
    `insert into product_names_fts (product_names_fts, rank) values ('rank', 'bm25(10.0, 6.0, 3.0)')`,
    `create virtual table posts_fts using fts5(title, excerpt, content, ${ftsOptions})`,
    `insert into posts_fts (posts_fts, rank) values ('rank', 'bm25(10.0, 3.0, 1.0)')`,

    `create trigger products_fts_insert after insert on products begin ${sqliteProductInsert("p.id = new.id")} end`,
    // Only the indexed columns: stock and sales counters change on every order and must not re-index.
    `create trigger products_fts_update after update of id, name, sku, short_description, description, status on products begin
      ${sqliteProductDelete("= old.id")} ${sqliteProductRefresh("new.id")} end`,
    `create trigger products_fts_delete after delete on products begin ${sqliteProductDelete("= old.id")} end`,
    `create trigger product_categories_fts_insert after insert on product_categories begin ${sqliteProductRefresh("new.product_id")} end`,
    `create trigger product_categories_fts_delete after delete on product_categories begin ${sqliteProductRefresh("old.product_id")} end`,
    `create trigger categories_fts_rename after update of name on categories begin
      ${sqliteProductDelete("in (select product_id from product_categories where category_id = new.id)")}
      ${sqliteProductInsert("p.id in (select product_id from product_categories where category_id = new.id)")}
    end`,

    `create trigger posts_fts_insert after insert on posts begin ${sqlitePostRefresh("new.id")} end`,
    `create trigger posts_fts_update after update of id, title, excerpt, content, status on posts begin
      delete from posts_fts where rowid = old.id; ${sqlitePostRefresh("new.id")} end`,
    `create trigger posts_fts_delete after delete on posts begin delete from posts_fts where rowid = old.id; end`,

    // Rows written before this migration ran.
    ...sqliteProductInserts("1 = 1"),
    `insert into posts_fts (rowid, title, excerpt, content) select id, title, excerpt, content from posts where status = 'publish'`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table product_search (
      product_id integer primary key references products(id) on delete cascade,
      document tsvector not null
    )`,
    `create index product_search_document on product_search using gin (document)`,
    `create table product_name_search (
      product_id integer primary key references products(id) on delete cascade,
      document tsvector not null
    )`,
    `create index product_name_search_document on product_name_search using gin (document)`,
    `create table post_search (
      post_id integer primary key references posts(id) on delete cascade,
      document tsvector not null
    )`,
    `create index post_search_document on post_search using gin (document)`,

    // Weights: A name and SKU, B category names, C short description, D description.
    `create function product_search_refresh(pid integer) returns void language sql as $$
      delete from product_search where product_id = pid;
      delete from product_name_search where product_id = pid;
      insert into product_name_search (product_id, document)
        select p.id,
          setweight(to_tsvector('english', p.name), 'A') ||
          setweight(to_tsvector('english', coalesce(p.sku, '')), 'A') ||
          setweight(to_tsvector('english', coalesce((select string_agg(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id), '')), 'B')
        from products p where p.id = pid and p.status = 'publish';
      insert into product_search (product_id, document)
        select n.product_id,
          n.document ||
          setweight(to_tsvector('english', p.short_description), 'C') ||
          setweight(to_tsvector('english', p.description), 'D')
        from product_name_search n join products p on p.id = n.product_id where n.product_id = pid;
    $$`,
    `create function post_search_refresh(pid integer) returns void language sql as $$
      delete from post_search where post_id = pid;
      insert into post_search (post_id, document)
        select id,
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', excerpt), 'B') ||
          setweight(to_tsvector('english', content), 'D')
        from posts where id = pid and status = 'publish';
    $$`,

    `create function search_products_trigger() returns trigger language plpgsql as $$
      begin perform product_search_refresh(new.id); return null; end $$`,
    `create function search_product_categories_trigger() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then perform product_search_refresh(old.product_id);
        else perform product_search_refresh(new.product_id); end if;
        return null;
      end $$`,
    `create function search_categories_trigger() returns trigger language plpgsql as $$
      begin
        perform product_search_refresh(product_id) from product_categories where category_id = new.id;
        return null;
      end $$`,
    `create function search_posts_trigger() returns trigger language plpgsql as $$
      begin perform post_search_refresh(new.id); return null; end $$`,

    `create trigger products_search_insert after insert on products for each row execute function search_products_trigger()`,
    // Only the indexed columns: stock and sales counters change on every order and must not re-index.
    `create trigger products_search_update after update of name, sku, short_description, description, status on products
      for each row execute function search_products_trigger()`,
    `create trigger product_categories_search after insert or delete on product_categories
      for each row execute function search_product_categories_trigger()`,
    `create trigger categories_search_rename after update of name on categories
      for each row execute function search_categories_trigger()`,
    `create trigger posts_search_write after insert or update of title, excerpt, content, status on posts
      for each row execute function search_posts_trigger()`,

    // Rows written before this migration ran.
    `select product_search_refresh(id) from products where status = 'publish'`,
    `select post_search_refresh(id) from posts where status = 'publish'`,
    // Fresh statistics, or the planner may scan every row instead of using the GIN indexes.
    `analyze product_search`,
    `analyze product_name_search`,
    `analyze post_search`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}
