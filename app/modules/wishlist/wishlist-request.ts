import { backgroundFailureMessage, sendInBackground, type BackgroundFailure } from "~/lib/background-request";
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

/**
 * What a form of the wishlist page (rename, privacy, delete, a new list, a row's or the bulk
 * buttons) answers when it got no answer (offline, a failed server): refused with the reason, shown
 * where that form shows the shop's refusals. The page stays, with what was typed in its fields.
 */
export function failedWishlistPageAnswer(reason: BackgroundFailure): { ok: false; message: string } {
  return { ok: false, message: backgroundFailureMessage(reason) };
}
