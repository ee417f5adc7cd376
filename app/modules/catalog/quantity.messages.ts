/**
 * What the product page's quantity field says of its bounds. Apart from catalog.messages.ts, which
 * the cart and every page with a product card load, so that only the add-to-cart form carries it.
 */

/**
 * Under the quantity field, before the number, when one add must put more than 1 in the cart:
 * "Minimum quantity: 2".
 */
export const minQuantityLabel = "Minimum quantity:";
