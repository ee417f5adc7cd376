/**
 * The shop's two layout breakpoints, for the scripts that behave differently on either side of them.
 * The stylesheet declares the same widths for Tailwind's `md:` and `lg:` classes (`--breakpoint-md`
 * and `--breakpoint-lg` in app.css); breakpoints.test.ts fails when the two disagree. Images'
 * `sizes` attributes describe the layout at those widths as literal text, as the stylesheet does.
 */

/** From this width up: the tablet layout (three-column grids, the vertical gallery's side thumbnails). */
export const TABLET_MIN_WIDTH = 768;
/** From this width up: the desktop layout (the filter column, zoom on hover, the sticky summary, the desktop menu). */
export const DESKTOP_MIN_WIDTH = 992;

/** A media query true in the desktop layout. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
