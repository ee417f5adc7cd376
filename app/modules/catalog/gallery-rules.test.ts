import { describe, expect, it } from "vitest";
import { isHorizontalSwipe, thumbnailGrouping, thumbsPerGroup } from "./carousel-rules";
import {
  galleryStyleOf,
  isSummarySticky,
  lightboxIndexFromHash,
  showsArrows,
  showsThumbnails,
  usesSlider,
} from "./gallery-rules";
import {
  LIGHTBOX,
  closesOnDragRelease,
  closesOnPinchRelease,
  lightboxCaption,
  lightboxCaptionBottom,
  lightboxHash,
  lightboxLoops,
  lightboxPadding,
} from "./lightbox-rules";
import { zoomPosition } from "./zoom-rules";

describe("gallery rules", () => {
  it("reads the style setting, falling back to horizontal", () => {
    expect(galleryStyleOf("vertical")).toBe("vertical");
    expect(galleryStyleOf("grid")).toBe("grid");
    expect(galleryStyleOf("carousel")).toBe("horizontal");
  });

  it("makes a slider from 2 images; column and grid only at 991 px or narrower", () => {
    expect(usesSlider("horizontal", 1280, 1)).toBe(false);
    expect(usesSlider("horizontal", 1280, 2)).toBe(true);
    expect(usesSlider("vertical", 390, 3)).toBe(true);
    expect(usesSlider("column", 1280, 4)).toBe(false);
    expect(usesSlider("grid", 992, 4)).toBe(false);
    expect(usesSlider("grid", 991, 4)).toBe(true);
    expect(usesSlider("column", 390, 1)).toBe(false);
  });

  it("hides arrows under 2 images and thumbnails for a single image", () => {
    expect(showsArrows(1)).toBe(false);
    expect(showsArrows(2)).toBe(true);
    expect(showsThumbnails(1)).toBe(false);
    expect(showsThumbnails(2)).toBe(true);
  });

  it("groups thumbnails by 60 % with wrapping when they fill the strip, else by 3 without", () => {
    expect(thumbnailGrouping(900, 600)).toEqual({ groupBy: "60%", loop: true });
    expect(thumbnailGrouping(600, 600)).toEqual({ groupBy: "60%", loop: true });
    expect(thumbnailGrouping(300, 600)).toEqual({ groupBy: 3, loop: false });
    expect(thumbsPerGroup(600, 100)).toBe(3);
    expect(thumbsPerGroup(100, 120)).toBe(1);
  });

  it("takes a horizontal move over 7 px for a swipe", () => {
    expect(isHorizontalSwipe(7, 0)).toBe(false);
    expect(isHorizontalSwipe(8, 2)).toBe(true);
    expect(isHorizontalSwipe(-12, 3)).toBe(true);
    expect(isHorizontalSwipe(10, 30)).toBe(false);
  });

  it("writes and reads the lightbox's deep link", () => {
    expect(lightboxHash(0)).toBe("#&gid=1&pid=1");
    expect(lightboxIndexFromHash("#&gid=1&pid=3", 4)).toBe(2);
    expect(lightboxIndexFromHash("#&gid=1&pid=5", 4)).toBeNull();
    expect(lightboxIndexFromHash("#&gid=1&pid=0", 4)).toBeNull();
    expect(lightboxIndexFromHash("#reviews", 4)).toBeNull();
  });

  it("makes the summary sticky only beside a gallery that lists several images", () => {
    expect(isSummarySticky(true, "column", 3)).toBe(true);
    expect(isSummarySticky(true, "grid", 2)).toBe(true);
    expect(isSummarySticky(true, "horizontal", 3)).toBe(false);
    expect(isSummarySticky(true, "vertical", 3)).toBe(false);
    expect(isSummarySticky(true, "column", 1)).toBe(false);
    expect(isSummarySticky(false, "column", 3)).toBe(false);
  });

  it("closes the lightbox on a drag let go below 0.95 and on a pinch let go below 0.9", () => {
    expect(closesOnDragRelease(1)).toBe(false);
    expect(closesOnDragRelease(0.95)).toBe(false);
    expect(closesOnDragRelease(0.94)).toBe(true);
    expect(closesOnPinchRelease(0.5, 0.5)).toBe(false);
    expect(closesOnPinchRelease(0.46, 0.5)).toBe(false);
    expect(closesOnPinchRelease(0.44, 0.5)).toBe(true);
  });

  it("loops the lightbox from 3 images", () => {
    expect(lightboxLoops(2)).toBe(false);
    expect(lightboxLoops(3)).toBe(true);
  });

  it("keeps the lightbox's picture clear of the top bar, the caption and the thumbnail strip", () => {
    // Top bar 60 px; strip 76 px, 12 px gap, caption (44 px for one line), 12 px gap above it.
    expect(lightboxCaptionBottom(true)).toBe(88);
    expect(lightboxCaptionBottom(false)).toBe(12);
    const oneLine = LIGHTBOX.captionHeightPx;
    expect(lightboxPadding(800, { strip: true, captionHeight: oneLine })).toEqual({
      top: 60,
      bottom: 144,
      left: 0,
      right: 0,
    });
    expect(lightboxPadding(844, { strip: true, captionHeight: 0 })).toMatchObject({ top: 60, bottom: 88 });
    expect(lightboxPadding(844, { strip: false, captionHeight: oneLine })).toMatchObject({ top: 60, bottom: 68 });
    expect(lightboxPadding(844, { strip: false, captionHeight: 0 })).toMatchObject({ top: 60, bottom: 0 });
  });

  it("keeps the room of a caption that wraps, line by line", () => {
    // Two lines of 24 px: 68 px.
    expect(lightboxPadding(800, { strip: true, captionHeight: 68 })).toMatchObject({ top: 60, bottom: 168 });
    expect(lightboxPadding(844, { strip: false, captionHeight: 68 })).toMatchObject({ top: 60, bottom: 92 });
  });

  it("on a short screen gives up the top bar's room first, then the caption's, never the strip's", () => {
    // 60 + 144 leaves at least half of 408.
    expect(lightboxPadding(408, { strip: true, captionHeight: 44 })).toMatchObject({ top: 60, bottom: 144 });
    expect(lightboxPadding(407, { strip: true, captionHeight: 44 })).toMatchObject({ top: 0, bottom: 144 });
    expect(lightboxPadding(288, { strip: true, captionHeight: 44 })).toMatchObject({ top: 0, bottom: 144 });
    expect(lightboxPadding(287, { strip: true, captionHeight: 44 })).toMatchObject({ top: 0, bottom: 88 });
    expect(lightboxPadding(100, { strip: true, captionHeight: 44 })).toMatchObject({ top: 0, bottom: 88 });
  });

  it("places the zoom at the pointer, within the image", () => {
    expect(zoomPosition(50, 25, 100, 100)).toEqual({ x: 50, y: 25 });
    expect(zoomPosition(-5, 120, 100, 100)).toEqual({ x: 0, y: 100 });
  });
});

describe("the lightbox's caption under each image", () => {
  const name = "Glitch Alert Pack";
  it("is the image's own caption when it has one", () => {
    expect(lightboxCaption({ caption: "Shown at 1080p", alt: "Alert preview" }, name)).toBe("Shown at 1080p");
  });
  it("is otherwise its alt text, where that says more than the product's name", () => {
    expect(lightboxCaption({ caption: "", alt: "Alert preview" }, name)).toBe("Alert preview");
    expect(lightboxCaption({ caption: " ", alt: "Neon Grid Hoodie in black, back view" }, "Neon Grid Hoodie")).toBe(
      "Neon Grid Hoodie in black, back view",
    );
  });
  it("is none for an image whose alt text is only the product's name, or that has none", () => {
    expect(lightboxCaption({ caption: "", alt: "Glitch Alert Pack" }, name)).toBe("");
    expect(lightboxCaption({ caption: "", alt: " glitch alert pack " }, name)).toBe("");
    expect(lightboxCaption({ caption: "", alt: "" }, name)).toBe("");
  });
});
