import { currentContentVersion } from "./content-version.server";
import type { DB } from "./db.server";

/**
 * What a page shows of the store's content and nothing of the visitor (a product with its
 * gallery, variations and related products), kept in this process under the content version it
 * was read at: every change of that content adds one to the version in its own transaction, so a
 * copy is used only while nothing it was built from has changed. Changes made by this process are
 * seen at once, changes made elsewhere (another process, the owner's command line) within the
 * second the version is remembered for, as on guest pages. Visitors with a session, whose pages
 * the guest page cache cannot serve, are who this is for (docs/decisions/041-content-cache.md).
 *
 * Bounded: at most `maxEntries` keys per database, the least recently used dropped first, and
 * none kept longer than `maxAgeMs` whatever the version says. Concurrent first loads of a key share
 * one load; a failed load is not kept, and neither is a null answer (an unknown address), so that
 * made-up addresses cannot push the real ones out.
 */
export function cachedByContentVersion<V>(
  options: { maxEntries: number; maxAgeMs: number },
  load: (db: DB, key: string) => Promise<V | null>,
): {
  get: (db: DB, key: string) => Promise<V | null>;
  /** Drops every copy kept for this database (tests measure the first view with it). */
  forget: (db: DB) => void;
} {
  const perDatabase = new WeakMap<DB, Map<string, { version: number; at: number; value: Promise<V | null> }>>();

  async function get(db: DB, key: string): Promise<V | null> {
    const version = await currentContentVersion(db);
    let entries = perDatabase.get(db);
    if (!entries) perDatabase.set(db, (entries = new Map()));
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && hit.version === version && now - hit.at < options.maxAgeMs) {
      // Most recently used last, so the first key is the one to drop.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    const value = load(db, key);
    const entry = { version, at: now, value };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    const forgetThis = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((answer) => answer === null && forgetThis(), forgetThis);
    return value;
  }

  return { get, forget: (db) => perDatabase.delete(db) };
}
