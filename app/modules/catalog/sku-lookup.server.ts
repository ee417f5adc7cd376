import type { Tx } from "~/lib/db.server";

/** What a SKU names, for the owner's commands that change one product or variation. */
export type SkuTarget =
  | { kind: "variation"; id: number; productId: number; name: string }
  | { kind: "product"; id: number; name: string }
  /** A variable product's stock and prices are kept per variation: the owner is told their SKUs. */
  | { kind: "variable-product"; name: string; variationSkus: string[] }
  | { kind: "not-found" };

export async function findSkuTarget(tx: Tx, sku: string): Promise<SkuTarget> {
  const variation = await tx
    .selectFrom("variations")
    .innerJoin("products", "products.id", "variations.product_id")
    .select(["variations.id", "variations.product_id", "products.name"])
    .where("variations.sku", "=", sku)
    .executeTakeFirst();
  if (variation) return { kind: "variation", id: variation.id, productId: variation.product_id, name: variation.name };
  const product = await tx
    .selectFrom("products")
    .select(["id", "name", "type"])
    .where("sku", "=", sku)
    .executeTakeFirst();
  if (!product) return { kind: "not-found" };
  if (product.type !== "variable") return { kind: "product", id: product.id, name: product.name };
  const skus = await tx
    .selectFrom("variations")
    .select("sku")
    .where("product_id", "=", product.id)
    .orderBy("menu_order")
    .execute();
  return { kind: "variable-product", name: product.name, variationSkus: skus.map((s) => s.sku ?? "").filter(Boolean) };
}
