import { Link } from "~/ui/link";
import { Icon } from "./icon";
import { paginationWindow } from "./pagination-window";

export interface PaginationProps {
  current: number;
  totalPages: number;
  /** The address of a page: every link is a real link, so paging works without JavaScript. */
  href: (page: number) => string;
  /** Names the navigation landmark ("Product pagination", "Search results pages"). */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
  /** The name of a numbered link, also read before the current page's number. */
  pageLabel?: (page: number) => string;
  /** Kept in the page but not shown (a script offers another way through the pages). */
  hidden?: boolean;
}

const cell = "tabular inline-flex min-w-11 h-11 items-center justify-center rounded-lg px-3 font-semibold";

/**
 * Numbered page links with gaps (…) over the pagination window, and Previous/Next links
 * marked rel=prev/next. Nothing is shown for a single page.
 */
export function Pagination({
  current,
  totalPages,
  href,
  label,
  previousLabel = "Previous page",
  nextLabel = "Next page",
  pageLabel = (page) => `Page ${page}`,
  hidden = false,
}: PaginationProps) {
  const links = paginationWindow(current, totalPages);
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-10 flex justify-center" hidden={hidden} data-pagination="">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 ? (
          <li>
            <Link
              to={href(current - 1)}
              rel="prev"
              className={`${cell} hover:bg-[var(--surface-2)]`}
              aria-label={previousLabel}
            >
              <Icon name="chevron-left" />
            </Link>
          </li>
        ) : null}
        {links.map((l, i) =>
          l.kind === "gap" ? (
            <li key={`gap-${i}`} className={`${cell} muted`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={l.page}>
              {l.current ? (
                <span aria-current="page" className={`${cell} bg-accent-700 text-on-accent`}>
                  <span className="sr-only">{pageLabel(l.page)}</span>
                  <span aria-hidden="true">{l.page}</span>
                </span>
              ) : (
                <Link
                  to={href(l.page)}
                  className={`${cell} hover:bg-[var(--surface-2)]`}
                  aria-label={pageLabel(l.page)}
                >
                  {l.page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link
              to={href(current + 1)}
              rel="next"
              className={`${cell} hover:bg-[var(--surface-2)]`}
              aria-label={nextLabel}
            >
              <Icon name="chevron-right" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
