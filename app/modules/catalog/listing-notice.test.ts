import { describe, expect, it } from "vitest";
import { addToCartErrorNotice } from "./listing-notice";

const notice = (query: string) => addToCartErrorNotice(new URLSearchParams(query));
const generic = "Sorry, the product could not be added to your cart. Please try again.";

describe("listing notice for a refused add to cart", () => {
  it("shows the cart's own message for each code /cart/add sends back", () => {
    expect(notice("cart_error=invalid")).toBe("Sorry, that request could not be understood. Please try again.");
    expect(notice("cart_error=quantity")).toBe("Please enter a valid quantity for this product");
    expect(notice("cart_error=not_found")).toBe("Sorry, this product could not be found.");
    expect(notice("cart_error=options")).toBe("Please select some product options before adding this product to your cart.");
    expect(notice("cart_error=unavailable")).toBe("Sorry, this product is unavailable. Please choose a different combination.");
    expect(notice("cart_error=out_of_stock")).toBe("Sorry, this product is out of stock.");
    expect(notice("cart_error=sold_individually")).toBe("You cannot add another of that product to your cart.");
    expect(notice("cart_error=max_qty")).toBe("You cannot add more of that product to your cart.");
    expect(notice("cart_error=stock")).toBe("You cannot add that amount to the cart: there is not enough in stock.");
  });

  it("still says the add failed for a code it does not know", () => {
    expect(notice("cart_error=exploded")).toBe(generic);
    // Names every object has must not leak through as messages.
    expect(notice("cart_error=toString")).toBe(generic);
    expect(notice("cart_error=__proto__")).toBe(generic);
    expect(notice("cart_error=%3Cscript%3E")).toBe(generic);
  });

  it("shows nothing when no add was refused", () => {
    expect(notice("")).toBeNull();
    expect(notice("added_to_cart=12&orderby=price")).toBeNull();
    expect(notice("cart_error=")).toBeNull();
  });
});
