import type { DB } from "../app/lib/db.server";
import { listContactForms, listContactSubmissions } from "../app/modules/contact/contact.server";
import { listNewsletterSubscribers } from "../app/modules/newsletter/newsletter.server";
import { purgeExpiredUploads } from "../app/modules/contact/contact-uploads.server";
import { getSettings } from "../app/modules/settings/settings.server";
import { storeDateTime } from "./store-time";
import { textTable } from "./text-table";

/** The owner's commands for contact forms and the newsletter (see scripts/shop.ts). */

export class ContactCommandError extends Error {}

const oneLine = (text: string, max = 60) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export async function formsList(db: DB): Promise<string> {
  const forms = await listContactForms(db);
  if (forms.length === 0) return "No contact forms.";
  return textTable(
    ["Id", "Slug", "Title", "Recipient", "Submissions"],
    forms.map((f) => [String(f.id), f.slug, f.title, f.recipient, String(f.submissions)]),
  );
}

export async function formsSubmissions(db: DB, formId: string | undefined): Promise<string> {
  if (formId !== undefined && !/^\d{1,9}$/.test(formId))
    throw new ContactCommandError(`"${formId}" is not a form id (see forms:list).`);
  // An unknown id is a typo, not a form without messages.
  if (
    formId !== undefined &&
    !(await db.selectFrom("contact_forms").select("id").where("id", "=", Number(formId)).executeTakeFirst())
  )
    throw new ContactCommandError(`There is no form ${formId} (see forms:list).`);
  const rows = await listContactSubmissions(db, formId === undefined ? undefined : Number(formId));
  if (rows.length === 0) return "No submissions yet.";
  const { timezone } = await getSettings(db);
  return rows
    .map((r) => {
      const fields = Object.entries(r.data)
        .filter(([, v]) => v.some((x) => x.trim() !== ""))
        .map(([k, v]) => `  ${k}: ${oneLine(v.join(", "), 200)}`);
      // Where each file is (CONTACT_UPLOADS_DIR/<stored name>), or that its retention has ended.
      const files = r.files.map(
        (f) =>
          `  file ${f.field}: ${f.original_name} (${f.size} bytes, ${f.detected_type}) ${
            f.stored_name ? `stored as ${f.stored_name}` : "removed after its retention"
          }`,
      );
      return [
        `#${r.id}  ${storeDateTime(r.created_at, timezone)}  ${r.title} (form ${r.form_id})  ${r.status}`,
        ...fields,
        ...files,
      ].join("\n");
    })
    .join("\n\n");
}

export async function newsletterList(db: DB): Promise<string> {
  const rows = await listNewsletterSubscribers(db);
  if (rows.length === 0) return "No newsletter subscribers.";
  const { timezone } = await getSettings(db);
  return textTable(
    ["Email", "Status", "Since"],
    rows.map((r) => [r.email, r.status, storeDateTime(r.created_at, timezone)]),
  );
}

/**
 * Removes contact form files older than the retention period (and stray files no submission
 * refers to); their submissions keep the file's name and size, without the stored file.
 */
export async function purgeUploadsCommand(db: DB, dir: string, days: number, now = new Date()): Promise<string> {
  const result = await purgeExpiredUploads(db, dir, { days, now });
  const strays = result.orphans ? ` and ${result.orphans} stray file${result.orphans === 1 ? "" : "s"}` : "";
  return `Removed ${result.expired} contact form file${result.expired === 1 ? "" : "s"} older than ${days} days${strays}; ${result.kept} kept in ${dir}.`;
}
