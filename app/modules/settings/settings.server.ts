import { writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { bumpContentVersion, onContentVersionChange } from "~/lib/content-version.server";
import { isSettingKey, settingDefaults, type SettingKey, type StoreSettings } from "./settings";
import { settingValueProblem } from "./setting-rules";

let cache: { at: number; value: StoreSettings } | null = null;
/** Counts forgetCachedSettings calls: a read that started before one does not refill the cache. */
let generation = 0;
const CACHE_MS = 2000;

/**
 * All store settings, defaults filled in. Cached in-process for 2 s: settings change
 * rarely and a briefly stale value is harmless, while every page needs them. A new content
 * version (decision 011) drops the copy at once, so a cached page never carries the old values.
 */
export async function getSettings(db: Tx): Promise<StoreSettings> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const readFor = generation;
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  const value = { ...settingDefaults } as StoreSettings;
  for (const row of rows) if (isSettingKey(row.key)) value[row.key] = row.value;
  if (readFor === generation) cache = { at: Date.now(), value };
  return value;
}

/** A value settingValueProblem refuses: its message says why. Nothing was written. */
export class SettingValueRefused extends Error {}

/**
 * Writes a setting and bumps the content version in one transaction, so cached pages show it.
 * A value the setting cannot take (settingValueProblem) is refused with SettingValueRefused.
 */
export async function setSetting(db: DB, key: SettingKey, value: string): Promise<void> {
  const problem = settingValueProblem(key, value);
  if (problem) throw new SettingValueRefused(problem);
  await writeTransaction(db, async (tx) => {
    await tx
      .insertInto("settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
    await bumpContentVersion(tx);
  });
  forgetCachedSettings();
}

export function forgetCachedSettings(): void {
  cache = null;
  generation += 1;
}

onContentVersionChange(() => forgetCachedSettings());
