import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { Form, type LinkProps } from "react-router";
import { Link } from "~/ui/link";
import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton } from "~/ui/dialog-close-button";
import { revealFocusTakenRound } from "~/ui/dialog-focus-wrap";
import { usePageHiddenBehind } from "~/ui/page-hidden-behind";
import { searchHref, searchPagePath } from "~/lib/hrefs";
import type { LiveResultsJson } from "../search.types";
import { isSearchable, liveCountLimit, maxSearchLength } from "../search-query";
import { searchMessages } from "../search.messages";
import { mayFocusTextFieldOnOpen } from "~/ui/dialog-field-focus";

/** Wait this long after the last keystroke before asking the server. */
const debounceMs = 150;

/**
 * The "Search" dialog, loaded when the header's Search button is first used (search-button.tsx).
 * Following a result or submitting the form closes it: the dialog has done its job. Other
 * navigations (a Back still loading when the shopper opened it) leave it open.
 */
export function SearchDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <SearchDialogContent onNavigate={() => onOpenChange(false)} returnFocusTo={returnFocusTo} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type LiveState =
  | { kind: "idle" }
  | { kind: "loading"; previous: LiveResultsJson | null }
  | { kind: "done"; results: LiveResultsJson }
  | { kind: "error" };

/**
 * A link that closes the dialog when it navigates in this tab (a plain click or Enter; not a
 * click that opens a new tab or window).
 */
function ResultLink({ onNavigate, ...props }: LinkProps & { onNavigate: () => void }) {
  return (
    <Link
      {...props}
      data-search-result
      onClick={(e) => {
        if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) onNavigate();
      }}
    />
  );
}

function SearchDialogContent({
  onNavigate,
  returnFocusTo,
}: {
  onNavigate: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [q, setQ] = useState("");
  const [live, setLive] = useState<LiveState>({ kind: "idle" });
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const hidePageBehind = usePageHiddenBehind();
  const resultsId = useId();

  // Cleared on page load: a page restored from the back/forward cache starts empty too.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) {
        setQ("");
        setLive({ kind: "idle" });
      }
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  // Live results: debounced, and each new keystroke cancels the request before it.
  useEffect(() => {
    const terms = q.trim();
    if (!isSearchable(terms)) {
      setLive({ kind: "idle" });
      return;
    }
    const controller = new AbortController();
    setLive((s) => ({
      kind: "loading",
      previous: s.kind === "done" ? s.results : s.kind === "loading" ? s.previous : null,
    }));
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search?${new URLSearchParams({ q: terms })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!res.ok) throw new Error(`search answered ${res.status}`);
        setLive({ kind: "done", results: (await res.json()) as LiveResultsJson });
      } catch {
        if (!controller.signal.aborted) setLive({ kind: "error" });
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const results = live.kind === "done" ? live.results : live.kind === "loading" ? live.previous : null;
  const resultLinks = () =>
    Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-search-result]") ?? []);

  // ArrowDown/ArrowUp walk from the field through the result links and back; Enter on a
  // link follows it (a native link), Enter in the field submits the form.
  const onFieldKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "ArrowDown") return;
    const first = resultLinks()[0];
    if (first) {
      e.preventDefault();
      first.focus();
    }
  };
  const onResultsKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const links = resultLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    e.preventDefault();
    const next = e.key === "ArrowDown" ? Math.min(index + 1, links.length - 1) : index - 1;
    if (next < 0) inputRef.current?.focus();
    else links[next].focus();
  };

  // The result the shopper is on, by address. An answer that arrives after they pressed
  // ArrowDown on the results before it can remove that link; focus would then fall to the page
  // behind. It moves to the same result in the new list, or else to the first.
  const focusedResult = useRef<string | null>(null);
  const onResultsFocus = (e: FocusEvent<HTMLDivElement>) => {
    focusedResult.current = (e.target as HTMLElement).closest("a[data-search-result]")?.getAttribute("href") ?? null;
  };
  const onResultsBlur = (e: FocusEvent<HTMLDivElement>) => {
    // Focus taken to another element on purpose; a removed link or the window losing focus
    // leaves no other element to go to.
    if (e.relatedTarget) focusedResult.current = null;
  };
  // After each new list is in the page, before it is painted.
  useLayoutEffect(() => {
    const href = focusedResult.current;
    if (href === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const links = resultLinks();
    (links.find((a) => a.getAttribute("href") === href) ?? links[0] ?? inputRef.current)?.focus();
  }, [results]);

  const count = results ? results.products.length + results.posts.length : 0;
  return (
    <Dialog.Content
      ref={hidePageBehind}
      className="fixed inset-x-0 top-0 z-50 mx-auto max-h-[100dvh] w-full max-w-2xl overflow-y-auto bg-[var(--surface)] p-4 shadow-xl dialog-edge outline-none md:top-6 md:max-h-[calc(100dvh-3rem)] md:rounded-xl md:p-6"
      aria-describedby={undefined}
      onKeyDown={revealFocusTakenRound}
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        if (mayFocusTextFieldOnOpen()) inputRef.current?.focus();
        else (e.currentTarget as HTMLElement).focus();
      }}
      onCloseAutoFocus={(e) => {
        e.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <div className="mb-3 flex items-center justify-between">
        <Dialog.Title className="text-lg font-bold">Search</Dialog.Title>
        <DialogCloseButton />
      </div>
      <Form method="get" action={searchPagePath} role="search" className="flex gap-2" onSubmit={onNavigate}>
        <label htmlFor={`${resultsId}-field`} className="sr-only">
          Search
        </label>
        <input
          ref={inputRef}
          id={`${resultsId}-field`}
          className="field"
          type="search"
          name="s"
          required
          autoComplete="off"
          maxLength={maxSearchLength}
          placeholder="Products, categories, blog topics…"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={onFieldKeyDown}
          aria-controls={resultsId}
        />
        <button type="submit" className="btn-primary shrink-0">
          Find
        </button>
      </Form>
      {/* One announcement per answer: how many match in all (the list shows the best few). It is
          also the visible "no results" message, so that is not read twice. */}
      <p role="status" className={live.kind === "done" && count === 0 ? "muted mt-4" : "sr-only"}>
        {live.kind === "done"
          ? searchMessages.found(live.results.productCount, live.results.postCount, liveCountLimit)
          : ""}
      </p>
      <div
        id={resultsId}
        ref={resultsRef}
        onKeyDown={onResultsKeyDown}
        onFocus={onResultsFocus}
        onBlur={onResultsBlur}
        aria-busy={live.kind === "loading"}
        className="mt-4"
      >
        {live.kind === "error" ? (
          <p className="notice-error">The results could not be loaded. Press Enter to see the results page.</p>
        ) : null}
        {results && count > 0 ? <LiveResultList results={results} terms={q.trim()} onNavigate={onNavigate} /> : null}
      </div>
    </Dialog.Content>
  );
}

function LiveResultList({
  results,
  terms,
  onNavigate,
}: {
  results: LiveResultsJson;
  terms: string;
  onNavigate: () => void;
}) {
  const row =
    "flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-[var(--surface-2)] focus-visible:bg-[var(--surface-2)]";
  return (
    <div className="space-y-4">
      {results.products.length > 0 ? (
        <section aria-label="Products">
          <h3 className="muted mb-1 text-sm font-semibold uppercase tracking-wide">Products</h3>
          <ul>
            {results.products.map((p) => (
              <li key={p.url}>
                <ResultLink to={p.url} className={row} onNavigate={onNavigate}>
                  {p.image ? (
                    <img
                      src={p.image.url}
                      width={48}
                      height={48}
                      alt=""
                      className="size-12 shrink-0 rounded-md object-cover"
                    />
                  ) : (
                    <span className="size-12 shrink-0 rounded-md bg-[var(--surface-2)]" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{p.name}</span>
                    <span className="tabular muted block text-sm">
                      {p.regularPrice ? (
                        <>
                          <del className="mr-1">
                            <span className="sr-only">Original price: </span>
                            {p.regularPrice}
                          </del>
                          <span className="sr-only">Current price: </span>
                        </>
                      ) : null}
                      {p.price}
                    </span>
                  </span>
                </ResultLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.posts.length > 0 ? (
        <section aria-label="Posts">
          <h3 className="muted mb-1 text-sm font-semibold uppercase tracking-wide">Posts</h3>
          <ul>
            {results.posts.map((p) => (
              <li key={p.url}>
                <ResultLink to={p.url} className={row} onNavigate={onNavigate}>
                  {p.title}
                </ResultLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ResultLink to={searchHref(terms)} className="btn-secondary w-full" onNavigate={onNavigate}>
        View all results for “{terms}”
      </ResultLink>
    </div>
  );
}
