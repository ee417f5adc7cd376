/**
 * Whether going to `target` from `current` would only move within the page: the two differ at
 * most in their fragment, and `target` has one. The browser then scrolls to the fragment and
 * loads nothing (even when the two are the same address), as a link to `#reviews` does.
 */
export function movesWithinPage(target: URL, current: URL): boolean {
  return (
    target.hash !== "" &&
    target.origin === current.origin &&
    target.pathname === current.pathname &&
    target.search === current.search
  );
}

/**
 * Loads `target` (a path on this site) afresh in place of the page, as after a login, whose page
 * must be drawn again for the logged-in visitor. A target that differs from the page's address
 * only in its fragment (the page itself, `#reviews` and all) would only move within the page:
 * the address takes the target and the page is reloaded at it, which keeps the fragment.
 */
export function replacePage(target: string): void {
  const url = new URL(target, window.location.href);
  if (movesWithinPage(url, new URL(window.location.href))) {
    // The history entry keeps its state (React Router's key), as a reload does.
    window.history.replaceState(window.history.state, "", url);
    window.location.reload();
  } else {
    window.location.replace(url);
  }
}
