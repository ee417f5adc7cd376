/**
 * What the route announcer says after a client-side navigation, or null when it stays quiet: the
 * first page (the browser announces a loaded document itself), the same path with other search
 * parameters (a listing's sort or filters, a new search: those pages announce their own counts),
 * and a navigation that keeps the view where it was (View more, View previous, a filter that
 * leaves /shop/page/2/): the page around the shopper did not change.
 */
export function pageChangeAnnouncement({
  previousPath,
  path,
  keepsView,
  title,
  heading,
}: {
  previousPath: string | null;
  path: string;
  keepsView: boolean;
  title: string;
  heading: string;
}): string | null {
  if (previousPath === null || previousPath === path || keepsView) return null;
  return title.trim() || heading.trim() || null;
}
