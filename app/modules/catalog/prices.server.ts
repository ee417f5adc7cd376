import { bumpContentVersion } from "~/lib/content-version.server";
import type { Tx } from "~/lib/db.server";
import type { PriceFields } from "./prices";
import { recordPriceChange } from "./price-history.server";
import { findSkuTarget, type SkuTarget } from "./sku-lookup.server";
import { refreshVariableProduct } from "./stock.server";
import { sendWishlistAlerts } from "~/modules/wishlist/wishlist-alerts.server";

export type SetPriceResult =
  | { kind: "variation"; name: string; productPrice: { min: number; max: number } }
  | { kind: "product"; name: string }
  | Extract<SkuTarget, { kind: "variable-product" | "not-found" }>;

/**
 * Sets the prices of the product or variation with this SKU (the owner's command line). The new
 * price goes into the price history, with the lowest price of the 30 days before it on the row
 * (decision 032); a variation's product gets its price range again; guest pages see the change
 * within a second; customers who asked to hear of a price drop on their wishlist get their mail in
 * the same transaction (decision 034). `at` is when the price takes effect (now; tests give their own times).
 */
export async function setPriceBySku(
  tx: Tx,
  sku: string,
  fields: PriceFields,
  at: Date = new Date(),
): Promise<SetPriceResult> {
  const target = await findSkuTarget(tx, sku);
  switch (target.kind) {
    case "variation": {
      const lowest = await recordPriceChange(tx, { productId: target.productId, variationId: target.id }, fields, at);
      await tx
        .updateTable("variations")
        .set({ ...fields, lowest_prior_price: lowest })
        .where("id", "=", target.id)
        .execute();
      const totals = await refreshVariableProduct(tx, target.productId);
      await sendWishlistAlerts(tx, [target.productId]);
      await bumpContentVersion(tx);
      return { kind: "variation", name: target.name, productPrice: { min: totals.min_price, max: totals.max_price } };
    }
    case "product": {
      const lowest = await recordPriceChange(tx, { productId: target.id, variationId: null }, fields, at);
      await tx
        .updateTable("products")
        .set({ ...fields, min_price: fields.price, max_price: fields.price, lowest_prior_price: lowest })
        .where("id", "=", target.id)
        .execute();
      await sendWishlistAlerts(tx, [target.id]);
      await bumpContentVersion(tx);
      return { kind: "product", name: target.name };
    }
    default:
      return target;
  }
}
