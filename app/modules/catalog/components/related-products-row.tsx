import type { ListingItem } from "../catalog.types";
import { catalogMessages } from "../catalog.messages";
import type { RelatedCarouselOptions } from "../related-carousel";
import { ProductCard } from "./product-card";

// Written out whole so the stylesheet has them (Tailwind reads class names from the source).
const snapAlignClass: Record<RelatedCarouselOptions["snapAlign"], string> = {
  start: "*:snap-start",
  center: "*:snap-center",
  end: "*:snap-end",
};

export interface RelatedProductsProps {
  items: ListingItem[];
  /** Where a press of Add to cart without JavaScript comes back to: the product page. */
  returnTo: string;
  carousel: RelatedCarouselOptions;
}

/**
 * The region "Related products" below the product tabs: the listing's own cards in one row that
 * scrolls sideways inside itself (never the page) where they do not fit: about two cards and a
 * bit of the next below 768 px, three to 992 px, all four above. Plain CSS scroll snapping as
 * related_carousel_opts says, so it needs no script. Loaded through related-products.tsx.
 */
export default function RelatedProductsRow({ items, returnTo, carousel }: RelatedProductsProps) {
  const snap = carousel.freeScroll ? "" : `snap-x snap-mandatory ${snapAlignClass[carousel.snapAlign]}`;
  return (
    <section aria-labelledby="related-products-title" className="mt-12">
      <h2 id="related-products-title" className="mb-4 text-2xl font-bold">
        {catalogMessages.relatedProducts}
      </h2>
      <ul
        className={`flex gap-4 overflow-x-auto overscroll-x-contain scroll-px-1 px-1 pb-3 pt-1 *:w-[calc((100%-1rem)/2.25)] *:shrink-0 md:*:w-[calc((100%-2rem)/3)] lg:*:w-[calc((100%-3rem)/4)] ${snap}`}
        data-related-products=""
      >
        {items.map((item) => (
          <ProductCard key={item.id} item={item} returnTo={returnTo} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
