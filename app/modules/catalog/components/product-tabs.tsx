import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import { queryFieldsExcept } from "~/lib/hrefs";
import { openTabFromQuery, TAB_QUERY } from "../product-tab-rules";

export interface ProductTab {
  id: string;
  title: string;
  content: React.ReactNode;
}

/**
 * Product data as an accordion: one section open at a time, 350 ms to open or close. The #reviews
 * address opens the Reviews section. Without JavaScript each heading's button asks for the page
 * again with that section open (?tab=reviews#reviews, a GET form, the rest of the address kept), so
 * it still works one section at a time; `initiallyOpen` is the section a form's answer shows (a
 * refused review). As served (without JavaScript, or before it takes over), a link that names a
 * section by its fragment alone (/product/{slug}/#reviews) opens that section through the
 * stylesheet (`data-served-tab` in app.css), since the server never sees the fragment; each heading
 * then shows the one of its two buttons (`data-served-button`) whose aria-expanded says so.
 */
export function ProductTabs({ tabs, initiallyOpen }: { tabs: ProductTab[]; initiallyOpen?: string }) {
  const baseId = useId();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const ids = tabs.map((t) => t.id);
  const [open, setOpen] = useState<string | null>(() =>
    openTabFromQuery(new URLSearchParams(search).get(TAB_QUERY), ids, initiallyOpen ?? ids[0] ?? null),
  );
  // The section shown open as served: the address's fragment when it names one (the stylesheet opens
  // it), else the one served open. Its "open" heading button is the one kept once the script takes over.
  const [shownAsServed] = useState(() => {
    const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
    return ids.includes(hash) ? hash : open;
  });
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

  const formId = `${baseId}-form`;
  return (
    <div className="divide-y divide-[var(--border)] border-y border-[var(--border)]" data-product-tabs="">
      {/* What the headings' buttons send without JavaScript: the page again, with one section open
          and the rest of its address kept (a chosen variation's ?attribute_…). */}
      <form id={formId} method="get" hidden>
        {queryFieldsExcept(search, TAB_QUERY).map(([name, value], i) => (
          <input key={i} type="hidden" name={name} value={value} />
        ))}
      </form>
      {tabs.map((tab) => {
        const isOpen = open === tab.id;
        const headingId = `${baseId}-${tab.id}-heading`;
        const panelId = `${baseId}-${tab.id}-panel`;
        const button = (key: string, expanded: boolean, served?: "open" | "closed") => (
          // Without JavaScript it sends the form (what it names does nothing to a plain button).
          <button
            key={key}
            type={hydrated ? "button" : "submit"}
            form={formId}
            formAction={`#${tab.id}`}
            name={TAB_QUERY}
            value={tab.id}
            aria-expanded={expanded}
            aria-controls={panelId}
            data-served-button={served}
            onClick={() => setOpen(isOpen ? null : tab.id)}
            className="flex w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold hover:text-accent-700"
          >
            {tab.title}
            {/* Turned into a × while open. */}
            <span
              aria-hidden="true"
              className={`text-2xl leading-none transition-transform duration-[350ms] ${expanded ? "rotate-45" : ""}`}
            >
              +
            </span>
          </button>
        );
        return (
          <section key={tab.id} id={tab.id} data-served-tab={hydrated ? undefined : isOpen ? "open" : "closed"}>
            <h2 id={headingId} className="m-0">
              {hydrated
                ? // The served button that was shown stays (with the focus a shopper gave it).
                  button(tab.id === shownAsServed ? "open" : "closed", isOpen)
                : // As served, one button says the section is open and one that it is closed; the
                  // stylesheet shows the one true of the page (an address's #reviews opens Reviews,
                  // which the server never sees), so the heading never claims a shown section closed.
                  [button("open", true, "open"), button("closed", false, "closed")]}
            </h2>
            {/* A closed panel is hidden from every reader too (inert), as soon as it has closed. As
                served, the stylesheet hides it instead, so that a fragment naming it can open it. */}
            <div
              id={panelId}
              role="region"
              aria-labelledby={headingId}
              inert={hydrated && !isOpen ? true : undefined}
              className={`grid ${jumpTo ? "" : "transition-[grid-template-rows] duration-[350ms] ease-in-out"} ${
                isOpen ? "grid-rows-[1fr]" : "grid-rows-[0fr]"
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
