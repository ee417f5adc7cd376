import type { Tx } from "./db.server";
import { getSettings } from "~/modules/settings/settings.server";
import { refusalResponse } from "./refusal-page.server";

/**
 * Reading posted forms. The server already caps the size of a request body (server/body-limit.ts);
 * this caps the number of fields, which a small body can still hold by the ten thousand
 * ("a&b&c&…"), and which every action would otherwise turn into objects, loops and validation
 * messages. The biggest form in the shop (the cart, a quantity per line) has well under a hundred.
 */
export const MAX_FORM_FIELDS = 1000;

export type FormReadResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

export const formMessages = {
  unreadable: "This form could not be read. Please reload the page and try again.",
  tooManyFields: (max: number) =>
    `This form has too many fields (at most ${max} are accepted), so it was not processed.`,
};

/**
 * The posted form, or why it was refused: 413 when it has more than `maxFields` fields, 400 when
 * the body cannot be read as a form (a broken multipart body, say) or holds a NUL character. The fields are counted on the
 * raw bytes before anything is parsed, in one pass, so a hostile body costs time in proportion to
 * its size only.
 */
export async function readFormLimited(request: Request, maxFields = MAX_FORM_FIELDS): Promise<FormReadResult> {
  const contentType = request.headers.get("Content-Type") ?? "";
  let body: ArrayBuffer;
  try {
    body = await request.arrayBuffer();
  } catch {
    return { ok: false, status: 400, message: formMessages.unreadable };
  }
  if (countFormFields(new Uint8Array(body), contentType) > maxFields) {
    return { ok: false, status: 413, message: formMessages.tooManyFields(maxFields) };
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: formMessages.unreadable };
  }
  if (holdsNul(form)) return { ok: false, status: 400, message: formMessages.unreadable };
  return { ok: true, form };
}

/**
 * Whether a posted text (a field's name or value, a file's name) holds a NUL character. No one
 * types one, and PostgreSQL refuses it in any text it is given: a name or coupon code with one
 * failed deep in its action with a 500. A form holding one is refused as unreadable, the same on
 * both databases, whichever reader read it (this one, or multipart.server.ts as it streams).
 */
export function holdsNulCharacter(text: string): boolean {
  return text.includes("\0");
}

function holdsNul(form: FormData): boolean {
  for (const [name, value] of form) {
    if (holdsNulCharacter(name)) return true;
    if (holdsNulCharacter(typeof value === "string" ? value : value.name)) return true;
  }
  return false;
}

/**
 * The posted form, or an empty one when the body cannot be read as a form: actions then refuse it
 * through their usual validation with a 400 instead of failing with a 500. A form with too many
 * fields is refused outright: this throws a 413 Response. On a page's route React Router shows its
 * text as the reason on the shop's error page, in the site's layout (a form posted without
 * JavaScript) or in the page's data; a resource route sends it as it is.
 */
export async function readForm(request: Request, maxFields = MAX_FORM_FIELDS): Promise<FormData> {
  return formOrRefusal(await readFormLimited(request, maxFields), async (message) => {
    return new Response(message, { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  });
}

/**
 * readForm for a resource route (one without a page: adding to the cart or the wishlist), where
 * React Router sends a thrown Response as it is, with no error page around it. A form with too many
 * fields posted without JavaScript is shown the refusal page in its place (lib/refusal-page.server.ts),
 * with a way back; a background send keeps the plain text.
 */
export async function readResourceForm(request: Request, db: Tx, maxFields = MAX_FORM_FIELDS): Promise<FormData> {
  return formOrRefusal(await readFormLimited(request, maxFields), async (message) => {
    const { store_name } = await getSettings(db);
    return refusalResponse(request, 413, message, store_name);
  });
}

async function formOrRefusal(result: FormReadResult, refusal: (message: string) => Promise<Response>) {
  if (result.ok) return result.form;
  if (result.status === 413) throw await refusal(result.message);
  return new FormData();
}

const AMPERSAND = 0x26;

/**
 * How many fields a form body holds, at most: for a URL-encoded body the non-empty pieces between
 * "&" (empty ones are skipped by the parser too), for multipart the boundary lines. Bodies of other
 * types count as none (the parser refuses them anyway).
 */
export function countFormFields(body: Uint8Array, contentType: string): number {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    let count = 0;
    let pieceStart = 0;
    for (let i = 0; i <= body.length; i++) {
      if (i === body.length || body[i] === AMPERSAND) {
        if (i > pieceStart) count++;
        pieceStart = i + 1;
      }
    }
    return count;
  }
  if (type === "multipart/form-data") {
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    const value = boundary?.[1] ?? boundary?.[2];
    if (!value) return 0;
    const delimiter = Buffer.from(`--${value}`);
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    let count = 0;
    for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + delimiter.length)) count++;
    // n parts have n opening delimiters and one closing one.
    return Math.max(0, count - 1);
  }
  return 0;
}

/**
 * Whether a one-line field's value is one line: no line break (CR, LF, NEL, the Unicode line and
 * paragraph separators) and no other control character but a tab. A browser strips line breaks from
 * a text input, so only a crafted request sends one; names and addresses go into the shop's mails,
 * some to any address typed (an order's confirmation), where extra lines would let the sender write
 * the shop's mail.
 */
export function isOneLine(value: string): boolean {
  return !/[\u0000-\u0008\u000A-\u001F\u007F\u0085\u2028\u2029]/.test(value);
}
