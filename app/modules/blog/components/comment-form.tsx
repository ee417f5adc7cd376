import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useFetcher } from "react-router";
import { commentFormHref } from "~/lib/hrefs";
import { CheckboxField, Field, TextField } from "~/ui/field";
import { useHydrated } from "~/ui/use-hydrated";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import { ANTISPAM_FIELD } from "~/modules/site/anti-spam";
import { blogMessages } from "../blog.messages";
import type { CommentAuthor } from "../blog.types";
import type { CommentValues } from "../comment-values";
import { HONEYPOT_FIELD, MAX_AUTHOR_LENGTH, MAX_COMMENT_LENGTH } from "../comment-rules";
import { forgetCommentAuthor, readSavedCommentAuthor, saveCommentAuthor } from "../comment-author-store";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

/** The action's answer to a comment post, as the form reads it. */
export interface CommentAnswer {
  intent: "comment";
  ok: boolean;
  errors?: Partial<Record<"comment" | "author" | "email" | "form", string>>;
  values?: CommentValues;
  pending?: boolean;
}

/** What the visitor has typed in the form, carried along when Reply or Cancel reply moves it. */
export interface CommentDraft {
  comment: string;
  author: string;
  email: string;
  /** A guest's "Save my name and email…" box is ticked. */
  remember: boolean;
}

/** The name of a guest's "Save my name and email…" box (the server reads nothing from it). */
const REMEMBER_FIELD = "remember_author";

/** The form's typed values (none when it is not on the page). */
export function readCommentDraft(form: HTMLFormElement | null): CommentDraft | null {
  if (!form) return null;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    comment: text("comment"),
    author: text("author"),
    email: text("email"),
    remember: data.get(REMEMBER_FIELD) !== null,
  };
}

/** Puts `value` in the form's field `name` unless the visitor has typed something there already. */
function fillIfEmpty(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.value === "") field.value = value;
}

/** Ctrl or Cmd + Enter in the comment box submits the form. */
export function isSubmitShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">): boolean {
  return event.key === "Enter" && (event.ctrlKey || event.metaKey);
}

/**
 * The comment form (id "respond"). It posts to the post's own address, so it works without
 * JavaScript; with it, the same form goes through a fetcher and the page's comments reload.
 * `replyTo` sets the parent; Cancel reply (a link back to the form's home, #respond) sets it to 0.
 */
export function CommentForm({
  postSlug,
  postId,
  replyTo,
  onCancelReply,
  onSent,
  sent = null,
  author,
  answer,
  renderedAt,
  focusOnMount = false,
  draft = null,
  formRef,
}: {
  postSlug: string;
  postId: number;
  replyTo: { id: number; author: string } | null;
  onCancelReply: () => void;
  /** A comment was stored: the form goes back to a top-level comment and says so. */
  onSent: (answer: CommentAnswer) => void;
  /** The answer to the last stored comment, kept while the form moves back to the end. */
  sent?: CommentAnswer | null;
  author: CommentAuthor;
  /** The answer to a post without JavaScript (the page re-rendered with it). */
  answer: CommentAnswer | null;
  renderedAt: number;
  /** Put the cursor in the comment box when the form appears (after Reply or Cancel reply). */
  focusOnMount?: boolean;
  /** What was typed in the form before it moved here: the new form starts with it. */
  draft?: CommentDraft | null;
  /** The form element, for reading what was typed before the form moves. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const fetcher = useFetcher<CommentAnswer>({ key: `comment-${postId}` });
  const hydrated = useHydrated();
  const shown = fetcher.data ?? sent ?? answer;
  useFocusFirstInvalid(formRef, fetcher.data);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const errors = shown && !shown.ok ? (shown.errors ?? {}) : {};
  // The fetcher's answer when this form appeared is an earlier form's (before Reply or Cancel reply
  // moved it): what was typed there comes first. An answer to this form's own post comes after it.
  const [earlierAnswer] = useState(() => fetcher.data);
  const ownAnswer = fetcher.data !== earlierAnswer ? fetcher.data : undefined;
  const values = ownAnswer
    ? ownAnswer.ok
      ? undefined
      : ownAnswer.values
    : (draft ?? (shown && !shown.ok ? shown.values : undefined));

  // A logged-in customer's form starts with the account's name and e-mail (a customer always has an
  // e-mail address): only a guest is offered to have them kept in this browser.
  const guest = author.email === "";
  const [remember, setRemember] = useState(draft?.remember ?? false);
  // Once the page's script runs, a guest's saved details fill the fields still empty (never what
  // was typed before the script came) and the box shows they are kept. A form moved by Reply or
  // Cancel reply carries its own fields and box along instead.
  useEffect(() => {
    if (!hydrated || !guest || draft) return;
    const saved = readSavedCommentAuthor();
    const form = formRef.current;
    if (!saved || !form) return;
    fillIfEmpty(form, "author", saved.name);
    fillIfEmpty(form, "email", saved.email);
    setRemember(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form, when its script runs
  }, [hydrated, postId]);

  // Moving the form under a comment (or back) puts the cursor in it.
  const replyId = replyTo?.id ?? 0;
  useEffect(() => {
    if (focusOnMount) textRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the form appears in a new place
  }, [replyId]);

  // A guest's comment stored: the box ticked keeps the name and e-mail it was stored with, unticked
  // forgets them. At once, not when the page's comments have reloaded: the visitor may leave before.
  useEffect(() => {
    if (!guest || !ownAnswer?.ok) return;
    const typed = readCommentDraft(formRef.current);
    if (typed?.remember) saveCommentAuthor({ name: typed.author, email: typed.email });
    else if (typed) forgetCommentAuthor();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when an answer arrives
  }, [ownAnswer]);

  // After a comment is stored: empty the box, back to a top-level comment, the cursor in the box
  // (Post Comment was disabled while it was sent, so the focus had fallen to the page).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      if (textRef.current) textRef.current.value = "";
      textRef.current?.focus();
      onSent(fetcher.data);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when an answer arrives
  }, [fetcher.state, fetcher.data]);

  const headingId = `reply-title-${postId}`;
  return (
    <div id="respond" className="card mt-6 p-5">
      {/* The form is named by the heading's words alone, not by the Cancel reply link beside them; a
          name's right-to-left marks, isolated, cannot reorder that link either. The gap stands
          between the two only while they share a line: a link wrapped below starts at the edge. */}
      <h3 className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold">
        <bdi id={headingId} className="min-w-0 wrap-anywhere">
          {replyTo ? blogMessages.replyHeading(replyTo.author) : blogMessages.leaveReply}
        </bdi>{" "}
        {replyTo ? (
          <a
            href={commentFormHref(postSlug)}
            className="text-sm font-semibold text-accent-700 underline"
            onClick={(event) => {
              event.preventDefault();
              onCancelReply();
            }}
          >
            {blogMessages.cancelReply}
          </a>
        ) : null}
      </h3>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={commentFormHref(postSlug, replyId)}
        aria-labelledby={headingId}
        className="mt-4 grid gap-4"
        noValidate
        // Ctrl or Cmd + Enter sends the comment from any of its fields.
        onKeyDown={(event) => {
          if (isSubmitShortcut(event)) {
            event.preventDefault();
            formRef.current?.requestSubmit();
          }
        }}
      >
        <input type="hidden" name="intent" value="comment" />
        {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
        <input type="hidden" name="comment_post_ID" value={postId} />
        <input type="hidden" name="comment_parent" value={replyId} />
        <input type="hidden" name={ANTISPAM_FIELD} defaultValue={renderedAt} data-antispam-timestamp="" />
        <div className="hidden" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {errors.form ? (
          <p role="alert" className="notice-error">
            {errors.form}
          </p>
        ) : null}
        {shown?.ok ? (
          <p role="status" className="notice-success">
            {shown.pending ? blogMessages.awaitingModeration : blogMessages.commentPosted}
          </p>
        ) : (
          <p role="status" className="sr-only" />
        )}
        <Field name="comment" label="Comment" required error={errors.comment}>
          {(control) => (
            <textarea
              {...control}
              ref={textRef}
              rows={6}
              maxLength={MAX_COMMENT_LENGTH}
              defaultValue={values?.comment ?? ""}
              key={`comment-${shown?.ok ? "sent" : "draft"}`}
              className="field"
            />
          )}
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            name="author"
            label="Name"
            required
            autoComplete="name"
            maxLength={MAX_AUTHOR_LENGTH}
            defaultValue={values?.author ?? author.name}
            error={errors.author}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={MAX_EMAIL_ADDRESS_LENGTH}
            defaultValue={values?.email ?? author.email}
            error={errors.email}
            description="Your email address will not be published."
          />
        </div>
        {/* Shown only once the script runs: the details are kept and filled in by it, since a guest's
            post page is cached for everyone and never varies on cookies. Without JavaScript the box
            would promise what the page cannot keep. */}
        {guest && hydrated ? (
          <CheckboxField
            name={REMEMBER_FIELD}
            label={blogMessages.rememberAuthor}
            value="1"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            Post Comment
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
