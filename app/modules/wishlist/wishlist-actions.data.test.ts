import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { openSession } from "~/lib/session.server";
import { seedCartCatalog } from "~/modules/cart/test-fixtures";
import { setSetting } from "~/modules/settings/settings.server";
import { handleAddToWishlist } from "./wishlist-actions.server";
import { addToWishlist, findWishlistNotice, findWishlistState } from "./wishlist.server";

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
    const { id } = await openSession(t.db);
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
    return handleAddToWishlist(t.db, request, new URLSearchParams(body) as unknown as FormData);
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

  it("without simple flow, a press on a product already on a list asks for a list", async () => {
    const id = await guestWith({ productId: c.alerts });
    const answer = await press(id, { product_id: String(c.alerts) });
    expect(answer.headers.get("Location")).toMatch(/^\/wishlist\/choose\//);
    expect(Object.keys(await held(id))).toEqual([String(c.alerts)]);
  });
});
