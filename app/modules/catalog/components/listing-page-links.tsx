import { Pagination } from "~/ui/pagination";
import { listingHref, withPage, type ListingState } from "../listing-url";

/** Numbered page links (page/{n}/) with rel=prev/next: the no-JS way through the listing. */
export function ListingPageLinks({
  state,
  current,
  totalPages,
  hidden = false,
}: {
  state: ListingState;
  current: number;
  totalPages: number;
  hidden?: boolean;
}) {
  return (
    <Pagination
      current={current}
      totalPages={totalPages}
      href={(page) => listingHref(withPage(state, page))}
      label="Product pagination"
      hidden={hidden}
    />
  );
}
