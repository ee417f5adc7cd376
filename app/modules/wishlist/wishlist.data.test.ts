import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { openSession } from "~/lib/session.server";
import { getCart } from "~/modules/cart/cart.server";
import { insertCustomer, seedCartCatalog } from "~/modules/cart/test-fixtures";
import { setSetting } from "~/modules/settings/settings.server";
import {
  addToWishlist,
  findWishlistHeld,
  createWishlist,
  deleteWishlist,
  findOwnWishlist,
  findWishlistByShareKey,
  findWishlistPage,
  findWishlistState,
  listWishlists,
  mergeGuestWishlists,
  moveWishlistItemsToCart,
  removeProductFromWishlists,
  removeWishlistItems,
  renameWishlist,
  type AddToWishlistInput,
  type WishlistSession,
} from "./wishlist.server";
import { MAX_ITEMS_PER_LIST, MAX_LISTS } from "./wishlist-rules";

describe.each(testDatabaseKinds)("wishlists on %s", (kind) => {
  let t: TestDatabase;
  let c: Awaited<ReturnType<typeof seedCartCatalog>>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    c = await seedCartCatalog(t.db);
  });
  afterAll(async () => t?.cleanup());

  /** A visitor: no session until the first successful change opens one. */
  function visitor() {
    const v = {
      opened: 0,
      session: {
        id: null as string | null,
        customerId: null as number | null,
        open: async (tx: Parameters<typeof openSession>[0]) => {
          const made = await openSession(tx, { address: "192.0.2.1" });
          v.opened++;
          v.session.id = made.id;
          return made.id;
        },
      } satisfies WishlistSession,
      owner: () => ({ sessionId: v.session.id!, customerId: v.session.customerId }),
    };
    return v;
  }
  const add = (v: ReturnType<typeof visitor>, input: Partial<AddToWishlistInput> & { productId: number }) =>
    addToWishlist(t.db, v.session, {
      variationId: null,
      choice: {},
      wishlistId: null,
      newTitle: null,
      allowParent: false,
      ...input,
    });

  it("makes the default list and opens the session on the first add, once", async () => {
    const v = visitor();
    const first = await add(v, { productId: c.alerts });
    expect(first).toMatchObject({ ok: true, status: "added", productName: "Glitch Alert Pack" });
    expect(v.opened).toBe(1);
    const again = await add(v, { productId: c.alerts });
    expect(again).toMatchObject({ ok: true, status: "exists" });
    expect(v.opened).toBe(1);
    const lists = await listWishlists(t.db, v.owner());
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ title: "Wishlist", isDefault: true, itemCount: 1, privacy: "share" });
    // A share key of at least 128 bits (18 random bytes in base64url).
    expect(lists[0].shareKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await findWishlistHeld(t.db, v.owner())).count).toBe(1);
  });

  it("keeps a variation with its chosen options and refuses an incomplete choice without a session", async () => {
    const v = visitor();
    expect(await add(v, { productId: c.hoodie })).toEqual({ ok: false, code: "options", httpStatus: 400 });
    expect(await add(v, { productId: c.hoodie, choice: { attribute_color: "green" } })).toMatchObject({
      ok: false,
      code: "no_match",
    });
    expect(v.opened).toBe(0);
    const added = await add(v, { productId: c.hoodie, choice: { attribute_color: "black" } });
    expect(added).toMatchObject({ ok: true, status: "added" });
    const list = (await findOwnWishlist(t.db, v.owner(), null))!;
    const page = await findWishlistPage(t.db, list, 1, 10);
    expect(page.items[0]).toMatchObject({
      name: "Neon Grid Hoodie",
      variationId: c.hoodieBlack,
      options: "Color: Black",
      price: 4500,
      url: "/product/neon-grid-hoodie/?attribute_color=black",
    });
    // With the owner's permission, the parent product alone.
    expect(await add(v, { productId: c.hoodie, allowParent: true })).toMatchObject({ ok: true, status: "added" });
    const state = await findWishlistState(t.db, v.owner());
    expect(state.counter).toBe(2);
    expect(state.products[String(c.hoodie)].sort()).toEqual([c.hoodie, c.hoodieBlack].sort());
    expect(state.lists[0]).toMatchObject({ title: "Wishlist", url: `/wishlist/${list.shareKey}/` });
    // The browser's Add to wishlist learns the owner's choice, so it does not look disabled when the parent may go in.
    expect(state.allowParentVariable).toBe(false);
    await setSetting(t.db, "wishlist_allow_parent_variable", "yes");
    try {
      expect((await findWishlistState(t.db, v.owner())).allowParentVariable).toBe(true);
      expect((await findWishlistState(t.db, null)).allowParentVariable).toBe(true);
    } finally {
      await setSetting(t.db, "wishlist_allow_parent_variable", "no");
    }
  });

  it("adds to a new named list or a chosen one, never to another visitor's", async () => {
    const v = visitor();
    const other = visitor();
    await add(other, { productId: c.alerts });
    const otherList = (await listWishlists(t.db, other.owner()))[0];
    const made = await add(v, { productId: c.mug, newTitle: "  Birthday  " });
    expect(made).toMatchObject({ ok: true, wishlist: { title: "Birthday" } });
    expect(await add(v, { productId: c.mug, newTitle: "   " })).toMatchObject({ ok: false, code: "name_needed" });
    expect(await add(v, { productId: c.mug, wishlistId: otherList.id })).toMatchObject({
      ok: false,
      code: "list_not_found",
    });
    expect(await removeWishlistItems(t.db, v.owner(), otherList.id, [1, 2, 3])).toBeNull();
    expect(await renameWishlist(t.db, v.owner(), otherList.id, "Mine now")).toMatchObject({ ok: false });
    expect(await deleteWishlist(t.db, v.owner(), otherList.id)).toBeNull();
    expect(await listWishlists(t.db, other.owner())).toMatchObject([{ title: "Wishlist", itemCount: 1 }]);

    const second = await createWishlist(t.db, v.session, "Later");
    expect(second).toMatchObject({ ok: true, wishlist: { title: "Later", isDefault: false } });
    expect(await renameWishlist(t.db, v.owner(), (made as { wishlist: { id: number } }).wishlist.id, "Gifts")).toEqual({
      ok: true,
      title: "Gifts",
    });
    const lists = await listWishlists(t.db, v.owner());
    expect(lists.map((l) => [l.title, l.isDefault])).toEqual([
      ["Gifts", true],
      ["Later", false],
    ]);
    await deleteWishlist(t.db, v.owner(), lists[0].id);
    expect(await listWishlists(t.db, v.owner())).toMatchObject([{ title: "Later", isDefault: true }]);
  });

  it("holds the limit on lists when new lists are asked for all at once", async () => {
    const v = visitor();
    await add(v, { productId: c.alerts });
    for (let i = 2; i < MAX_LISTS; i++)
      expect(await createWishlist(t.db, v.session, `List ${i}`)).toMatchObject({ ok: true });
    expect(await listWishlists(t.db, v.owner())).toHaveLength(MAX_LISTS - 1);
    await warmPool(t);
    // A script (or a double click) sends several at once: only one of them finds room.
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => createWishlist(t.db, v.session, `Burst ${i}`)),
      ...Array.from({ length: 3 }, (_, i) => add(v, { productId: c.alerts, newTitle: `Burst add ${i}` })),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual(
      Array.from({ length: 5 }, () => expect.objectContaining({ code: "too_many_lists" })),
    );
    expect(await listWishlists(t.db, v.owner())).toHaveLength(MAX_LISTS);
  });

  it("makes one default list when a new list's first adds come at once", async () => {
    const v = visitor();
    // A visitor with a session and no list yet: their only list made, then deleted.
    const made = await createWishlist(t.db, v.session, "Gifts");
    await deleteWishlist(t.db, v.owner(), made.ok ? made.wishlist.id : 0);
    expect(await listWishlists(t.db, v.owner())).toHaveLength(0);
    await warmPool(t);
    const answers = await Promise.all(Array.from({ length: 4 }, () => add(v, { productId: c.alerts })));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await listWishlists(t.db, v.owner())).toEqual([expect.objectContaining({ isDefault: true, itemCount: 1 })]);
  });

  it("finds a list by its share key, telling the owner from others", async () => {
    const v = visitor();
    await add(v, { productId: c.alerts });
    const list = (await listWishlists(t.db, v.owner()))[0];
    expect(await findWishlistByShareKey(t.db, list.shareKey, v.owner())).toMatchObject({ isOwner: true });
    expect(await findWishlistByShareKey(t.db, list.shareKey, null)).toMatchObject({ isOwner: false });
    expect(await findWishlistByShareKey(t.db, "not-a-key", null)).toBeNull();
  });

  it("removes items, and a product from every list (simple flow)", async () => {
    const v = visitor();
    await add(v, { productId: c.alerts });
    await add(v, { productId: c.mug });
    await add(v, { productId: c.alerts, newTitle: "Two" });
    const list = (await listWishlists(t.db, v.owner()))[0];
    const page = await findWishlistPage(t.db, list, 1, 10);
    const mug = page.items.find((i) => i.productId === c.mug)!;
    expect(await removeWishlistItems(t.db, v.owner(), list.id, [mug.id])).toEqual([
      { productId: c.mug, name: "Limited Streamer Mug" },
    ]);
    expect(await removeProductFromWishlists(t.db, v.owner(), c.alerts, null)).toBe("Glitch Alert Pack");
    expect((await findWishlistHeld(t.db, v.owner())).count).toBe(0);
  });

  it("moves items to the cart in one transaction through the cart's rules; refused ones stay", async () => {
    const v = visitor();
    await add(v, { productId: c.alerts });
    await add(v, { productId: c.tee }); // out of stock: the cart refuses it
    await add(v, { productId: c.hoodie, choice: { attribute_color: "black" } });
    const list = (await listWishlists(t.db, v.owner()))[0];
    const session = { ...v.session, id: v.session.id! };
    const outcome = await moveWishlistItemsToCart(t.db, session, list.id, null);
    expect(outcome?.added.sort()).toEqual(["Glitch Alert Pack", "Neon Grid Hoodie"]);
    expect(outcome?.refused).toEqual([
      {
        name: "Retro Arcade Tee",
        message: "You cannot add “Retro Arcade Tee” to the cart because the product is out of stock.",
      },
    ]);
    const cart = await getCart(t.db, session.id);
    expect(cart.lines.map((l) => [l.name, l.variationId, l.quantity])).toEqual([
      ["Glitch Alert Pack", null, 1],
      ["Neon Grid Hoodie", c.hoodieBlack, 1],
    ]);
    expect((await findWishlistHeld(t.db, v.owner())).count).toBe(1);
    const other = visitor();
    await add(other, { productId: c.alerts });
    expect(await moveWishlistItemsToCart(t.db, session, (await listWishlists(t.db, other.owner()))[0].id, null)).toBe(
      null,
    );
  });

  it("merges a guest's lists into the customer's on login: same names pour together, others move over", async () => {
    const customer = { id: await insertCustomer(t.db, `ada-${kind}`) };
    const earlier = visitor();
    earlier.session.customerId = customer.id;
    await add(earlier, { productId: c.alerts });
    await add(earlier, { productId: c.mug, newTitle: "Gifts" });

    const guest = visitor();
    await add(guest, { productId: c.alerts }); // already in the customer's default list
    await add(guest, { productId: c.stock5 });
    await add(guest, { productId: c.mug, newTitle: "gifts" });
    await add(guest, { productId: c.stock5, newTitle: "Stickers" });
    const stickers = (await listWishlists(t.db, guest.owner())).find((l) => l.title === "Stickers")!;

    expect(await findWishlistHeld(t.db, guest.owner())).toMatchObject({ count: 4 });
    await mergeGuestWishlists(t.db, guest.session.id!, customer.id);
    expect(await listWishlists(t.db, guest.owner())).toEqual([]);
    expect(await findWishlistHeld(t.db, guest.owner())).toEqual({ count: 0, productIds: [] });
    // The header's counter follows the customer's lists, whichever session asks.
    const held = await findWishlistHeld(t.db, { sessionId: "any", customerId: customer.id });
    expect(held.count).toBe(4);
    expect([...held.productIds].sort((a, b) => a - b)).toEqual([c.alerts, c.mug, c.stock5].sort((a, b) => a - b));
    const merged = await listWishlists(t.db, { sessionId: "any", customerId: customer.id });
    expect(merged.map((l) => [l.title, l.isDefault, l.itemCount])).toEqual([
      ["Wishlist", true, 2],
      ["Gifts", false, 1],
      ["Stickers", false, 1],
    ]);
    expect(merged.find((l) => l.title === "Stickers")?.shareKey).toBe(stickers.shareKey);
  });

  it("keeps an account within its limits when a guest's lists join it on login", async () => {
    const customer = { id: await insertCustomer(t.db, `full-${kind}`) };
    const lists = await t.db
      .insertInto("wishlists")
      .values(
        Array.from({ length: MAX_LISTS }, (_, i) => ({
          share_key: `full-${kind}-${i}`,
          title: i === 1 ? "Big" : `List ${i + 1}`,
          session_id: null,
          customer_id: customer.id,
          is_default: i === 0 ? 1 : 0,
          created_at: "2026-01-01T00:00:00.000Z",
        })),
      )
      .returning("id")
      .execute();
    // "Big" is one item short of full.
    await t.db
      .insertInto("wishlist_items")
      .values(
        Array.from({ length: MAX_ITEMS_PER_LIST - 1 }, (_, i) => ({
          wishlist_id: lists[1].id,
          product_id: c.alerts,
          variation_id: null,
          attributes_json: "{}",
          quantity: 1,
          added_at: "2026-01-01T00:00:00.000Z",
          item_key: `filler-${i}`,
        })),
      )
      .execute();

    const guest = visitor();
    await add(guest, { productId: c.mug }); // the guest's default list: a list the account has no room for
    await add(guest, { productId: c.stock5, newTitle: "Gifts" }); // another one
    await add(guest, { productId: c.mug, newTitle: "big" }); // pours into "Big", which has room for one
    await add(guest, { productId: c.stock5, newTitle: "big" });
    await mergeGuestWishlists(t.db, guest.session.id!, customer.id);

    const merged = await listWishlists(t.db, { sessionId: "any", customerId: customer.id });
    expect(merged).toHaveLength(MAX_LISTS);
    expect(merged.find((l) => l.title === "Big")?.itemCount).toBe(MAX_ITEMS_PER_LIST);
    // The lists past the limit poured into the account's default list.
    const byDefault = merged.find((l) => l.isDefault)!;
    expect(byDefault.title).toBe("List 1");
    expect(byDefault.itemCount).toBe(2);
    expect(await listWishlists(t.db, guest.owner())).toEqual([]);
  });
});
