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
  notFound: "This wishlist could not be found.",
  productNotFound: "Sorry, this product could not be found.",
  badRequest: "Sorry, that request could not be understood. Please try again.",
  nameNeeded: "Please enter a name for the new wishlist.",
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
    names.length === 1
      ? `“${names[0]}” has been added to your cart.`
      : `${names.length} products have been added to your cart.`,
  notAddedToCart: (name: string, reason: string) => `“${name}” could not be added to your cart: ${reason}`,
  viewWishlist: "View wishlist",
  createNew: "Create New",
  chooseTitle: "Choose wishlist",
} as const;

/** What a no-JavaScript answer carries in the address (codes only, never text: docs/messages.md). */
export type WishlistNoticeCode = "added" | "exists" | "removed";
