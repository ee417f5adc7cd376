import { bumpContentVersion } from "~/lib/content-version.server";
import type { Tx } from "~/lib/db.server";
import type { PriceFields } from "./prices";
import { findSkuTarget, type SkuTarget } from "./sku-lookup.server";
import { refreshVariableProduct } from "./stock.server";

export type SetPriceResult =
  | { kind: "variation"; name: string; productPrice: { min: number; max: number } }
  | { kind: "product"; name: string }
  | Extract<SkuTarget, { kind: "variable-product" | "not-found" }>;

/**
 * Sets the prices of the product or variation with this SKU (the owner's command line). A
 * variation's product gets its price range again; guest pages see the change within a second.
 */
export async function setPriceBySku(tx: Tx, sku: string, fields: PriceFields): Promise<SetPriceResult> {
  const target = await findSkuTarget(tx, sku);
  switch (target.kind) {
    case "variation": {
      await tx.updateTable("variations").set(fields).where("id", "=", target.id).execute();
      const totals = await refreshVariableProduct(tx, target.productId);
      await bumpContentVersion(tx);
      return { kind: "variation", name: target.name, productPrice: { min: totals.min_price, max: totals.max_price } };
    }
    case "product":
      await tx
        .updateTable("products")
        .set({ ...fields, min_price: fields.price, max_price: fields.price })
        .where("id", "=", target.id)
        .execute();
      await bumpContentVersion(tx);
      return { kind: "product", name: target.name };
    default:
      return target;
  }
}
