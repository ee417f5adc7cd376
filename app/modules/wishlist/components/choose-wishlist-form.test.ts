import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { wishlistMessages } from "../wishlist.messages";
import { ChooseWishlistForm } from "./choose-wishlist-form";

describe("the Choose wishlist form", () => {
  it("offers Create New first, then each list, saying which one already holds the product", () => {
    const html = renderToStaticMarkup(
      createElement(ChooseWishlistForm, {
        productId: 9,
        variationId: null,
        choice: {},
        returnTo: "/",
        lists: [
          { ID: 1, title: "Gifts", url: "/wishlist/a/", in: [9] },
          { ID: 2, title: "Later", url: "/wishlist/b/", in: [] },
        ],
      }),
    );
    const options = [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    expect(options).toEqual([wishlistMessages.createNew, wishlistMessages.listAlreadyHolds("Gifts"), "Later"]);
  });
});
