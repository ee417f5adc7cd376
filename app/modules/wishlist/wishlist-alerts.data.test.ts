import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { setPrice, setStock } from "../../../scripts/shop";
import { writeTransaction } from "~/lib/db.server";
import { openSession } from "~/lib/session.server";
import { restoreStock } from "~/modules/catalog/stock.server";
import { insertCustomer, seedCartCatalog } from "~/modules/cart/test-fixtures";
import { findAlertByToken, setWishlistAlert, stopWishlistAlerts } from "./wishlist-alerts.server";
import {
  addToWishlist,
  findWishlistNotice,
  findWishlistPage,
  listWishlists,
  type WishlistSession,
} from "./wishlist.server";

const origin = "https://shop.example";

describe.each(testDatabaseKinds)("wishlist alerts on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  let customerId: number;
  let listId: number;
  const email = `alerts-${kind}@example.com`;
  const items: Record<"tee" | "black" | "violet", number> = { tee: 0, black: 0, violet: 0 };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
    // The out-of-stock tee gets a SKU, so the owner's commands can reach it.
    await t.db.updateTable("products").set({ sku: "RAT" }).where("id", "=", c.tee).execute();
    const customer = { id: await insertCustomer(t.db, `alerts-${kind}`, email) };
    customerId = customer.id;
    const session: WishlistSession = {
      id: null,
      customerId,
      open: async (tx) => {
        const made = await openSession(tx, { address: "192.0.2.1" });
        session.id = made.id;
        return made.id;
      },
    };
    const base = { variationId: null, choice: {}, wishlistId: null, newTitle: null, allowParent: false };
    await addToWishlist(t.db, session, { ...base, productId: c.tee });
    await addToWishlist(t.db, session, {
      ...base,
      productId: c.hoodie,
      variationId: c.hoodieBlack,
      choice: { attribute_color: "black" },
    });
    await addToWishlist(t.db, session, {
      ...base,
      productId: c.hoodie,
      variationId: c.hoodieViolet,
      choice: { attribute_color: "violet" },
    });
    const [list] = await listWishlists(t.db, { sessionId: session.id!, customerId });
    listId = list.id;
    const page = await findWishlistPage(t.db, list, 1, 10);
    items.tee = page.items.find((i) => i.productId === c.tee)!.id;
    items.black = page.items.find((i) => i.variationId === c.hoodieBlack)!.id;
    items.violet = page.items.find((i) => i.variationId === c.hoodieViolet)!.id;
  });
  afterAll(async () => t?.cleanup());

  let seen = 0;
  /** The mails queued to the customer since the last call. */
  async function newMail() {
    const rows = await t.db
      .selectFrom("mail_outbox")
      .select(["id", "to_address", "subject", "text_body", "html_body"])
      .where("to_address", "=", email)
      .where("id", ">", seen)
      .orderBy("id")
      .execute();
    if (rows.length > 0) seen = rows[rows.length - 1].id;
    return rows;
  }
  const optIn = (item: keyof typeof items, alert: "stock" | "price", on = true) =>
    setWishlistAlert(t.db, { customerId, wishlistId: listId, itemId: items[item], kind: alert, on, origin });

  it("opts in per item and kind, for customers only, and shows it on the page", async () => {
    expect(await optIn("tee", "stock")).toEqual({ ok: true, productId: c.tee, name: "Retro Arcade Tee", email });
    expect(await optIn("tee", "stock")).toMatchObject({ ok: true }); // twice: still one alert
    expect(
      await setWishlistAlert(t.db, {
        customerId: null,
        wishlistId: listId,
        itemId: items.tee,
        kind: "stock",
        on: true,
        origin,
      }),
    ).toEqual({ ok: false, code: "needs_account" });
    expect(
      await setWishlistAlert(t.db, {
        customerId: customerId + 1000,
        wishlistId: listId,
        itemId: items.tee,
        kind: "price",
        on: true,
        origin,
      }),
    ).toEqual({ ok: false, code: "not_found" });
    const [list] = await listWishlists(t.db, { sessionId: "any", customerId });
    const tee = (await findWishlistPage(t.db, list, 1, 10)).items.find((i) => i.id === items.tee)!;
    expect(tee.alerts).toEqual({ stock: true, price: false });
    expect(await newMail()).toEqual([]);
  });

  it("stock:set from 0 to 5 mails once; again does not; out of stock and back mails again", async () => {
    await setStock(t.db, "RAT", "5");
    const [mail, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Back in stock at Overlay Lab: Retro Arcade Tee");
    expect(mail.text_body).toContain("“Retro Arcade Tee” from your wishlist is back in stock");
    expect(mail.text_body).toContain("Availability: 5 in stock");
    expect(mail.text_body).toContain(`${origin}/product/retro-arcade-tee/`);
    expect(mail.text_body).toMatch(new RegExp(`${origin}/wishlist/alerts/stop/[A-Za-z0-9_-]{24}/`));
    expect(mail.html_body).toContain(`<a href="${origin}/product/retro-arcade-tee/">`);

    await setStock(t.db, "RAT", "5");
    await setStock(t.db, "RAT", "8");
    expect(await newMail()).toHaveLength(0);

    await setStock(t.db, "RAT", "0");
    expect(await newMail()).toHaveLength(0);
    await setStock(t.db, "RAT", "2");
    expect((await newMail()).map((m) => m.subject)).toEqual(["Back in stock at Overlay Lab: Retro Arcade Tee"]);
  });

  it("price:set lower mails one price drop; higher, or back to a price already mailed, does not", async () => {
    await optIn("tee", "price");
    await setPrice(t.db, "RAT", "29.00", "24.00");
    const mails = await newMail();
    expect(mails.map((m) => m.subject)).toEqual(["Price drop at Overlay Lab: Retro Arcade Tee now $24.00"]);
    expect(mails[0].text_body).toContain("now costs $24.00 (it was $29.00)");
    await setPrice(t.db, "RAT", "24.00");
    await setPrice(t.db, "RAT", "31.00");
    expect(await newMail()).toHaveLength(0);
    await setPrice(t.db, "RAT", "29.00", "24.00");
    expect(await newMail()).toHaveLength(0);
    await setPrice(t.db, "RAT", "29.00", "23.50");
    expect((await newMail()).map((m) => m.subject)).toEqual(["Price drop at Overlay Lab: Retro Arcade Tee now $23.50"]);
  });

  it("a variation's alert mails for that variation only, also when a cancelled order puts stock back", async () => {
    await setStock(t.db, "NGH-BLK", "0");
    await optIn("black", "stock");
    await setStock(t.db, "NGH-VIO", "4");
    expect(await newMail()).toHaveLength(0);

    await writeTransaction(t.db, (tx) =>
      restoreStock(tx, [{ productId: c.hoodie, variationId: c.hoodieBlack, quantity: 2, name: "Neon Grid Hoodie" }]),
    );
    const mails = await newMail();
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain("Options: Color: Black");
    expect(mails[0].text_body).toContain(`${origin}/product/neon-grid-hoodie/?attribute_color=black`);
  });

  it("the stop link asks first, then stops only what it names (or everything)", async () => {
    await setStock(t.db, "RAT", "0");
    await optIn("violet", "price");
    const token = (
      await t.db
        .selectFrom("wishlist_alerts")
        .select("token")
        .where("wishlist_item_id", "=", items.tee)
        .where("kind", "=", "stock")
        .executeTakeFirstOrThrow()
    ).token;
    expect(await findAlertByToken(t.db, token)).toEqual({ kind: "stock", name: "Retro Arcade Tee", options: "" });
    expect(await findAlertByToken(t.db, "not-a-token")).toBeNull();

    expect(await stopWishlistAlerts(t.db, token, false)).toBe(true);
    expect(await stopWishlistAlerts(t.db, token, false)).toBe(false);
    await setStock(t.db, "RAT", "3");
    expect(await newMail()).toHaveLength(0);
    // The tee's price alert is still on.
    await setPrice(t.db, "RAT", "29.00", "20.00");
    expect(await newMail()).toHaveLength(1);

    const priceToken = (
      await t.db
        .selectFrom("wishlist_alerts")
        .select("token")
        .where("wishlist_item_id", "=", items.violet)
        .executeTakeFirstOrThrow()
    ).token;
    expect(await stopWishlistAlerts(t.db, priceToken, true)).toBe(true);
    expect(await t.db.selectFrom("wishlist_alerts").select("id").execute()).toEqual([]);
    await setPrice(t.db, "RAT", "29.00", "10.00");
    expect(await newMail()).toHaveLength(0);
  });

  it("the list's page names the e-mails turned on or off without JavaScript, with the account's address", async () => {
    const notice = (query: string, customer: number | null) =>
      findWishlistNotice(
        t.db,
        new URL(`http://shop.test/wishlist/?${query}&product_id=${c.tee}`),
        "Wishlist",
        customer,
      );
    expect(await notice("wl_notice=stock_on", customerId)).toEqual({
      ok: true,
      message: `We will e-mail ${email} when “Retro Arcade Tee” is back in stock.`,
    });
    expect(await notice("wl_notice=price_off", customerId)).toEqual({
      ok: true,
      message: "You will no longer get an e-mail when the price of “Retro Arcade Tee” drops.",
    });
    // Without an account there is no address to name.
    expect(await notice("wl_notice=price_on", null)).toBeNull();
  });
});
