import { readRecordId } from "~/lib/record-id";

/** What was typed in the comment form, given back with a refusal so the form keeps it. */
export interface CommentValues {
  comment: string;
  author: string;
  email: string;
  parent: number;
}

/**
 * The comment form's typed values as a refusal carries them back: cut to a length past what the
 * fields accept (so an answer never carries more than was plausibly typed), and the parent as an
 * id (0: a top-level comment).
 */
export function commentValuesOf(form: FormData): CommentValues {
  return {
    comment: String(form.get("comment") ?? "").slice(0, 10_000),
    author: String(form.get("author") ?? "").slice(0, 200),
    email: String(form.get("email") ?? "").slice(0, 300),
    parent: readRecordId(form.get("comment_parent")) ?? 0,
  };
}
