import { useEffect, useRef, useState } from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { prefersReducedMotion } from "~/ui/reduced-motion";
import { GALLERY_TIMINGS } from "../gallery-rules";
import { isHorizontalSwipe, thumbnailGrouping, thumbsPerGroup } from "../carousel-rules";

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** Logged (and nothing shown) when a main image of the vertical style cannot be loaded. */
const IMAGE_LOAD_ERROR = "Error loading image";

/** What the gallery asks of its carousels. */
export interface CarouselControls {
  scrollTo(index: number): void;
  scrollPrev(): void;
  scrollNext(): void;
}

/**
 * The gallery's carousels (Embla), loaded after the page has loaded, on the markup the server
 * rendered: the main images (wrap around, contained, left aligned, height adapting to the
 * selected image and measured again as images load) and the thumbnails as its navigation
 * (vertical and not draggable in the vertical style from 768 px). Renders nothing itself.
 */
export function GalleryCarousel({
  viewport,
  thumbs,
  vertical,
  selectedIndex,
  onSelect,
  onReady,
}: {
  viewport: HTMLElement;
  thumbs: HTMLElement | null;
  /** Thumbnails in a column beside the image (the vertical style from 768 px). */
  vertical: boolean;
  /**
   * The gallery's selected image. The carousel starts there and goes to the one selected by the
   * time it is ready: a thumbnail may be chosen while its code loads or in the moment before it
   * takes over, and the carousel must not go back to the image it started at.
   */
  selectedIndex: number;
  onSelect: (index: number) => void;
  onReady: (controls: CarouselControls | null) => void;
}) {
  const [startIndex] = useState(selectedIndex);
  // Embla's own speed (25); 0 goes straight to the slide, for shoppers who ask for less motion.
  const [duration] = useState(() => (prefersReducedMotion() ? 0 : 25));
  const selectedRef = useRef(selectedIndex);
  selectedRef.current = selectedIndex;
  const [mainRef, main] = useEmblaCarousel({
    loop: true,
    align: "start",
    containScroll: "trimSnaps",
    startIndex,
    duration,
  });
  const thumbWidth = thumbs?.querySelector("li")?.getBoundingClientRect().width ?? 80;
  const stripSize = thumbs ? (vertical ? thumbs.clientHeight : thumbs.clientWidth) : 0;
  const totalThumbs = (thumbs?.querySelectorAll("li").length ?? 0) * thumbWidth;
  const grouping = thumbnailGrouping(totalThumbs, stripSize);
  // The vertical strip brings the selected thumbnail to its middle (as far as its ends allow), one
  // thumbnail per snap; the horizontal one moves by groups from the start.
  const [thumbsRef, thumbsApi] = useEmblaCarousel({
    axis: vertical ? "y" : "x",
    align: vertical ? "center" : "start",
    containScroll: "keepSnaps",
    dragFree: false,
    loop: vertical ? false : grouping.loop,
    slidesToScroll: vertical ? 1 : grouping.groupBy === 3 ? 3 : thumbsPerGroup(stripSize, thumbWidth),
    watchDrag: !vertical,
    duration,
  });
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // Set up 50 ms after a (re)build, as the markup settles.
  useEffect(() => {
    const t = setTimeout(() => {
      mainRef(viewport.querySelector<HTMLElement>("[data-carousel-viewport]") ?? viewport);
      if (thumbs) thumbsRef(thumbs);
    }, GALLERY_TIMINGS.rebuildMs);
    return () => {
      clearTimeout(t);
      mainRef(null);
      thumbsRef(null);
    };
  }, [viewport, thumbs, mainRef, thumbsRef]);

  useEffect(() => {
    if (!main) return;
    const fitHeight = (api: EmblaCarouselType) => {
      const slide = api.slideNodes()[api.selectedScrollSnap()];
      const root = api.rootNode();
      // The viewport's height includes its border (border-box): without it the image lost 2 px.
      const border = root.offsetHeight - root.clientHeight;
      if (slide) root.style.height = `${slide.offsetHeight + border}px`;
    };
    const select = (api: EmblaCarouselType) => {
      const index = api.selectedScrollSnap();
      onSelectRef.current(index);
      fitHeight(api);
      thumbsApi?.scrollTo(index);
    };
    main.on("select", select).on("reInit", select).on("resize", fitHeight);
    // Waits for images: measure again as each one loads.
    const imgs = main.rootNode().querySelectorAll("img");
    const reinit = () => main.reInit();
    imgs.forEach((img) => {
      if (!img.complete) img.addEventListener("load", reinit, { once: true });
    });
    const resize = setTimeout(() => main.reInit(), GALLERY_TIMINGS.resizeMs);
    if (main.selectedScrollSnap() !== selectedRef.current) main.scrollTo(selectedRef.current, true);
    select(main);
    onReady({
      scrollTo: (i) => main.scrollTo(i),
      scrollPrev: () => main.scrollPrev(),
      scrollNext: () => main.scrollNext(),
    });

    // A horizontal move of more than 7 px keeps the page from scrolling.
    const root = main.rootNode();
    let start: { x: number; y: number } | null = null;
    const touchStart = (e: TouchEvent) => {
      start = { x: e.touches[0].clientX, y: e.touches[0].clientY };
    };
    const touchMove = (e: TouchEvent) => {
      if (!start || e.cancelable === false) return;
      if (isHorizontalSwipe(e.touches[0].clientX - start.x, e.touches[0].clientY - start.y)) e.preventDefault();
    };
    root.addEventListener("touchstart", touchStart, { passive: true });
    root.addEventListener("touchmove", touchMove, { passive: false });

    // The carousel moves its images by a transform; the frame itself never scrolls. But the
    // browser scrolls it to bring a focused image into view (Embla undoes that only right after a
    // Tab press, not for focus moved by a script or a screen reader, nor for an image focused
    // before the carousel took over), and every image then stands shifted against the carousel's
    // positions: the focused one cut by the frame, the thumbnails marking another. The frame is
    // put back, and the carousel goes straight to the image that has the keyboard's focus.
    const followFocus = (focused: EventTarget | null) => {
      // A pointer's focus (a click, a drag's start) is left to the carousel.
      if (!(focused instanceof Element) || !focused.matches(":focus-visible")) return;
      const index = main.slideNodes().findIndex((slide) => slide.contains(focused));
      if (index >= 0) main.scrollTo(index, true);
    };
    const onFocus = (e: FocusEvent) => followFocus(e.target);
    const unscroll = () => {
      root.scrollLeft = 0;
      root.scrollTop = 0;
    };
    unscroll();
    followFocus(document.activeElement);
    root.addEventListener("focusin", onFocus);
    root.addEventListener("scroll", unscroll, { passive: true });
    return () => {
      root.removeEventListener("focusin", onFocus);
      root.removeEventListener("scroll", unscroll);
      clearTimeout(resize);
      main.off("select", select).off("reInit", select).off("resize", fitHeight);
      imgs.forEach((img) => img.removeEventListener("load", reinit));
      root.removeEventListener("touchstart", touchStart);
      root.removeEventListener("touchmove", touchMove);
      root.style.height = "";
      onReady(null);
    };
  }, [main, thumbsApi, onReady]);

  // The vertical strip is as tall as the main image: an image that cannot be loaded is only logged.
  useEffect(() => {
    if (!main || !vertical) return;
    const imgs = [...main.rootNode().querySelectorAll("img")];
    const log = () => console.error(IMAGE_LOAD_ERROR);
    imgs.forEach((img) => {
      if (img.complete && img.naturalWidth === 0) log();
      else img.addEventListener("error", log, { once: true });
    });
    return () => imgs.forEach((img) => img.removeEventListener("error", log));
  }, [main, vertical]);

  return null;
}
