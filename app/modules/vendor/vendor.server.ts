import { sql } from "kysely";
import { bumpContentVersion } from "~/lib/content-version.server";
import { writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { oneLineName } from "~/lib/direction-controls";

import type { VendorView } from "./vendor.types";

export type { VendorView } from "./vendor.types";

/**
 * A vendor as shoppers see it. Its name (the account's display name, else its username) heads the
 * shop's page and its products, for every visitor, so it is shown without direction controls.
 */
function vendorView(row: { id: number; username: string; display_name: string; shop_url: string }): VendorView {
  return {
    id: row.id,
    name: oneLineName(row.display_name) || row.username,
    shopUrl: row.shop_url,
  };
}

/** The approved vendor with this shop URL, or null (unknown, or still waiting for approval). */
export async function findApprovedVendor(db: Tx, shopUrl: string): Promise<VendorView | null> {
  if (!/^[a-z0-9-]{3,50}$/.test(shopUrl)) return null;
  const row = await db
    .selectFrom("customers")
    .select(["id", "username", "display_name", "shop_url"])
    .where("role", "=", "vendor")
    .where("vendor_status", "=", "approved")
    .where("shop_url", "=", shopUrl)
    .executeTakeFirst();
  return row?.shop_url ? vendorView({ ...row, shop_url: row.shop_url }) : null;
}

/** Who sells a product, when an approved vendor does. */
export async function findProductVendor(db: Tx, productId: number): Promise<VendorView | null> {
  const row = await db
    .selectFrom("products as p")
    .innerJoin("customers as c", "c.id", "p.vendor_id")
    .select(["c.id", "c.username", "c.display_name", "c.shop_url"])
    .where("p.id", "=", productId)
    .where("c.vendor_status", "=", "approved")
    .executeTakeFirst();
  return row?.shop_url ? vendorView({ ...row, shop_url: row.shop_url }) : null;
}

export interface VendorListRow {
  username: string;
  email: string;
  shopUrl: string;
  status: string;
  products: number;
}

export async function listVendors(db: Tx): Promise<VendorListRow[]> {
  const rows = await db
    .selectFrom("customers as c")
    .leftJoin("products as p", "p.vendor_id", "c.id")
    .select(["c.username", "c.email", "c.shop_url", "c.vendor_status"])
    .select((eb) => eb.fn.count<number>("p.id").as("products"))
    .where("c.role", "=", "vendor")
    .groupBy(["c.id", "c.username", "c.email", "c.shop_url", "c.vendor_status"])
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({
    username: r.username,
    email: r.email,
    shopUrl: r.shop_url ?? "",
    status: r.vendor_status,
    products: Number(r.products),
  }));
}

/**
 * Approves a vendor: its /store/{shopUrl}/ page opens and its products say "Sold by". Guest pages
 * change, so the content version is bumped in the same transaction.
 */
export async function approveVendor(db: DB, shopUrl: string): Promise<"approved" | "already" | "not-found"> {
  return writeTransaction(db, async (tx) => {
    const row = await tx
      .selectFrom("customers")
      .select(["id", "vendor_status"])
      .where("role", "=", "vendor")
      .where(sql<string>`lower(shop_url)`, "=", shopUrl.toLowerCase())
      .executeTakeFirst();
    if (!row) return "not-found";
    if (row.vendor_status === "approved") return "already";
    await tx.updateTable("customers").set({ vendor_status: "approved" }).where("id", "=", row.id).execute();
    await bumpContentVersion(tx);
    return "approved";
  });
}

/** Makes a vendor the seller of a product (by SKU); the product page changes, so the version is bumped. */
export async function assignProduct(
  db: DB,
  sku: string,
  shopUrl: string,
): Promise<"assigned" | "no-product" | "no-vendor"> {
  return writeTransaction(db, async (tx) => {
    const product = await tx.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirst();
    if (!product) return "no-product";
    const vendor = await tx
      .selectFrom("customers")
      .select("id")
      .where("role", "=", "vendor")
      .where(sql<string>`lower(shop_url)`, "=", shopUrl.toLowerCase())
      .executeTakeFirst();
    if (!vendor) return "no-vendor";
    await tx.updateTable("products").set({ vendor_id: vendor.id }).where("id", "=", product.id).execute();
    await bumpContentVersion(tx);
    return "assigned";
  });
}
