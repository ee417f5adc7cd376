import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// This script is started after the page's first paint (lib/scripts-after-paint.ts), so taking the
// page over — the longest task a page runs — never holds back what the shopper first sees.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
