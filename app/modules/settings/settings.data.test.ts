import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { forgetCachedSettings, getSettings, setSetting, SettingValueRefused } from "./settings.server";

describe.each(testDatabaseKinds)("writing a store setting on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.cleanup());

  it("refuses a value out of the setting's range, whoever writes it, and keeps the old one", async () => {
    await setSetting(t.db, "products_per_page", "48");
    await expect(setSetting(t.db, "products_per_page", "1000000")).rejects.toThrow(SettingValueRefused);
    await expect(setSetting(t.db, "related_carousel_opts", '{"autoPlay":true}')).rejects.toThrow(
      'related_carousel_opts has no option "autoPlay"',
    );
    forgetCachedSettings();
    const settings = await getSettings(t.db);
    expect(settings.products_per_page).toBe("48");
    expect(settings.related_carousel_opts).toBe('{"cellAlign":"left","freeScroll":false}');
  });
});
