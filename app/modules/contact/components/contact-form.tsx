import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { contactMessages as cm } from "../contact.messages";
import { noticeClass } from "../contact-status";
import {
  fieldInputId,
  hiddenFieldNames as hidden,
  unitTag,
  type ContactFormView,
  type FeedbackPageResult,
} from "../contact.types";
import { FieldControl, labelOf } from "./contact-field-controls";
import { useContactFieldChecks } from "./use-contact-field-checks";
import { useContactFormSubmit } from "./use-contact-form-submit";

export interface ContactFormProps {
  form: ContactFormView;
  /** Where the form posts without JavaScript: the page it is on. */
  action: string;
  /** The page's answer to a post made without JavaScript. */
  result?: FeedbackPageResult | null;
  /** The page is shared between visitors (cached): fetch new challenges on load. */
  cached?: boolean;
  containerPost?: number;
}

/**
 * A contact form from its stored definition. Without JavaScript it posts to its page, which
 * answers with the result and the errors. With JavaScript it checks each field on change against
 * the form's rules (use-contact-field-checks.ts) and sends in the background to the feedback
 * endpoint, moving through the statuses and firing an event for each outcome on its wrapper
 * (use-contact-form-submit.ts). This component lays the form out: its hidden inputs, the answer
 * with a list of the errors, the fields and Send.
 */
export function ContactForm({ form, action, result, cached = false, containerPost = 0 }: ContactFormProps) {
  const hydrated = useHydrated();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initial = result?.answer;
  // A form placed inside another form (by a theme or later markup) cannot be sent: it says so instead.
  const [nested, setNested] = useState(false);
  useEffect(() => {
    if (wrapperRef.current?.parentElement?.closest("form")) setNested(true);
  }, []);
  const {
    status,
    message,
    failed,
    responseRef,
    errors,
    showFieldErrors,
    challenges,
    resetKey,
    sendAllowed,
    refreshAcceptance,
    onSubmit,
  } = useContactFormSubmit(form, containerPost, initial, cached, wrapperRef, formRef);
  const schema = useContactFieldChecks(form, formRef, status, showFieldErrors);
  const tag = unitTag(form.id, containerPost);

  if (nested) return <p className="notice notice-error">{cm.nestedForm}</p>;

  // What the page's own POST kept (a send refused before the page's script ran) fills the fields
  // only until the form is sent in the background: its reset empties them, not back to that text.
  const values = resetKey === 0 ? (result?.values ?? {}) : {};
  const errorList = form.fields.filter((f) => errors[f.name]);
  const busy = status === "submitting";

  return (
    <div ref={wrapperRef} id={tag} className="wpcf7" lang={form.locale.replace("_", "-")} dir="ltr">
      <form
        ref={formRef}
        method="post"
        action={action}
        // Files go only as multipart; forms without a file field stay URL-encoded like every other form.
        encType={form.fields.some((f) => f.type === "file") ? "multipart/form-data" : undefined}
        noValidate
        className={`wpcf7-form ${status} grid gap-5`}
        data-status={status}
        aria-label={form.title}
        onSubmit={hydrated ? onSubmit : undefined}
        onInput={hydrated ? refreshAcceptance : undefined}
      >
        <input type="hidden" name={hidden.id} value={form.id} />
        <input type="hidden" name={hidden.version} value={form.version} />
        <input type="hidden" name={hidden.locale} value={form.locale} />
        <input type="hidden" name={hidden.unitTag} value={tag} />
        <input type="hidden" name={hidden.containerPost} value={containerPost} />
        <input type="hidden" name={hidden.status} value={status} />
        <input type="hidden" name={hidden.postedDataHash} defaultValue={initial?.posted_data_hash ?? ""} />
        <input type="hidden" name={hidden.timestamp} value={challenges.timestamp} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this empty
            <input type="text" name={hidden.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {/* The form's answer, at its top like the shop's other notices, and brought into view below
            the sticky header (the page's scroll padding, site.css) when a message is sent. Empty, it
            takes no room (its margin gives back the grid's gap). */}
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className={`wpcf7-response-output ${message ? `${status} ${noticeClass(status, failed)}` : "-mb-5"}`}
          ref={responseRef}
          tabIndex={-1}
        >
          {message ? <p>{message}</p> : null}
          {errorList.length ? (
            <ul className="sr-only">
              {errorList.map((f) => (
                <li key={f.name}>
                  <a href={`#${fieldInputId(form.id, f.name)}`}>
                    {labelOf(f, challenges)}: {errors[f.name]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {form.fields.map((field) => (
          <FieldControl
            key={`${field.name}-${resetKey}`}
            formId={form.id}
            field={field}
            error={errors[field.name]}
            values={values[field.name] ?? []}
            freeText={values[`${field.name}_free_text`]?.[0] ?? ""}
            challenges={challenges}
            hydrated={hydrated}
            schema={schema}
          />
        ))}
        <div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={hydrated ? !sendAllowed || busy : undefined}
            aria-disabled={busy || undefined}
          >
            {cm.send}
          </button>
        </div>
      </form>
    </div>
  );
}
