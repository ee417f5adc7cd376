/**
 * The states a contact form goes through in the browser, and how the server's answer maps to them.
 * Pure, so the component and its tests share it.
 */

export type ServerStatus =
  | "validation_failed"
  | "acceptance_missing"
  | "spam"
  | "aborted"
  | "mail_sent"
  | "mail_failed"
  | "payment_required"
  | (string & {});

export type FormStatus =
  | "init"
  | "validating"
  | "submitting"
  | "invalid"
  | "unaccepted"
  | "spam"
  | "aborted"
  | "sent"
  | "failed"
  | "resetting"
  | "payment-required"
  | `custom-${string}`;

const KNOWN: Record<string, FormStatus> = {
  init: "init",
  validation_failed: "invalid",
  acceptance_missing: "unaccepted",
  spam: "spam",
  aborted: "aborted",
  mail_sent: "sent",
  mail_failed: "failed",
  submitting: "submitting",
  resetting: "resetting",
  validating: "validating",
  payment_required: "payment-required",
};

/** A server status as the form's status: any status the shop does not know becomes custom-{slug}. */
export function formStatusOf(serverStatus: string): FormStatus {
  if (KNOWN[serverStatus]) return KNOWN[serverStatus];
  const slug = serverStatus
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/_/g, "-")
    .replace(/^-+|-+$/g, "");
  return `custom-${slug || "unknown"}`;
}

/** The events a submission fires in the browser, in order: the one for its outcome, if any, then always "submit". */
export function eventsForStatus(serverStatus: string): string[] {
  const byStatus: Record<string, string> = {
    validation_failed: "invalid",
    acceptance_missing: "unaccepted",
    spam: "spam",
    aborted: "aborted",
    mail_sent: "mailsent",
    mail_failed: "mailfailed",
  };
  const event = byStatus[serverStatus];
  return event ? [event, "submit"] : ["submit"];
}

/** The class names on the form element for a status (`inert-on-{status}` elements key off it). */
export function statusClass(status: FormStatus): string {
  return status;
}

/**
 * The look of the form's answer: a sent message is a success, the wait while it is sent is
 * information, and everything else (errors, refusals, a send that did not get through) is an error.
 * `failed`: the last send got no answer from the form, whatever status the form is still in.
 */
export function noticeClass(status: FormStatus, failed: boolean): string {
  if (failed) return "notice-error";
  if (status === "sent") return "notice-success";
  if (status === "submitting" || status === "validating" || status === "resetting") return "notice-info";
  return "notice-error";
}

/** Names posted by the form itself (underscore fields) are left out of the event's inputs. */
export function eventInputs(entries: Iterable<[string, FormDataEntryValue]>): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (const [name, value] of entries) {
    if (name.startsWith("_")) continue;
    out.push({ name, value: typeof value === "string" ? value : value.name });
  }
  return out;
}
