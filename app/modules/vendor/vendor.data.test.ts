import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { demoVendor, seedDemoStore } from "../../../database/seed/demo";
import { registerAccount } from "~/modules/account/account.server";
import { findVendorProducts } from "~/modules/catalog/listing.server";
import { approveVendor, assignProduct, findApprovedVendor, findProductVendor, listVendors } from "./vendor.server";

describe.each(testDatabaseKinds)("vendors on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedDemoStore(t.db, { uploadsDir: "/nonexistent-uploads", writeImages: false });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("seeds one approved vendor with its products", async () => {
    const vendor = await findApprovedVendor(t.db, demoVendor.shopUrl);
    expect(vendor?.name).toBe(demoVendor.displayName);
    const page = await findVendorProducts(t.db, vendor!.id, { orderby: "price", page: 1, perPage: 2 });
    expect(page.total).toBe(demoVendor.productSlugs.length);
    expect(page.items).toHaveLength(2);
    expect(page.totalPages).toBe(2);
    expect(page.items[0].price).toBeLessThanOrEqual(page.items[1].price);
  });

  it("keeps a new vendor pending until the owner approves it", async () => {
    await registerAccount(
      t.db,
      {
        username: "glowworks",
        email: "glow@example.com",
        password: "vendor pass phrase",
        role: "vendor",
        shopUrl: "glow-works",
      },
      { address: "192.0.2.1" },
    );
    expect(await findApprovedVendor(t.db, "glow-works")).toBeNull();
    const product = await t.db
      .selectFrom("products")
      .select(["id", "sku"])
      .where("sku", "is not", null)
      .executeTakeFirstOrThrow();
    expect(await assignProduct(t.db, product.sku!, "glow-works")).toBe("assigned");
    expect(await findProductVendor(t.db, product.id)).toBeNull();
    expect(await approveVendor(t.db, "glow-works")).toBe("approved");
    expect(await approveVendor(t.db, "glow-works")).toBe("already");
    expect(await approveVendor(t.db, "nobody-here")).toBe("not-found");
    expect((await findProductVendor(t.db, product.id))?.shopUrl).toBe("glow-works");
    expect((await listVendors(t.db)).map((v) => [v.shopUrl, v.status])).toEqual([
      ["neon-forge", "approved"],
      ["glow-works", "approved"],
    ]);
  });

  it("shows a vendor's name without direction controls, falling back to its username", async () => {
    const rename = (display_name: string) =>
      t.db.updateTable("customers").set({ display_name }).where("shop_url", "=", "glow-works").execute();
    const vendor = await t.db
      .selectFrom("customers")
      .select("id")
      .where("shop_url", "=", "glow-works")
      .executeTakeFirstOrThrow();
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("vendor_id", "=", vendor.id)
      .executeTakeFirstOrThrow();
    // Its name heads the shop's page and its products for every visitor.
    await rename("\u202eGlow Works\u2069");
    expect((await findApprovedVendor(t.db, "glow-works"))?.name).toBe("Glow Works");
    expect((await findProductVendor(t.db, product.id))?.name).toBe("Glow Works");
    await rename("\u202e");
    expect((await findApprovedVendor(t.db, "glow-works"))?.name).toBe("glowworks");
  });
});
