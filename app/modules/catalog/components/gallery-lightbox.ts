import PhotoSwipe from "photoswipe";
import "photoswipe/style.css";
import "./gallery-lightbox.css";
import { openSharePopup } from "~/lib/share-popup";
import { hidePageBehind } from "~/ui/page-hidden-behind";
import { FOCUSABLE_SELECTOR } from "~/ui/focusable";
import type { ProductImage } from "../variation";
import {
  LIGHTBOX,
  LIGHTBOX_ROOT_ATTRIBUTE,
  closesOnDragRelease,
  closesOnPinchRelease,
  lightboxCaption,
  lightboxCaptionBottom,
  lightboxHash,
  lightboxLoops,
  lightboxPadding,
} from "../lightbox-rules";

/**
 * The full-screen lightbox (PhotoSwipe 5), loaded the first time a shopper opens it: dialog
 * "Gallery" with caption, Share, Zoom (up to 1.33×), the "i / n" counter, Close, Previous / Next,
 * Fullscreen, the loading indicator and "Download image"; a thumbnail strip ("Go to image i")
 * built 200 ms after opening; the open image in the address hash (#&gid=1&pid=i) 800 ms after a
 * change. The picture is fitted above the caption and the strip; the controls hide after
 * LIGHTBOX.idleMs without activity. Focus goes back to the control that opened it.
 */
export interface LightboxOptions {
  images: ProductImage[];
  index: number;
  productName: string;
  /**
   * Whether the open image goes into the address hash (true by default). Not for a gallery other
   * than the page's own (quick view): the page's deep link would open the page's gallery at it.
   */
  writesHash?: boolean;
  /** Called with the image shown last when the lightbox closes. */
  onClose?: (index: number) => void;
  /**
   * Where the focus goes as the lightbox closes, given the control that opened it (null when a deep
   * link in the address the page was opened at did) and the image shown last. By default, and when
   * the shopper has left its page, the control that opened it.
   */
  returnFocusTo?: (opener: HTMLElement | null, last: number) => HTMLElement | null;
}

let current: PhotoSwipe | null = null;
/** The address path of the page the open lightbox belongs to. */
let currentPath = "";

const icon = (path: string, viewBox = "0 0 32 32") =>
  `<svg aria-hidden="true" class="pswp__icn" viewBox="${viewBox}" width="32" height="32"><path d="${path}"/></svg>`;

const FULLSCREEN_ICON = icon("M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z");
const SHARE_ICON = icon(
  "M21 19a3 3 0 0 0-2.2 1l-6-3.2a3 3 0 0 0 0-1.6l6-3.2A3 3 0 1 0 18 10l-6 3.2a3 3 0 1 0 0 5.6l6 3.2A3 3 0 1 0 21 19z",
);
const DOWNLOAD_ICON = icon("M15 7h2v10l3.5-3.5 1.4 1.4L16 20.8l-5.9-5.9 1.4-1.4L15 17zM9 23h14v2H9z");

function shareLinks(pageUrl: string, imageUrl: string, title: string) {
  const u = encodeURIComponent(pageUrl);
  const t = encodeURIComponent(title);
  return [
    { label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "Share on X", href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    {
      label: "Share on Pinterest",
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(imageUrl)}&description=${t}`,
    },
  ];
}

export function openLightbox({
  images,
  index,
  productName,
  writesHash = true,
  onClose,
  returnFocusTo,
}: LightboxOptions): void {
  current?.destroy();
  // Opened from a deep link as the page loads, nothing has the focus yet (the page's body).
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const pageUrl = window.location.href.split("#")[0];
  let hashTimer: ReturnType<typeof setTimeout> | undefined;
  let thumbsTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const hasStrip = images.length >= 2;
  const captions = images.map((img) => lightboxCaption(img, productName));

  const pswp = new PhotoSwipe({
    dataSource: images.map((img, i) => ({
      src: img.full_src || img.src,
      msrc: img.gallery_thumbnail_src || img.src,
      width: img.full_src_w || img.src_w || 1200,
      height: img.full_src_h || img.src_h || 1200,
      alt: img.alt || LIGHTBOX.defaultAlt,
      caption: captions[i],
    })),
    index,
    loop: lightboxLoops(images.length),
    preload: LIGHTBOX.preload,
    showAnimationDuration: LIGHTBOX.animationMs,
    hideAnimationDuration: LIGHTBOX.animationMs,
    zoomAnimationDuration: LIGHTBOX.animationMs,
    maxZoomLevel: (zoom) => Math.max(zoom.initial * LIGHTBOX.maxZoom, LIGHTBOX.maxZoom),
    secondaryZoomLevel: (zoom) => Math.max(zoom.initial * LIGHTBOX.maxZoom, LIGHTBOX.maxZoom),
    closeTitle: "Close",
    zoomTitle: "Zoom",
    arrowPrevTitle: "Previous",
    arrowNextTitle: "Next",
    indexIndicatorSep: " / ",
    errorMsg: LIGHTBOX.errorText,
    returnFocus: false,
    // Opened from inside another dialog (quick view), the lightbox goes inside it: that dialog keeps
    // focus within itself, and would otherwise take it back from the lightbox over and over.
    appendToEl: opener?.closest<HTMLElement>('[role="dialog"]') ?? document.body,
    // Focus is kept inside by the handlers below, from the moment the lightbox shows: PhotoSwipe's
    // own trap starts only once its opening animation has ended, and then takes focus back to the
    // dialog itself from wherever the shopper had already moved it.
    trapFocus: false,
    tapAction: "toggle-controls",
    doubleTapAction: "zoom",
    // Opaque: the page behind would otherwise show through around the picture and the counter.
    bgOpacity: 1,
    paddingFn: (viewport, item) =>
      lightboxPadding(viewport.y, { strip: hasStrip, captionHeight: captionHeight(String(item.caption ?? "")) }),
  });
  current = pswp;
  currentPath = window.location.pathname;

  /**
   * The height the caption box takes with this text at the current width (a long caption wraps),
   * measured on an unseen copy of the box; one line's height when it cannot be measured.
   */
  function captionHeight(text: string): number {
    if (!text) return 0;
    const root = pswp.element;
    if (!root) return LIGHTBOX.captionHeightPx;
    let probe = root.querySelector<HTMLElement>(".pswp__caption-probe");
    if (!probe) {
      probe = document.createElement("div");
      probe.className = "pswp__custom-caption pswp__caption-probe";
      probe.setAttribute("aria-hidden", "true");
      root.append(probe);
    }
    probe.textContent = text;
    const height = probe.offsetHeight;
    probe.textContent = "";
    return Math.max(height, LIGHTBOX.captionHeightPx);
  }

  // A link to the image beside the failure text.
  pswp.addFilter("contentErrorElement", (el, content) => {
    const src = (content.data as { src?: string }).src;
    if (src) {
      el.append(" ");
      const a = document.createElement("a");
      a.href = src;
      a.textContent = "Open the image";
      a.target = "_blank";
      a.rel = "noopener";
      el.append(a);
    }
    return el;
  });

  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "fullscreen",
      ariaLabel: "Fullscreen",
      title: "Fullscreen",
      order: 9,
      isButton: true,
      html: FULLSCREEN_ICON,
      onClick: () => {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else void pswp.element?.requestFullscreen?.().catch(() => undefined);
      },
    });
    pswp.ui?.registerElement({
      name: "share",
      ariaLabel: "Share",
      title: "Share",
      order: 8,
      isButton: true,
      html: SHARE_ICON,
      onInit: (el) => {
        el.setAttribute("aria-expanded", "false");
        el.setAttribute("aria-controls", "pswp-share");
      },
      onClick: (_e, el) => {
        const modal = pswp.element?.querySelector<HTMLElement>(".pswp__share-modal");
        if (!modal) return;
        const open = modal.classList.toggle("pswp__share-modal--open");
        el.setAttribute("aria-expanded", String(open));
        if (open) {
          const img = images[pswp.currIndex];
          modal.replaceChildren(
            ...shareLinks(pageUrl, new URL(img.full_src || img.src, pageUrl).href, productName).map((s) => {
              const a = document.createElement("a");
              a.href = s.href;
              a.textContent = s.label;
              a.rel = "noopener";
              a.target = "_blank";
              a.addEventListener("click", (e) => {
                const left = Math.round(window.screenX + (window.outerWidth - LIGHTBOX.shareWidth) / 2);
                const top = Math.round(window.screenY + (window.outerHeight - LIGHTBOX.shareHeight) / 2);
                const features = `width=${LIGHTBOX.shareWidth},height=${LIGHTBOX.shareHeight},left=${left},top=${top}`;
                // A blocked popup leaves the press to the link, which opens the network in a new tab.
                if (openSharePopup(s.href, "share", features)) e.preventDefault();
              });
              return a;
            }),
          );
        }
      },
    });
    // The share panel comes right after its button, in the top bar (it shows under the bar's right
    // end): Tab goes from Share to its links, then on along the bar, before Previous and Next.
    pswp.ui?.registerElement({
      name: "share-modal",
      order: 8,
      onInit: (el) => {
        el.id = "pswp-share";
        el.classList.add("pswp__share-modal");
        el.style.transitionDuration = `${LIGHTBOX.shareFadeMs}ms`;
      },
    });
    pswp.ui?.registerElement({
      name: "download",
      tagName: "a",
      ariaLabel: "Download image",
      title: "Download image",
      order: 8,
      isButton: true,
      html: DOWNLOAD_ICON,
      onInit: (el) => {
        const link = el as HTMLAnchorElement;
        link.setAttribute("download", "");
        link.setAttribute("target", "_blank");
        link.setAttribute("rel", "noopener");
        const update = () => {
          const img = images[pswp.currIndex];
          if (img) link.href = img.full_src || img.src;
        };
        update();
        pswp.on("change", update);
      },
    });
    pswp.ui?.registerElement({
      name: "caption",
      appendTo: "root",
      order: 9,
      onInit: (el) => {
        el.classList.add("pswp__custom-caption");
        const update = () => {
          el.textContent = captions[pswp.currIndex] ?? "";
          el.hidden = !el.textContent;
        };
        update();
        pswp.on("change", update);
      },
    });
  });

  pswp.on("afterInit", () => {
    const root = pswp.element;
    if (!root) return;
    root.setAttribute("aria-modal", "true");
    root.setAttribute("aria-label", "Gallery");
    // aria-modal alone leaves the page behind in Chrome's accessibility tree (its live regions read
    // out, its links reached): it is hidden as the Radix dialogs hide theirs, until the lightbox goes.
    pswp.on("destroy", hidePageBehind(root));
    root.setAttribute(LIGHTBOX_ROOT_ATTRIBUTE, "");
    root.querySelector(".pswp__counter")?.setAttribute("role", "status");
    // Zoom is a toggle: it says whether the picture is zoomed in (by it, a double tap or a pinch).
    const zoom = root.querySelector(".pswp__button--zoom");
    const markZoom = () => {
      const slide = pswp.currSlide;
      zoom?.setAttribute("aria-pressed", String(!!slide && slide.currZoomLevel > slide.zoomLevels.initial + 0.001));
    };
    markZoom();
    pswp.on("zoomPanUpdate", markZoom);
    pswp.on("change", markZoom);
    // The CSS places the strip and the caption where lightboxPadding keeps room for them.
    root.style.setProperty("--lightbox-strip-height", `${LIGHTBOX.stripHeightPx}px`);
    root.style.setProperty("--lightbox-caption-bottom", `${lightboxCaptionBottom(hasStrip)}px`);
    root.style.setProperty("--lightbox-caption-height", `${LIGHTBOX.captionHeightPx}px`);
    // The dialog takes focus as it shows, and Tab stays inside from then on: PhotoSwipe binds its
    // own keys only once its opening animation has ended, and a Tab before that went to the page
    // behind.
    root.focus({ preventScroll: true });
    pswp.events.add(document, "focusin", (e) => {
      if (e.target instanceof Node && !root.contains(e.target)) root.focus({ preventScroll: true });
    });
    // PhotoSwipe ignores a close during its opening animation: an Escape pressed then closes the
    // lightbox as soon as it has opened, instead of being lost (or, with the share panel open, closes
    // the panel, as it does once the lightbox is open).
    let closeOnceOpen = false;
    // Its keys wait for that animation's end too: an image chosen until then (a thumbnail of the strip,
    // which shows 200 ms after opening, or the left and right arrow keys) is gone to once it has
    // opened. PhotoSwipe moving while it opens leaves the slide it moves to (and every third one after
    // it) without its picture, a black screen.
    let goToOnceOpen: number | null = null;
    pswp.on("openingAnimationEnd", () => {
      if (closeOnceOpen) pswp.close();
      else if (goToOnceOpen != null) pswp.goTo(goToOnceOpen);
      goToOnceOpen = null;
    });
    pswp.events.add(document, "keydown", (e) => {
      const key = (e as KeyboardEvent).key;
      const opening = !pswp.opener.isOpen && !pswp.opener.isClosing;
      if (key === "Escape" && opening) closeOnceOpen = !closeSharePanel();
      if ((key === "ArrowLeft" || key === "ArrowRight") && opening && !keyModified(e as KeyboardEvent)) {
        goToOnceOpen = pswp.getLoopedIndex((goToOnceOpen ?? pswp.currIndex) + (key === "ArrowRight" ? 1 : -1));
      }
      if (key !== "Tab") return;
      // Controls faded out while idle are not there to take focus until shown again.
      showControls();
      keepTabInside(root, e as KeyboardEvent);
    });
    // The thumbnail strip, 200 ms after opening.
    thumbsTimer = setTimeout(() => {
      if (!hasStrip || !pswp.element) return;
      const strip = document.createElement("div");
      // Hidden and shown with the other controls (PhotoSwipe's "pswp--ui-visible").
      strip.className = "pswp__thumbs pswp__hide-on-close";
      images.forEach((img, i) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "pswp__thumb";
        b.setAttribute("aria-label", `Go to image ${i + 1}`);
        const t = document.createElement("img");
        t.src = img.gallery_thumbnail_src || img.src;
        t.alt = "";
        t.width = 64;
        t.height = 64;
        b.append(t);
        b.addEventListener("click", () => {
          if (pswp.opener.isOpen) pswp.goTo(i);
          else goToOnceOpen = i;
        });
        strip.append(b);
      });
      pswp.element.append(strip);
      markThumb();
    }, LIGHTBOX.thumbsDelayMs);
  });

  // Idle controls: hidden after LIGHTBOX.idleMs without a pointer move, key press or touch, and
  // shown again by the next one. A tap keeps PhotoSwipe's own toggle ("toggle-controls"), so a
  // touch only restarts the wait. They stay while a control has keyboard focus (hiding it would
  // lose the focus ring) or the share panel is open.
  const keepsControls = () => {
    const root = pswp.element;
    const focused = document.activeElement;
    const controlFocused =
      !!root &&
      focused instanceof HTMLElement &&
      focused !== root &&
      root.contains(focused) &&
      focused.matches(":focus-visible");
    return controlFocused || !!root?.querySelector(".pswp__share-modal--open");
  };
  /** Closes the share panel if it is open (true), and puts the focus back on its Share button. */
  const closeSharePanel = (): boolean => {
    const panel = pswp.element?.querySelector(".pswp__share-modal--open");
    if (!panel) return false;
    panel.classList.remove("pswp__share-modal--open");
    const button = pswp.element?.querySelector<HTMLElement>('[aria-controls="pswp-share"]');
    button?.setAttribute("aria-expanded", "false");
    button?.focus();
    return true;
  };
  const waitForIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pswp.isDestroying) return;
      if (keepsControls()) waitForIdle();
      else pswp.element?.classList.remove("pswp--ui-visible");
    }, LIGHTBOX.idleMs);
  };
  const showControls = () => {
    if (pswp.isDestroying) return;
    pswp.element?.classList.add("pswp--ui-visible");
    waitForIdle();
  };
  pswp.on("bindEvents", () => {
    const root = pswp.element;
    if (!root) return;
    const onPointer = (e: Event) => {
      if ((e as PointerEvent).pointerType === "touch") waitForIdle();
      else showControls();
    };
    pswp.events.add(root, "pointermove", onPointer);
    pswp.events.add(root, "pointerdown", onPointer);
    pswp.events.add(document, "keydown", showControls);
    // PhotoSwipe's own Tab handling moves focus to the dialog itself the first time, wherever it
    // was (a control the shopper clicked, or the page behind), so a Tab went nowhere, or back.
    pswp.on("keydown", (event) => {
      if (event.originalEvent.key === "Tab") event.preventDefault();
      // Escape closes the open share panel first, with the focus back on Share; the next one
      // closes the lightbox.
      if (event.originalEvent.key === "Escape" && closeSharePanel()) event.preventDefault();
    });
    waitForIdle();
  });

  // Closing by gesture, decided when the pointer is let go (LIGHTBOX.dragCloseRatio and
  // pinchCloseRatio). PhotoSwipe finishes the gesture first (a picture dragged back, a fling);
  // a close after it stops that and animates the picture away.
  pswp.on("pointerUp", () => {
    const { gestures, currSlide } = pswp;
    if (!currSlide) return;
    if (gestures.isDragging && gestures.dragAxis === "y" && !gestures.isMultitouch) {
      if (pswp.bgOpacity < 1 && closesOnDragRelease(pswp.bgOpacity)) queueMicrotask(() => pswp.close());
    } else if (gestures.isZooming && currSlide.currZoomLevel < currSlide.zoomLevels.initial) {
      // A pinch let go just below the fitted size brings the picture back instead of closing.
      if (!closesOnPinchRelease(currSlide.currZoomLevel, currSlide.zoomLevels.initial) && pswp.options.pinchToClose) {
        pswp.options.pinchToClose = false;
        queueMicrotask(() => (pswp.options.pinchToClose = true));
      }
    }
  });

  // The current thumbnail is marked, and brought to the middle of a strip wider than the window.
  const markThumb = () => {
    pswp.element?.querySelectorAll<HTMLElement>(".pswp__thumb").forEach((b, i) => {
      if (i !== pswp.currIndex) return b.removeAttribute("aria-current");
      b.setAttribute("aria-current", "true");
      const strip = b.parentElement;
      if (strip) strip.scrollLeft = b.offsetLeft - (strip.clientWidth - b.offsetWidth) / 2;
    });
  };
  const writeHash = () => {
    if (!writesHash) return;
    clearTimeout(hashTimer);
    hashTimer = setTimeout(() => {
      window.history.replaceState(window.history.state, "", lightboxHash(pswp.currIndex));
    }, LIGHTBOX.hashDelayMs);
  };
  pswp.on("change", () => {
    markThumb();
    writeHash();
  });
  writeHash();

  pswp.on("close", () => {
    clearTimeout(thumbsTimer);
    clearTimeout(hashTimer);
    clearTimeout(idleTimer);
    pswp.element?.querySelector(".pswp__thumbs")?.remove();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    if (writesHash && /^#&gid=/.test(window.location.hash)) {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    }
    // Not told when its gallery has left the page (closeLightboxOfLeftPage).
    if (current === pswp) onClose?.(pswp.currIndex);
  });
  // The page behind stays where it was: under the opaque lightbox, Space, Page Down, End or the
  // wheel would otherwise scroll it unseen, and the shopper would come back to another place.
  // (Inside quick view, that dialog already holds the page still.)
  const pageOverflow = document.body.style.overflow;
  const holdsPage = !opener?.closest('[role="dialog"]');
  if (holdsPage) document.body.style.overflow = "hidden";
  pswp.on("destroy", () => {
    if (holdsPage) document.body.style.overflow = pageOverflow;
    // The shopper has left its page when closeLightboxOfLeftPage has let go of it first.
    const closedOnItsPage = current === pswp;
    if (current === pswp) current = null;
    const target = closedOnItsPage && returnFocusTo ? returnFocusTo(opener, pswp.currIndex) : opener;
    if (target?.isConnected) target.focus();
  });
  pswp.init();
}

/**
 * Closes the open lightbox at once once the shopper has left its page (Back pressed while it is
 * open): it lives outside the page's own elements and would otherwise stay over the next page. A
 * gallery rebuilt on the same page (a variation found) leaves it open.
 */
export function closeLightboxOfLeftPage(): void {
  const pswp = current;
  if (!pswp || window.location.pathname === currentPath) return;
  current = null;
  // PhotoSwipe ignores a close while its opening animation runs (Back pressed just after the
  // lightbox was opened): it is then closed as soon as it has finished opening.
  if (pswp.opener.isOpen) pswp.destroy();
  else pswp.on("openingAnimationEnd", () => pswp.destroy());
}

/** A key pressed with a modifier (PhotoSwipe leaves those to the browser). */
function keyModified(e: KeyboardEvent): boolean {
  return e.altKey || e.ctrlKey || e.metaKey || e.shiftKey;
}

/**
 * Tab and Shift+Tab go round the lightbox's own controls: from the last, Tab goes to the first (it
 * would leave the document for the browser's own bar, the lightbox being the last thing in the
 * page), and from anywhere else (the dialog itself, the page behind) Tab goes to the first control
 * and Shift+Tab to the last.
 */
function keepTabInside(root: HTMLElement, e: KeyboardEvent): void {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (el) => el.tabIndex >= 0 && !el.closest("[hidden], [inert]") && el.getClientRects().length > 0,
  );
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const onControl = active instanceof HTMLElement && controls.includes(active);
  if (onControl && active !== (e.shiftKey ? first : last)) return;
  e.preventDefault();
  (e.shiftKey ? last : first).focus();
}
