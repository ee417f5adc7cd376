/** View types of the wishlist: what its pages, dialog and buttons receive. */

export type WishlistPrivacy = "share" | "private";

export interface WishlistSummary {
  id: number;
  title: string;
  shareKey: string;
  isDefault: boolean;
  privacy: WishlistPrivacy;
  itemCount: number;
}

export interface WishlistItemView {
  id: number;
  productId: number;
  variationId: number | null;
  name: string;
  url: string;
  /** "Color: Black, Size: M" for a chosen variation; "" otherwise. */
  options: string;
  /** The options as chosen (attribute_color → black), as an add to the cart sends them. */
  choice: Record<string, string>;
  price: number;
  regularPrice: number;
  availability: string;
  isInStock: boolean;
  imageUrl: string | null;
  addedAt: string;
  /** The owner's e-mails for this item (decision 034): back in stock, price drop. */
  alerts: { stock: boolean; price: boolean };
}

export interface WishlistPageView {
  wishlist: WishlistSummary;
  items: WishlistItemView[];
  page: number;
  perPage: number;
  total: number;
  pageCount: number;
}

/**
 * A list as the choose dialog and the browser's store see it (field names as the leading
 * wishlist software's browser data: ID, title, url, in). `in` holds the product and variation
 * ids already in that list.
 */
export interface WishlistData {
  ID: number;
  title: string;
  url: string;
  in: number[];
}

/** What GET /api/wishlist answers and the browser keeps in local storage. */
export interface WishlistState {
  counter: number;
  /** Every list of the visitor. */
  lists: WishlistData[];
  /** Product id → ids in lists (the product id itself for a parent or simple product, else variation ids). */
  products: Record<string, number[]>;
  /** The owner's simple flow: a second press of Add to wishlist removes the product. */
  simpleFlow: boolean;
  /** The owner lets a variable product go into a list before a variation is chosen. */
  allowParentVariable: boolean;
}

/** The answer of POST /wishlist/add and the wishlist page's actions in the background. */
export interface WishlistAnswer {
  status: boolean;
  msg: string;
  /** Where "View wishlist" leads. */
  url?: string;
  /** Follow after 4000 ms when set. */
  redirect?: string;
  state?: WishlistState;
  /** The list's share key, after an add. */
  share_key?: string;
  removed?: boolean;
  /** The field to highlight (the new list's name). */
  field?: "wishlist_name";
}

/** A press of Add to wishlist, handed to the code loaded on first use (wishlist-dialog.tsx). */
export interface WishlistPress {
  seq: number;
  variationId: number | null;
  choice: Record<string, string>;
  /** choose: open Choose wishlist; direct: send without a list (no variation chosen); remove: simple flow's second press. */
  mode: "choose" | "direct" | "remove";
}

/** The wishlist page's forms with a name field: a refused name is shown at that field. */
export type WishlistNameForm = "rename" | "create";
