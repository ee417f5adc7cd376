import { onContentVersionChange } from "./content-version.server";

/**
 * A value every page needs that changes rarely (menu categories, the catalog's attributes),
 * kept in-process for a short time per database: a briefly stale copy is harmless, and the
 * owner's changes show within `ttlMs`, or as soon as the process sees a new content version (so
 * the guest page cache never stores a page built from the old copy, decision 011). Concurrent
 * first calls share one load; a failed load is not kept.
 */
export function cachedPerDatabase<T>(ttlMs: number, load: (db: object) => Promise<T>): (db: object) => Promise<T> {
  const cache = new WeakMap<object, { at: number; value: Promise<T> }>();
  onContentVersionChange((db) => cache.delete(db));
  return (db) => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(db);
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  };
}
