const addedToCartCount = (count: number) => `${count} products have been added to your cart.`;

/** The shop's exact wording for wishlists (docs/messages.md). */
export const wishlistMessages = {
  /** The default list's title, made on a shopper's first add. */
  defaultTitle: "Wishlist",
  added: (name: string) => `${name} added to Wishlist`,
  alreadyIn: (name: string) => `${name} already in Wishlist`,
  removed: (name: string) => `${name} removed from Wishlist`,
  selectOptions: "Please select some product options before adding this product to your wishlist.",
  nothingSelected: "No items or actions are selected.",
  copied: "Copied!",
  empty: "Your Wishlist is currently empty.",
  /** Someone else's shared list, seen by a visitor who is not its owner. */
  sharedEmpty: "This wishlist is empty.",
  loginToggle: "Log in to keep your wishlists",
  loginToggleText:
    "Your wishlists are kept with this browser. Log in (or register from My account) and they join your account.",
  notFound: "This wishlist could not be found.",
  /** A row's button pressed for a product the list no longer holds (removed meanwhile, in another tab). */
  itemGone: "This product is no longer on this wishlist.",
  productNotFound: "Sorry, this product could not be found.",
  badRequest: "Sorry, that request could not be understood. Please try again.",
  nameNeeded: "Please enter a name for the new wishlist.",
  /** A rename left blank: the list is not new, it keeps its name. */
  renameNameNeeded: "Please enter a name for this wishlist.",
  nameTooLong: "A wishlist name may have at most 100 characters.",
  tooManyLists: "You cannot create more wishlists.",
  listFull: "This wishlist is full. Remove some products or choose another wishlist.",
  listCreated: (title: string) => `Wishlist “${title}” created.`,
  listRenamed: (title: string) => `Wishlist renamed to “${title}”.`,
  listDeletedPlain: "Wishlist deleted.",
  privacyChanged: "Wishlist privacy updated.",
  itemsRemoved: (count: number) =>
    count === 1 ? "1 product removed from Wishlist" : `${count} products removed from Wishlist`,
  addedToCart: (names: string[]) =>
    names.length === 1 ? `“${names[0]}” has been added to your cart.` : addedToCartCount(names.length),
  addedToCartCount,
  notAddedToCart: (name: string, reason: string) => `“${name}” could not be added to your cart: ${reason}`,
  viewWishlist: "View wishlist",
  createNew: "Create New",
  /** A list in the Choose wishlist combobox that already holds the product. */
  listAlreadyHolds: (title: string) => `${title} (already in this list)`,
  chooseTitle: "Choose wishlist",
  /** Without JavaScript, on the choose page of a product whose options are still to be chosen. */
  chooseOptionsLink: (name: string) => `Select options for “${name}”`,
  /** Back-in-stock and price-drop e-mails (decision 034): the row buttons, their answers, the stop page. */
  alertStockOn: (name: string, email: string) => `We will e-mail ${email} when “${name}” is back in stock.`,
  alertPriceOn: (name: string, email: string) => `We will e-mail ${email} if the price of “${name}” drops.`,
  alertStockOff: (name: string) => `You will no longer get an e-mail when “${name}” is back in stock.`,
  alertPriceOff: (name: string) => `You will no longer get an e-mail when the price of “${name}” drops.`,
  alertsNeedAccount:
    "Log in or register to get an e-mail when a product on your wishlist is back in stock or its price drops.",
  alertStopTitle: "Stop wishlist e-mails",
  alertStopAsk: (what: string) => `Stop e-mails ${what}?`,
  alertStopWhatStock: (name: string) => `when “${name}” is back in stock`,
  alertStopWhatPrice: (name: string) => `when the price of “${name}” drops`,
  alertStopButton: "Stop these e-mails",
  alertStopAllButton: "Stop all wishlist e-mails",
  alertStopped: "Done: you will no longer get these e-mails.",
  alertStoppedAll: "Done: you will no longer get any wishlist e-mails.",
  alertStopUnknown: "This link is no longer valid: these e-mails have already been stopped.",
  backInStockSubject: (name: string, store: string) => `Back in stock at ${store}: ${name}`,
  backInStockText: (name: string) => `Good news: “${name}” from your wishlist is back in stock.`,
  priceDropSubject: (name: string, price: string, store: string) => `Price drop at ${store}: ${name} now ${price}`,
  priceDropText: (name: string, was: string, price: string) =>
    `Good news: “${name}” from your wishlist now costs ${price} (it was ${was}).`,
  mailOptions: (options: string) => `Options: ${options}`,
  mailAvailability: (availability: string) => `Availability: ${availability}`,
  mailPrice: (price: string) => `Price: ${price}`,
  mailView: "View the product",
  mailStop: "Stop these e-mails",
  mailWhy: (store: string) => `You get this e-mail because you asked ${store} to tell you about this wishlist item.`,
} as const;

/** Why a name typed in the wishlist page's rename or new-list form is refused (a blank rename keeps the list's name). */
export function nameRefusalMessage(form: "rename" | "create", code: "name_needed" | "name_too_long"): string {
  if (code === "name_too_long") return wishlistMessages.nameTooLong;
  return form === "rename" ? wishlistMessages.renameNameNeeded : wishlistMessages.nameNeeded;
}

/** What a no-JavaScript answer carries in the address (codes only, never text: docs/messages.md). */
export type WishlistNoticeCode =
  | "added"
  | "exists"
  | "removed"
  | "removed_items"
  | "to_cart"
  | "created"
  | "renamed"
  | "privacy"
  | "deleted"
  | "stock_on"
  | "stock_off"
  | "price_on"
  | "price_off";
