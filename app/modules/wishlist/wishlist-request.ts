import { backgroundFailureMessage, sendInBackground } from "~/lib/background-request";
import { wishlistAddPath } from "~/lib/hrefs";
import type { WishlistAnswer } from "./wishlist.types";

/**
 * Sends an add (or a simple-flow remove) to POST /wishlist/add in the background. An add that gets
 * no answer is refused with the reason, as every background form says it: offline when the network
 * failed, an unknown error when the server did (its error page is no answer of the wishlist's).
 */
export function sendToWishlist(form: FormData): Promise<WishlistAnswer> {
  form.set("_js", "1");
  return sendInBackground(
    async () => {
      const response = await fetch(wishlistAddPath, {
        method: "POST",
        body: form,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      return (await response.json()) as WishlistAnswer;
    },
    (reason): WishlistAnswer => ({ status: false, msg: backgroundFailureMessage(reason) }),
  );
}
