import { useState } from "react";
import type { ProductImage } from "../variation";

/**
 * The product gallery: one main image and a list of thumbnails (shown when there is more
 * than one image). Each thumbnail links to its full-size image, so it works without
 * JavaScript; with it, a click shows that image in place. The images passed in change when
 * a variation is found, and the gallery then starts again from the first one.
 */
export function ProductGallery({
  images,
  productName,
  badge,
}: {
  images: ProductImage[];
  productName: string;
  badge?: React.ReactNode;
}) {
  const key = images.map((i) => i.id).join(",");
  return <GalleryView key={key} images={images} productName={productName} badge={badge} />;
}

function GalleryView({
  images,
  productName,
  badge,
}: {
  images: ProductImage[];
  productName: string;
  badge?: React.ReactNode;
}) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <div className="flex flex-col gap-3" data-gallery>
      <figure className="relative overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--surface-2)]">
        {main ? (
          <a href={main.full_src} data-full-width={main.full_src_w} data-full-height={main.full_src_h}>
            <img
              src={main.src}
              srcSet={main.srcset || undefined}
              sizes={main.srcset ? main.sizes : undefined}
              width={main.src_w}
              height={main.src_h}
              alt={main.alt || productName}
              className="aspect-square h-auto w-full object-cover"
              fetchPriority="high"
            />
          </a>
        ) : (
          <div
            className="flex aspect-square w-full items-center justify-center text-lg font-semibold muted"
            role="img"
            aria-label={productName}
          >
            {productName}
          </div>
        )}
        {badge ? (
          <div className="pointer-events-none absolute left-3 top-3 flex flex-col items-start gap-2">{badge}</div>
        ) : null}
        {main?.caption ? <figcaption className="sr-only">{main.caption}</figcaption> : null}
      </figure>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2 md:grid-cols-6" aria-label="Product images">
          {images.map((img, i) => (
            <li key={img.id}>
              <a
                href={img.full_src}
                aria-label={`View image ${i + 1} of ${images.length}`}
                aria-current={i === selected ? "true" : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setSelected(i);
                }}
                className={`block overflow-hidden rounded-lg border-2 ${i === selected ? "border-accent-600" : "border-transparent hover:border-[var(--border)]"}`}
              >
                <img
                  src={img.gallery_thumbnail_src}
                  alt=""
                  width={150}
                  height={150}
                  loading="lazy"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
