/**
 * Opens a share address in a small window of its own and answers whether it opened: false when
 * the browser blocked it, so that the caller can let its link open the address instead.
 *
 * The window is cut off from this page (its `window.opener` is null), as `noopener` would do.
 * `noopener` itself is not used: with it, `window.open` answers null whether or not the window
 * opened, and a blocked window could not be told from an opened one.
 */
export function openSharePopup(url: string, name: string, features: string): boolean {
  const popup = window.open(url, name, features);
  if (!popup) return false;
  popup.opener = null;
  return true;
}
