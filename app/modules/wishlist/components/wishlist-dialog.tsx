import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { Link } from "~/ui/link";
import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton } from "~/ui/dialog-close-button";
import { revealFocusTakenRound } from "~/ui/dialog-focus-wrap";
import { usePageHiddenBehind } from "~/ui/page-hidden-behind";
import { Icon } from "~/ui/icon";
import { stickyFooterBarHeight } from "~/ui/sticky-footer-bar";
import { scrollTopBottom } from "~/modules/site/scroll-to-top";
import { MESSAGE_POPUP_MS, REDIRECT_DELAY_MS } from "../wishlist-rules";
import { wishlistMessages } from "../wishlist.messages";
import type { WishlistAnswer, WishlistData, WishlistPress } from "../wishlist.types";
import { refreshWishlistState, setWishlistState, useWishlistStateNow } from "../wishlist-store";
import { sendToWishlist } from "../wishlist-request";
import { ChooseWishlistForm } from "./choose-wishlist-form";

/**
 * What one press of Add to wishlist does, loaded on first use: simple flow's remove, a direct
 * add when no variation is chosen (the server decides whether the owner allows it), or the
 * Choose wishlist dialog; then the message popup, and the redirect after 4000 ms when the
 * answer asks for it.
 */
export function WishlistFlow({
  press,
  productId,
  productName,
  returnTo,
  onRefused,
  returnFocusTo,
}: {
  press: WishlistPress;
  productId: number;
  productName: string;
  returnTo: string;
  onRefused: (message: string) => void;
  /** The button that opened the flow: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const navigate = useNavigate();
  const navigateLater = useRef(navigate);
  navigateLater.current = navigate;
  const known = useWishlistStateNow();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [popup, setPopup] = useState<{ message: string; url?: string } | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // The press's answer, shown once no dialog is open: a modal hides the rest of the page from
  // screen readers, the popup's live region included.
  const [answer, show] = useState<WishlistAnswer | null>(null);
  useEffect(() => {
    if (!answer || dialogOpen) return;
    if (answer.state) setWishlistState(answer.state);
    // Written into the popup's live region a frame after that region is in the page and heard,
    // so the message is announced as a change of it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPopup({ message: answer.msg, url: answer.status ? answer.url : undefined }));
    });
    if (answer.redirect) {
      const target = answer.redirect;
      redirectTimer.current = setTimeout(() => navigateLater.current(target), REDIRECT_DELAY_MS);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answer, dialogOpen]);

  const formFor = useCallback(() => {
    const form = new FormData();
    form.set("product_id", String(productId));
    if (press.variationId) form.set("variation_id", String(press.variationId));
    for (const [field, value] of Object.entries(press.choice)) form.set(field, value);
    form.set("return_to", returnTo);
    return form;
  }, [press, productId, returnTo]);

  useEffect(() => {
    let live = true;
    if (press.mode === "choose") {
      void (known ? Promise.resolve() : refreshWishlistState()).then(() => live && setDialogOpen(true));
    } else {
      const form = formFor();
      if (press.mode === "remove") form.set("product_action", "remove");
      else form.set("wishlist_id", "");
      void sendToWishlist(form).then((answer) => {
        if (!live) return;
        if (!answer.status && press.mode === "direct") onRefused(answer.msg);
        else show(answer);
      });
    }
    return () => {
      live = false;
    };
    // Once per press (the component is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {dialogOpen ? (
        <ChooseWishlistDialog
          productId={productId}
          productName={productName}
          variationId={press.variationId}
          choice={press.choice}
          returnTo={returnTo}
          lists={known?.lists ?? []}
          returnFocusTo={returnFocusTo}
          onClose={() => setDialogOpen(false)}
          send={sendToWishlist}
          onDone={(answer) => {
            setDialogOpen(false);
            show(answer);
          }}
        />
      ) : null}
      <MessagePopup popup={popup} onClose={() => setPopup(null)} returnFocusTo={returnFocusTo} />
    </>
  );
}

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
  returnFocusTo,
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
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
  send: (form: FormData) => Promise<WishlistAnswer | null>;
  onDone: (answer: WishlistAnswer) => void;
}) {
  const [error, setError] = useState("");
  // A refused name shows at the name field (ChooseWishlistForm), not below the form.
  const [nameError, setNameError] = useState("");
  const [busy, setBusy] = useState(false);
  const [highlightKey, setHighlightKey] = useState(0);
  async function onSend(form: FormData) {
    setBusy(true);
    setError("");
    setNameError("");
    const answer = await send(form);
    setBusy(false);
    if (!answer) return;
    if (answer.status) return onDone(answer);
    if (answer.field === "wishlist_name") {
      setNameError(answer.msg);
      setHighlightKey((n) => n + 1);
    } else setError(answer.msg);
  }
  const hidePageBehind = usePageHiddenBehind();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          ref={hidePageBehind}
          aria-describedby={undefined}
          onKeyDown={revealFocusTakenRound}
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-[var(--surface)] p-6 shadow-xl outline-none"
          data-choose-wishlist=""
          // The dialog opens on its first choice, the Wishlist select (no on-screen keyboard comes up for it).
          onOpenAutoFocus={(e) => {
            const select = (e.currentTarget as HTMLElement).querySelector("select");
            if (select) {
              e.preventDefault();
              select.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{wishlistMessages.chooseTitle}</Dialog.Title>
            <DialogCloseButton />
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
            nameError={nameError}
          />
          <p role="alert" className="mt-3 font-semibold text-red-800 empty:hidden dark:text-red-300">
            {error}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The server's message, closing itself after 6000 ms (held open while the focus is in it);
 * after an add it links to the list. Its live region is in the page from the press on, empty
 * until the answer comes, so screen readers hear the message as it is written into a region they
 * already know. Portalled to <body> (or into the modal the press was made in): inside a product
 * card it would be trapped in the card row's stacking context, under the sticky banner and Scroll
 * to top. When it is closed with its button, the focus goes back to `returnFocusTo` instead of
 * falling to the start of the page.
 */
export function MessagePopup({
  popup,
  onClose,
  returnFocusTo,
}: {
  popup: { message: string; url?: string } | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Pressed in a modal (quick view), the popup shows inside it: the page behind a modal takes
  // neither the focus nor the pointer. Decided as the press starts, so its live region is there
  // before the message.
  const [host] = useState(() => returnFocusTo.current?.closest('[role="dialog"]') ?? document.body);
  const close = useRef(onClose);
  close.current = () => {
    if (box.current?.contains(document.activeElement)) returnFocusTo.current?.focus();
    onClose();
  };
  // Held open while the focus is in it: someone who tabbed to its link or Close is not left
  // stranded by it vanishing. The 6000 ms start again once the focus has left. Kept per message,
  // so a new message is not held by the focus an earlier one had.
  const [focusedPopup, setFocusedPopup] = useState<typeof popup>(null);
  const held = popup !== null && focusedPopup === popup;
  useEffect(() => {
    if (!popup || held) return;
    const timer = setTimeout(() => close.current(), MESSAGE_POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup, held]);
  // Kept above a sticky footer bar (the coming-soon banner), as Scroll to top is.
  const [bottom, setBottom] = useState(() => scrollTopBottom(stickyFooterBarHeight()));
  const isShown = popup !== null;
  useEffect(() => {
    if (!isShown) return;
    const update = () => setBottom(scrollTopBottom(stickyFooterBarHeight()));
    update();
    window.addEventListener("resize", update);
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    return () => {
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, [isShown]);
  return createPortal(
    <div
      role="status"
      style={{ bottom: `${bottom}px` }}
      className="fixed left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2"
    >
      {popup ? (
        <div
          ref={box}
          className="flex items-center gap-3 rounded-xl border border-[var(--border)] bg-[var(--surface)] p-4 shadow-xl"
          data-wishlist-message=""
          onFocus={() => setFocusedPopup(popup)}
          onBlur={(event) => {
            if (!box.current?.contains(event.relatedTarget as Node | null)) setFocusedPopup(null);
          }}
        >
          <p className="grow font-semibold">{popup.message}</p>
          {popup.url ? (
            <Link to={popup.url} className="btn-primary shrink-0 px-3 py-2 text-sm">
              {wishlistMessages.viewWishlist}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => close.current()}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-[var(--surface-2)]"
            aria-label="Close"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>,
    host,
  );
}
