import { describe, expect, it } from "vitest";
import { pickVariant, responsiveImage, type StoredImage } from "./image";

const v = (w: number) => ({ url: `/uploads/p-${w}.webp`, width: w, height: w });
const image: StoredImage = {
  id: 1,
  alt: "Neon overlay",
  title: "",
  caption: "",
  variants: { thumbnail: v(150), small: v(300), medium: v(600), large: v(1200), full: v(1200) },
};

describe("which stored size a page shows", () => {
  it("cards show the 600 px size with every scaled size in the srcset", () => {
    expect(responsiveImage(image, "card")).toEqual({
      src: "/uploads/p-600.webp",
      srcSet:
        "/uploads/p-150.webp 150w, /uploads/p-300.webp 300w, /uploads/p-600.webp 600w, /uploads/p-1200.webp 1200w",
      width: 600,
      height: 600,
      alt: "Neon overlay",
    });
  });

  it("the product gallery prefers the large size, thumbnails the smallest, without a srcset", () => {
    expect(pickVariant(image, "gallery")?.width).toBe(1200);
    expect(responsiveImage(image, "thumbnail")).toMatchObject({ src: "/uploads/p-150.webp", srcSet: "" });
  });

  it("falls back to the nearest stored size when the preferred one is missing", () => {
    const onlySmall: StoredImage = { ...image, variants: { small: v(300), full: v(1200) } };
    expect(pickVariant(onlySmall, "card")?.width).toBe(300);
    expect(pickVariant(onlySmall, "thumbnail")?.width).toBe(300);
    expect(pickVariant(onlySmall, "gallery")?.width).toBe(1200);
  });

  it("a picture without any stored file shows nothing", () => {
    expect(responsiveImage({ ...image, variants: {} }, "card")).toBeNull();
  });
});
