import type { Tx } from "../../app/lib/db.server";
import type { Database } from "../schema";

/**
 * Multi-row inserts in chunks that stay under both databases' bound-parameter limits
 * (SQLite 32766, PostgreSQL 65535), so seeding costs a few statements, not one per row.
 */
const MAX_PARAMS = 30_000;

function chunksOf<T>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

type Row<T extends keyof Database> = Record<string, unknown> & Partial<Record<keyof Database[T], unknown>>;

export async function insertRows<T extends keyof Database>(db: Tx, table: T, rows: Row<T>[]): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

/**
 * Inserts rows and returns their new ids by a unique column (slug, sku, file_key…): the
 * order of RETURNING rows is not promised, the unique key is.
 */
export async function insertReturningIds<T extends keyof Database>(
  db: Tx,
  table: T,
  rows: Row<T>[],
  keyColumn: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunksOf(rows)) {
    const returned = (await db
      .insertInto(table)
      .values(chunk as never)
      .returning(["id", keyColumn] as never)
      .execute()) as unknown as Record<string, unknown>[];
    for (const r of returned) ids.set(String(r[keyColumn]), Number(r.id));
  }
  return ids;
}
