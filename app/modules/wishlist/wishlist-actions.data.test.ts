import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { openSession } from "~/lib/session.server";
import { seedCartCatalog } from "~/modules/cart/test-fixtures";
import { setSetting } from "~/modules/settings/settings.server";
import { handleAddToWishlist, handleWishlistAction } from "./wishlist-actions.server";
import {
  addToWishlist,
  findWishlistNotice,
  findWishlistPage,
  findWishlistState,
  listWishlists,
} from "./wishlist.server";
import { wishlistMessages } from "./wishlist.messages";

/** Add to wishlist without JavaScript: the plain POST /wishlist/add of the product page and cards. */
describe.each(testDatabaseKinds)("Add to wishlist without JavaScript on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(() => t?.cleanup());

  /** A guest whose session already holds these products (or variations) on its default list. */
  async function guestWith(...items: { productId: number; choice?: Record<string, string> }[]) {
    const { id } = await openSession(t.db, { address: "192.0.2.1" });
    const session = { id, customerId: null, open: async () => id };
    for (const item of items) {
      const added = await addToWishlist(t.db, session, {
        productId: item.productId,
        variationId: null,
        choice: item.choice ?? {},
        wishlistId: null,
        newTitle: null,
        allowParent: false,
      });
      expect(added.ok).toBe(true);
    }
    return id;
  }

  function press(sessionId: string, fields: Record<string, string>) {
    const body = new URLSearchParams({ return_to: "/product/x/", ...fields });
    const request = new Request("http://shop.test/wishlist/add", {
      method: "POST",
      headers: { Cookie: `shop_session=${sessionId}` },
      body,
    });
    return handleAddToWishlist(t.db, request, new URLSearchParams(body) as unknown as FormData, "192.0.2.10");
  }

  const held = async (sessionId: string) => (await findWishlistState(t.db, { sessionId, customerId: null })).products;

  /** The answer ends on the wishlist page, which says the Glitch Alert Pack was removed; the mug stays. */
  async function expectRemovedAlerts(answer: Response, sessionId: string) {
    expect(answer.status).toBe(303);
    const to = new URL(answer.headers.get("Location")!, "http://shop.test");
    expect(to.pathname).toBe("/wishlist/");
    expect(Object.keys(await held(sessionId))).toEqual([String(c.mug)]);
    expect(await findWishlistNotice(t.db, to, "Wishlist")).toEqual({
      ok: true,
      message: "Glitch Alert Pack removed from Wishlist",
    });
  }

  it("in simple flow, a second press removes the product and the wishlist page says so", async () => {
    await setSetting(t.db, "wishlist_simple_flow", "yes");
    try {
      const id = await guestWith({ productId: c.alerts }, { productId: c.mug });
      const answer = await press(id, { product_id: String(c.alerts) });
      await expectRemovedAlerts(answer, id);

      // A product on no list still goes to the choice of list.
      const choose = await press(id, { product_id: String(c.alerts) });
      expect(choose.headers.get("Location")).toMatch(/^\/wishlist\/choose\/\?product_id=/);
    } finally {
      await setSetting(t.db, "wishlist_simple_flow", "no");
    }
  });

  it("in simple flow, removes only the chosen variation; another one goes to the choice of list", async () => {
    await setSetting(t.db, "wishlist_simple_flow", "yes");
    try {
      const id = await guestWith({ productId: c.hoodie, choice: { attribute_color: "black" } });
      const other = await press(id, { product_id: String(c.hoodie), attribute_color: "violet" });
      expect(other.headers.get("Location")).toMatch(/^\/wishlist\/choose\//);
      expect((await held(id))[String(c.hoodie)]).toEqual([c.hoodieBlack]);
      const same = await press(id, { product_id: String(c.hoodie), attribute_color: "black" });
      expect(same.headers.get("Location")).toMatch(/^\/wishlist\/\?wl_notice=removed/);
      expect((await held(id))[String(c.hoodie)]).toBeUndefined();
    } finally {
      await setSetting(t.db, "wishlist_simple_flow", "no");
    }
  });

  it("a remove sent without JavaScript ends on the wishlist page, which names what was removed", async () => {
    const id = await guestWith({ productId: c.alerts }, { productId: c.mug });
    const answer = await press(id, { product_id: String(c.alerts), product_action: "remove" });
    await expectRemovedAlerts(answer, id);
    // Nothing to remove: back where the press came from, with nothing to say.
    const none = await press(id, { product_id: String(c.alerts), product_action: "remove" });
    expect(none.headers.get("Location")).toBe("/product/x/");
  });

  it("a remove pressed in a second tab, after the product left the lists, says the product is gone", async () => {
    const id = await guestWith({ productId: c.alerts }, { productId: c.mug });
    await press(id, { product_id: String(c.alerts), product_action: "remove" });
    const again = await press(id, { product_id: String(c.alerts), product_action: "remove", _js: "1" });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ status: false, msg: wishlistMessages.itemGone, removed: false });
  });

  it("without simple flow, a press on a product already on a list asks for a list", async () => {
    const id = await guestWith({ productId: c.alerts });
    const answer = await press(id, { product_id: String(c.alerts) });
    expect(answer.headers.get("Location")).toMatch(/^\/wishlist\/choose\//);
    expect(Object.keys(await held(id))).toEqual([String(c.alerts)]);
  });
});

/** The wishlist page's own forms (POST /wishlist/), with and without JavaScript. */
describe.each(testDatabaseKinds)("The wishlist page's forms on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(() => t?.cleanup());

  /** A guest with these products on the default list; its item ids in the same order. */
  async function guestWith(...productIds: number[]) {
    const { id } = await openSession(t.db, { address: "192.0.2.1" });
    const session = { id, customerId: null, open: async () => id };
    for (const productId of productIds) {
      const added = await addToWishlist(t.db, session, {
        productId,
        variationId: null,
        choice: {},
        wishlistId: null,
        newTitle: null,
        allowParent: false,
      });
      expect(added.ok).toBe(true);
    }
    const owner = { sessionId: id, customerId: null };
    const list = (await listWishlists(t.db, owner))[0];
    const items = (await findWishlistPage(t.db, list, 1, 50)).items;
    return { id, itemIds: productIds.map((p) => items.find((i) => i.productId === p)!.id) };
  }

  function post(sessionId: string, fields: [string, string][]) {
    const body = new URLSearchParams(fields);
    const request = new Request("http://shop.test/wishlist/", {
      method: "POST",
      headers: { Cookie: `shop_session=${sessionId}` },
      body,
    });
    return handleWishlistAction(t.db, request, new URLSearchParams(body) as unknown as FormData, null);
  }

  /** The answer without JavaScript: a 303 to the list's page, and the notice that page shows. */
  async function redirectedNotice(answer: Awaited<ReturnType<typeof post>>) {
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    const to = new URL(response.headers.get("Location")!, "http://shop.test");
    expect(to.pathname).toBe("/wishlist/");
    return findWishlistNotice(t.db, to, "Wishlist");
  }

  it("a row's Remove without JavaScript ends on the list's page, which names what was removed", async () => {
    const { id, itemIds } = await guestWith(c.alerts, c.mug);
    expect(await redirectedNotice(await post(id, [["intent", `remove:${itemIds[0]}`]]))).toEqual({
      ok: true,
      message: "Glitch Alert Pack removed from Wishlist",
    });
    // With JavaScript the same press answers its notice as data, on the page it came from.
    const js = await post(id, [
      ["intent", `remove:${itemIds[1]}`],
      ["_js", "1"],
    ]);
    expect(js).not.toBeInstanceOf(Response);
    expect(js).toMatchObject({ data: { ok: true, message: "Limited Streamer Mug removed from Wishlist" } });
  });

  it("a row's button pressed for a product already gone from the list says so, not that the list is missing", async () => {
    const { id, itemIds } = await guestWith(c.alerts, c.mug);
    await redirectedNotice(await post(id, [["intent", `remove:${itemIds[0]}`]]));
    // The same page, still showing the removed row (another tab, or a page kept open without JavaScript).
    for (const intent of [`remove:${itemIds[0]}`, `add-to-cart:${itemIds[0]}`]) {
      for (const js of [[], [["_js", "1"]]] as [string, string][][]) {
        expect(await post(id, [["intent", intent], ...js])).toMatchObject({
          data: { ok: false, message: wishlistMessages.itemGone },
          init: { status: 404 },
        });
      }
    }
    expect(wishlistMessages.itemGone).not.toBe(wishlistMessages.notFound);
    // Ticked and sent in bulk, products already gone are nothing to act on, for either bulk action.
    for (const bulk of ["remove", "add_to_cart"]) {
      for (const js of [[], [["_js", "1"]]] as [string, string][][]) {
        expect(
          await post(id, [["intent", "apply"], ["bulk_action", bulk], ["item", String(itemIds[0])], ...js]),
        ).toMatchObject({ data: { ok: false, message: wishlistMessages.nothingSelected }, init: { status: 400 } });
      }
    }
    // The other product is still there.
    expect(Object.keys((await findWishlistState(t.db, { sessionId: id, customerId: null })).products)).toEqual([
      String(c.mug),
    ]);
  });

  it("bulk removal, add to cart, rename and privacy without JavaScript end on the list's page", async () => {
    const { id, itemIds } = await guestWith(c.alerts, c.mug, c.stock5);
    const bulk = await post(id, [
      ["intent", "apply"],
      ["bulk_action", "remove"],
      ["item", String(itemIds[1])],
      ["item", String(itemIds[2])],
    ]);
    expect(await redirectedNotice(bulk)).toEqual({ ok: true, message: "2 products removed from Wishlist" });
    expect(await redirectedNotice(await post(id, [["intent", `add-to-cart:${itemIds[0]}`]]))).toEqual({
      ok: true,
      message: "“Glitch Alert Pack” has been added to your cart.",
    });
    expect(
      await redirectedNotice(
        await post(id, [
          ["intent", "privacy"],
          ["privacy", "private"],
        ]),
      ),
    ).toEqual({
      ok: true,
      message: "Wishlist privacy updated.",
    });
    const renamed = (await post(id, [
      ["intent", "rename"],
      ["wishlist_name", "Stream setup"],
    ])) as Response;
    expect(renamed.status).toBe(303);
    expect(new URL(renamed.headers.get("Location")!, "http://shop.test").searchParams.get("wl_notice")).toBe("renamed");
    // A refused change shows the page again with its reason.
    const refused = await post(id, [
      ["intent", "rename"],
      ["wishlist_name", ""],
    ]);
    expect(refused).not.toBeInstanceOf(Response);
    // About this list, which keeps its name: not worded as a new one.
    expect(refused).toMatchObject({ data: { ok: false, message: "Please enter a name for this wishlist." } });
    const blank = await post(id, [
      ["intent", "rename"],
      ["wishlist_name", "   "],
    ]);
    expect(blank).toMatchObject({ data: { ok: false, message: "Please enter a name for this wishlist." } });
  });

  it("a refused name names the form whose name field it is about, with and without JavaScript", async () => {
    const { id } = await guestWith(c.mug);
    for (const js of [[], [["_js", "1"]]] as [string, string][][]) {
      for (const [name, message] of [
        ["", "Please enter a name for this wishlist."],
        ["x".repeat(101), "A wishlist name may have at most 100 characters."],
      ]) {
        expect(await post(id, [["intent", "rename"], ["wishlist_name", name], ...js])).toMatchObject({
          data: { ok: false, message, nameField: "rename" },
          init: { status: 400 },
        });
      }
      for (const [name, message] of [
        ["  ", "Please enter a name for the new wishlist."],
        ["x".repeat(101), "A wishlist name may have at most 100 characters."],
      ]) {
        expect(await post(id, [["intent", "create"], ["wishlist_name", name], ...js])).toMatchObject({
          data: { ok: false, message, nameField: "create" },
          init: { status: 400 },
        });
      }
    }
    // Nothing was made or renamed.
    const lists = await listWishlists(t.db, { sessionId: id, customerId: null });
    expect(lists.map((l) => l.title)).toEqual(["Wishlist"]);
    // A refusal about something else than the name names no field.
    const other = await post(id, [
      ["intent", "apply"],
      ["bulk_action", "remove"],
    ]);
    expect(other).toMatchObject({ data: { ok: false } });
    expect((other as { data: { nameField?: string } }).data.nameField).toBeUndefined();
  });

  it("the notice for several products taken into the cart counts them", async () => {
    const to = new URL("http://shop.test/wishlist/?wl_notice=to_cart&count=3");
    expect(await findWishlistNotice(t.db, to, "Wishlist")).toEqual({
      ok: true,
      message: "3 products have been added to your cart.",
    });
  });
});
