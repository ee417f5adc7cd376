import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { nowIso, takeTurns, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { compiledOnce } from "~/lib/compiled-query.server";
import { productHref, wishlistHref } from "~/lib/hrefs";
import { responsiveImage } from "~/lib/image";
import { loadImages } from "~/lib/images.server";
import { findPurchasableProduct } from "~/modules/catalog/product-record.server";
import { variationFields } from "~/modules/catalog/purchase";
import { availabilityText, isInStock } from "~/modules/catalog/stock";
import { lookUpVariation, type Choice } from "~/modules/catalog/variation";
import { addToCartIn, type CartSession } from "~/modules/cart/cart.server";
import { getSettings } from "~/modules/settings/settings.server";
import { wishlistMessages } from "./wishlist.messages";
import { findItemAlerts } from "./wishlist-alerts.server";
import { describeChoices, parseChoice } from "./wishlist-options.server";
import { itemKeyOf, MAX_ITEMS_PER_LIST, MAX_LISTS, pageCountOf, readWishlistTitle } from "./wishlist-rules";
import type {
  WishlistItemView,
  WishlistPageView,
  WishlistPrivacy,
  WishlistState,
  WishlistSummary,
} from "./wishlist.types";
import { isRecordId } from "~/lib/record-id";

export type { WishlistItemView, WishlistPageView, WishlistState, WishlistSummary } from "./wishlist.types";

/**
 * Who owns wishlists: a customer (once logged in, by customer id) or else the visitor's session.
 * A guest's lists carry the session id; merging them into an account (mergeGuestWishlists) sets
 * their customer id.
 */
export interface WishlistOwner {
  sessionId: string;
  customerId: number | null;
}

/** The owner for a session row (findSession), or null without a session. */
export function wishlistOwnerOf(session: { id: string; customer_id: number | null } | null): WishlistOwner | null {
  return session ? { sessionId: session.id, customerId: session.customer_id } : null;
}

/** A visitor's session, if any, and how to open one on the first add (the cart's own CartSession). */
export interface WishlistSession extends CartSession {
  customerId: number | null;
}

/** A random share key: 18 bytes (144 bits), base64url. */
export function newShareKey(): string {
  return randomBytes(18).toString("base64url");
}

/** The condition "list w belongs to the owner" (the lists' alias is w). */
function ownedBy(owner: WishlistOwner) {
  return owner.customerId != null
    ? sql<boolean>`w.customer_id = ${owner.customerId}`
    : sql<boolean>`w.session_id = ${owner.sessionId} and w.customer_id is null`;
}

/**
 * Makes an owner's changes that count its lists or a list's items take turns (takeTurns): two
 * sent at once (a double click, a script) would otherwise both count the same lists, and both
 * make a list past MAX_LISTS, a second default list or an item past MAX_ITEMS_PER_LIST.
 */
async function takeOwnerTurn(tx: Tx, owner: WishlistOwner | null): Promise<void> {
  if (!owner) return;
  await takeTurns(tx, owner.customerId != null ? `wishlist:c${owner.customerId}` : `wishlist:s${owner.sessionId}`);
}

/** The owner's lists, the default first, then by creation, with their item counts (one query). */
export async function listWishlists(db: Tx, owner: WishlistOwner | null): Promise<WishlistSummary[]> {
  if (!owner) return [];
  const rows = await db
    .selectFrom("wishlists as w")
    .where(ownedBy(owner))
    .leftJoin("wishlist_items as i", "i.wishlist_id", "w.id")
    .groupBy(["w.id", "w.title", "w.share_key", "w.is_default", "w.privacy", "w.created_at"])
    .orderBy("w.is_default", "desc")
    .orderBy("w.id")
    .select((eb) => [
      "w.id",
      "w.title",
      "w.share_key",
      "w.is_default",
      "w.privacy",
      eb.fn.count<number>("i.id").as("n"),
    ])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    shareKey: r.share_key,
    isDefault: r.is_default === 1,
    privacy: r.privacy === "private" ? "private" : "share",
    itemCount: Number(r.n),
  }));
}

/** The products in an owner's lists with how often each is there: every page of a visitor with a session asks. */
const heldQuery = (db: Tx, owner: WishlistOwner) =>
  db
    .selectFrom("wishlist_items as i")
    .innerJoin("wishlists as w", "w.id", "i.wishlist_id")
    .where(ownedBy(owner))
    .groupBy("i.product_id")
    .select((eb) => ["i.product_id", eb.fn.countAll<number>().as("n")]);
const heldByCustomer = compiledOnce((db, customerId: number) => heldQuery(db, { sessionId: "", customerId }));
const heldBySession = compiledOnce((db, sessionId: string) => heldQuery(db, { sessionId, customerId: null }));

/**
 * What every page shows of the owner's lists, in one query: the header's counter (items in all
 * lists together) and the products in any list (their Add to wishlist buttons show pressed, with
 * or without JavaScript).
 */
export async function findWishlistHeld(
  db: Tx,
  owner: WishlistOwner | null,
): Promise<{ count: number; productIds: number[] }> {
  if (!owner) return { count: 0, productIds: [] };
  const rows =
    owner.customerId != null ? await heldByCustomer(db, owner.customerId) : await heldBySession(db, owner.sessionId);
  return {
    count: rows.reduce((sum, r) => sum + Number(r.n), 0),
    productIds: rows.map((r) => r.product_id),
  };
}

/** The counter, the lists with what each holds, and the products in any list (two queries). */
export async function findWishlistState(db: Tx, owner: WishlistOwner | null): Promise<WishlistState> {
  const [lists, settings] = await Promise.all([listWishlists(db, owner), getSettings(db)]);
  const simpleFlow = settings.wishlist_simple_flow === "yes";
  const allowParentVariable = settings.wishlist_allow_parent_variable === "yes";
  if (!owner || lists.length === 0) return { counter: 0, lists: [], products: {}, simpleFlow, allowParentVariable };
  const items = await db
    .selectFrom("wishlist_items")
    .where(
      "wishlist_id",
      "in",
      lists.map((l) => l.id),
    )
    .select(["wishlist_id", "product_id", "variation_id"])
    .execute();
  const products: Record<string, number[]> = {};
  for (const i of items) {
    const id = i.variation_id ?? i.product_id;
    const held = (products[String(i.product_id)] ??= []);
    if (!held.includes(id)) held.push(id);
  }
  return {
    counter: items.length,
    lists: lists.map((l) => ({
      ID: l.id,
      title: l.title,
      url: wishlistHref(l.shareKey),
      in: items.filter((i) => i.wishlist_id === l.id).map((i) => i.variation_id ?? i.product_id),
    })),
    products,
    simpleFlow,
    allowParentVariable,
  };
}

/** One of the owner's lists by id, or their default (the first) when id is null. */
export async function findOwnWishlist(
  db: Tx,
  owner: WishlistOwner | null,
  id: number | null,
): Promise<WishlistSummary | null> {
  const lists = await listWishlists(db, owner);
  return id == null ? (lists[0] ?? null) : (lists.find((l) => l.id === id) ?? null);
}

/** A list by its share key, with whether the owner is the one asking. */
export async function findWishlistByShareKey(
  db: Tx,
  shareKey: string,
  owner: WishlistOwner | null,
): Promise<{ wishlist: WishlistSummary; isOwner: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(shareKey)) return null;
  const row = await db.selectFrom("wishlists").selectAll().where("share_key", "=", shareKey).executeTakeFirst();
  if (!row) return null;
  const isOwner =
    owner != null &&
    (owner.customerId != null
      ? row.customer_id === owner.customerId
      : row.customer_id == null && row.session_id === owner.sessionId);
  const count = await db
    .selectFrom("wishlist_items")
    .where("wishlist_id", "=", row.id)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return {
    isOwner,
    wishlist: {
      id: row.id,
      title: row.title,
      shareKey: row.share_key,
      isDefault: row.is_default === 1,
      privacy: row.privacy === "private" ? "private" : "share",
      itemCount: Number(count?.n ?? 0),
    },
  };
}

/** A page of a list's items, newest first, with prices, stock, images and alerts from the catalog now (4 queries). */
export async function findWishlistPage(
  db: Tx,
  wishlist: WishlistSummary,
  page: number,
  perPage: number,
): Promise<WishlistPageView> {
  const total = wishlist.itemCount;
  const pageCount = pageCountOf(total, perPage);
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("wishlist_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .leftJoin("variations as v", "v.id", "i.variation_id")
    .where("i.wishlist_id", "=", wishlist.id)
    .orderBy("i.id", "desc")
    .limit(perPage)
    .offset((current - 1) * perPage)
    .select([
      "i.id",
      "i.product_id",
      "i.variation_id",
      "i.attributes_json",
      "i.added_at",
      "p.name",
      "p.slug",
      "p.type",
      "p.price as p_price",
      "p.regular_price as p_regular",
      "p.stock_status as p_stock_status",
      "p.stock_quantity as p_stock",
      "p.image_id as p_image",
      "v.price as v_price",
      "v.regular_price as v_regular",
      "v.stock_status as v_stock_status",
      "v.stock_quantity as v_stock",
      "v.image_id as v_image",
    ])
    .execute();
  const choices = rows.map((r) => parseChoice(r.attributes_json));
  const [optionTexts, images, alerts] = await Promise.all([
    describeChoices(db, choices),
    loadImages(
      db,
      rows.map((r) => r.v_image ?? r.p_image),
    ),
    findItemAlerts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const items = rows.map((r, index): WishlistItemView => {
    const isVariation = r.variation_id != null;
    const status = (isVariation ? r.v_stock_status : r.p_stock_status) ?? "outofstock";
    const stock = (isVariation ? r.v_stock : r.p_stock) ?? null;
    const stored = images.get((r.v_image ?? r.p_image) as number);
    const image = stored ? responsiveImage(stored, "thumbnail") : null;
    const choice = choices[index];
    const options = optionTexts[index];
    return {
      id: r.id,
      productId: r.product_id,
      variationId: r.variation_id,
      name: r.name,
      url: productHref(r.slug, isVariation ? choice : undefined),
      options,
      choice,
      price: (isVariation ? r.v_price : r.p_price) ?? 0,
      regularPrice: (isVariation ? r.v_regular : r.p_regular) ?? 0,
      availability: availabilityText(status, stock),
      isInStock: isInStock(status, stock),
      imageUrl: image?.src ?? null,
      addedAt: r.added_at,
      alerts: alerts.get(r.id) ?? { stock: false, price: false },
    };
  });
  return { wishlist, items, page: current, perPage, total, pageCount };
}

// ---------------------------------------------------------------------------------------
// Changing lists

/** Why an add is refused; a no-JavaScript refusal carries the code in the choose page's address. */
export const wishlistRefusals = [
  "not_found",
  "options",
  "no_match",
  "name_needed",
  "name_too_long",
  "too_many_lists",
  "list_full",
  "list_not_found",
  "too_many_visitors",
] as const;
export type WishlistRefusal = (typeof wishlistRefusals)[number];

export type AddToWishlistResult =
  | {
      ok: true;
      status: "added" | "exists";
      productName: string;
      wishlist: { id: number; title: string; shareKey: string };
      sessionId: string;
    }
  | { ok: false; code: WishlistRefusal; httpStatus: 400 | 404 | 429 };

export interface AddToWishlistInput {
  productId: number;
  variationId: number | null;
  choice: Choice;
  /** An existing list of the owner; null = the default list (made on the first add). */
  wishlistId: number | null;
  /** A new list's name ("Create New"), when given instead of a list. */
  newTitle: string | null;
  /** The owner lets parent variable products be added without a chosen variation. */
  allowParent: boolean;
}

type ChoiceInput = Pick<AddToWishlistInput, "choice" | "variationId" | "allowParent">;

/**
 * The variation a wishlist add's choice leads to (none for a simple product, or for a parent the
 * owner lets in), or why the product cannot be added as chosen: missing options, a choice no
 * variation matches, a product that is not for sale.
 */
type FoundProduct = Awaited<ReturnType<typeof findPurchasableProduct>>;

function readWishlistChoice(
  product: FoundProduct,
  input: ChoiceInput,
):
  | { ok: true; product: NonNullable<FoundProduct>; variationId: number | null; choice: Choice }
  | { ok: false; code: WishlistRefusal; httpStatus: 400 | 404 } {
  if (!product || !product.isPublished) return { ok: false, code: "not_found", httpStatus: 404 };
  if (product.type !== "variable") {
    return input.variationId != null
      ? { ok: false, code: "not_found", httpStatus: 404 }
      : { ok: true, product, variationId: null, choice: {} };
  }
  const fields = variationFields(product);
  const lookup = lookUpVariation(product.variations, fields, input.choice);
  let variationId: number | null = null;
  let choice: Choice = {};
  if (lookup.kind === "found") {
    variationId = lookup.variation.variation_id;
    choice = Object.fromEntries(fields.map((f) => [f, input.choice[f]]));
  } else if (lookup.kind === "none") return { ok: false, code: "no_match", httpStatus: 400 };
  else if (!input.allowParent) return { ok: false, code: "options", httpStatus: 400 };
  if (input.variationId != null && input.variationId !== variationId)
    return { ok: false, code: "no_match", httpStatus: 400 };
  return { ok: true, product, variationId, choice };
}

/**
 * The variation a press's choice names: null for a simple product, and when the choice names no
 * single variation (then a press stands for the product with any of its variations).
 */
export async function findChosenVariationId(
  db: DB,
  input: Pick<ChoiceInput, "choice" | "variationId"> & { productId: number },
): Promise<number | null> {
  const chosen = readWishlistChoice(await findPurchasableProduct(db, input.productId), { ...input, allowParent: true });
  return chosen.ok ? chosen.variationId : null;
}

/**
 * Why a product cannot go into a wishlist as chosen (its options), before any list is chosen:
 * without JavaScript the shopper is told so at once, not after picking a list. Null when it can.
 */
export async function findWishlistChoiceProblem(
  db: DB,
  input: ChoiceInput & { productId: number },
): Promise<WishlistRefusal | null> {
  const chosen = readWishlistChoice(await findPurchasableProduct(db, input.productId), input);
  return chosen.ok ? null : chosen.code;
}

/**
 * Adds a product, or the variation its choice leads to (with the chosen options), to a list of
 * the visitor's: a chosen list, a new one, or the default list, made on the first add. Opens the
 * session only once the add passes its checks, in the same transaction. Adding what a list
 * already holds changes nothing and answers "exists".
 */
export async function addToWishlist(
  db: DB,
  session: WishlistSession,
  input: AddToWishlistInput,
): Promise<AddToWishlistResult> {
  const refuse = (code: WishlistRefusal, httpStatus: 400 | 404 = 400): AddToWishlistResult => ({
    ok: false,
    code,
    httpStatus,
  });
  const newTitle = input.newTitle != null ? readWishlistTitle(input.newTitle) : null;
  if (newTitle && !newTitle.ok) return refuse(newTitle.code);
  return writeTransaction(db, async (tx) => {
    const chosen = readWishlistChoice(await findPurchasableProduct(tx, input.productId), input);
    if (!chosen.ok) return refuse(chosen.code, chosen.httpStatus);
    const { product, variationId, choice } = chosen;

    const owner: WishlistOwner | null = session.id ? { sessionId: session.id, customerId: session.customerId } : null;
    await takeOwnerTurn(tx, owner);
    const lists = await listWishlists(tx, owner);
    let list: { id: number; title: string; shareKey: string } | undefined;
    if (newTitle?.ok) {
      if (lists.length >= MAX_LISTS) return refuse("too_many_lists");
    } else if (input.wishlistId != null) {
      const found = lists.find((l) => l.id === input.wishlistId);
      if (!found) return refuse("list_not_found", 404);
      list = found;
    } else if (lists[0]) list = lists[0];
    const chosenId = list?.id;
    const held = lists.find((l) => l.id === chosenId)?.itemCount ?? 0;
    if (held >= MAX_ITEMS_PER_LIST) return refuse("list_full");

    const sessionId = session.id ?? (await session.open(tx));
    if (!list) {
      list = await insertWishlist(
        tx,
        { sessionId, customerId: session.customerId },
        newTitle?.ok ? newTitle.title : null,
        lists.length === 0,
      );
    }
    const written = await tx
      .insertInto("wishlist_items")
      .values({
        wishlist_id: list.id,
        product_id: product.id,
        variation_id: variationId,
        attributes_json: JSON.stringify(choice),
        quantity: 1,
        added_at: nowIso(),
        item_key: itemKeyOf(product.id, variationId, choice),
      })
      .onConflict((oc) => oc.columns(["wishlist_id", "item_key"]).doNothing())
      .executeTakeFirst();
    const added = Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
    return {
      ok: true,
      status: added ? "added" : "exists",
      productName: product.name,
      wishlist: { id: list.id, title: list.title, shareKey: list.shareKey },
      sessionId,
    };
  });
}

async function insertWishlist(
  tx: Tx,
  owner: WishlistOwner,
  title: string | null,
  isDefault: boolean,
): Promise<{ id: number; title: string; shareKey: string }> {
  const shareKey = newShareKey();
  const finalTitle = title ?? wishlistMessages.defaultTitle;
  const row = await tx
    .insertInto("wishlists")
    .values({
      share_key: shareKey,
      title: finalTitle,
      session_id: owner.sessionId,
      customer_id: owner.customerId,
      is_default: isDefault ? 1 : 0,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, title: finalTitle, shareKey };
}

/** Makes a new, empty list for the visitor (opening the session if needed). */
export async function createWishlist(
  db: DB,
  session: WishlistSession,
  text: string,
): Promise<{ ok: true; wishlist: WishlistSummary } | { ok: false; code: WishlistRefusal }> {
  const read = readWishlistTitle(text);
  if (!read.ok) return read;
  return writeTransaction(db, async (tx) => {
    const owner = session.id ? { sessionId: session.id, customerId: session.customerId } : null;
    await takeOwnerTurn(tx, owner);
    const lists = await listWishlists(tx, owner);
    if (lists.length >= MAX_LISTS) return { ok: false as const, code: "too_many_lists" as const };
    const sessionId = session.id ?? (await session.open(tx));
    const made = await insertWishlist(
      tx,
      { sessionId, customerId: session.customerId },
      read.title,
      lists.length === 0,
    );
    return {
      ok: true as const,
      wishlist: {
        id: made.id,
        title: made.title,
        shareKey: made.shareKey,
        isDefault: lists.length === 0,
        privacy: "share" as const,
        itemCount: 0,
      },
    };
  });
}

export async function renameWishlist(
  db: DB,
  owner: WishlistOwner,
  id: number,
  text: string,
): Promise<{ ok: true; title: string } | { ok: false; code: WishlistRefusal }> {
  const read = readWishlistTitle(text);
  if (!read.ok) return read;
  return writeTransaction(db, async (tx) => {
    if (!(await findOwnWishlist(tx, owner, id))) return { ok: false as const, code: "list_not_found" as const };
    await tx.updateTable("wishlists").set({ title: read.title }).where("id", "=", id).execute();
    return { ok: true as const, title: read.title };
  });
}

export async function setWishlistPrivacy(db: DB, owner: WishlistOwner, id: number, privacy: WishlistPrivacy) {
  return writeTransaction(db, async (tx) => {
    if (!(await findOwnWishlist(tx, owner, id))) return false;
    await tx.updateTable("wishlists").set({ privacy }).where("id", "=", id).execute();
    return true;
  });
}

/** Deletes a list and its items; when it was the default, the oldest remaining list becomes the default. */
export async function deleteWishlist(db: DB, owner: WishlistOwner, id: number): Promise<WishlistSummary | null> {
  return writeTransaction(db, async (tx) => {
    const list = await findOwnWishlist(tx, owner, id);
    if (!list) return null;
    await tx.deleteFrom("wishlist_items").where("wishlist_id", "=", id).execute();
    await tx.deleteFrom("wishlists").where("id", "=", id).execute();
    if (list.isDefault) {
      const next = (await listWishlists(tx, owner))[0];
      if (next) await tx.updateTable("wishlists").set({ is_default: 1 }).where("id", "=", next.id).execute();
    }
    return list;
  });
}

/** Removes items (by id) from one of the owner's lists; returns the products of what was removed. */
export async function removeWishlistItems(
  db: DB,
  owner: WishlistOwner,
  wishlistId: number,
  itemIds: number[],
): Promise<{ productId: number; name: string }[] | null> {
  return writeTransaction(db, async (tx) => {
    if (!(await findOwnWishlist(tx, owner, wishlistId))) return null;
    if (itemIds.length === 0) return [];
    const rows = await tx
      .selectFrom("wishlist_items as i")
      .innerJoin("products as p", "p.id", "i.product_id")
      .where("i.wishlist_id", "=", wishlistId)
      .where("i.id", "in", itemIds)
      .select(["i.id", "i.product_id", "p.name"])
      .execute();
    if (rows.length > 0)
      await tx
        .deleteFrom("wishlist_items")
        .where("wishlist_id", "=", wishlistId)
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
    return rows.map((r) => ({ productId: r.product_id, name: r.name }));
  });
}

/** Simple flow's second press: removes a product (or one variation of it) from every list of the owner. */
export async function removeProductFromWishlists(
  db: DB,
  owner: WishlistOwner,
  productId: number,
  variationId: number | null,
): Promise<string | null> {
  return writeTransaction(db, async (tx) => {
    const lists = await listWishlists(tx, owner);
    if (lists.length === 0) return null;
    const product = await tx.selectFrom("products").select("name").where("id", "=", productId).executeTakeFirst();
    if (!product) return null;
    let query = tx
      .deleteFrom("wishlist_items")
      .where(
        "wishlist_id",
        "in",
        lists.map((l) => l.id),
      )
      .where("product_id", "=", productId);
    if (variationId != null) query = query.where("variation_id", "=", variationId);
    const done = await query.executeTakeFirst();
    return Number(done.numDeletedRows) > 0 ? product.name : null;
  });
}

export interface MoveToCartOutcome {
  added: string[];
  /** The products of `added`, in the same order. */
  addedProductIds: number[];
  refused: { name: string; message: string }[];
}

/**
 * Puts items of one of the owner's lists into the session's cart (all of them when itemIds is
 * null), in one transaction, each through the cart's own add (addToCartIn: the same stock,
 * option and quantity rules as every add). Variations keep their chosen options. What the cart
 * takes leaves the list; what it refuses stays, with the cart's reason.
 */
export async function moveWishlistItemsToCart(
  db: DB,
  session: WishlistSession & { id: string },
  wishlistId: number,
  itemIds: number[] | null,
): Promise<MoveToCartOutcome | null> {
  const settings = await getSettings(db);
  const owner = { sessionId: session.id, customerId: session.customerId };
  return writeTransaction(db, async (tx) => {
    if (!(await findOwnWishlist(tx, owner, wishlistId))) return null;
    let query = tx
      .selectFrom("wishlist_items as i")
      .innerJoin("products as p", "p.id", "i.product_id")
      .where("i.wishlist_id", "=", wishlistId)
      .orderBy("i.id")
      .select(["i.id", "i.product_id", "i.variation_id", "i.attributes_json", "i.quantity", "p.name"]);
    if (itemIds) {
      if (itemIds.length === 0) return { added: [], addedProductIds: [], refused: [] };
      query = query.where("i.id", "in", itemIds);
    }
    const items = await query.execute();
    const outcome: MoveToCartOutcome = { added: [], addedProductIds: [], refused: [] };
    const movedIds: number[] = [];
    for (const item of items) {
      const result = await addToCartIn(tx, settings, session, {
        productId: item.product_id,
        variationId: item.variation_id,
        quantity: String(Math.max(1, item.quantity)),
        choice: parseChoice(item.attributes_json),
      });
      if (result.ok) {
        outcome.added.push(item.name);
        outcome.addedProductIds.push(item.product_id);
        movedIds.push(item.id);
      } else outcome.refused.push({ name: item.name, message: result.message });
    }
    if (movedIds.length > 0) await tx.deleteFrom("wishlist_items").where("id", "in", movedIds).execute();
    return outcome;
  });
}

/**
 * A guest's lists join the customer's account on login or registration. The rule for names: a
 * guest list whose title matches one of the customer's lists (ignoring case) pours its items into
 * that list (things it already holds are not doubled) and disappears; every other guest list
 * becomes the customer's, keeping its share key; the guest's default stops being a default when
 * the customer already has one. The limits hold as for any change: once the account has
 * MAX_LISTS lists, a further guest list pours into the account's default list instead, and a
 * list poured into takes items (oldest first) only while it has room under MAX_ITEMS_PER_LIST.
 * Without them, logging in again and again as a new guest could grow an account without bound.
 */
export async function mergeGuestWishlists(tx: Tx, sessionId: string, customerId: number): Promise<void> {
  const guest = await listWishlists(tx, { sessionId, customerId: null });
  if (guest.length === 0) return;
  // Two logins at once into one account would otherwise count its lists before either moved any.
  await takeOwnerTurn(tx, { sessionId, customerId });
  const own = await listWishlists(tx, { sessionId, customerId });
  const hasDefault = own.some((l) => l.isDefault);
  let listCount = own.length;
  for (const list of guest) {
    const same =
      own.find((o) => o.title.toLowerCase() === list.title.toLowerCase()) ??
      (listCount >= MAX_LISTS ? (own.find((o) => o.isDefault) ?? own[0]) : undefined);
    if (same) {
      await pourWishlistItems(tx, list.id, same.id);
      await tx.deleteFrom("wishlist_items").where("wishlist_id", "=", list.id).execute();
      await tx.deleteFrom("wishlists").where("id", "=", list.id).execute();
    } else {
      await tx
        .updateTable("wishlists")
        .set({ customer_id: customerId, is_default: list.isDefault && !hasDefault ? 1 : 0 })
        .where("id", "=", list.id)
        .execute();
      listCount++;
    }
  }
}

/** Copies a list's items into another, oldest first, skipping what it holds and stopping when it is full. */
async function pourWishlistItems(tx: Tx, fromId: number, intoId: number): Promise<void> {
  const { held } = await tx
    .selectFrom("wishlist_items")
    .select((eb) => eb.fn.countAll<number | string>().as("held"))
    .where("wishlist_id", "=", intoId)
    .executeTakeFirstOrThrow();
  const room = MAX_ITEMS_PER_LIST - Number(held);
  if (room <= 0) return;
  await sql`insert into wishlist_items (wishlist_id, product_id, variation_id, attributes_json, quantity, added_at, item_key)
    select ${intoId}, product_id, variation_id, attributes_json, quantity, added_at, item_key
    from wishlist_items g where g.wishlist_id = ${fromId}
    and not exists (select 1 from wishlist_items o where o.wishlist_id = ${intoId} and o.item_key = g.item_key)
    order by g.added_at, g.id limit ${room}`.execute(tx);
}

/** The notice codes of a product's back-in-stock and price-drop e-mails turned on or off. */
export const wishlistAlertNotices = ["stock_on", "stock_off", "price_on", "price_off"] as const;

/**
 * The notice a list's page shows after a change that ended on it (?wl_notice=code, with
 * product_id=n or count=n where the message names a product or a number): an add or a removal
 * made without JavaScript, the list made (`listTitle`, the list the page shows), renamed, its
 * privacy changed or deleted, products taken into the cart, a product's e-mails turned on or off
 * (`customerId`, the visitor's account: the words name its e-mail address).
 */
export async function findWishlistNotice(
  db: Tx,
  url: URL,
  listTitle: string | null,
  customerId: number | null = null,
): Promise<{ ok: boolean; message: string } | null> {
  const code = url.searchParams.get("wl_notice");
  if (code === "deleted") return { ok: true, message: wishlistMessages.listDeletedPlain };
  if (code === "privacy") return { ok: true, message: wishlistMessages.privacyChanged };
  if (code === "created" || code === "renamed") {
    if (listTitle === null) return null;
    const message =
      code === "created" ? wishlistMessages.listCreated(listTitle) : wishlistMessages.listRenamed(listTitle);
    return { ok: true, message };
  }
  const count = Number(url.searchParams.get("count") ?? "");
  if (code === "removed_items" && Number.isSafeInteger(count) && count > 0)
    return { ok: true, message: wishlistMessages.itemsRemoved(count) };
  if (code === "to_cart" && Number.isSafeInteger(count) && count > 1)
    return { ok: true, message: wishlistMessages.addedToCartCount(count) };
  const alert = wishlistAlertNotices.find((a) => a === code);
  if (code !== "added" && code !== "exists" && code !== "removed" && code !== "to_cart" && !alert) return null;
  const id = url.searchParams.get("product_id") ?? "";
  if (!isRecordId(id)) return null;
  const product = await db.selectFrom("products").select("name").where("id", "=", Number(id)).executeTakeFirst();
  if (!product) return null;
  if (alert === "stock_off") return { ok: true, message: wishlistMessages.alertStockOff(product.name) };
  if (alert === "price_off") return { ok: true, message: wishlistMessages.alertPriceOff(product.name) };
  if (alert) {
    const customer =
      customerId === null
        ? undefined
        : await db.selectFrom("customers").select("email").where("id", "=", customerId).executeTakeFirst();
    if (!customer) return null;
    const on = alert === "stock_on" ? wishlistMessages.alertStockOn : wishlistMessages.alertPriceOn;
    return { ok: true, message: on(product.name, customer.email) };
  }
  return {
    ok: true,
    message:
      code === "added"
        ? wishlistMessages.added(product.name)
        : code === "exists"
          ? wishlistMessages.alreadyIn(product.name)
          : code === "to_cart"
            ? wishlistMessages.addedToCart([product.name])
            : wishlistMessages.removed(product.name),
  };
}
