import { useEffect, useState } from "react";
import { useLazyModule } from "~/ui/use-lazy-module";
import { isScrollTopVisible } from "../scroll-to-top";

const loadScrollToTop = () => import("./scroll-to-top");

/**
 * Where the "Scroll to top" button goes. The button is useless until the page has scrolled past
 * 200 px, so its code loads then (the first time), not with the page.
 */
export function ScrollToTopSlot() {
  const [button, loadButton] = useLazyModule(loadScrollToTop);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const check = () => {
      if (isScrollTopVisible(window.scrollY)) setWanted(true);
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [wanted]);
  useEffect(() => {
    if (wanted) void loadButton().catch(() => setWanted(false));
  }, [wanted, loadButton]);
  return button ? <button.ScrollToTop /> : null;
}
