/**
 * How typed search terms become a full-text query. Pure, so the rules are tested alone and
 * the dialog can apply the same "long enough to search" rule before it asks the server.
 *
 * Only runs of letters and digits survive tokenising: quotes, operators (AND, NEAR, -, *,
 * :, &, |, !) and column filters never reach the query language, so no input can change the
 * query's meaning or make it fail. Each token is still quoted, as a second guard.
 */

/** Longest search the server accepts, in characters. */
export const maxSearchLength = 200;
/** Shortest search that returns results: one character matches too much to be useful. */
export const minSearchLength = 2;
/** Words beyond this many are ignored: they only narrow an already precise search. */
export const maxSearchTokens = 8;
/**
 * The live search counts the matches up to one more than this: a count above it reads
 * "more than 1,000" (search.messages.ts), the results page has the exact figure.
 */
export const liveCountLimit = 1000;
/** Longer "words" are cut: no real word is longer, and it bounds the index look-up. */
const maxTokenLength = 40;

/** The words of a search, lower-cased, accents kept (the index folds them). */
export function searchTokens(input: string): string[] {
  const words =
    input
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, maxSearchTokens).map((w) => w.slice(0, maxTokenLength));
}

/** True when the search is long enough to look up (at least 2 characters of letters or digits). */
export function isSearchable(input: string): boolean {
  return searchTokens(input).join("").length >= minSearchLength;
}

/**
 * SQLite FTS5 MATCH expression: every word must match; the last one also as a prefix, so
 * results come as the shopper types ("neo" finds "Neon"). `"neon" "gri"*`
 * With `columns`, the words must match within those columns: `{name sku} : ("neon" "gri"*)`.
 */
export function ftsMatchExpression(tokens: string[], columns?: string[]): string {
  const expr = tokens.map((t, i) => `"${t.replaceAll('"', '""')}"${i === tokens.length - 1 ? "*" : ""}`).join(" ");
  return columns ? `{${columns.join(" ")}} : (${expr})` : expr;
}

/**
 * PostgreSQL to_tsquery text with the same meaning: `'neon' & 'gri':*`. With `weights`
 * (letters A–D), the words must match lexemes of those weights: `'neon':AB & 'gri':*AB`.
 */
export function tsQueryExpression(tokens: string[], weights = ""): string {
  return tokens
    .map(
      (t, i) =>
        `'${t.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${i === tokens.length - 1 ? ":*" : weights ? ":" : ""}${weights}`,
    )
    .join(" & ");
}
