import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/ui/link";
import { accountPath, shopPath, wishlistHref } from "~/lib/hrefs";
import { loadApart } from "~/ui/load-apart";
import { Notice } from "~/ui/notice";
import { Pagination } from "~/ui/pagination";
import { useHydrated } from "~/ui/use-hydrated";
import type { PageNotice } from "~/ui/use-fetcher-notice";
import { canApplyBulkAction, MAX_NAME_CODE_UNITS, readWishlistTitle } from "../wishlist-rules";
import { nameRefusalMessage, wishlistMessages } from "../wishlist.messages";
import type { WishlistNameForm, WishlistPageView, WishlistSummary } from "../wishlist.types";
import { notifyWishlistChanged } from "../wishlist-store";

// The items' rows and the share links follow the page's first load: the server renders them in
// full, and until their code arrives a row's buttons post as plain buttons of the table's form (the
// page's own, which runs in the background) and the share links open as plain links. The rows share
// the cart's row picture, and with it they would bring the cart table's code into this page at once.
const WishlistItemsTable = loadApart(() => import("./wishlist-items-table").then((m) => m.WishlistItemsTable), {
  startAtOnce: true,
});
// Loaded at once too, though not every list shows them: a page reached by a link then has them as
// it renders, rather than pushing the list's settings below them down as they arrive.
const ShareLinks = loadApart(() => import("./share-links").then((m) => m.ShareLinks), { startAtOnce: true });

// A field and the button beside it are one height (the shop's 44 px button), so their edges, and
// the labels of forms side by side, line up.
const inlineField = "field h-11 py-0 font-normal";
const inlineButton = "h-11 px-3 py-0";

export interface WishlistPageProps {
  view: WishlistPageView | null;
  /** The visitor's own lists (empty on another visitor's shared list). */
  lists: WishlistSummary[];
  isOwner: boolean;
  /** The list's absolute address, for the share links. */
  shareUrl: string | null;
  /** A guest (no account yet): the login toggle is shown. */
  isGuest: boolean;
  /** The page's notice; a refused name names its form, and shows at that form's name field. */
  notice: (PageNotice & { nameField?: WishlistNameForm }) | null;
  /** The page's own address (the action the forms post to). */
  action: string;
  /** The account's login form, shown by the guest's login toggle (the route passes it in). */
  loginForm: ReactNode;
}

/**
 * A wishlist: its items in a table with, for the owner, a checkbox per row, Remove and Add to
 * cart per row, the bulk actions, the list switcher, rename, privacy and delete; for anyone
 * else a read-only table. Every control is a form that works without JavaScript; with it the
 * same forms run through a fetcher and the page revalidates.
 */
export function WishlistPage({
  view,
  lists,
  isOwner,
  shareUrl,
  isGuest,
  notice: initial,
  action,
  loginForm,
}: WishlistPageProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  // A refused name (the page sent again without JavaScript) is shown at its field, not at the top.
  const nameRefusal = initial?.nameField ? { ...initial, nameField: initial.nameField } : null;
  const [notice, setNotice] = useState<PageNotice | null>(nameRefusal ? null : initial);
  useEffect(() => setNotice(initial?.nameField ? null : initial), [initial]);
  const tableForm = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  /** A button of the table's form that is under way: which one, in which row (-1: below the table). */
  const rowPress = useRef<{ intent: string; row: number } | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      setNotice(fetcher.data);
      notifyWishlistChanged();
      const press = rowPress.current;
      rowPress.current = null;
      if (press) requestAnimationFrame(() => refocusAfterRowPress(press));
    }
  }, [fetcher.state, fetcher.data]);

  // The pressed button was disabled while the request ran, and its row (or the whole table) may be
  // gone: the focus goes back to it if it stayed, else to the product now in its row's place, else
  // the notice.
  function refocusAfterRowPress(press: { intent: string; row: number }) {
    const form = tableForm.current;
    const same = form?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${press.intent}"]`);
    const rows = form ? [...form.querySelectorAll<HTMLElement>("tr[data-wishlist-item]")] : [];
    const neighbour =
      press.row < 0 ? null : rows[Math.min(press.row, rows.length - 1)]?.querySelector<HTMLElement>("a[href]");
    (same ?? neighbour ?? noticeRef.current)?.focus();
  }
  const [alertText, setAlertText] = useState("");
  const [alertSeq, setAlertSeq] = useState(0);

  const title = view?.wishlist.title ?? wishlistMessages.defaultTitle;
  const items = view?.items ?? [];
  const busy = fetcher.state !== "idle";
  // A list shared by link, seen by someone else: nothing on the page speaks to them as its owner.
  const isOthersList = view != null && !isOwner;

  function onTableSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "";
    const formEl = event.currentTarget;
    const checked = formEl.querySelectorAll<HTMLInputElement>('input[name="item"]:checked').length;
    const bulk = (formEl.elements.namedItem("bulk_action") as HTMLSelectElement | null)?.value ?? "";
    if ((intent === "apply" && !canApplyBulkAction(checked, bulk)) || (intent === "add-selected" && checked === 0)) {
      event.preventDefault();
      setAlertText(wishlistMessages.nothingSelected);
      setAlertSeq((n) => n + 1);
      return;
    }
    setAlertText("");
    if (/^(add-to-cart|remove):/.test(intent)) {
      const row = submitter?.closest("tr");
      const rows = [...formEl.querySelectorAll("tr[data-wishlist-item]")];
      rowPress.current = { intent, row: row ? Math.max(0, rows.indexOf(row)) : 0 };
    } else if (intent === "apply" || intent === "add-selected" || intent === "add-all") {
      rowPress.current = { intent, row: -1 };
    }
  }

  const selectAllBox = useRef<HTMLInputElement | null>(null);
  // The box comes once the rows' code is there: it starts from the rows ticked before then.
  const showSelectAll = useCallback((box: HTMLInputElement | null) => {
    selectAllBox.current = box;
    syncSelectAll();
  }, []);
  function selectAll(event: React.ChangeEvent<HTMLInputElement>) {
    const on = event.currentTarget.checked;
    tableForm.current?.querySelectorAll<HTMLInputElement>('input[name="item"]').forEach((box) => {
      box.checked = on;
    });
  }
  /** "Select all" follows the rows: checked when every row is, mixed when only some are. */
  function syncSelectAll() {
    const boxes = [...(tableForm.current?.querySelectorAll<HTMLInputElement>('input[name="item"]') ?? [])];
    const checked = boxes.filter((box) => box.checked).length;
    const all = selectAllBox.current;
    if (!all) return;
    all.checked = boxes.length > 0 && checked === boxes.length;
    all.indeterminate = checked > 0 && checked < boxes.length;
  }
  // Rows come and go (Remove, Add to cart): the box is brought in line with the rows left.
  useEffect(syncSelectAll, [view]);
  /** A button under the table, sending its intent for the rows. */
  const bulkButton = (intent: string, text: string, look = "btn-secondary") => (
    <button type="submit" name="intent" value={intent} className={`${look} ${inlineButton}`} disabled={busy}>
      {text}
    </button>
  );

  return (
    <section aria-labelledby="wishlist-heading" data-wishlist-page="">
      <h1 id="wishlist-heading" className="page-title">
        {title}
      </h1>
      <div className="mt-4 outline-none" aria-live="polite" ref={noticeRef} tabIndex={-1}>
        {notice ? <Notice {...notice} /> : null}
      </div>
      <div role="alert" key={alertSeq} className="font-semibold text-red-800 dark:text-red-300 [&:not(:empty)]:mt-3">
        {alertText}
      </div>

      {isOwner && lists.length > 1 ? (
        <nav aria-label="Your wishlists" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {lists.map((l) => (
              <li key={l.id}>
                <Link
                  to={wishlistHref(l.shareKey)}
                  aria-current={l.id === view?.wishlist.id ? "page" : undefined}
                  className="inline-flex rounded-full border border-[var(--border)] px-3 py-1.5 text-sm font-semibold aria-[current=page]:bg-accent-700 aria-[current=page]:text-on-accent"
                >
                  {l.title} ({l.itemCount})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {items.length === 0 ? (
        <div className="mt-6">
          <p className="notice-info">{isOthersList ? wishlistMessages.sharedEmpty : wishlistMessages.empty}</p>
          <p className="mt-6">
            <Link to={shopPath} className="btn-primary">
              Return to shop
            </Link>
          </p>
        </div>
      ) : isOwner ? (
        <fetcher.Form
          method="post"
          action={action}
          ref={tableForm}
          onSubmit={onTableSubmit}
          onChange={(event) => {
            if (event.target instanceof HTMLInputElement && event.target.name === "item") syncSelectAll();
          }}
          className="mt-6"
        >
          {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
          <div className="overflow-x-auto">
            <WishlistItemsTable
              title={title}
              items={items}
              owner={{ selectAllRef: showSelectAll, onSelectAll: selectAll, busy, isGuest }}
            />
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Actions
              <select name="bulk_action" defaultValue="" className={inlineField}>
                <option value="">Actions</option>
                <option value="add_to_cart">Add to cart</option>
                <option value="remove">Remove</option>
              </select>
            </label>
            {bulkButton("apply", "Apply")}
            <span className="grow" />
            {bulkButton("add-selected", "Add selected to cart")}
            {bulkButton("add-all", "Add all to cart", "btn-primary")}
          </div>
          {isGuest ? (
            <p className="mt-4 text-sm">
              {/* With JavaScript it opens the Account dialog (AccountButton); without, the account page. */}
              <a href={accountPath} data-account-login="" className="underline">
                {wishlistMessages.alertsNeedAccount}
              </a>
            </p>
          ) : null}
        </fetcher.Form>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <WishlistItemsTable title={title} items={items} returnTo={action} />
        </div>
      )}

      {view && view.pageCount > 1 ? (
        <Pagination
          current={view.page}
          totalPages={view.pageCount}
          href={(page) => {
            const base = wishlistHref(view.wishlist.shareKey, page);
            if (view.perPage === 10) return base;
            return `${base}${base.includes("?") ? "&" : "?"}per_page=${view.perPage}`;
          }}
          label="Wishlist pages"
        />
      ) : null}

      {shareUrl && view && (isOwner ? view.wishlist.privacy === "share" : true) ? (
        <ShareLinks url={shareUrl} title={title} />
      ) : null}

      {isOwner && view ? <ListSettings list={view.wishlist} action={action} refused={nameRefusal} /> : null}

      {isGuest && !isOthersList ? (
        <details className="mt-10 rounded-xl border border-[var(--border)] p-4">
          <summary className="cursor-pointer font-semibold">{wishlistMessages.loginToggle}</summary>
          <p className="mt-3">{wishlistMessages.loginToggleText}</p>
          <div className="mt-4 max-w-md">{loginForm}</div>
        </details>
      ) : null}
    </section>
  );
}

/** An answer refusing the name typed in one of the list's forms. */
type NameRefusal = { ok: boolean; message: string; nameField: WishlistNameForm };

/** The id of the message a name field is described by when its name is refused. */
const nameErrorId = (form: WishlistNameForm) => `wishlist-${form}-name-error`;

/**
 * Rename, privacy and delete of the shown list, and a new list. A refused name shows under its
 * field, which is marked invalid, described by the message and given the focus: at once when the
 * page comes back with it (without JavaScript), else as the answer arrives.
 */
function ListSettings({
  list,
  action,
  refused,
}: {
  list: WishlistSummary;
  action: string;
  refused: NameRefusal | null;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string; nameField?: WishlistNameForm }>();
  const answer = fetcher.state === "idle" && fetcher.data ? fetcher.data : null;
  // A name refused here, before it is sent (the server's own rule and words).
  const [checked, setChecked] = useState<NameRefusal | null>(null);
  const nameAnswer = checked ?? (answer ? (answer.nameField ? (answer as NameRefusal) : null) : refused);
  const renameInput = useRef<HTMLInputElement>(null);
  const createInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer?.nameField) (answer.nameField === "rename" ? renameInput : createInput).current?.focus();
  }, [answer]);
  const nameInputs = { rename: renameInput, create: createInput };
  /** A name field's state: invalid and described by its message when its name was refused. */
  const nameState = (form: WishlistNameForm) =>
    nameAnswer?.nameField === form
      ? {
          ref: nameInputs[form],
          "aria-invalid": true as const,
          "aria-describedby": nameErrorId(form),
          // Without JavaScript the page is sent again: the refused field takes the focus as it loads.
          autoFocus: answer === null,
        }
      : { ref: nameInputs[form] };
  const nameError = (form: WishlistNameForm) =>
    nameAnswer?.nameField === form ? (
      <Notice ok={false} message={nameAnswer.message} id={nameErrorId(form)} className="basis-full" />
    ) : null;
  // With JavaScript a rename or privacy change answers here; without it, on the list's page again.
  const js = useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
  // One change at a time: a second press (a double click on Create wishlist) while the first is on
  // its way is not sent, or both reach the server and two lists are made. The buttons stay
  // focusable (aria-disabled), so the focus is not dropped to the page while they wait.
  const busy = fetcher.state !== "idle";
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (sending.current) return event.preventDefault();
    // A name the server would refuse is refused here, at its field, and nothing is sent.
    const formEl = event.currentTarget;
    const intent = formEl.querySelector<HTMLButtonElement>('button[name="intent"]')?.value;
    if (intent === "rename" || intent === "create") {
      const read = readWishlistTitle(new FormData(formEl).get("wishlist_name") as string | null);
      if (!read.ok) {
        event.preventDefault();
        setChecked({ ok: false, nameField: intent, message: nameRefusalMessage(intent, read.code) });
        (intent === "rename" ? renameInput : createInput).current?.focus();
        return;
      }
    }
    setChecked(null);
    sending.current = true;
  };
  // The shop checks the names (here and on the server) and says why at the field, not the browser.
  const form = { method: "post", action, onSubmit, noValidate: true } as const;
  /** A form's button, sending its intent. */
  const submit = (intent: string, text: string, className = `btn-secondary ${inlineButton}`) => (
    <button type="submit" name="intent" value={intent} aria-disabled={busy || undefined} className={className}>
      {text}
    </button>
  );
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <fetcher.Form {...form} className="flex flex-wrap items-end gap-2">
        <label className="flex grow flex-col gap-1 text-sm font-semibold">
          Wishlist name
          <WishlistNameInput defaultValue={list.title} required className={inlineField} {...nameState("rename")} />
        </label>
        {js}
        {submit("rename", "Rename")}
        {nameError("rename")}
      </fetcher.Form>
      <fetcher.Form {...form} className="flex flex-wrap items-end gap-2">
        <label className="flex grow flex-col gap-1 text-sm font-semibold">
          Privacy
          <select name="privacy" defaultValue={list.privacy} className={inlineField}>
            <option value="share">Shared: anyone with the link</option>
            <option value="private">Private: only me</option>
          </select>
        </label>
        {js}
        {submit("privacy", "Save privacy")}
      </fetcher.Form>
      <fetcher.Form {...form} className="flex flex-wrap items-end gap-2">
        <label className="flex grow flex-col gap-1 text-sm font-semibold">
          New wishlist name
          <WishlistNameInput required className={inlineField} {...nameState("create")} />
        </label>
        {submit("create", "Create wishlist")}
        {nameError("create")}
      </fetcher.Form>
      <fetcher.Form {...form} className="flex items-end">
        {submit("delete", "Delete this wishlist", `btn-ghost ${inlineButton} text-red-800 dark:text-red-300`)}
      </fetcher.Form>
      {answer && !answer.nameField ? <Notice {...answer} className="md:col-span-2" /> : null}
    </div>
  );
}

/**
 * A list's name field. Its maxLength counts UTF-16 code units (an emoji two, a family emoji
 * eleven), so it only bounds what is sent; the characters a person sees are counted by the
 * server's own rule as the form is sent, and a name refused is held back in the server's words.
 */
function WishlistNameInput(props: Omit<React.ComponentProps<"input">, "name" | "maxLength">) {
  return <input {...props} name="wishlist_name" maxLength={MAX_NAME_CODE_UNITS} />;
}
