/** Gap kept between a submenu and the window's edge. */
const EDGE_GAP = 0;

/**
 * Whether a desktop submenu should open to the left: it would, opened to the right of
 * `anchorLeft` (the left edge it starts from, in viewport pixels), run past the window's
 * right edge. `submenuWidth` is its measured width (getBoundingClientRect).
 */
export function shouldOpenLeft(anchorLeft: number, submenuWidth: number, viewportWidth: number): boolean {
  return anchorLeft + submenuWidth + EDGE_GAP > viewportWidth;
}
