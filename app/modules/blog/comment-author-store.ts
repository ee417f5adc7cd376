import { MAX_AUTHOR_LENGTH } from "./comment-rules";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

/**
 * A guest's name and e-mail kept in this browser for their next comment, when they tick the comment
 * form's "Save my name and email…" box (unticked by default: keeping them is the visitor's choice).
 * In local storage rather than a cookie: guest post pages are cached for everyone and must not vary
 * on cookies, so the form is filled in the browser once its script runs (decision 055).
 */

const STORAGE_KEY = "shop_comment_author";

export interface SavedCommentAuthor {
  name: string;
  email: string;
}

/**
 * The saved details as stored text gives them, or null when there are none or they are not ours
 * (another shape, longer than the fields take): the form then starts empty, as for a first visit.
 */
export function parseSavedCommentAuthor(text: string | null): SavedCommentAuthor | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { name, email } = value as Record<string, unknown>;
  if (typeof name !== "string" || typeof email !== "string") return null;
  if (name.length > MAX_AUTHOR_LENGTH || email.length > MAX_EMAIL_ADDRESS_LENGTH) return null;
  if (name === "" && email === "") return null;
  return { name, email };
}

/** The details this browser keeps, if any (none when storage is refused). */
export function readSavedCommentAuthor(): SavedCommentAuthor | null {
  try {
    return parseSavedCommentAuthor(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage refused (private mode, blocked): nothing is known, the form starts empty.
    return null;
  }
}

/** Keeps the name and e-mail of a comment just stored with the box ticked. */
export function saveCommentAuthor(author: SavedCommentAuthor): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ name: author.name, email: author.email }));
  } catch {
    // Private mode or a full storage: the comment is stored all the same, the next form starts empty.
  }
}

/** Forgets the saved details: a comment was stored with the box unticked. */
export function forgetCommentAuthor(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: there was nothing it could have kept either.
  }
}
