import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and hydrating, true once the page runs JS.
 *
 * A component first rendered in the browser (after a link was followed) is true at once. One
 * taken over from the server's HTML turns true in a transition after the page is hydrated: React
 * reads the server snapshot while hydrating, and a store whose snapshot then differs re-renders
 * every component that reads it at once, in one uninterrupted task (on a phone, the longest the
 * page ran). A transition renders in short slices between frames instead.
 */
export function useHydrated(): boolean {
  const [hydratedFromServer] = useState(() => ({ value: false }));
  const [switched, setSwitched] = useState(false);
  const firstRenderedInBrowser = useSyncExternalStore(
    subscribe,
    // After hydration the snapshot stays what it was while hydrating, so React re-renders nothing.
    () => !hydratedFromServer.value,
    () => {
      hydratedFromServer.value = true;
      return false;
    },
  );
  useEffect(() => {
    if (hydratedFromServer.value) startTransition(() => setSwitched(true));
  }, [hydratedFromServer]);
  return firstRenderedInBrowser || switched;
}
