import { randomBytes } from "node:crypto";
import { nowIso, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { productHref, wishlistAlertStopHref } from "~/lib/hrefs";
import { formatMoney } from "~/lib/money";
import { configuredOrigin } from "~/lib/site-origin.server";
import { availabilityText, isInStock } from "~/modules/catalog/stock";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { moneyFormatOf } from "~/modules/settings/settings";
import { getSettings } from "~/modules/settings/settings.server";
import { alertMail } from "./wishlist-alert-mail";
import { priceAlertStep, stockAlertStep, type AlertKind } from "./wishlist-alert-rules";
import { describeChoices, parseChoice } from "./wishlist-options.server";

/**
 * Back-in-stock and price-drop e-mails for wishlist items (decision 034). A customer opts in per
 * item and kind on the wishlist page; every writer of stock or prices in the catalog calls
 * `sendWishlistAlerts` inside its own transaction, so a mail is queued exactly when the change
 * is committed. Alerts are for customers only: the mail goes to the account's e-mail address,
 * read when the mail is written, so a changed address is followed.
 */

/** A stop link's token: 18 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** Which alerts each item has (the wishlist page's row buttons), in one query. */
export async function findItemAlerts(
  db: Tx,
  itemIds: number[],
): Promise<Map<number, { stock: boolean; price: boolean }>> {
  const out = new Map<number, { stock: boolean; price: boolean }>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .selectFrom("wishlist_alerts")
    .select(["wishlist_item_id", "kind"])
    .where("wishlist_item_id", "in", itemIds)
    .execute();
  for (const r of rows) {
    const seen = out.get(r.wishlist_item_id) ?? { stock: false, price: false };
    if (r.kind === "stock" || r.kind === "price") seen[r.kind] = true;
    out.set(r.wishlist_item_id, seen);
  }
  return out;
}

export type SetAlertResult =
  { ok: true; productId: number; name: string; email: string } | { ok: false; code: "needs_account" | "not_found" };

/**
 * Turns one alert of an item on or off. The item must be in the customer's list `wishlistId`.
 * Turning on remembers what the shopper sees now (in stock or not, the price), so only a later
 * change mails; turning on twice, or off twice, changes nothing the second time.
 */
export async function setWishlistAlert(
  db: DB,
  input: {
    customerId: number | null;
    wishlistId: number;
    itemId: number;
    kind: AlertKind;
    on: boolean;
    origin: string;
  },
): Promise<SetAlertResult> {
  const customerId = input.customerId;
  if (customerId == null) return { ok: false, code: "needs_account" };
  return writeTransaction(db, async (tx) => {
    const item = await tx
      .selectFrom("wishlist_items as i")
      .innerJoin("wishlists as w", "w.id", "i.wishlist_id")
      .innerJoin("customers as c", "c.id", "w.customer_id")
      .innerJoin("products as p", "p.id", "i.product_id")
      .leftJoin("variations as v", "v.id", "i.variation_id")
      .where("i.id", "=", input.itemId)
      .where("w.id", "=", input.wishlistId)
      .where("w.customer_id", "=", customerId)
      .select([
        "i.variation_id",
        "i.product_id",
        "c.email",
        "p.name",
        "p.price as p_price",
        "p.stock_status as p_status",
        "p.stock_quantity as p_stock",
        "v.price as v_price",
        "v.stock_status as v_status",
        "v.stock_quantity as v_stock",
      ])
      .executeTakeFirst();
    if (!item) return { ok: false as const, code: "not_found" as const };
    if (!input.on) {
      await tx
        .deleteFrom("wishlist_alerts")
        .where("wishlist_item_id", "=", input.itemId)
        .where("kind", "=", input.kind)
        .execute();
    } else {
      const now = currentState(item);
      await tx
        .insertInto("wishlist_alerts")
        .values({
          wishlist_item_id: input.itemId,
          kind: input.kind,
          token: randomBytes(18).toString("base64url"),
          origin: input.origin,
          seen_in_stock: now.inStock ? 1 : 0,
          price_to_beat: now.price,
          created_at: nowIso(),
          last_mailed_at: null,
        })
        .onConflict((oc) => oc.columns(["wishlist_item_id", "kind"]).doNothing())
        .execute();
    }
    return { ok: true as const, productId: item.product_id, name: item.name, email: item.email };
  });
}

/** What a shopper sees of an item now: a variation's own stock and price, else the product's. */
function currentState(r: {
  variation_id: number | null;
  p_price: number;
  p_status: string;
  p_stock: number | null;
  v_price: number | null;
  v_status: string | null;
  v_stock: number | null;
}): { inStock: boolean; price: number; availability: string } {
  const isVariation = r.variation_id != null;
  const status = (isVariation ? r.v_status : r.p_status) ?? "outofstock";
  const stock = isVariation ? r.v_stock : r.p_stock;
  return {
    inStock: isInStock(status, stock),
    price: (isVariation ? r.v_price : r.p_price) ?? 0,
    availability: availabilityText(status, stock),
  };
}

/**
 * After stock or prices of these products (or their variations) changed, inside the same
 * transaction: queues one mail per opted-in customer and item that came back in stock or got
 * cheaper than its price to beat, and re-arms back-in-stock alerts of what ran out. Each
 * alert's memory is moved by a conditional update, and only the rows that update changed are
 * mailed, so two overlapping changes never mail the same event twice. One query when no alert
 * concerns these products. Returns how many mails were queued.
 */
export async function sendWishlistAlerts(tx: Tx, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const rows = await tx
    .selectFrom("wishlist_alerts as a")
    .innerJoin("wishlist_items as i", "i.id", "a.wishlist_item_id")
    .innerJoin("wishlists as w", "w.id", "i.wishlist_id")
    .innerJoin("customers as c", "c.id", "w.customer_id")
    .innerJoin("products as p", "p.id", "i.product_id")
    .leftJoin("variations as v", "v.id", "i.variation_id")
    .where("i.product_id", "in", [...new Set(productIds)])
    .select([
      "a.id",
      "a.kind",
      "a.token",
      "a.origin",
      "a.seen_in_stock",
      "a.price_to_beat",
      "w.customer_id",
      "c.email",
      "i.product_id",
      "i.variation_id",
      "i.attributes_json",
      "p.name",
      "p.slug",
      "p.status",
      "p.price as p_price",
      "p.stock_status as p_status",
      "p.stock_quantity as p_stock",
      "v.price as v_price",
      "v.stock_status as v_status",
      "v.stock_quantity as v_stock",
    ])
    .orderBy("a.id")
    .execute();
  if (rows.length === 0) return 0;

  const rearm: number[] = [];
  const backInStock: number[] = [];
  const cheaper = new Map<number, number[]>(); // new price → alert ids
  for (const r of rows) {
    const now = currentState(r);
    // A product taken off sale (draft) mails nothing; its alerts wait.
    const visible = r.status === "publish";
    if (r.kind === "stock") {
      const step = stockAlertStep(r.seen_in_stock === 1, visible && now.inStock);
      if (step === "mail") backInStock.push(r.id);
      else if (step === "rearm") rearm.push(r.id);
    } else if (r.kind === "price" && visible && priceAlertStep(r.price_to_beat, now.price).mail) {
      cheaper.set(now.price, [...(cheaper.get(now.price) ?? []), r.id]);
    }
  }

  const at = nowIso();
  if (rearm.length > 0)
    await tx
      .updateTable("wishlist_alerts")
      .set({ seen_in_stock: 0 })
      .where("id", "in", rearm)
      .where("seen_in_stock", "=", 1)
      .execute();
  const mailed = new Set<number>();
  if (backInStock.length > 0) {
    const won = await tx
      .updateTable("wishlist_alerts")
      .set({ seen_in_stock: 1, last_mailed_at: at })
      .where("id", "in", backInStock)
      .where("seen_in_stock", "=", 0)
      .returning("id")
      .execute();
    for (const w of won) mailed.add(w.id);
  }
  for (const [price, ids] of cheaper) {
    const won = await tx
      .updateTable("wishlist_alerts")
      .set({ price_to_beat: price, last_mailed_at: at })
      .where("id", "in", ids)
      .where("price_to_beat", ">", price)
      .returning("id")
      .execute();
    for (const w of won) mailed.add(w.id);
  }
  if (mailed.size === 0) return 0;

  // One mail per customer, kind and thing, even when the thing is in several of their lists.
  const seen = new Set<string>();
  const toMail = rows.filter((r) => {
    if (!mailed.has(r.id)) return false;
    const key = `${r.customer_id}:${r.kind}:${r.product_id}:${r.variation_id ?? ""}:${r.attributes_json}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const choices = toMail.map((r) => parseChoice(r.attributes_json));
  const [options, settings] = await Promise.all([describeChoices(tx, choices), getSettings(tx)]);
  const money = moneyFormatOf(settings);
  const shopOrigin = configuredOrigin();
  for (const [index, r] of toMail.entries()) {
    const now = currentState(r);
    const origin = shopOrigin ?? r.origin;
    await queueMail(
      tx,
      alertMail({
        kind: r.kind === "price" ? "price" : "stock",
        to: r.email,
        store: settings.store_name,
        name: r.name,
        options: options[index],
        availability: now.availability,
        price: formatMoney(now.price, money),
        wasPrice: formatMoney(r.price_to_beat, money),
        productUrl: origin + productHref(r.slug, r.variation_id != null ? choices[index] : undefined),
        stopUrl: origin + wishlistAlertStopHref(r.token),
      }),
    );
  }
  return toMail.length;
}

/** The alert a stop link names, for its confirmation page; null when the link is unknown or spent. */
export async function findAlertByToken(
  db: Tx,
  token: string,
): Promise<{ kind: AlertKind; name: string; options: string } | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("wishlist_alerts as a")
    .innerJoin("wishlist_items as i", "i.id", "a.wishlist_item_id")
    .innerJoin("products as p", "p.id", "i.product_id")
    .where("a.token", "=", token)
    .select(["a.kind", "p.name", "i.attributes_json"])
    .executeTakeFirst();
  if (!row) return null;
  const [options] = await describeChoices(db, [parseChoice(row.attributes_json)]);
  return { kind: row.kind === "price" ? "price" : "stock", name: row.name, options };
}

/**
 * The stop link's POST: removes this alert, and the same alert on the same thing in the
 * customer's other lists (they were mailed as one), or with `all` every wishlist alert of the
 * customer. False when the token is unknown (already stopped), so nothing changes.
 */
export async function stopWishlistAlerts(db: DB, token: string, all: boolean): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  return writeTransaction(db, async (tx) => {
    const alert = await tx
      .selectFrom("wishlist_alerts as a")
      .innerJoin("wishlist_items as i", "i.id", "a.wishlist_item_id")
      .innerJoin("wishlists as w", "w.id", "i.wishlist_id")
      .where("a.token", "=", token)
      .select(["a.id", "a.kind", "w.customer_id", "i.product_id", "i.variation_id"])
      .executeTakeFirst();
    if (!alert) return false;
    if (alert.customer_id == null) {
      await tx.deleteFrom("wishlist_alerts").where("id", "=", alert.id).execute();
      return true;
    }
    const customerId = alert.customer_id;
    await tx
      .deleteFrom("wishlist_alerts")
      .where("wishlist_item_id", "in", (eb) => {
        let items = eb
          .selectFrom("wishlist_items as i")
          .innerJoin("wishlists as w", "w.id", "i.wishlist_id")
          .select("i.id")
          .where("w.customer_id", "=", customerId);
        if (!all) {
          items = items
            .where("i.product_id", "=", alert.product_id)
            .where((e) =>
              alert.variation_id == null
                ? e("i.variation_id", "is", null)
                : e("i.variation_id", "=", alert.variation_id),
            );
        }
        return items;
      })
      .$if(!all, (q) => q.where("kind", "=", alert.kind))
      .execute();
    return true;
  });
}
