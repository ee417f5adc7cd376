import { useEffect, useId, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";

export interface ProductTab {
  id: string;
  title: string;
  content: React.ReactNode;
}

/**
 * Product data as an accordion: one section open at a time, 350 ms to open or close
 * (350 ms). Without JavaScript every section is open, so nothing is out of reach;
 * the page's early script marks <html class="js">, so with it the closed ones start closed.
 * The #reviews address opens the Reviews section.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<string | null>(tabs[0]?.id ?? null);
  // A section opened by the address (#reviews) opens at once, without the animation, and is then
  // brought to the top of the window: the browser scrolled to it while the section above was still
  // open, and that section closing would otherwise leave the shopper far below the heading.
  const [jumpTo, setJumpTo] = useState<string | null>(null);

  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1);
      if (!tabs.some((t) => t.id === hash)) return;
      setOpen(hash);
      setJumpTo(hash);
    };
    // A link to a section whose address is already in the bar changes nothing the browser reports:
    // a click on it (the "{n} customer reviews" link, after the shopper closed Reviews) opens it too.
    const fromLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      const id = link?.getAttribute("href")?.slice(1);
      if (!id || !tabs.some((t) => t.id === id)) return;
      setOpen(id);
      setJumpTo(id);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    document.addEventListener("click", fromLink);
    return () => {
      window.removeEventListener("hashchange", fromHash);
      document.removeEventListener("click", fromLink);
    };
  }, [tabs]);

  useEffect(() => {
    if (!jumpTo) return;
    document.getElementById(jumpTo)?.scrollIntoView({ block: "start" });
    setJumpTo(null);
  }, [jumpTo]);

  return (
    <div className="divide-y divide-[var(--border)] border-y border-[var(--border)]">
      {tabs.map((tab) => {
        const isOpen = open === tab.id;
        const buttonId = `${baseId}-${tab.id}-button`;
        const panelId = `${baseId}-${tab.id}-panel`;
        return (
          <section key={tab.id} id={tab.id} className="scroll-mt-24">
            <h2 className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={hydrated ? isOpen : true}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : tab.id)}
                className="flex w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold hover:text-accent-700"
              >
                {tab.title}
                {/* Turned into a × while open; without JS every panel is open, and so is every icon. */}
                <span
                  aria-hidden="true"
                  className={`text-2xl leading-none transition-transform duration-[350ms] rotate-45 ${isOpen ? "" : "in-[.js]:rotate-0"}`}
                >
                  +
                </span>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              inert={hydrated && !isOpen ? true : undefined}
              className={`grid ${jumpTo ? "" : "transition-[grid-template-rows] duration-[350ms] ease-in-out"} ${
                isOpen ? "grid-rows-[1fr]" : "grid-rows-[1fr] in-[.js]:grid-rows-[0fr]"
              }`}
            >
              <div className="overflow-hidden">
                <div className="pb-6">{tab.content}</div>
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
