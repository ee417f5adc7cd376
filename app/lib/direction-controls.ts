/**
 * Unicode's explicit direction controls: embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). Right-to-left names and words need none of them (their letters carry their
 * direction), but an override left open in a visitor's name turns the shop's own words after it
 * around for every reader ("Cancel reply" shows as "ylper lecnaC"). Text one visitor types for
 * others to read (a commenter's or reviewer's name, the sender of a shared post, search terms shown
 * in the results heading, a list's name, an account's names where others see them: a liker, a
 * vendor) is stored or shown without them.
 */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, "");
}

/**
 * A name one visitor gives for others to read (a commenter, a reviewer, the sender of a shared
 * post, a list, a liker, a vendor), as the shop keeps and shows it: without direction controls,
 * on one line (a name sent with line breaks by hand would otherwise be kept so, and could start
 * new lines where a mail writes it), each run of spaces one space, trimmed; empty when nothing of
 * it would show.
 */
export function oneLineName(text: string): string {
  const name = withoutDirectionControls(text).replace(/\s+/g, " ").trim();
  // A name of only invisible characters (zero-width spaces, joiners, a word joiner, a lone mark)
  // shows as nothing where others read it: it is no name, and the forms ask for one.
  return VISIBLE_CHARACTER.test(name) ? name : "";
}

/** A letter, digit, punctuation mark or symbol (emoji included): something a reader sees. */
const VISIBLE_CHARACTER = /[\p{L}\p{N}\p{P}\p{S}]/u;
