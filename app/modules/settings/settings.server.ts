import type { Tx } from "~/lib/db.server";
import { isSettingKey, settingDefaults, type SettingKey, type StoreSettings } from "./settings";

let cache: { at: number; value: StoreSettings } | null = null;
const CACHE_MS = 2000;

/**
 * All store settings, defaults filled in. Cached in-process for 2 s: settings change
 * rarely and a briefly stale value is harmless, while every page needs them.
 */
export async function getSettings(db: Tx): Promise<StoreSettings> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  const value = { ...settingDefaults } as StoreSettings;
  for (const row of rows) if (isSettingKey(row.key)) value[row.key] = row.value;
  cache = { at: Date.now(), value };
  return value;
}

export async function setSetting(db: Tx, key: SettingKey, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  cache = null;
}

export function forgetCachedSettings(): void {
  cache = null;
}
