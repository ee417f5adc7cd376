import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL's search ignores accents, as SQLite's does (its index folds diacritics): "cafe"
 * finds "Café" and "CAFÉ" finds "Cafe". The function search_fold(text) turns letters with
 * accents into their plain letters; the index documents are built from folded text and every
 * search folds what was typed with the same function, so both sides always agree. Written in
 * plain SQL (translate), not with the unaccent extension, which not every server has installed.
 * Every published product and post is indexed again. Nothing changes on SQLite.
 */

/** Letters with accents (Latin-1 and Latin Extended-A/B that decompose into a letter and marks) and their plain letters. */
const accented =
  "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ";
const plain =
  "AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy";

function refreshFunctions(fold: (expr: string) => string): string[] {
  return [
    `create or replace function product_search_refresh(pid integer) returns void language sql as $$
      delete from product_search where product_id = pid;
      delete from product_name_search where product_id = pid;
      insert into product_name_search (product_id, document)
        select p.id,
          setweight(to_tsvector('english', ${fold("p.name")}), 'A') ||
          setweight(to_tsvector('english', ${fold("coalesce(p.sku, '')")}), 'A') ||
          setweight(to_tsvector('english', ${fold("coalesce((select string_agg(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id), '')")}), 'B')
        from products p where p.id = pid and p.status = 'publish';
      insert into product_search (product_id, document)
        select n.product_id,
          n.document ||
          setweight(to_tsvector('english', ${fold("p.short_description")}), 'C') ||
          setweight(to_tsvector('english', ${fold("p.description")}), 'D')
        from product_name_search n join products p on p.id = n.product_id where n.product_id = pid;
    $$`,
    `create or replace function post_search_refresh(pid integer) returns void language sql as $$
      delete from post_search where post_id = pid;
      insert into post_search (post_id, document)
        select id,
          setweight(to_tsvector('english', ${fold("title")}), 'A') ||
          setweight(to_tsvector('english', ${fold("excerpt")}), 'B') ||
          setweight(to_tsvector('english', ${fold("content")}), 'D')
        from posts where id = pid and status = 'publish';
    $$`,
    `select product_search_refresh(id) from products where status = 'publish'`,
    `select post_search_refresh(id) from posts where status = 'publish'`,
  ];
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql
    .raw(
      `create function search_fold(value text) returns text language sql immutable parallel safe
        as $$ select translate(value, '${accented}', '${plain}') $$`,
    )
    .execute(db);
  for (const s of refreshFunctions((expr) => `search_fold(${expr})`)) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const s of refreshFunctions((expr) => expr)) await sql.raw(s).execute(db);
  await sql.raw("drop function search_fold(text)").execute(db);
}
