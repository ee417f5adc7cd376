/**
 * A post's content, as paragraphs, may embed a contact form by id with a marker on a line of its
 * own: `[contact-form id="3"]`. This splits the paragraphs into the blocks the page shows. Pure, so
 * the page, the feed and the tests read content the same way.
 */
export type PostBlock =
  | { kind: "text"; text: string }
  | { kind: "contact-form"; formId: number }
  /** A form placed inside another one: shown as the shop's "wrong place" error. */
  | { kind: "wrong-place" };

/** The whole line: `[contact-form id="3"]` (straight or no quotes, any spacing inside the brackets). */
const MARKER_LINE = /^\[contact-form\s+id\s*=\s*(?:"(\d{1,9})"|'(\d{1,9})'|(\d{1,9}))\s*\/?\]$/;
/** An opening bracket of a marker, anywhere. */
const MARKER_START = /\[contact-form\b/i;
/** A marker opened again before the first one closed: `[contact-form id="1" [contact-form id="2"]]`. */
const MARKER_IN_MARKER = /\[contact-form\b[^\]]*\[contact-form\b/i;

/** Whether a text holds anything that looks like a contact-form marker. */
export function containsContactFormMarker(text: string): boolean {
  return MARKER_START.test(text);
}

/** The form id of a line that is a marker and nothing else, else null. */
export function markerFormId(line: string): number | null {
  const match = MARKER_LINE.exec(line.trim());
  if (!match) return null;
  const id = Number(match[1] ?? match[2] ?? match[3]);
  return id > 0 ? id : null;
}

/**
 * Blocks in reading order. A marker on its own line (its paragraph's only line, or one line of it)
 * becomes a form; text around it stays text. A marker inside another marker is a form nested in a
 * form: "wrong place". A marker in the middle of a sentence is not an embedding and stays text.
 */
export function postBlocksOf(paragraphs: readonly string[]): PostBlock[] {
  const blocks: PostBlock[] = [];
  for (const paragraph of paragraphs) {
    let text: string[] = [];
    const flush = () => {
      const joined = text.join("\n").trim();
      if (joined) blocks.push({ kind: "text", text: joined });
      text = [];
    };
    for (const line of paragraph.split("\n")) {
      if (MARKER_IN_MARKER.test(line)) {
        flush();
        blocks.push({ kind: "wrong-place" });
        continue;
      }
      const formId = markerFormId(line);
      if (formId === null) {
        text.push(line);
        continue;
      }
      flush();
      blocks.push({ kind: "contact-form", formId });
    }
    flush();
  }
  return blocks;
}

/** The text paragraphs only (for the description, the feed and the reading time). */
export function textParagraphsOf(blocks: readonly PostBlock[]): string[] {
  return blocks.flatMap((b) => (b.kind === "text" ? [b.text] : []));
}
