import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { checkAddQuantity, clampForVariation, isAddBlockedByMax } from "~/lib/quantity";
import { Price } from "~/ui/price";
import { QuantityStepper } from "~/ui/quantity-stepper";
import { useHydrated } from "~/ui/use-hydrated";
import { addedToCartText, catalogMessages } from "../catalog.messages";
import type { ProductActionData, ProductAttribute, ProductPage } from "../product.server";
import { saleBadgeText } from "../sale-badge";
import {
  addToCartButtonState, galleryForVariation, lookUpVariation, optionStates, type Choice, type OptionState,
} from "../variation";
import { cartLimit, variationFields } from "../variation-form";
import { ProductGallery } from "./product-gallery";
import { ProductTabs } from "./product-tabs";
import { VariationSelects } from "./variation-selects";
import { listingBasePath } from "../listing-url";

export interface ProductViewData {
  product: ProductPage;
  choice: Choice;
  added: boolean;
  inCart: Record<string, number>;
  qtyWarning: string;
  qtyMaxWarning: string;
}

/** Spec section 9: the first variation check 100 ms after the form loads; the variation area shows after 300 ms. */
const FIRST_CHECK_MS = 100;
const SHOW_AREA_MS = 300;
/** Spec section 4: the max-quantity availability is checked again 25 ms after the cart changes. */
const RECHECK_MS = 25;

/**
 * The single product page: gallery, summary with the add-to-cart (variation) form, and the
 * product data accordion. Choosing options is local (variation data is in the page); the
 * same rules run on the server for shoppers without JavaScript.
 */
export function ProductView({ page, actionData }: { page: ProductViewData; actionData?: ProductActionData }) {
  const { product } = page;
  const pageUrl = `/product/${product.slug}/`;
  const isVariable = product.type === "variable";
  const fields = variationFields(product);
  const variationAttributes = product.attributes.filter((a) => a.isVariation);
  const hydrated = useHydrated();
  const fetcher = useFetcher<ProductActionData>();
  const firstSelectRef = useRef<HTMLSelectElement>(null);

  const formRef = useRef<HTMLFormElement>(null);

  const [choice, setChoice] = useState<Choice>(actionData && !actionData.ok ? actionData.choice : page.choice);
  // On a slow connection a shopper can pick options before the script takes over. The first
  // render after that would put the served values back, so the options showing in the page
  // when it mounts become the choice (before paint, ahead of the first variation check).
  useLayoutEffect(() => {
    const shown = choiceInForm(formRef.current, variationAttributes);
    if (shown) setChoice((c) => (sameChoice(c, shown) ? c : shown));
  }, []);
  const lookup = isVariable ? lookUpVariation(product.variations, fields, choice) : null;
  const variation = lookup?.kind === "found" ? lookup.variation : null;
  const buttonState = lookup ? addToCartButtonState(lookup) : product.isInStock ? "enabled" : "unavailable";

  const [checked, setChecked] = useState(false);
  const [areaShown, setAreaShown] = useState(variation != null);
  useEffect(() => {
    const a = setTimeout(() => setChecked(true), FIRST_CHECK_MS);
    const b = setTimeout(() => setAreaShown(true), SHOW_AREA_MS);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
  }, []);

  const [alertText, setAlertText] = useState(actionData && !actionData.ok ? actionData.message : "");
  const [alertSeq, setAlertSeq] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const showAlert = (message: string) => {
    setAlertText(message);
    setAlertSeq((n) => n + 1);
  };

  const soldIndividually = variation ? variation.is_sold_individually === "yes" : product.soldIndividually;
  const minQty = variation?.min_qty ?? product.minQty;
  const maxQty = variation ? (variation.max_qty === "" ? 0 : variation.max_qty) : product.maxQty;
  const [quantity, setQuantity] = useState(String(product.minQty));
  const variationId = variation?.variation_id;
  useEffect(() => {
    if (!checked || !variation) return;
    setQuantity((q) => String(clampForVariation(q, variation.min_qty, variation.max_qty)));
    // Only when a different variation is found, not on every render.
  }, [checked, variationId]);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) showAlert(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);

  // Max-quantity availability (spec section 4). The loader's cart quantities come back with
  // every revalidation (after this page's add, the mini cart's removes, any cart refresh), so
  // each render checks again; the spec also asks for one more check 25 ms after those events.
  const limit = cartLimit(product, variation, page.inCart);
  const maxBlocked = isAddBlockedByMax({ ...limit, quantity: soldIndividually ? 1 : quantity });
  const [, setRecheck] = useState(0);
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    const t = setTimeout(() => setRecheck((n) => n + 1), RECHECK_MS);
    return () => clearTimeout(t);
  }, [fetcher.state, page.inCart]);

  // Before the first check (and without JavaScript) only options no variation uses are
  // left out: the served page must let a shopper pick any other combination.
  const states: Record<string, Record<string, OptionState>> = {};
  for (const a of variationAttributes) {
    states[a.field] = optionStates(product.variations, a.field, a.terms.map((t) => t.slug), checked ? choice : {});
  }

  const choose = (field: string, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setAlertText("");
    setAnnouncement("");
  };
  const clear = () => {
    setChoice({});
    setAlertText("");
    setAnnouncement(catalogMessages.reset);
    firstSelectRef.current?.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "choose") return;
    event.preventDefault();
    if (buttonState === "selection-needed") return showAlert(catalogMessages.selectionNeeded);
    if (buttonState === "unavailable") return showAlert(catalogMessages.unavailable);
    const check = checkAddQuantity({
      quantity: soldIndividually ? 1 : quantity, ...limit, qtyWarning: page.qtyWarning, qtyMaxWarning: page.qtyMaxWarning,
    });
    if (!check.ok) return showAlert(check.message);
    const formData = new FormData(event.currentTarget, submitter);
    formData.set("background", "1");
    setAlertText("");
    fetcher.submit(formData, { method: "post", action: pageUrl });
  };

  const gallery = galleryForVariation(product.gallery, variation);
  const price = variation
    ? <Price price={variation.display_price} regular={variation.display_regular_price} />
    : isVariable
      ? <Price price={product.minPrice} max={product.maxPrice} />
      : <Price price={product.price} regular={product.regularPrice} />;
  const badge = variation
    ? variation.is_in_stock ? saleBadgeText(variation.display_regular_price, variation.display_price) : null
    : isVariable ? null : saleBadgeText(product.regularPrice, product.price);
  const availability = variation ? variation.availability : isVariable ? "" : product.availability;
  const inStock = variation ? variation.is_in_stock : product.isInStock;
  const sku = variation?.sku || product.sku;
  const weight = variation ? variation.weight_html : product.weight_html;
  const dimensions = variation ? variation.dimensions_html : product.dimensions_html;
  const statusText = lookup?.kind === "none" && alertText !== catalogMessages.noMatch ? catalogMessages.noMatch : announcement;
  const added = fetcher.data?.ok ? fetcher.data.message : page.added ? addedToCartText(product.name) : "";
  const busy = fetcher.state !== "idle";
  const showForm = isVariable || product.isInStock;
  // Only the script marks the buttons disabled: without it the server decides on the posted
  // options and quantity (and says why it refuses), so the served page must not claim a
  // working button is disabled. Still clickable, so that a click can say why.
  const disabledLook = hydrated && (buttonState !== "enabled" || maxBlocked);

  return (
    <div className="flex flex-col gap-10">
      <div aria-live="polite">
        {added ? (
          <div className="notice-success flex flex-wrap items-center justify-between gap-3">
            <span>{added}</span>
            <Link to="/cart/" className="btn-secondary py-1.5 text-sm">View cart</Link>
          </div>
        ) : null}
      </div>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          images={gallery.images}
          productName={product.name}
          badge={badge ? <span className="rounded-full bg-accent-800 px-3 py-1 text-sm font-bold text-white">{badge}</span> : null}
        />

        <div className="flex flex-col gap-5">
          {product.categories.length ? (
            <p className="m-0 text-sm muted">
              {product.categories.map((c, i) => (
                <span key={c.slug}>{i > 0 ? ", " : ""}<Link to={listingBasePath(c.slug)} className="hover:underline">{c.name}</Link></span>
              ))}
            </p>
          ) : null}
          <h1 className="m-0 text-3xl font-extrabold tracking-tight md:text-4xl">{product.name}</h1>
          <a href="#reviews" className="text-sm muted hover:underline">
            {product.ratingCount === 1 ? "1 customer review" : `${product.ratingCount} customer reviews`}
          </a>
          <p className="m-0 text-2xl font-bold">{price}</p>
          {product.shortDescription ? <p className="m-0 text-base leading-relaxed">{product.shortDescription}</p> : null}

          {showForm ? (
            <form ref={formRef} method="post" action={pageUrl} onSubmit={onSubmit} noValidate={hydrated} className="flex flex-col gap-5">
              <input type="hidden" name="product_id" value={product.id} />
              {isVariable ? (
                <>
                  <input type="hidden" name="variation_id" value={variation?.variation_id ?? ""} />
                  <VariationSelects
                    attributes={variationAttributes}
                    choice={choice}
                    states={states}
                    onChoose={choose}
                    onClear={clear}
                    clearHref={pageUrl}
                    firstSelectRef={firstSelectRef}
                  />
                  {!hydrated ? (
                    <button type="submit" name="intent" value="choose" className="btn-secondary self-start">Check availability</button>
                  ) : null}
                </>
              ) : null}
              {/* Live regions stay in place (empty) so screen readers hear what appears in them. */}
              <div>
                <div role="status" className="text-base [&:not(:empty)]:py-1">{statusText}</div>
                <div role="alert" key={alertSeq} className="text-base font-semibold text-red-800 dark:text-red-300 [&:not(:empty)]:py-1">{alertText}</div>
                {availability ? (
                  <p
                    className={`m-0 mt-1 inline-flex items-center gap-2 text-base font-semibold transition-opacity duration-300 ${areaShown || !isVariable ? "opacity-100" : "opacity-0"} ${inStock ? "text-green-800 dark:text-green-300" : "rounded-md border border-red-700 px-2 py-0.5 text-red-800 dark:text-red-300"}`}
                  >
                    {availability}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {soldIndividually ? (
                  <input type="hidden" name="quantity" value="1" />
                ) : (
                  <QuantityStepper value={quantity} onValueChange={setQuantity} min={minQty} max={maxQty} onInvalid={showAlert} />
                )}
                <button
                  type="submit"
                  name="intent"
                  value="add-to-cart"
                  aria-disabled={disabledLook || undefined}
                  aria-busy={busy || undefined}
                  className={`btn-primary min-w-40 ${disabledLook ? "cursor-not-allowed opacity-60" : ""}`}
                >
                  Add to cart
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="buy-now"
                  aria-disabled={disabledLook || undefined}
                  className={`btn-secondary ${disabledLook ? "cursor-not-allowed opacity-60" : ""}`}
                >
                  Buy now
                </button>
              </div>
            </form>
          ) : (
            <p className="m-0 self-start rounded-md border border-red-700 px-2 py-0.5 text-base font-semibold text-red-800 dark:text-red-300">
              {product.availability}
            </p>
          )}

          <div className="flex flex-col gap-1 border-t border-[var(--border)] pt-4 text-sm">
            {sku ? <p className="m-0">SKU: <span className="font-semibold">{sku}</span></p> : null}
            {weight ? <p className="m-0">Weight: <span className="font-semibold">{weight}</span></p> : null}
            {dimensions ? <p className="m-0">Dimensions: <span className="font-semibold">{dimensions}</span></p> : null}
          </div>
        </div>
      </div>

      <ProductTabs
        tabs={[
          { id: "description", title: "Description", content: <Paragraphs text={product.description} /> },
          {
            id: "additional-information",
            title: "Additional information",
            content: <AdditionalInformation attributes={product.attributes} weight={weight} dimensions={dimensions} />,
          },
          { id: "reviews", title: `Reviews (${product.ratingCount})`, content: <Reviews count={product.ratingCount} average={product.averageRating} name={product.name} /> },
        ]}
      />
    </div>
  );
}

/** The options the selects show right now, kept only where they name a term of the attribute. */
function choiceInForm(form: HTMLFormElement | null, attributes: Pick<ProductAttribute, "field" | "terms">[]): Choice | null {
  if (!form) return null;
  const choice: Choice = {};
  for (const a of attributes) {
    const select = form.elements.namedItem(a.field);
    if (!(select instanceof HTMLSelectElement)) continue;
    if (a.terms.some((t) => t.slug === select.value)) choice[a.field] = select.value;
  }
  return choice;
}

function sameChoice(a: Choice, b: Choice): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? "") !== (b[k] ?? "")) return false;
  return true;
}

function Paragraphs({ text }: { text: string }) {
  const parts = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return <p className="muted">No description yet.</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-3 leading-relaxed">
      {parts.map((p, i) => <p key={i} className="m-0">{p}</p>)}
    </div>
  );
}

function AdditionalInformation({ attributes, weight, dimensions }: {
  attributes: ProductPage["attributes"]; weight: string; dimensions: string;
}) {
  const rows: [string, string][] = [];
  if (weight) rows.push(["Weight", weight]);
  if (dimensions) rows.push(["Dimensions", dimensions]);
  for (const a of attributes) rows.push([a.name, a.terms.map((t) => t.name).join(", ")]);
  if (!rows.length) return <p className="muted">Nothing more to add.</p>;
  return (
    <table className="w-full max-w-2xl text-left text-base">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k} className="border-b border-[var(--border)] last:border-0">
            <th scope="row" className="w-48 py-2 pr-4 font-semibold">{k}</th>
            <td className="py-2">{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Reviews({ count, average, name }: { count: number; average: number; name: string }) {
  if (count === 0) return <p className="muted">There are no reviews yet. Be the first to review “{name}”.</p>;
  return <p className="m-0">Rated {average.toFixed(2)} out of 5 by {count} {count === 1 ? "customer" : "customers"}.</p>;
}
