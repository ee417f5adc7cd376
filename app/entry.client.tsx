import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The page is painted from the server's HTML before React takes it over: hydrating the whole
 * document is the longest task a page runs, and when the scripts arrive as fast as the HTML (a
 * fast connection, a cached visit) it would otherwise run before the first paint and hold it
 * back. A frame callback runs just before the next paint; the task it queues runs just after.
 * Until then the page is the server's HTML, whose links and forms work without JavaScript. A page
 * opened out of sight paints nothing and pauses frame callbacks, so it is taken over at once.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
