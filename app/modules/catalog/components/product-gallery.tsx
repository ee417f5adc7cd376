import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/ui/use-hydrated";
import { prefersReducedMotion } from "~/ui/reduced-motion";
import { useLazyModule } from "~/ui/use-lazy-module";
import { DESKTOP_MIN_WIDTH } from "~/lib/breakpoints";
import {
  GALLERY_TIMINGS,
  VERTICAL_THUMBS_MIN_WIDTH,
  lightboxIndexFromHash,
  showsArrows,
  showsThumbnails,
  usesSlider,
  type GalleryStyle,
} from "../gallery-rules";
import type { ProductImage } from "../variation";
import type { CarouselControls } from "./gallery-carousel";

const loadCarousel = () => import("./gallery-carousel");
const loadLightbox = () => import("./gallery-lightbox");
const loadZoomCode = () => import("./gallery-zoom");

/**
 * The product gallery. Without JavaScript: every image in a plain list, and the thumbnails are
 * links to the full images. With it: a carousel of the images (Embla, loaded after the page) with
 * "Previous image" / "Next image", the thumbnails as its navigation, zoom on hover from 992 px,
 * and the lightbox (loaded when first opened) from "Open gallery" or any image. The images change
 * when a variation is found: the gallery is then rebuilt (a new key) from the first image.
 * `isQuickView`: the gallery inside quick view (no zoom, no deep link).
 */
export function ProductGallery({
  images,
  productName,
  badge,
  style = "horizontal",
  isVariationGallery = false,
  isQuickView = false,
  variationId,
}: {
  images: ProductImage[];
  productName: string;
  badge?: React.ReactNode;
  style?: GalleryStyle;
  isVariationGallery?: boolean;
  isQuickView?: boolean;
  /**
   * The found variation, if any. Each one found, and a reset, rebuilds the gallery from its first
   * image even when the images are the ones already shown (a variation whose picture the gallery
   * already starts with): the shopper, who may be looking at another image, sees the variation's.
   */
  variationId?: number;
}) {
  const key = `${variationId ?? ""}:${images.map((i) => i.id).join(",")}`;
  return (
    <GalleryView
      key={key}
      images={images}
      productName={productName}
      badge={badge}
      style={style}
      isVariationGallery={isVariationGallery}
      isQuickView={isQuickView}
    />
  );
}

function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}

function GalleryView({
  images,
  productName,
  badge,
  style,
  isVariationGallery,
  isQuickView,
}: {
  images: ProductImage[];
  productName: string;
  badge?: React.ReactNode;
  style: GalleryStyle;
  isVariationGallery: boolean;
  isQuickView: boolean;
}) {
  const hydrated = useHydrated();
  const width = useViewportWidth();
  const [selected, setSelected] = useState(0);
  const [controls, setControls] = useState<CarouselControls | null>(null);
  // The lightbox reads the carousel as it closes, not as it opened: a deep link opens it as the
  // page loads, before the carousel is ready, and the carousel would otherwise be left behind at
  // its first image (and take the thumbnails' selection back there at its next measuring).
  const controlsRef = useRef(controls);
  controlsRef.current = controls;
  const rootRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const [carousel, loadCarouselCode] = useLazyModule(loadCarousel);
  const [lightboxCode, loadLightboxCode] = useLazyModule(loadLightbox);
  const n = images.length;
  const slider = width != null && usesSlider(style, width, n);
  const vertical = style === "vertical" && width != null && width >= VERTICAL_THUMBS_MIN_WIDTH;
  const arrows = hydrated && slider && showsArrows(n);
  const mainHeight = useMainImageHeight(rootRef, vertical);

  // The carousel's code loads once the page runs, only for galleries that slide.
  useEffect(() => {
    if (slider) void loadCarouselCode().catch(() => undefined);
  }, [slider, loadCarouselCode]);

  const open = useCallback(
    (index: number) => {
      void loadLightboxCode().then(
        (m) =>
          m.openLightbox({
            images,
            index,
            productName,
            writesHash: !isQuickView,
            onClose: (last) => {
              setSelected(last);
              controlsRef.current?.scrollTo(last);
            },
            returnFocusTo: (opener, last) => {
              const mainImages = [...(rootRef.current?.querySelectorAll<HTMLElement>("[data-slide] a[href]") ?? [])];
              // Opened from a main image of the carousel, which has followed the lightbox to the
              // image shown last: that image takes the focus, the opener being out of sight.
              if (controlsRef.current && opener && mainImages.includes(opener)) return mainImages[last] ?? opener;
              // Opened by a deep link as the page loaded (or its opener has gone, the gallery rebuilt
              // for a variation): Open gallery, which opens it again, rather than the page's start.
              return opener?.isConnected ? opener : openButtonRef.current;
            },
          }),
        () => {
          // The code could not load: show the full image instead.
          const img = images[index];
          if (img) window.location.assign(img.full_src || img.src);
        },
      );
    },
    [images, productName, isQuickView, loadLightboxCode],
  );

  // Leaving the page (Back pressed with the lightbox open) closes the lightbox too.
  useEffect(() => () => lightboxCode?.closeLightboxOfLeftPage(), [lightboxCode]);

  // A deep link (#&gid=1&pid=i) opens the lightbox at that image: in the address the page was
  // opened at, or followed later on the page (the lightbox's own changes to the address are made
  // with replaceState, which does not report a hash change).
  const openedFromHash = useRef(false);
  useEffect(() => {
    if (isQuickView || !n) return;
    const fromHash = () => {
      const index = lightboxIndexFromHash(window.location.hash, n);
      if (index != null) open(index);
    };
    if (!openedFromHash.current) {
      openedFromHash.current = true;
      fromHash();
    }
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [open, isQuickView, n]);

  const select = (index: number) => {
    setSelected(index);
    if (controls) controls.scrollTo(index);
    else
      rootRef.current?.querySelectorAll("[data-slide]")[index]?.scrollIntoView({
        behavior: prefersReducedMotion() ? "instant" : "smooth",
        block: "nearest",
        inline: "nearest",
      });
  };
  const onReady = useCallback((c: CarouselControls | null) => setControls(c), []);

  // Without JavaScript the images form a strip that scrolls sideways and snaps to each image, so
  // a phone shows one image and the price and Add to cart follow right after it (the column and
  // grid styles still list every image on a desktop, as they do with the script).
  const mainClasses =
    style === "grid"
      ? "flex flex-col gap-3 in-[.js]:flex-row in-[.js]:gap-0 lg:in-[.js]:grid lg:in-[.js]:grid-cols-2 lg:in-[.js]:gap-3 max-lg:flex-row max-lg:not-in-[.js]:snap-x max-lg:not-in-[.js]:snap-mandatory max-lg:not-in-[.js]:overflow-x-auto"
      : style === "column"
        ? "flex flex-col gap-3 in-[.js]:flex-row in-[.js]:gap-0 lg:in-[.js]:flex-col lg:in-[.js]:gap-3 max-lg:flex-row max-lg:not-in-[.js]:snap-x max-lg:not-in-[.js]:snap-mandatory max-lg:not-in-[.js]:overflow-x-auto"
        : "flex flex-row gap-3 in-[.js]:gap-0 not-in-[.js]:snap-x not-in-[.js]:snap-mandatory not-in-[.js]:overflow-x-auto";
  // Until the page has measured the window, the markup already takes the shape the slider will
  // have (the `js` class is set before the scripts arrive): one image wide at every width for the
  // styles that always slide, so their images never spill past the window on a desktop.
  const slidesOnDesktop = usesSlider(style, Number.POSITIVE_INFINITY, n);
  const slideClasses = slider
    ? "min-w-0 shrink-0 grow-0 basis-full"
    : slidesOnDesktop
      ? "min-w-0 shrink-0 basis-full not-in-[.js]:snap-start"
      : "in-[.js]:min-w-0 in-[.js]:shrink-0 in-[.js]:basis-full lg:in-[.js]:basis-auto max-lg:min-w-0 max-lg:shrink-0 max-lg:basis-full max-lg:not-in-[.js]:snap-start";
  const viewportClasses = slider || slidesOnDesktop ? "" : "lg:overflow-visible lg:outline-none lg:bg-transparent";

  return (
    <section
      aria-label="Product images"
      ref={rootRef}
      // As tall as its images and thumbnails, not stretched to a taller summary beside it (the
      // thumbnails would drop away from the image, and the arrows leave its middle).
      className={`flex gap-3 self-start ${vertical ? "items-start" : "flex-col"}`}
      data-gallery-style={style}
      data-variation-gallery={isVariationGallery || undefined}
    >
      {orderedAsShown(vertical, [
        <div key="main" className="relative min-w-0 flex-1">
          {/* Its frame is an outline drawn over the edge, not a border: a border would leave the
              next image's first pixel column inside the frame's box, which checkers of touch-target
              size then take for a visible link lying over the summary beside the gallery. */}
          <div
            data-carousel-viewport
            data-unframed-on-desktop={viewportClasses ? "" : undefined}
            className={`overflow-hidden rounded-xl bg-[var(--surface-2)] outline -outline-offset-1 outline-[var(--border)] transition-[height] duration-200 ${viewportClasses}`}
          >
            <ul className={`m-0 list-none p-0 ${mainClasses}`}>
              {n ? (
                images.map((img, i) => (
                  <li key={img.id} data-slide className={slideClasses}>
                    <GalleryImage
                      image={img}
                      index={i}
                      count={n}
                      productName={productName}
                      priority={i === 0}
                      zoom={hydrated && !isQuickView && width != null && width >= DESKTOP_MIN_WIDTH}
                      onOpen={hydrated ? () => open(i) : undefined}
                      onPreload={() => void loadLightboxCode().catch(() => undefined)}
                    />
                  </li>
                ))
              ) : (
                <li
                  className="flex aspect-square w-full items-center justify-center text-lg font-semibold muted"
                  role="img"
                  aria-label={productName}
                >
                  {productName}
                </li>
              )}
            </ul>
          </div>
          {badge ? (
            <div className="pointer-events-none absolute left-3 top-3 flex flex-col items-start gap-2">{badge}</div>
          ) : null}
          {hydrated && n ? (
            <button
              ref={openButtonRef}
              type="button"
              aria-label="Open gallery"
              aria-haspopup="dialog"
              onClick={() => open(selected)}
              onPointerEnter={() => void loadLightboxCode().catch(() => undefined)}
              className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-[var(--surface)]/90 shadow hover:bg-[var(--surface)]"
            >
              <Icon name="zoom-in" className="size-5" />
            </button>
          ) : null}
          {arrows ? (
            <>
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => (controls ? controls.scrollPrev() : select((selected - 1 + n) % n))}
                className="absolute left-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-[var(--surface)]/90 shadow hover:bg-[var(--surface)]"
              >
                <Icon name="chevron-left" className="size-5" />
              </button>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => (controls ? controls.scrollNext() : select((selected + 1) % n))}
                className="absolute right-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-[var(--surface)]/90 shadow hover:bg-[var(--surface)]"
              >
                <Icon name="chevron-right" className="size-5" />
              </button>
            </>
          ) : null}
        </div>,
        showsThumbnails(n) && (slider || !hydrated || width == null) ? (
          <Thumbnails
            key="thumbs"
            images={images}
            selected={selected}
            vertical={vertical}
            maxHeight={mainHeight}
            stripRef={thumbsRef}
            onSelect={hydrated ? select : undefined}
          />
        ) : null,
      ])}
      {carousel && slider && rootRef.current ? (
        <carousel.GalleryCarousel
          viewport={rootRef.current}
          thumbs={thumbsRef.current}
          vertical={vertical}
          selectedIndex={selected}
          onSelect={setSelected}
          onReady={onReady}
        />
      ) : null}
    </section>
  );
}

/**
 * The main image and the thumbnail strip in the order they are seen, which is the order Tab takes
 * them in: the strip first when it stands to the image's left (the vertical style from 768 px),
 * else the image first with the strip under it. Keyed, so switching moves them without rebuilding.
 */
function orderedAsShown(stripFirst: boolean, [main, strip]: [React.ReactNode, React.ReactNode]): React.ReactNode[] {
  return stripFirst ? [strip, main] : [main, strip];
}

/**
 * The main image area's height while the thumbnails stand beside it (the vertical style), else
 * null: their strip is no taller than the image.
 */
function useMainImageHeight(rootRef: React.RefObject<HTMLElement | null>, vertical: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const main = vertical ? rootRef.current?.querySelector<HTMLElement>("[data-carousel-viewport]") : null;
    if (!main) return setHeight(null);
    const observer = new ResizeObserver(() => setHeight(main.offsetHeight));
    observer.observe(main);
    return () => observer.disconnect();
  }, [rootRef, vertical]);
  return height;
}

function Thumbnails({
  images,
  selected,
  vertical,
  maxHeight,
  stripRef,
  onSelect,
}: {
  images: ProductImage[];
  selected: number;
  vertical: boolean;
  /** The vertical strip's greatest height: the main image's (a fixed 520 px until measured). */
  maxHeight: number | null;
  stripRef: React.RefObject<HTMLDivElement | null>;
  onSelect?: (index: number) => void;
}) {
  const [canScroll, setCanScroll] = useState(false);
  useEffect(() => {
    if (!vertical) return setCanScroll(false);
    const t = setTimeout(() => {
      const strip = stripRef.current;
      if (strip) setCanScroll(strip.scrollHeight > strip.clientHeight + 1);
    }, GALLERY_TIMINGS.arrowsMs);
    return () => clearTimeout(t);
  }, [vertical, stripRef, images.length, maxHeight]);
  const move = (delta: number) => onSelect?.(Math.min(images.length - 1, Math.max(0, selected + delta)));
  return (
    <div className={vertical ? "flex w-20 shrink-0 flex-col items-center gap-1" : ""}>
      {vertical && canScroll ? (
        <button type="button" aria-label="Previous thumbnail" onClick={() => move(-1)} className="p-1">
          <Icon name="chevron-up" className="size-4" />
        </button>
      ) : null}
      <div
        ref={stripRef}
        className={vertical ? "max-h-[520px] overflow-hidden" : "overflow-hidden"}
        style={vertical && maxHeight ? { maxHeight } : undefined}
      >
        {/* The carousel measures the list as the room its thumbnails move in: standing in a column,
            the list is held to the strip's height too (as a row it is held to the strip's width),
            else it grows to fit every thumbnail and the strip never scrolls to the selected one. */}
        <ul
          className={`m-0 flex list-none gap-2 p-0 ${vertical ? "max-h-[520px] flex-col" : "flex-wrap in-[.js]:flex-nowrap"}`}
          style={vertical && maxHeight ? { maxHeight } : undefined}
        >
          {images.map((img, i) => (
            <li key={img.id} className={vertical ? "w-20 shrink-0" : "w-20 shrink-0 grow-0"}>
              <a
                href={img.full_src}
                aria-label={`View image ${i + 1} of ${images.length}`}
                aria-current={i === selected ? "true" : undefined}
                onClick={
                  onSelect
                    ? (e) => {
                        e.preventDefault();
                        onSelect(i);
                      }
                    : undefined
                }
                className={`block overflow-hidden rounded-lg border-2 ${i === selected ? "border-accent-600" : "border-transparent hover:border-[var(--border)]"}`}
              >
                <img
                  src={img.gallery_thumbnail_src}
                  alt=""
                  width={150}
                  height={150}
                  loading="lazy"
                  draggable={false}
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      {vertical && canScroll ? (
        <button type="button" aria-label="Next thumbnail" onClick={() => move(1)} className="p-1">
          <Icon name="chevron-down" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * One main image: a link to the full image (without JavaScript), which opens the lightbox with it.
 * From 992 px, hovering loads the zoom (gallery-zoom.tsx) over it.
 */
function GalleryImage({
  image,
  index,
  count,
  productName,
  priority,
  zoom,
  onOpen,
  onPreload,
}: {
  image: ProductImage;
  index: number;
  count: number;
  productName: string;
  priority: boolean;
  zoom: boolean;
  onOpen?: () => void;
  onPreload: () => void;
}) {
  const [zoomCode, loadZoom] = useLazyModule(loadZoomCode);
  const [target, setTarget] = useState<HTMLAnchorElement | null>(null);
  const alt = image.alt || (count > 1 ? `${productName}, image ${index + 1} of ${count}` : productName);
  return (
    <figure className="relative m-0">
      <a
        ref={setTarget}
        href={image.full_src}
        onClick={
          onOpen
            ? (e) => {
                e.preventDefault();
                onOpen();
              }
            : undefined
        }
        onPointerEnter={() => {
          onPreload();
          if (zoom) void loadZoom().catch(() => undefined);
        }}
        className="relative block cursor-zoom-in overflow-hidden rounded-xl"
        draggable={false}
      >
        <img
          src={image.src}
          srcSet={image.srcset || undefined}
          sizes={image.srcset ? image.sizes : undefined}
          width={image.src_w}
          height={image.src_h}
          alt={alt}
          draggable={false}
          className="aspect-square h-auto w-full object-cover"
          fetchPriority={priority ? "high" : undefined}
          loading={priority ? undefined : "lazy"}
        />
      </a>
      {zoom && zoomCode && target ? <zoomCode.HoverZoom image={image} target={target} /> : null}
      {image.caption ? <figcaption className="sr-only">{image.caption}</figcaption> : null}
    </figure>
  );
}
