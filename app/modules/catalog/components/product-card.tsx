import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { cartPath, productHref } from "~/lib/hrefs";
import { Price } from "~/ui/price";
import { Icon } from "~/ui/icon";
import { ProductActions } from "~/ui/product-actions-slot";
import { addToCartAction, useAddToCart } from "~/modules/cart/use-add-to-cart";
import { useFormatMoney } from "~/ui/money-format";
import { catalogMessages, lowestPriorPriceText } from "../catalog.messages";
import { QuickViewButton } from "./quick-view-button";
import type { ListingItem } from "../catalog.types";

/**
 * One product in a grid: square image, name, price (with the lowest price of the 30 days before a
 * sale), badges, and the add-to-cart control.
 * The name link is stretched over the card so the card has one link to the product.
 */
export function ProductCard({
  item,
  returnTo,
  priority = false,
  headingLevel = 2,
}: {
  item: ListingItem;
  returnTo: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const money = useFormatMoney();
  return (
    <li
      className="group relative flex flex-col"
      data-product-card=""
      data-product-id={item.id}
      data-product-slug={item.slug}
    >
      <div className="relative overflow-hidden rounded-xl bg-[var(--surface-2)]">
        {item.image ? (
          <img
            src={item.image.src}
            srcSet={item.image.srcSet || undefined}
            sizes="(min-width: 1280px) 300px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
            width={item.image.width}
            height={item.image.height}
            alt=""
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {item.saleBadge && item.isInStock ? (
            <span
              className="tabular rounded-full bg-accent-700 px-2.5 py-0.5 text-sm font-bold text-on-accent"
              data-sale-badge=""
            >
              <span className="sr-only">Sale </span>
              {item.saleBadge}
            </span>
          ) : null}
          {!item.isInStock ? (
            <span
              className="rounded-full bg-[var(--text)] px-2.5 py-0.5 text-sm font-semibold text-[var(--surface)]"
              data-stock-badge=""
            >
              {catalogMessages.outOfStock}
            </span>
          ) : null}
        </div>
      </div>
      <Heading className="mt-3 text-base font-semibold leading-snug">
        <Link
          to={productHref(item.slug)}
          className="after:absolute after:inset-0 after:content-[''] hover:text-accent-700"
          data-product-link=""
        >
          {item.name}
        </Link>
      </Heading>
      <p className="mt-1 text-base">
        <Price
          price={item.price}
          regular={item.type === "simple" ? item.regular : null}
          max={item.type === "variable" ? item.maxPrice : null}
        />
      </p>
      {item.lowestPriorPrice != null ? (
        <p className="tabular muted mt-0.5 text-sm">{lowestPriorPriceText(money(item.lowestPriorPrice))}</p>
      ) : null}
      {/* The actions sit at the card's bottom, so across a row of cards they line up whatever the
          name's length or the lines under the price. */}
      <div className="relative z-10 mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-3">
        {item.isPurchasable ? (
          <AddToCartButton item={item} returnTo={returnTo} />
        ) : item.type === "variable" ? (
          // Sold out or not, a variable product's options are chosen on its page (as the leading shop software does).
          <Link
            to={productHref(item.slug)}
            className="btn-secondary px-3 py-2 text-sm"
            aria-label={`Select options for “${item.name}”`}
          >
            Select options
          </Link>
        ) : (
          <Link
            to={productHref(item.slug)}
            className="btn-secondary px-3 py-2 text-sm"
            aria-label={`View “${item.name}”`}
          >
            View product
          </Link>
        )}
      </div>
      {/* The wishlist and quick view icons stand in the image's top right corner (on a disc that
          keeps them visible on any picture), so the button row fits one line even in a 171 px card;
          a refusal either of them shows stays readable on its own background. */}
      <div className="pointer-events-none absolute inset-x-2 top-2 z-10 flex flex-col items-end gap-1 *:pointer-events-auto [&_[role=alert]]:rounded-md [&_[role=alert]]:bg-[var(--surface)] [&_[role=alert]]:px-2 [&_[role=alert]]:py-1 [&_button]:bg-[var(--surface)]/90 [&_button]:shadow-sm">
        <ProductActions
          productId={item.id}
          productName={item.name}
          isVariable={item.type === "variable"}
          returnTo={returnTo}
          placement="card"
        />
        <QuickViewButton slug={item.slug} name={item.name} />
      </div>
    </li>
  );
}

/**
 * A real form posting to /cart/add (without JS the server adds and returns to the listing
 * with a notice). With JS the add runs in the background (useAddToCart), the button going
 * normal → loading → added.
 */
function AddToCartButton({ item, returnTo }: { item: ListingItem; returnTo: string }) {
  const { add, state, answer, isLoading } = useAddToCart(`listing-add-${item.id}`);
  const { pathname } = useLocation();
  const failure = answer && !answer.ok ? answer.message : null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add(new FormData(event.currentTarget));
  }

  return (
    <>
      <form method="post" action={addToCartAction} onSubmit={onSubmit}>
        <input type="hidden" name="product_id" value={item.id} />
        <input type="hidden" name="quantity" value={item.addQuantity} />
        <input type="hidden" name="return_to" value={returnTo} />
        <button
          type="submit"
          className="btn-primary px-3 py-2 text-sm"
          aria-label={`Add “${item.name}” to your cart`}
          aria-busy={isLoading || undefined}
          data-state={state}
          // The product and quantity the button adds, as the leading shop software marks them for
          // scripts that read the page (analytics, extensions).
          data-product_id={item.id}
          data-quantity={item.addQuantity}
        >
          {state === "loading" ? (
            <>
              <span
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
              Adding…
            </>
          ) : state === "added" ? (
            <>
              <Icon name="check" className="size-4" />
              Added
            </>
          ) : (
            <>
              <Icon name="cart" className="size-4" />
              Add to cart
            </>
          )}
        </button>
      </form>
      {state === "added" && pathname !== cartPath ? (
        <Link
          to={cartPath}
          className="text-sm font-semibold text-accent-700 underline underline-offset-2"
          data-view-cart=""
        >
          View cart
        </Link>
      ) : null}
      {failure ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </>
  );
}
