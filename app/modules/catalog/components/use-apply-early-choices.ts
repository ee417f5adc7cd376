import { useEffect } from "react";
import { useNavigate } from "react-router";
import { choicesToApply, type ShownListingForms } from "../listing-early-choices";
import { listingHref, type ListingState } from "../listing-url";

/** What the sort and filter forms show right now (null when the page has neither). */
function readShownForms(): ShownListingForms | null {
  const select = document.querySelector<HTMLSelectElement>("form[data-shop-order] select[name=orderby]");
  const filters = document.querySelector<HTMLFormElement>("form[data-shop-filters]");
  if (!select || !filters) return null;
  const focused = document.activeElement;
  return {
    orderby: select.value,
    filterQuery: new URLSearchParams(new FormData(filters) as unknown as Record<string, string>),
    checkboxes: [...filters.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((c) => ({
      name: c.name,
      value: c.value,
    })),
    editingPrice: focused instanceof HTMLInputElement && focused.type === "number" && filters.contains(focused),
  };
}

/**
 * A sort or filter changed before the page's script loaded had no change event to apply it,
 * and the no-JS buttons that could are gone once the script runs. When the filter form's
 * code first mounts (it follows the page's), anything the forms show that the URL does not say is
 * applied, once, the way the forms apply a change. `enabled` false: nothing (the drawer's copy).
 */
export function useApplyEarlyChoices(state: ListingState, enabled = true) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const shown = readShownForms();
    const next = shown && choicesToApply(state, shown);
    if (next) void navigate(listingHref(next), { preventScrollReset: true });
    // Only what was chosen before mounting; later changes apply through the forms' own handlers.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
