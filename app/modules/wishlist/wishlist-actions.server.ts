import { data, redirect } from "react-router";
import type { DB } from "~/lib/db.server";
import { wishlistChoosePath, wishlistHref, wishlistPath } from "~/lib/hrefs";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { findSession, NewSessionLimitReached, openSession } from "~/lib/session.server";
import { sessionMessages } from "~/lib/session.messages";
import { mailOrigin } from "~/lib/site-origin.server";
import { addToCartFields } from "~/modules/cart/cart.schema";
import { getSettings } from "~/modules/settings/settings.server";
import { canApplyBulkAction } from "./wishlist-rules";
import { setWishlistAlert } from "./wishlist-alerts.server";
import { nameRefusalMessage, wishlistMessages, type WishlistNoticeCode } from "./wishlist.messages";
import {
  AddToWishlistSchema,
  WishlistActionSchema,
  wishlistActionFields,
  type AddToWishlistForm,
} from "./wishlist.schema";
import {
  addToWishlist,
  createWishlist,
  deleteWishlist,
  findChosenVariationId,
  findOwnWishlist,
  findWishlistByShareKey,
  findWishlistChoiceProblem,
  findWishlistState,
  moveWishlistItemsToCart,
  removeProductFromWishlists,
  removeWishlistItems,
  renameWishlist,
  setWishlistPrivacy,
  wishlistOwnerOf,
  type MoveToCartOutcome,
  wishlistRefusals,
  type WishlistRefusal,
  type WishlistSession,
  type AddToWishlistResult,
} from "./wishlist.server";
import type { WishlistAnswer, WishlistNameForm } from "./wishlist.types";

/**
 * What the wishlist page's actions answer (the page shows it as its notice). A refused name
 * names its form: the page shows the message at that form's name field.
 */
export interface WishlistActionData {
  ok: boolean;
  message: string;
  nameField?: WishlistNameForm;
}

/** Whether a refusal is about the name typed (rather than the list or the visitor): shown at the name field. */
export function isNameRefusal(code: string | null): code is "name_needed" | "name_too_long" {
  return code === "name_needed" || code === "name_too_long";
}

export function refusalMessage(code: WishlistRefusal): string {
  switch (code) {
    case "options":
      return wishlistMessages.selectOptions;
    case "no_match":
      return wishlistMessages.selectOptions;
    case "name_needed":
      return wishlistMessages.nameNeeded;
    case "name_too_long":
      return wishlistMessages.nameTooLong;
    case "too_many_lists":
      return wishlistMessages.tooManyLists;
    case "list_not_found":
      return wishlistMessages.notFound;
    case "list_full":
      return wishlistMessages.listFull;
    case "not_found":
      return wishlistMessages.productNotFound;
    case "too_many_visitors":
      return sessionMessages.tooManyNewVisitors;
  }
}

/** The refusal a no-JavaScript add came back with (?wl_error=…), as the choose page shows it. */
export function readRefusalNotice(params: URLSearchParams): { ok: false; message: string } | null {
  const code = params.get("wl_error");
  const known = wishlistRefusals.find((c) => c === code);
  return known ? { ok: false, message: refusalMessage(known) } : null;
}

/** The no-JavaScript choose page for this add (its product and options), with a refusal's code. */
function choosePageHref(input: AddToWishlistForm, refusal?: WishlistRefusal): string {
  const query = new URLSearchParams({ product_id: String(input.product_id) });
  for (const [field, value] of Object.entries(input.choice)) if (value) query.set(field, value);
  if (input.return_to) query.set("return_to", safeRedirectPath(input.return_to, "/"));
  if (refusal) query.set("wl_error", refusal);
  return `${wishlistChoosePath}?${query}`;
}

/** The wishlist page saying a product was taken off the visitor's lists (findWishlistNotice reads it). */
function removedNoticeHref(productId: number): string {
  return `${wishlistPath}?wl_notice=removed&product_id=${productId}`;
}

function wantsJson(request: Request, form: FormData): boolean {
  return form.get("_js") === "1" || (request.headers.get("Accept") ?? "").includes("application/json");
}

/**
 * POST /wishlist/add. With JavaScript it answers WishlistAnswer as JSON (status, msg, the
 * visitor's new wishlist state, the redirect the owner asks for). Without it: a form that names
 * no list (the product page's button) is sent on to the choose form (GET /wishlist/add with the
 * product and its options); the choose form's answer goes to the list's page with the outcome's
 * code in the address.
 */
export async function handleAddToWishlist(
  db: DB,
  request: Request,
  form: FormData,
  address: string,
): Promise<Response> {
  const json = wantsJson(request, form);
  const fields = addToCartFields(form);
  const parsed = fields ? AddToWishlistSchema.safeParse(fields) : null;
  if (!parsed?.success) {
    const answer: WishlistAnswer = { status: false, msg: wishlistMessages.badRequest };
    return json ? Response.json(answer, { status: 400 }) : new Response(answer.msg, { status: 400 });
  }
  const input = parsed.data;
  const settings = await getSettings(db);
  const session = await findSession(db, request);
  const owner = wishlistOwnerOf(session);

  if (input.product_action === "remove") {
    const name = owner ? await removeProductFromWishlists(db, owner, input.product_id, input.variation_id) : null;
    const answer: WishlistAnswer = {
      status: name != null,
      // Nothing to remove: the product left the lists already (another tab, an older page), not a list gone.
      msg: name ? wishlistMessages.removed(name) : wishlistMessages.itemGone,
      removed: name != null,
      state: await findWishlistState(db, owner),
    };
    if (json) return Response.json(answer, { status: name ? 200 : 404 });
    // Without JavaScript the wishlist page says what was removed, as after simple flow's removal.
    if (name) return redirect(removedNoticeHref(input.product_id), 303);
    return redirect(safeRedirectPath(input.return_to, wishlistPath), 303);
  }

  if (!json && input.wishlist_id === undefined) {
    // Simple flow: a press on a product already on a list removes it, as the button does with
    // JavaScript; the wishlist page then says so.
    if (settings.wishlist_simple_flow === "yes" && owner) {
      const variationId =
        input.variation_id ??
        (await findChosenVariationId(db, { productId: input.product_id, variationId: null, choice: input.choice }));
      const removed = await removeProductFromWishlists(db, owner, input.product_id, variationId);
      if (removed) return redirect(removedNoticeHref(input.product_id), 303);
    }
    // Without JavaScript the list is chosen on a page of its own; a product that cannot go in as
    // chosen (its options) says so there at once, before a list is asked for.
    const problem = await findWishlistChoiceProblem(db, {
      productId: input.product_id,
      variationId: input.variation_id,
      choice: input.choice,
      allowParent: settings.wishlist_allow_parent_variable === "yes",
    });
    return redirect(choosePageHref(input, problem ?? undefined), 303);
  }

  let setCookie: string | null = null;
  const wishlistSession: WishlistSession = {
    id: session?.id ?? null,
    customerId: session?.customer_id ?? null,
    open: async (tx) => {
      const opened = await openSession(tx, { address });
      setCookie = opened.setCookie;
      return opened.id;
    },
  };
  const isNew = input.wishlist_id === "new" || (input.wishlist_id === "" && (input.wishlist_name ?? "") !== "");
  const result = await addToWishlist(db, wishlistSession, {
    productId: input.product_id,
    variationId: input.variation_id,
    choice: input.choice,
    wishlistId: typeof input.wishlist_id === "number" ? input.wishlist_id : null,
    newTitle: isNew ? (input.wishlist_name ?? "") : null,
    allowParent: settings.wishlist_allow_parent_variable === "yes",
  }).catch((error: unknown): AddToWishlistResult => {
    if (!(error instanceof NewSessionLimitReached)) throw error;
    return { ok: false, code: "too_many_visitors", httpStatus: 429 };
  });
  const headers = new Headers();
  if (setCookie) headers.set("Set-Cookie", setCookie);
  if (!result.ok) {
    const answer: WishlistAnswer = {
      status: false,
      msg: refusalMessage(result.code),
      field: isNameRefusal(result.code) ? "wishlist_name" : undefined,
    };
    if (json) return Response.json(answer, { status: result.httpStatus, headers });
    // Without JavaScript the shopper goes back to the choose page, which shows why.
    return redirect(choosePageHref(input, result.code), { status: 303, headers });
  }
  const listUrl = wishlistHref(result.wishlist.shareKey);
  const newOwner = { sessionId: result.sessionId, customerId: wishlistSession.customerId };
  if (json) {
    const answer: WishlistAnswer = {
      status: true,
      msg:
        result.status === "added"
          ? wishlistMessages.added(result.productName)
          : wishlistMessages.alreadyIn(result.productName),
      url: listUrl,
      share_key: result.wishlist.shareKey,
      redirect: settings.wishlist_redirect_after_add === "yes" ? listUrl : undefined,
      state: await findWishlistState(db, newOwner),
    };
    return Response.json(answer, { headers });
  }
  const code = result.status === "added" ? "added" : "exists";
  return redirect(`${listUrl}?wl_notice=${code}&product_id=${input.product_id}`, { status: 303, headers });
}

/** The list's page saying the change it shows (findWishlistNotice reads the code). */
function listNoticeHref(listPath: string, code: WishlistNoticeCode, detail?: { productId?: number; count?: number }) {
  const query = new URLSearchParams({ wl_notice: code });
  if (detail?.productId !== undefined) query.set("product_id", String(detail.productId));
  if (detail?.count !== undefined) query.set("count", String(detail.count));
  return `${listPath}?${query}`;
}

/** The notice of products taken into the cart, as a code: one product by its id, more by their number. */
function toCartNotice(outcome: MoveToCartOutcome) {
  const ids = outcome.addedProductIds;
  return ids.length === 1 ? { productId: ids[0] } : { count: ids.length };
}

function moveMessage(outcome: MoveToCartOutcome): WishlistActionData {
  const parts: string[] = [];
  if (outcome.added.length > 0) parts.push(wishlistMessages.addedToCart(outcome.added));
  for (const r of outcome.refused) parts.push(wishlistMessages.notAddedToCart(r.name, r.message));
  return { ok: outcome.refused.length === 0 && outcome.added.length > 0, message: parts.join(" ") };
}

/**
 * The wishlist page's forms (POST /wishlist/ for the default list, /wishlist/{shareKey}/ for
 * one list). Only the list's owner may change it: anyone else gets 404 and nothing changes.
 * With JavaScript (`_js=1`) a change answers its notice as data; without it a change made is a 303
 * to the list's page, which says what was done (Post/Redirect/Get: a reload sends nothing again),
 * and a refusal shows the page again with its reason.
 */
export async function handleWishlistAction(
  db: DB,
  request: Request,
  form: FormData,
  shareKey: string | null,
): Promise<Response | ReturnType<typeof data<WishlistActionData>>> {
  const fields = wishlistActionFields(form);
  const parsed = fields ? WishlistActionSchema.safeParse(fields) : null;
  if (!parsed?.success) {
    const apply = form.get("intent") === "apply" || form.get("intent") === "add-selected";
    return data<WishlistActionData>(
      { ok: false, message: apply ? wishlistMessages.nothingSelected : wishlistMessages.badRequest },
      { status: 400 },
    );
  }
  const action = parsed.data;
  const json = wantsJson(request, form);
  const session = await findSession(db, request);
  const owner = wishlistOwnerOf(session);
  const wishlistSession: WishlistSession = {
    id: session?.id ?? null,
    customerId: session?.customer_id ?? null,
    open: async () => {
      throw new Error("the wishlist page opens no session");
    },
  };
  const notFound = () => data<WishlistActionData>({ ok: false, message: wishlistMessages.notFound }, { status: 404 });
  // The list is there but the row's product is not (removed meanwhile): say so, not that the list is missing.
  const itemGone = () => data<WishlistActionData>({ ok: false, message: wishlistMessages.itemGone }, { status: 404 });

  if (action.intent === "create") {
    if (!session) return notFound();
    const made = await createWishlist(db, wishlistSession, action.wishlist_name ?? "");
    if (!made.ok) {
      const nameField = isNameRefusal(made.code) ? ("create" as const) : undefined;
      return data<WishlistActionData>({ ok: false, message: refusalMessage(made.code), nameField }, { status: 400 });
    }
    // The new list's page says it was made (findWishlistNotice reads the code).
    return redirect(`${wishlistHref(made.wishlist.shareKey)}?wl_notice=created`, 303);
  }

  const list = shareKey
    ? await findWishlistByShareKey(db, shareKey, owner).then((f) => (f?.isOwner ? f.wishlist : null))
    : await findOwnWishlist(db, owner, null);
  if (!list || !owner || !session) return notFound();

  const [verb, itemText] = action.intent.split(":");
  const done = (result: WishlistActionData) => data<WishlistActionData>(result, { status: result.ok ? 200 : 409 });
  const listPath = shareKey ? wishlistHref(list.shareKey) : wishlistPath;
  /** A change made: its notice with JavaScript, else the list's page naming it by a code. */
  const changed = (
    result: WishlistActionData,
    code: WishlistNoticeCode,
    detail?: { productId?: number; count?: number },
  ) => (json || !result.ok ? done(result) : redirect(listNoticeHref(listPath, code, detail), 303));
  switch (verb) {
    case "remove": {
      const removed = await removeWishlistItems(db, owner, list.id, [Number(itemText)]);
      if (!removed || removed.length === 0) return itemGone();
      return changed({ ok: true, message: wishlistMessages.removed(removed[0].name) }, "removed", {
        productId: removed[0].productId,
      });
    }
    case "alert-stock-on":
    case "alert-stock-off":
    case "alert-price-on":
    case "alert-price-off": {
      const [, kind, state] = verb.split("-") as [string, "stock" | "price", "on" | "off"];
      const set = await setWishlistAlert(db, {
        customerId: session.customer_id,
        wishlistId: list.id,
        itemId: Number(itemText),
        kind,
        on: state === "on",
        origin: mailOrigin(request),
      });
      if (!set.ok && set.code === "needs_account")
        return data<WishlistActionData>({ ok: false, message: wishlistMessages.alertsNeedAccount }, { status: 403 });
      if (!set.ok) return itemGone();
      const message =
        kind === "stock"
          ? state === "on"
            ? wishlistMessages.alertStockOn(set.name, set.email)
            : wishlistMessages.alertStockOff(set.name)
          : state === "on"
            ? wishlistMessages.alertPriceOn(set.name, set.email)
            : wishlistMessages.alertPriceOff(set.name);
      return changed({ ok: true, message }, `${kind}_${state}`, { productId: set.productId });
    }
    case "add-to-cart": {
      const outcome = await moveWishlistItemsToCart(db, { ...wishlistSession, id: session.id }, list.id, [
        Number(itemText),
      ]);
      if (!outcome || outcome.added.length + outcome.refused.length === 0) return itemGone();
      return changed(moveMessage(outcome), "to_cart", toCartNotice(outcome));
    }
    case "apply":
    case "add-selected": {
      const bulk = verb === "apply" ? action.bulk_action : "add_to_cart";
      if (!canApplyBulkAction(action.item.length, bulk)) {
        return data<WishlistActionData>({ ok: false, message: wishlistMessages.nothingSelected }, { status: 400 });
      }
      if (bulk === "remove") {
        const count = (await removeWishlistItems(db, owner, list.id, action.item))?.length ?? 0;
        // Only rows already gone were ticked: nothing was done, as for the bulk move to the cart below.
        if (count === 0)
          return data<WishlistActionData>({ ok: false, message: wishlistMessages.nothingSelected }, { status: 400 });
        return changed({ ok: true, message: wishlistMessages.itemsRemoved(count) }, "removed_items", { count });
      }
      const outcome = await moveWishlistItemsToCart(db, { ...wishlistSession, id: session.id }, list.id, action.item);
      if (!outcome || outcome.added.length + outcome.refused.length === 0) {
        return data<WishlistActionData>({ ok: false, message: wishlistMessages.nothingSelected }, { status: 400 });
      }
      return changed(moveMessage(outcome), "to_cart", toCartNotice(outcome));
    }
    case "add-all": {
      const outcome = await moveWishlistItemsToCart(db, { ...wishlistSession, id: session.id }, list.id, null);
      if (!outcome || outcome.added.length + outcome.refused.length === 0) {
        return data<WishlistActionData>({ ok: false, message: wishlistMessages.empty }, { status: 409 });
      }
      return changed(moveMessage(outcome), "to_cart", toCartNotice(outcome));
    }
    case "rename": {
      const renamed = await renameWishlist(db, owner, list.id, action.wishlist_name ?? "");
      if (!renamed.ok) {
        if (isNameRefusal(renamed.code)) {
          // A blank rename is about this list, not about a new one.
          const message = nameRefusalMessage("rename", renamed.code);
          return data<WishlistActionData>({ ok: false, message, nameField: "rename" }, { status: 400 });
        }
        return data<WishlistActionData>({ ok: false, message: refusalMessage(renamed.code) }, { status: 400 });
      }
      return changed({ ok: true, message: wishlistMessages.listRenamed(renamed.title) }, "renamed");
    }
    case "privacy": {
      if (!action.privacy)
        return data<WishlistActionData>({ ok: false, message: wishlistMessages.badRequest }, { status: 400 });
      await setWishlistPrivacy(db, owner, list.id, action.privacy);
      return changed({ ok: true, message: wishlistMessages.privacyChanged }, "privacy");
    }
    case "delete": {
      await deleteWishlist(db, owner, list.id);
      return redirect(`${wishlistPath}?wl_notice=deleted`, 303);
    }
  }
  return notFound();
}
