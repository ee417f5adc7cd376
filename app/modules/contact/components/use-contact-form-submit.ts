import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { isSendAllowed } from "../contact-controls";
import { contactMessages as cm } from "../contact.messages";
import { eventInputs, eventsForStatus, formStatusOf, type FormStatus } from "../contact-status";
import {
  fieldInputId,
  hiddenFieldNames as hidden,
  unitTag,
  type ContactChallenges,
  type ContactFormView,
  type FeedbackAnswer,
} from "../contact.types";
import type { InvalidField } from "../contact-validators";

/** Network, server and parsing failures, worded as the shop says them. */
const contactFetchMessages = {
  fetch_error: cm.fetchError,
  invalid_json: cm.invalidJson,
  unknown_error: cm.unknownError,
  post_process: cm.uploadFailed,
} as const;

/** Whether the form carries a file (a file field with nothing chosen sends an empty, unnamed one). */
function carriesFile(data: FormData): boolean {
  for (const [, value] of data) if (typeof value !== "string" && value.size > 0) return true;
  return false;
}

/** Field name → the error shown under it. */
type Errors = Record<string, string>;

/** The field errors an answer gives (none without an answer). */
function errorsOf(answer: FeedbackAnswer | undefined | null): Errors {
  return Object.fromEntries((answer?.invalid_fields ?? []).map((f) => [f.field, f.message]));
}

export interface ContactFormSubmit {
  /** Where the form is (contact-status.ts): on the form element, its hidden status input, the answer's look. */
  status: FormStatus;
  /** The answer shown at the form's top ("" for none). */
  message: string;
  /** The last send got no answer from the form, so `message` is an error whatever `status` says. */
  failed: boolean;
  /** The answer region: a sent form brings it into view and focuses it. */
  responseRef: RefObject<HTMLDivElement | null>;
  /** The fields' errors: the last answer's, then each field's own as it is checked again. */
  errors: Errors;
  /** Shows a field's errors after it was checked on change: `invalid` replaces what `field` had. */
  showFieldErrors: (field: string, invalid: InvalidField[]) => void;
  /** The challenges the next send carries (new ones come with every answer). */
  challenges: ContactChallenges;
  /** Changes when a sent form is reset, so the fields start again from nothing typed. */
  resetKey: number;
  /** Every acceptance box is as it must be for Send. */
  sendAllowed: boolean;
  /** Reads the acceptance boxes again (on input, and after a reset). */
  refreshAcceptance: () => void;
  /** Sends the form in the background (the form's submit handler once the page runs JS). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * Sending a contact form in the background, and all the form shows about it. It posts the form
 * (files included) to the feedback endpoint, moves through the statuses (contact-status.ts), shows
 * the answer's message and field errors, swaps in the answer's new challenges, fires an event for
 * each outcome on `wrapperRef`'s element and, once a message is sent, resets the form and puts the
 * answer in focus.
 *
 * It owns every piece of state a send changes (see ContactFormSubmit), so the component only lays
 * them out: the field checks on change add their errors through `showFieldErrors`, and the
 * acceptance boxes (which a reset clears) decide whether Send is allowed.
 *
 * @param initial The page's answer to a post made without JavaScript: the form starts from it.
 * @param cached The page is shared between visitors: the form fetches its own challenges on load.
 * @param wrapperRef The element the events are fired on.
 */
export function useContactFormSubmit(
  form: ContactFormView,
  containerPost: number,
  initial: FeedbackAnswer | undefined,
  cached: boolean,
  wrapperRef: RefObject<HTMLDivElement | null>,
  formRef: RefObject<HTMLFormElement | null>,
): ContactFormSubmit {
  const [status, setStatus] = useState<FormStatus>(initial ? formStatusOf(initial.status) : "init");
  const [message, setMessage] = useState(initial?.message ?? "");
  // The last send did not get an answer from the form (the network, the server, a reply that is
  // not the form's): the status stays what it was, so this says the message is an error.
  const [failed, setFailed] = useState(false);
  const responseRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Errors>(errorsOf(initial));
  const [challenges, setChallenges] = useState<ContactChallenges>(form.challenges);
  const [sendAllowed, setSendAllowed] = useState(true);
  const [resetKey, setResetKey] = useState(0);
  const statusRef = useRef(status);
  statusRef.current = status;

  const refreshAcceptance = useCallback(() => {
    const el = formRef.current;
    if (!el) return;
    const boxes = form.fields
      .filter((f) => f.type === "acceptance")
      .map((f) => ({
        checked: !!el.querySelector<HTMLInputElement>(`input[name="${f.name}"]`)?.checked,
        optional: f.optional,
        invert: f.invert,
      }));
    setSendAllowed(isSendAllowed(boxes));
  }, [form.fields, formRef]);

  useEffect(() => {
    refreshAcceptance();
  }, [refreshAcceptance]);

  // A form on a page shared between visitors gets its own challenges.
  useEffect(() => {
    if (!cached) return;
    void fetch(`/api/contact-forms/${form.id}/refill`, { headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? r.json() : null))
      .then((refill: ContactChallenges | null) => {
        if (refill) setChallenges((c) => ({ ...c, ...refill }));
      })
      .catch(() => undefined);
  }, [cached, form.id]);

  // Elements marked inert-on-{status} are inert while the form is in that status.
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    for (const node of el.querySelectorAll<HTMLElement>("[class*='inert-on-']")) {
      node.inert = node.classList.contains(`inert-on-${status}`);
    }
  }, [status, formRef]);

  function dispatch(name: string, detail: Record<string, unknown>) {
    wrapperRef.current?.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
  }

  function showFieldErrors(field: string, invalid: InvalidField[]) {
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      for (const f of invalid) next[f.field] = f.message;
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    if (statusRef.current === "submitting") return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(el);
    if (submitter?.name) data.append(submitter.name, submitter.value);
    const prevStatus = statusRef.current;
    setStatus("submitting");
    setFailed(false);
    setMessage(cm.sending);
    let answer: FeedbackAnswer | null = null;
    let failure: keyof typeof contactFetchMessages | null = null;
    try {
      const response = await fetch(`/api/contact-forms/${form.id}/feedback`, {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
      });
      if (response.status === 204) answer = null;
      else if (response.status >= 500 && carriesFile(data)) failure = "post_process";
      else {
        try {
          answer = (await response.json()) as FeedbackAnswer;
        } catch {
          failure = "invalid_json";
        }
      }
    } catch {
      failure = "fetch_error";
    }
    // An answer without a status (JSON from something other than the form, say) is no answer.
    const known = typeof answer?.status === "string";
    const detail = {
      contactFormId: form.id,
      pluginVersion: form.version,
      contactFormLocale: form.locale,
      unitTag: unitTag(form.id, containerPost),
      containerPostId: containerPost,
      status: answer && known ? formStatusOf(answer.status) : prevStatus,
      prevStatus,
      inputs: eventInputs(data.entries()),
      formData: data,
      apiResponse: answer,
    };
    if (failure || !answer || !known) {
      setStatus(prevStatus);
      setFailed(true);
      setMessage(failure ? contactFetchMessages[failure] : answer ? contactFetchMessages.unknown_error : "");
      dispatch("submit", detail);
      return;
    }
    const next = formStatusOf(answer.status);
    setErrors(errorsOf(answer));
    setMessage(answer.message);
    setChallenges((c) => ({ ...c, quiz: answer.quiz ?? c.quiz, captcha: answer.captcha ?? c.captcha }));
    const hashInput = el.querySelector<HTMLInputElement>(`input[name="${hidden.postedDataHash}"]`);
    if (hashInput) hashInput.value = answer.posted_data_hash;
    for (const name of eventsForStatus(answer.status)) dispatch(name, detail);
    if (answer.status === "mail_sent") {
      // Reset: the fields empty, and the form says "sent" rather than going back to init.
      setStatus("resetting");
      el.reset();
      setResetKey((k) => k + 1);
      setErrors({});
      refreshAcceptance();
      setStatus("sent");
      // The answer is at the form's top, which a long form may have scrolled away from Send. The reset
      // form's Send is disabled again (its acceptance box is clear), so the focus goes to the answer
      // rather than falling to the top of the page.
      responseRef.current?.scrollIntoView({ block: "nearest" });
      responseRef.current?.focus({ preventScroll: true });
    } else {
      setStatus(next);
      const first = answer.invalid_fields[0];
      if (first) el.querySelector<HTMLElement>(`#${CSS.escape(fieldInputId(form.id, first.field))}`)?.focus();
    }
  }

  return {
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
  };
}
