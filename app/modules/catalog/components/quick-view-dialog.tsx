import { useEffect, useRef, type RefObject } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/ui/link";
import * as Dialog from "@radix-ui/react-dialog";
import { productHref } from "~/lib/hrefs";
import { returnMiniCartFocusTo } from "~/modules/cart/use-mini-cart";
import { DialogCloseButton } from "~/ui/dialog-close-button";
import { revealFocusTakenRound } from "~/ui/dialog-focus-wrap";
import { usePageHiddenBehind } from "~/ui/page-hidden-behind";
import { useCloseOnLeavingPage, useCloseOnLinkToShownPage } from "~/ui/use-close-on-leaving-page";
import { catalogMessages } from "../catalog.messages";
import { LIGHTBOX_ROOT_ATTRIBUTE } from "../lightbox-rules";
import { productSaleBadge } from "../sale-badge";
import { AddToCartForm } from "./add-to-cart-form";
import type { ProductViewData } from "./product-view";
import { SoldOutActions } from "./sold-out-actions";
import { ProductGallery } from "./product-gallery";
import { ProductSummary } from "./product-summary";
import { useVariationForm } from "./use-variation-form";

/** What an add-to-cart answered, as the quick view reads it from the form's fetcher. */
interface AddAnswer {
  ok: boolean;
  message?: string;
  /** The request itself failed (network, server error, time-out): see sendCartRequest. */
  requestFailed?: true;
}

/**
 * Quick view: the product's summary (price, options, quantity, Add to cart), its gallery and
 * "View full details", in a dialog named by the product, over the listing. Its code loads on first
 * use (quick-view-button.tsx); the product comes from the product page's own loader, so prices,
 * stock and options are exactly the page's. While it is open its gallery stays as it is (a found
 * variation does not rebuild it) and zoom is off. An add closes it: on success the mini cart opens
 * in its place; a refusal is reported beside the button that opened it.
 */
export function QuickViewDialog({
  slug,
  name,
  open,
  onOpenChange,
  returnFocusTo,
  onRefused,
}: {
  slug: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  onRefused: (message: string) => void;
}) {
  const product = useFetcher<ProductViewData>({ key: `quick-view-${slug}` });
  const { load } = product;
  const requested = useRef(false);
  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    void load(productHref(slug));
  }, [open, slug, load]);
  // Its links (the product's categories, View full details) lead to a page it does not stay over.
  const leaving = useCloseOnLeavingPage(open, () => onOpenChange(false));
  const closeOnLinkToShownPage = useCloseOnLinkToShownPage(() => onOpenChange(false));
  const hidePageBehind = usePageHiddenBehind();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          ref={hidePageBehind}
          className="fixed inset-x-0 top-0 z-50 mx-auto max-h-[100dvh] w-full max-w-4xl overflow-y-auto bg-[var(--surface)] p-4 shadow-xl dialog-edge outline-none md:top-8 md:max-h-[calc(100dvh-4rem)] md:rounded-xl md:p-6"
          aria-describedby={undefined}
          onClick={closeOnLinkToShownPage}
          onKeyDown={revealFocusTakenRound}
          // Escape in its gallery's lightbox (which opens inside this dialog) closes the lightbox only.
          onEscapeKeyDown={(e) => {
            if (e.target instanceof Element && e.target.closest(`[${LIGHTBOX_ROOT_ATTRIBUTE}]`)) e.preventDefault();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!leaving.current) returnFocusTo.current?.focus();
          }}
        >
          <DialogCloseButton className="absolute right-3 top-3 z-10 bg-[var(--surface)]" />
          {product.data ? (
            <QuickViewBody
              page={product.data}
              onAdded={() => {
                // The mini cart has opened from this dialog's Add to cart, which is about to go.
                returnMiniCartFocusTo(returnFocusTo.current);
                onOpenChange(false);
              }}
              onRefused={(message) => {
                onOpenChange(false);
                onRefused(message);
              }}
            />
          ) : (
            <>
              <Dialog.Title className="pr-12 text-2xl font-bold">{name}</Dialog.Title>
              <p role="status" className="muted mt-4">
                {product.state === "idle" && requested.current ? catalogMessages.quickViewFailed : "Loading…"}
              </p>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickViewBody({
  page,
  onAdded,
  onRefused,
}: {
  page: ProductViewData;
  onAdded: () => void;
  onRefused: (message: string) => void;
}) {
  const { product } = page;
  const form = useVariationForm(product, page.choice);
  const { variation } = form;
  // The add's answer, read from the form's own fetcher (the same key): a refusal closes the dialog.
  const add = useFetcher<AddAnswer>({ key: `product-add-${product.id}` });
  const reported = useRef<AddAnswer | undefined>(add.data);
  useEffect(() => {
    if (add.state !== "idle" || !add.data || reported.current === add.data) return;
    reported.current = add.data;
    // A refusal is told beside the Quick view button; a request that failed closes it silently, as
    // on the product page.
    if (!add.data.ok) onRefused(add.data.requestFailed ? "" : (add.data.message ?? catalogMessages.quickViewFailed));
  }, [add.state, add.data, onRefused]);

  const badge = productSaleBadge(product, variation);
  const showForm = product.type === "variable" || product.isInStock;
  const href = productHref(product.slug);

  return (
    // Below 768 px the gallery comes first: it starts below the dialog's Close button, whose corner
    // its own Open gallery button would otherwise share. One column as wide as the dialog: an
    // implicit column would grow to the carousel's slides and push the gallery past a phone's edge.
    <div className="grid grid-cols-1 gap-6 pt-12 md:grid-cols-2 md:pt-0">
      {/* The product's own gallery, not rebuilt for a found variation while quick view is open. */}
      <ProductGallery
        images={product.gallery}
        productName={product.name}
        isQuickView
        badge={
          badge ? (
            <span className="rounded-full bg-accent-800 px-3 py-1 text-sm font-bold text-white">{badge}</span>
          ) : null
        }
      />
      <ProductSummary
        product={product}
        variation={variation}
        reviewsHref={`${href}#reviews`}
        title={<Dialog.Title className="m-0 pr-12 text-2xl font-extrabold tracking-tight">{product.name}</Dialog.Title>}
      >
        {showForm ? (
          <AddToCartForm
            product={product}
            form={form}
            inCart={page.inCart}
            qtyWarning={page.qtyWarning}
            qtyMaxWarning={page.qtyMaxWarning}
            onAdded={onAdded}
            opensMiniCart={false}
          />
        ) : (
          <SoldOutActions product={product} />
        )}
        <Link to={href} className="font-semibold text-accent-700 underline underline-offset-2">
          View full details
        </Link>
      </ProductSummary>
    </div>
  );
}
