import { redirect } from "react-router";
import type { DB } from "~/lib/db.server";
import { cartPath, checkoutPath, productHref } from "~/lib/hrefs";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { findSession, NewSessionLimitReached, openSession } from "~/lib/session.server";
import { findPurchasableProduct } from "~/modules/catalog/product-record.server";
import { getSettings } from "~/modules/settings/settings.server";
import { withAddToCartOutcome } from "./add-to-cart-outcome";
import { addProof } from "./add-to-cart-proof.server";
import { addToCartRefusalMessage, cartMessages } from "./cart.messages";
import { AddToCartSchema, addToCartFields } from "./cart.schema";
import { addToCart, type AddToCartResult } from "./cart.server";
import type { AddToCartAnswer } from "./cart.types";

/**
 * POST /cart/add. With JavaScript (a fetch sending `_js=1`, or `Accept: application/json`) it
 * answers AddToCartAnswer as JSON (4xx with the message on refusals). Without it, it redirects
 * (303) to checkout (Buy now), to the cart (when the owner asks for that) or back to return_to,
 * with the outcome in the address for that page's notice (add-to-cart-outcome.ts).
 */
export async function handleAddToCart(db: DB, request: Request, form: FormData, address: string): Promise<Response> {
  const wantsJson = form.get("_js") === "1" || (request.headers.get("Accept") ?? "").includes("application/json");
  const back = safeRedirectPath(form.get("return_to"), cartPath);
  const fields = addToCartFields(form);
  const parsed = fields ? AddToCartSchema.safeParse(fields) : null;
  if (!parsed?.success) {
    const settings = await getSettings(db);
    const badQuantity = parsed?.error.issues.some((i) => i.path[0] === "quantity") ?? false;
    const code = badQuantity ? "quantity" : "invalid";
    const message = addToCartRefusalMessage(code, {
      qtyWarning: settings.qty_warning,
      qtyMaxWarning: settings.qty_max_warning,
    });
    if (wantsJson) return Response.json({ ok: false, code, message } satisfies AddToCartAnswer, { status: 400 });
    return redirect(withAddToCartOutcome(back, { kind: "refused", code, productId: null, variationId: null }), 303);
  }
  const input = parsed.data;
  const existing = await findSession(db, request);
  let sessionId = existing?.id ?? null;
  let setCookie: string | null = null;
  const result = await addToCart(
    db,
    {
      id: existing?.id ?? null,
      open: async (tx) => {
        const opened = await openSession(tx, { address });
        setCookie = opened.setCookie;
        sessionId = opened.id;
        return opened.id;
      },
    },
    { productId: input.product_id, variationId: input.variation_id, quantity: input.quantity, choice: input.choice },
  ).catch((error: unknown): AddToCartResult => {
    if (!(error instanceof NewSessionLimitReached)) throw error;
    const code = "too_many_visitors";
    return {
      ok: false,
      status: 429,
      code,
      message: addToCartRefusalMessage(code, { qtyWarning: "", qtyMaxWarning: "" }),
    };
  });
  const headers = new Headers();
  if (setCookie) headers.set("Set-Cookie", setCookie);

  const settings = await getSettings(db);
  const next = input.intent === "buy-now" ? checkoutPath : settings.cart_redirect_after_add === "yes" ? cartPath : null;
  // Only this visitor's session can show the notice of this add (decision 046).
  const added =
    result.ok && sessionId
      ? {
          kind: "added" as const,
          productId: input.product_id,
          quantity: result.quantity,
          proof: addProof(sessionId, input.product_id, result.quantity),
        }
      : null;
  // The cart the owner sends shoppers to says what was added, with JavaScript as without it.
  const nextWithNotice = next && added && next !== checkoutPath ? withAddToCartOutcome(next, added) : next;
  if (wantsJson) {
    const answer: AddToCartAnswer = result.ok
      ? {
          ok: true,
          cartCount: result.cartCount,
          message: cartMessages.added(result.productName, result.quantity),
          productName: result.productName,
          redirect: nextWithNotice,
        }
      : {
          ok: false,
          code: result.code,
          message: result.message,
          productUrl: await productUrlFor(db, input.product_id, result.code),
        };
    return Response.json(answer, { status: result.ok ? 200 : result.status, headers });
  }
  // Back to a product page: keep the options the shopper chose, so the page shows them again.
  const backWithChoice = await withChoiceOnProductPage(db, back, input.product_id, input.choice);
  if (!result.ok) {
    const outcome = {
      kind: "refused" as const,
      code: result.code,
      productId: input.product_id,
      // Without the page's script only the options are sent: the variation they led to names the limit.
      variationId: result.variationId ?? input.variation_id,
    };
    return redirect(withAddToCartOutcome(backWithChoice, outcome), { status: 303, headers });
  }
  return redirect(nextWithNotice ?? (added ? withAddToCartOutcome(backWithChoice, added) : backWithChoice), {
    status: 303,
    headers,
  });
}

/** A refusal that needs options chosen sends a listing's shopper to the product page instead. */
async function productUrlFor(db: DB, productId: number, code: string): Promise<string | undefined> {
  if (code !== "options" && code !== "no_match") return undefined;
  const product = await findPurchasableProduct(db, productId);
  return product?.isPublished ? productHref(product.slug) : undefined;
}

async function withChoiceOnProductPage(
  db: DB,
  back: string,
  productId: number,
  choice: Record<string, string>,
): Promise<string> {
  if (!back.startsWith("/product/") || Object.keys(choice).length === 0) return back;
  const product = await findPurchasableProduct(db, productId);
  if (!product || new URL(back, "http://shop.invalid").pathname !== productHref(product.slug)) return back;
  return productHref(product.slug, choice);
}
