import { useState, type ReactNode } from "react";
import { PrefetchPageLinks } from "react-router";

/**
 * A background form that posts to another route needs that route's code to send it. Fetched only
 * when the form is sent, after the connection has dropped, that code does not arrive and the browser
 * reloads the page into its offline screen, where the form would have said why beside it.
 *
 * Once the visitor is in the form (`start` on its focus) the route is fetched (its code, and its
 * loader's answer as a prefetch), so a form sent later, offline or not, is answered where it is.
 * Until then nothing is fetched: most pages' visitors never use these forms.
 */
export function useRouteCodeOnUse(path: string): { start: () => void; routeCode: ReactNode } {
  const [started, setStarted] = useState(false);
  return {
    start: () => setStarted(true),
    routeCode: started ? <PrefetchPageLinks page={path} /> : null,
  };
}
