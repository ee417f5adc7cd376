import { useEffect, useId, useRef, useState } from "react";
import { wishlistAddPath } from "~/lib/hrefs";
import { useHydrated } from "~/ui/use-hydrated";
import { EMPTY_NAME_HIGHLIGHT_MS, MAX_NAME_CODE_UNITS } from "../wishlist-rules";
import { wishlistMessages } from "../wishlist.messages";
import type { WishlistData } from "../wishlist.types";

export interface ChooseWishlistFormProps {
  productId: number;
  variationId: number | null;
  choice: Record<string, string>;
  returnTo: string;
  lists: WishlistData[];
  /** With JavaScript: sends the form in the background instead of posting it. */
  onSend?: (form: FormData) => void;
  busy?: boolean;
  /** Changes when the server refused the name: the field is highlighted again. */
  highlightSignal?: number;
  /**
   * Why the server refused the name typed: shown under the field, which is marked invalid and
   * described by it. Without JavaScript the page comes back with it and the field takes the focus.
   */
  nameError?: string | null;
}

/**
 * The choice of a list: combobox "Wishlist" whose first option is Create New, the new list's
 * name, and Add. A plain form posting to /wishlist/add (the no-JavaScript page and the dialog
 * both use it). Create New with an empty name highlights the name for 1 second.
 */
export function ChooseWishlistForm({
  productId,
  variationId,
  choice,
  returnTo,
  lists,
  onSend,
  busy = false,
  highlightSignal = 0,
  nameError = null,
}: ChooseWishlistFormProps) {
  // Without JavaScript the name field is always there (used when Create New is chosen).
  const hydrated = useHydrated();
  // A refused name was typed for a new list: Create New stays chosen.
  const [selected, setSelected] = useState(lists.length > 0 && !nameError ? String(lists[0].ID) : "new");
  // An empty name is refused here at once, in the server's words.
  const [emptyName, setEmptyName] = useState(false);
  const error = emptyName ? wishlistMessages.nameNeeded : nameError;
  const errorId = `${useId()}-name-error`;
  const [highlight, setHighlight] = useState(false);
  const inIds = (l: WishlistData) => l.in.includes(variationId ?? productId);
  const nameRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  function flashName() {
    setHighlight(true);
    nameRef.current?.focus();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlight(false), EMPTY_NAME_HIGHLIGHT_MS);
  }
  useEffect(() => {
    if (highlightSignal > 0) flashName();
  }, [highlightSignal]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // In the dialog this form is portalled out of the product's own form: its submit must not reach that form's handler.
    event.stopPropagation();
    const form = new FormData(event.currentTarget);
    if (selected === "new" && String(form.get("wishlist_name") ?? "").trim() === "") {
      event.preventDefault();
      setEmptyName(true);
      flashName();
      return;
    }
    setEmptyName(false);
    if (onSend) {
      event.preventDefault();
      onSend(form);
    }
  }

  return (
    <form method="post" action={wishlistAddPath} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="product_id" value={productId} />
      {variationId ? <input type="hidden" name="variation_id" value={variationId} /> : null}
      {Object.entries(choice).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <input type="hidden" name="return_to" value={returnTo} />
      <label className="flex flex-col gap-1 font-semibold">
        Wishlist
        <select
          name="wishlist_id"
          value={selected}
          onChange={(e) => setSelected(e.currentTarget.value)}
          className="rounded-lg border border-[var(--border)] bg-[var(--surface)] px-3 py-2 font-normal"
        >
          <option value="new">{wishlistMessages.createNew}</option>
          {lists.map((l) => (
            <option key={l.ID} value={l.ID}>
              {inIds(l) ? wishlistMessages.listAlreadyHolds(l.title) : l.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-semibold" hidden={hydrated && selected !== "new"}>
        Wishlist name
        {/* Its maxLength (code units, an emoji two) only bounds what is sent: the server counts
            the name's characters and says so when there are too many. */}
        <input
          ref={nameRef}
          name="wishlist_name"
          maxLength={MAX_NAME_CODE_UNITS}
          disabled={hydrated && selected !== "new"}
          aria-invalid={highlight || Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus={!hydrated && Boolean(nameError)}
          className={`rounded-lg border px-3 py-2 font-normal transition-colors ${
            highlight ? "border-red-700 bg-red-50 outline-2 outline-red-700 dark:bg-red-950" : "border-[var(--border)]"
          }`}
          data-highlight={highlight ? "" : undefined}
        />
      </label>
      {error && !(hydrated && selected !== "new") ? (
        <p id={errorId} role="alert" className="-mt-2 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary self-start" aria-busy={busy || undefined}>
        Add
      </button>
    </form>
  );
}
