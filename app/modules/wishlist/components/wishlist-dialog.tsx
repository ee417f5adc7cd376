import { useEffect, useState } from "react";
import { Link } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "~/ui/icon";
import { MESSAGE_POPUP_MS } from "../wishlist-rules";
import { wishlistMessages } from "../wishlist.messages";
import type { WishlistAnswer, WishlistData } from "../wishlist.types";
import { ChooseWishlistForm } from "./choose-wishlist-form";

/**
 * The wishlist's dialogs, loaded on first use (see WishlistButton): "Choose wishlist" and the
 * message popup.
 */
export function ChooseWishlistDialog({
  productId,
  productName,
  variationId,
  choice,
  returnTo,
  lists,
  onClose,
  send,
  onDone,
}: {
  productId: number;
  productName: string;
  variationId: number | null;
  choice: Record<string, string>;
  returnTo: string;
  lists: WishlistData[];
  onClose: () => void;
  send: (form: FormData) => Promise<WishlistAnswer | null>;
  onDone: (answer: WishlistAnswer) => void;
}) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [highlightKey, setHighlightKey] = useState(0);
  async function onSend(form: FormData) {
    setBusy(true);
    setError("");
    const answer = await send(form);
    setBusy(false);
    if (!answer) return;
    if (answer.status) return onDone(answer);
    setError(answer.msg);
    if (answer.field === "wishlist_name") setHighlightKey((n) => n + 1);
  }
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-[var(--surface)] p-6 shadow-xl outline-none"
          data-choose-wishlist=""
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{wishlistMessages.chooseTitle}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-[var(--surface-2)]"
              aria-label="Close"
            >
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          </div>
          <p className="muted mb-4">{productName}</p>
          <ChooseWishlistForm
            productId={productId}
            variationId={variationId}
            choice={choice}
            returnTo={returnTo}
            lists={lists}
            onSend={onSend}
            busy={busy}
            highlightSignal={highlightKey}
          />
          <p role="alert" className="mt-3 font-semibold text-red-800 empty:hidden dark:text-red-300">
            {error}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The server's message, closing itself after 6000 ms; after an add it links to the list. */
export function MessagePopup({
  message,
  viewUrl,
  onClose,
}: {
  message: string;
  viewUrl?: string;
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, MESSAGE_POPUP_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 items-center gap-3 rounded-xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-xl"
      data-wishlist-message=""
    >
      <p className="grow font-semibold">{message}</p>
      {viewUrl ? (
        <Link to={viewUrl} className="btn-primary shrink-0 px-3 py-2 text-sm">
          {wishlistMessages.viewWishlist}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-[var(--surface-2)]"
        aria-label="Close"
      >
        <Icon name="close" className="size-5" />
      </button>
    </div>
  );
}
