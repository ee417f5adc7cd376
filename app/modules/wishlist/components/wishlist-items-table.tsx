import type { ChangeEvent, Ref } from "react";
import { Link } from "~/ui/link";
import { Price } from "~/ui/price";
import { ReservedForScript } from "~/ui/reserved-for-script";
import { useHydrated } from "~/ui/use-hydrated";
import { RowThumbnail } from "~/ui/row-thumbnail";
import { addToCartAction } from "~/modules/cart/use-add-to-cart";
import type { WishlistItemView } from "../wishlist.types";

// A row's buttons are smaller, and all one height too, bordered or not.
const rowButton = "h-9 px-3 py-0 text-sm";
// A row's checkbox is the size the browser draws it; its label around it is a 24 px target.
const boxTarget = "inline-flex size-6 items-center justify-center";

/** The owner's own columns: a checkbox before each row ("Select all" above them) and the row's buttons after it. */
export interface OwnerColumns {
  selectAllRef: Ref<HTMLInputElement>;
  onSelectAll: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The table's form is on its way: the row's buttons wait. */
  busy: boolean;
  /** A guest has no e-mail alerts. */
  isGuest: boolean;
}

/**
 * A wishlist's items: each row's picture, name, price and stock, the same for the owner and for
 * anyone the list is shared with; the owner's table (`owner` given) adds its own columns around them.
 * Anyone else (`returnTo` given: the list's page) gets a row's Add to cart, into their own cart: a
 * list shared for gifts is there to be bought from.
 */
export function WishlistItemsTable({
  title,
  items,
  owner,
  returnTo,
}: {
  title: string;
  items: WishlistItemView[];
  owner?: OwnerColumns;
  returnTo?: string;
}) {
  const hydrated = useHydrated();
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-[var(--border)] text-sm">
          {owner ? (
            <th scope="col" className="p-2">
              {/* "Select all" ticks the rows by script: it is offered once this table's code has taken the
                  rows over, since a box ticked before then (on a slow phone) would tick no row. */}
              {hydrated ? (
                <label className={boxTarget}>
                  <input
                    ref={owner.selectAllRef}
                    type="checkbox"
                    aria-label="Select all"
                    onChange={owner.onSelectAll}
                    className="size-4"
                  />
                </label>
              ) : (
                <ReservedForScript className="size-6 align-middle" />
              )}
            </th>
          ) : null}
          <th scope="col" className="p-2 max-md:hidden">
            <span className="sr-only">Image</span>
          </th>
          <th scope="col" className="p-2">
            Product
          </th>
          <th scope="col" className="p-2 max-[379px]:hidden">
            Price
          </th>
          <th scope="col" className="p-2 max-md:hidden">
            Stock
          </th>
          {owner || returnTo ? (
            <th scope="col" className="p-2">
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-b border-[var(--border)]" data-wishlist-item={item.id}>
            {owner ? (
              <td className="p-2">
                <label className={boxTarget}>
                  <input
                    type="checkbox"
                    name="item"
                    value={item.id}
                    aria-label={`Select “${item.name}”`}
                    className="size-4"
                  />
                </label>
              </td>
            ) : null}
            <ItemCells item={item} />
            {owner ? (
              <td className="p-2">
                <RowButtons item={item} busy={owner.busy} isGuest={owner.isGuest} />
              </td>
            ) : returnTo ? (
              <td className="p-2">
                <VisitorAddToCart item={item} returnTo={returnTo} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ItemCells({ item }: { item: WishlistItemView }) {
  return (
    <>
      {/* Below md the picture and stock columns give way, so the row's buttons fit a phone (as in the cart). */}
      <td className="p-2 max-md:hidden">
        <RowThumbnail src={item.imageUrl} />
      </td>
      <td className="p-2">
        <Link to={item.url} id={`wl-name-${item.id}`} className="font-semibold hover:text-accent-700">
          {item.name}
        </Link>
        {item.options ? <p className="muted text-sm">{item.options}</p> : null}
        <p className="hidden text-sm max-[379px]:block">
          <Price price={item.price} regular={item.regularPrice} />
        </p>
        <p className="text-sm md:hidden">{item.availability}</p>
      </td>
      <td className="p-2 max-[379px]:hidden">
        <Price price={item.price} regular={item.regularPrice} />
      </td>
      <td className="p-2 text-sm max-md:hidden">{item.availability}</td>
    </>
  );
}

/** Add to cart and Remove of one row, and its e-mail alerts for an account. */
function RowButtons({ item, busy, isGuest }: { item: WishlistItemView; busy: boolean; isGuest: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        name="intent"
        value={`add-to-cart:${item.id}`}
        className={`btn-primary ${rowButton}`}
        disabled={busy}
      >
        Add to cart
      </button>
      <button
        type="submit"
        name="intent"
        value={`remove:${item.id}`}
        className={`btn-secondary ${rowButton}`}
        aria-describedby={`wl-name-${item.id}`}
        disabled={busy}
      >
        Remove
      </button>
      {isGuest ? null : <AlertButtons item={item} busy={busy} />}
    </div>
  );
}

/**
 * Add to cart of a row on someone else's list: the shop's own add (a plain post, the same with or
 * without JavaScript), which comes back to the list saying what was added. The list is not changed.
 */
function VisitorAddToCart({ item, returnTo }: { item: WishlistItemView; returnTo: string }) {
  return (
    <form method="post" action={addToCartAction}>
      <input type="hidden" name="product_id" value={item.productId} />
      {item.variationId != null ? <input type="hidden" name="variation_id" value={item.variationId} /> : null}
      {Object.entries(item.choice).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="return_to" value={returnTo} />
      <button
        type="submit"
        name="intent"
        value="add-to-cart"
        className={`btn-primary whitespace-nowrap ${rowButton}`}
        aria-describedby={`wl-name-${item.id}`}
      >
        Add to cart
      </button>
    </form>
  );
}

/**
 * A row's e-mail alerts (decision 034): toggle buttons of the table's form, so they work as plain
 * posts and in the background like Remove. "Back in stock" is offered while the item is out of
 * stock (and kept while it is on, so it can be turned off); "price drop" always.
 */
function AlertButtons({ item, busy }: { item: WishlistItemView; busy: boolean }) {
  const toggle = `btn-ghost ${rowButton} aria-pressed:bg-accent-700 aria-pressed:text-on-accent`;
  return (
    <>
      {!item.isInStock || item.alerts.stock ? (
        <button
          type="submit"
          name="intent"
          value={`alert-stock-${item.alerts.stock ? "off" : "on"}:${item.id}`}
          aria-pressed={item.alerts.stock}
          className={toggle}
          disabled={busy}
        >
          {/* The name is "Email me when “{name}” is back in stock"; the visible words stay inside it. */}
          Email me when <span className="sr-only">“{item.name}” is </span>back in stock
        </button>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={`alert-price-${item.alerts.price ? "off" : "on"}:${item.id}`}
        aria-pressed={item.alerts.price}
        className={toggle}
        disabled={busy}
      >
        {/* The name is "Email me if “{name}”'s price drops". */}
        Email me if <span className="sr-only">“{item.name}”&apos;s </span>price drops
      </button>
    </>
  );
}
