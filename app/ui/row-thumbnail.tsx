/**
 * A product's 64 px picture in a table row (the cart, the wishlist), or an empty tile of the same
 * size. `max-w-none`: in a table, a picture allowed to shrink is squeezed to a sliver beside wider cells.
 */
export function RowThumbnail({ src, alt = "" }: { src: string | null; alt?: string }) {
  return src ? (
    <img src={src} alt={alt} width={64} height={64} className="size-16 max-w-none rounded-lg object-cover" />
  ) : (
    <span className="block size-16 rounded-lg bg-[var(--surface-2)]" aria-hidden="true" />
  );
}
