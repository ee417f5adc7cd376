import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { postHref } from "~/lib/hrefs";
import { openSharePopup } from "~/lib/share-popup";
import { Icon } from "~/ui/icon";
import { TextField } from "~/ui/field";
import { useHydrated } from "~/ui/use-hydrated";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import { ANTISPAM_FIELD } from "~/modules/site/anti-spam";
import { HONEYPOT_FIELD, MAX_AUTHOR_LENGTH } from "../comment-rules";
import type { ShareAnswer } from "../blog.types";
import {
  formatShareCount,
  shareCountLabel,
  MORE_HOVER_CLOSE_MS,
  MORE_HOVER_OPEN_MS,
  MORE_RECENT_OPEN_MS,
  moreNetworks,
  morePaneShift,
  networkNames,
  popupSize,
  primaryNetworks,
  shareUrl,
  withSelection,
  type ShareNetwork,
  type ShareService,
} from "../share-rules";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

const itemClass = "btn btn-secondary inline-flex items-center gap-2";

/**
 * A share count beside its button, by the display rule; nothing for none. What it counts is said in
 * hidden text, so a screen reader reads "107 Facebook shares" (one: "1 Facebook share") rather than a
 * bare number.
 */
function ShareCount({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="tabular shrink-0 rounded bg-[var(--surface-2)] px-1.5 text-sm">
      {formatShareCount(count)}
      <span className="sr-only"> {shareCountLabel(label, count)}</span>
    </span>
  );
}

/**
 * Sharing buttons with the shop's own counts. Each is a real form: without JavaScript the server
 * counts the share and sends the visitor on to the network; with it, the network opens in a popup
 * (600×400, X 600×350) and the count is sent in the background. Print prints; Email opens a small
 * form that mails the post's address; More reveals the other networks (click, keyboard or hover).
 */
export function ShareBar({
  post,
  counts,
  answer,
  renderedAt,
}: {
  post: { id: number; slug: string; title: string; shareImageUrl: string | null };
  counts: Partial<Record<ShareService, number>>;
  answer: ShareAnswer | null;
  renderedAt: number;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ShareAnswer>({ key: `share-${post.id}` });
  const action = postHref(post.slug);
  const countOf = (service: ShareService) =>
    fetcher.data?.ok && fetcher.data.service === service ? (fetcher.data.count ?? 0) : (counts[service] ?? 0);

  const countInBackground = (service: ShareService) =>
    fetcher.submit({ intent: "share", service, _js: "1" }, { method: "post", action });

  // Press This quotes what the reader selected in the post; a click may clear the selection, so it
  // is read as the pointer goes down (and at the click itself for the keyboard).
  const selectedText = useRef("");
  const networkForm = (network: ShareNetwork, inPane = false) => (
    <fetcher.Form
      method="post"
      action={action}
      className={inPane ? "flex items-center gap-1.5" : "inline-flex items-center gap-1.5"}
      key={network}
    >
      <input type="hidden" name="intent" value="share" />
      <input type="hidden" name="service" value={network} />
      <button
        type="submit"
        className={inPane ? `${itemClass} flex-1 justify-start whitespace-nowrap` : itemClass}
        onPointerDown={() => {
          if (network === "pressthis") selectedText.current = window.getSelection()?.toString() ?? "";
        }}
        onClick={(event) => {
          event.preventDefault();
          const origin = window.location.origin;
          const address = shareUrl(network, {
            url: new URL(action, origin).href,
            title: post.title,
            image: post.shareImageUrl ? new URL(post.shareImageUrl, origin).href : null,
          });
          const selected = selectedText.current || (window.getSelection()?.toString() ?? "");
          selectedText.current = "";
          const url = network === "pressthis" ? withSelection(address, selected) : address;
          const { width, height } = popupSize(network);
          const left = Math.max(0, (window.screen.width - width) / 2);
          const top = Math.max(0, (window.screen.height - height) / 2);
          openSharePopup(
            url,
            `share-${network}`,
            `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,width=${width},height=${height},left=${left},top=${top}`,
          );
          void countInBackground(network);
        }}
      >
        <Icon name={network === "pressthis" ? "pencil" : network} className="size-[17px] shrink-0" />
        Share on {networkNames[network]}
      </button>
      <ShareCount count={countOf(network)} label={networkNames[network]} />
    </fetcher.Form>
  );

  return (
    <div id="share" role="group" aria-label="Share this post" className="flex flex-wrap items-center gap-2">
      {/* Only a script can print: without one the button would count a share and print nothing. */}
      <fetcher.Form method="post" action={action} className="js-only inline-flex items-center gap-1.5">
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="service" value="print" />
        <button
          type="submit"
          className={itemClass}
          onClick={(event) => {
            event.preventDefault();
            void countInBackground("print");
            window.print();
          }}
        >
          <Icon name="printer" />
          Print
        </button>
      </fetcher.Form>
      <EmailShare post={post} answer={answer} renderedAt={renderedAt} count={countOf("email")} hydrated={hydrated} />
      {primaryNetworks.map((network) => networkForm(network))}
      <MorePane hydrated={hydrated}>{moreNetworks.map((network) => networkForm(network, true))}</MorePane>
    </div>
  );
}

/** The "More" pane: opens by click, keyboard or hover (200 ms in, 300 ms out); Escape closes it. */
function MorePane({ hydrated, children }: { hydrated: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  // The pane opens under the More button; where that is near the right edge (a narrow window, the
  // button wrapped to the end of its row), it moves left so every network stays on screen.
  useLayoutEffect(() => {
    const pane = paneRef.current;
    if (!open || !pane) return;
    const place = () => {
      pane.style.left = "";
      const { left, width } = pane.getBoundingClientRect();
      const shift = morePaneShift(left, width, document.documentElement.clientWidth);
      if (shift !== 0) pane.style.left = `${shift}px`;
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open]);
  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );
  // Without JavaScript the browser itself opens the pane: a popover, which the More button toggles,
  // that closes on Escape or a click elsewhere, and whose open state the browser reports to
  // assistive technology as the button's expanded state. The same two elements are kept once the
  // page's script runs (a More button being pressed then is not replaced under the pointer).
  const popover = !hydrated;
  return (
    <div
      className="relative"
      onBlur={(event) => {
        // Like a menu, the pane closes once keyboard focus has moved on past it; a click on its own
        // padding (focus falls to the page for a moment) does not count.
        const next = event.relatedTarget;
        if (!open || (next instanceof Node && event.currentTarget.contains(next))) return;
        if (next === null && event.currentTarget.matches(":hover")) return;
        clearTimeout(openTimer.current);
        setOpen(false);
      }}
      onMouseEnter={() => {
        clearTimeout(closeTimer.current);
        if (open) return;
        openTimer.current = setTimeout(() => {
          hoverOpenedAt.current = Date.now();
          setOpen(true);
        }, MORE_HOVER_OPEN_MS);
      }}
      onMouseLeave={() => {
        clearTimeout(openTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), MORE_HOVER_CLOSE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={itemClass}
        popoverTarget={popover ? "share-more" : undefined}
        aria-expanded={popover ? undefined : open}
        aria-controls={popover ? undefined : "share-more"}
        onClick={() => {
          clearTimeout(openTimer.current);
          // A click just after hover opened the pane leaves it open.
          if (open && Date.now() - hoverOpenedAt.current < MORE_RECENT_OPEN_MS) return;
          hoverOpenedAt.current = 0;
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => paneRef.current?.querySelector<HTMLElement>("button")?.focus());
          }
        }}
      >
        <Icon name="share" />
        More
      </button>
      <div
        id="share-more"
        ref={paneRef}
        popover={popover ? "auto" : undefined}
        hidden={popover ? undefined : !open}
        className={
          popover
            ? "card m-auto w-max max-w-[calc(100vw-1rem)] gap-2 p-3 shadow-lg [&:popover-open]:grid"
            : "card absolute left-0 top-full z-20 mt-2 grid w-max max-w-[calc(100vw-1rem)] gap-2 p-3 shadow-lg"
        }
      >
        {children}
      </div>
    </div>
  );
}

/** Email: a form that sends the post's address to a friend, opened by the Email button (without JavaScript, the Email link). */
function EmailShare({
  post,
  answer,
  renderedAt,
  count,
  hydrated,
}: {
  post: { id: number; slug: string };
  answer: ShareAnswer | null;
  renderedAt: number;
  count: number;
  hydrated: boolean;
}) {
  const fetcher = useFetcher<ShareAnswer>({ key: `email-share-${post.id}` });
  const shown = fetcher.data ?? (answer?.intent === "email-share" ? answer : null);
  const [open, setOpen] = useState(shown !== null);
  const errors = shown && !shown.ok ? (shown.errors ?? {}) : {};
  const values = shown && !shown.ok ? shown.values : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fetcher.data);
  // Send email is disabled while the post is sent, so the focus fell to the page: a sent post puts
  // it on the thanks, which a screen reader then reads.
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (fetcher.data?.ok) sentRef.current?.focus();
  }, [fetcher.data]);
  const form = (
    <fetcher.Form
      ref={formRef}
      method="post"
      // Without JavaScript a refused send comes back at the form (and its errors), not the post's top.
      action={`${postHref(post.slug)}#share-email`}
      id="share-email"
      aria-label="Email this post"
      className="card mt-2 grid w-full gap-3 p-4"
      noValidate
    >
      <input type="hidden" name="intent" value="email-share" />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name={ANTISPAM_FIELD} defaultValue={renderedAt} data-antispam-timestamp="" />
      <div className="hidden" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {shown && !shown.ok && shown.message ? (
        <div role="alert" className="notice-error">
          {shown.title ? <p className="font-semibold">{shown.title}</p> : null}
          <p>{shown.message}</p>
        </div>
      ) : null}
      {shown?.ok ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="notice-success">
          {shown.message}
        </p>
      ) : null}
      <TextField
        name="share_name"
        id={`share-name-${post.id}`}
        label="Your name"
        required
        maxLength={MAX_AUTHOR_LENGTH}
        defaultValue={values?.name}
        error={errors.name}
      />
      <TextField
        name="share_to"
        id={`share-to-${post.id}`}
        label="Send to email address"
        type="email"
        required
        maxLength={MAX_EMAIL_ADDRESS_LENGTH}
        defaultValue={values?.to}
        error={errors.to}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
          Send email
        </button>
      </div>
    </fetcher.Form>
  );
  const shareCount = <ShareCount count={count} label="email" />;
  if (!hydrated) {
    // Without JavaScript, Email is a link to the form, which shows once it is the page's target
    // (or at once when it holds an answer).
    return (
      <>
        <span className="inline-flex items-center gap-1.5">
          <a href="#share-email" className={itemClass}>
            <Icon name="email" />
            Email
          </a>
          {shareCount}
        </span>
        <div className={shown ? "order-last w-full" : "order-last hidden w-full has-[:target]:block"}>{form}</div>
      </>
    );
  }
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <button
          type="button"
          className={itemClass}
          aria-expanded={open}
          aria-controls="share-email"
          onClick={() => setOpen(!open)}
        >
          <Icon name="email" />
          Email
        </button>
        {shareCount}
      </span>
      {open ? <div className="order-last w-full">{form}</div> : null}
    </>
  );
}
