import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { settingDefaults } from "~/modules/settings/settings";
import { getMenuCategories, hideDismissedBanners, listMenuCategories, siteBanners } from "./site.server";

describe.each(testDatabaseKinds)("menu categories on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const add = async (slug: string, name: string, parent_id: number | null, position: number) =>
      (
        await t.db
          .insertInto("categories")
          .values({ slug, name, description: "", parent_id, image_id: null, position })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const merch = await add("merch", "Merch", null, 2);
    await add("stream-overlays", "Stream Overlays", null, 1);
    await add("mugs", "Mugs", merch, 2);
    await add("hoodies", "Hoodies", merch, 1);
  });
  afterAll(() => t.cleanup());

  it("nests children under their parents, in position order", async () => {
    const tree = await listMenuCategories(t.db);
    expect(tree.map((c) => c.name)).toEqual(["Stream Overlays", "Merch"]);
    expect(tree[1]!.children.map((c) => c.slug)).toEqual(["hoodies", "mugs"]);
    expect(tree[0]!.children).toEqual([]);
  });

  it("serves the cached tree to the next page", async () => {
    const first = await getMenuCategories(t.db);
    expect(await getMenuCategories(t.db)).toBe(first);
  });
});

describe("siteBanners and hideDismissedBanners", () => {
  const settings = { ...settingDefaults };
  const on = {
    ...settings,
    store_notice_enabled: "yes",
    store_notice_id: "3",
    store_notice_text: "Free shipping this week",
    coming_soon_enabled: "yes",
    coming_soon_text: "New overlays land Friday",
  };

  it("shows nothing while the banners are off (the default)", () => {
    expect(siteBanners(settings)).toEqual({ storeNotice: null, comingSoon: null });
  });

  it("gives every visitor the turned-on banners, whatever their cookies", () => {
    expect(siteBanners(on)).toEqual({
      storeNotice: { id: "3", text: "Free shipping this week" },
      comingSoon: { text: "New overlays land Friday" },
    });
  });

  it("leaves out, for a visitor without JavaScript, the banners their cookies dismissed", () => {
    expect(hideDismissedBanners(siteBanners(on), null)).toEqual(siteBanners(on));
    expect(hideDismissedBanners(siteBanners(on), "store_notice3=hidden; coming_soon_banner_dismissed=yes")).toEqual({
      storeNotice: null,
      comingSoon: null,
    });
    // A new notice id shows the new notice again.
    const renewed = siteBanners({ ...on, store_notice_id: "4" });
    expect(hideDismissedBanners(renewed, "store_notice3=hidden").storeNotice?.id).toBe("4");
  });

  it("shows no empty banner", () => {
    expect(siteBanners({ ...settings, store_notice_enabled: "yes", coming_soon_enabled: "yes" })).toEqual({
      storeNotice: null,
      comingSoon: null,
    });
  });
});
