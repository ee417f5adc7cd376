import { Link } from "react-router";
import { Icon } from "~/ui/icon";
import { paginationWindow } from "../listing-pagination";
import { listingHref, withPage, type ListingState } from "../listing-url";

/** Numbered page links (page/{n}/) with rel=prev/next: the no-JS way through the listing. */
export function PaginationNav({ state, current, totalPages, hidden = false }: { state: ListingState; current: number; totalPages: number; hidden?: boolean }) {
  const links = paginationWindow(current, totalPages);
  if (links.length === 0) return null;
  const href = (page: number) => listingHref(withPage(state, page));
  const cell = "tabular inline-flex min-w-11 h-11 items-center justify-center rounded-lg px-3 font-semibold";
  return (
    <nav aria-label="Product pagination" className="mt-10 flex justify-center" hidden={hidden} data-pagination="">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className={`${cell} hover:bg-[var(--surface-2)]`} aria-label="Previous page">
              <Icon name="chevron-left" />
            </Link>
          </li>
        ) : null}
        {links.map((l, i) =>
          l.kind === "gap" ? (
            <li key={`gap-${i}`} className={`${cell} muted`} aria-hidden="true">…</li>
          ) : (
            <li key={l.page}>
              {l.current ? (
                <span aria-current="page" className={`${cell} bg-accent-700 text-white`}>
                  <span className="sr-only">Page </span>{l.page}
                </span>
              ) : (
                <Link to={href(l.page)} className={`${cell} hover:bg-[var(--surface-2)]`} aria-label={`Page ${l.page}`}>
                  {l.page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link to={href(current + 1)} rel="next" className={`${cell} hover:bg-[var(--surface-2)]`} aria-label="Next page">
              <Icon name="chevron-right" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
