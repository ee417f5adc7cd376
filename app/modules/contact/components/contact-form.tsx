import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { fieldLimits } from "../contact-definition";
import { counterState, counterValue, isSendAllowed, withHttpScheme } from "../contact-controls";
import { contactMessages as cm } from "../contact.messages";
import { eventInputs, eventsForStatus, formStatusOf, type FormStatus } from "../contact-status";
import {
  fieldInputId,
  hiddenFieldNames as hidden,
  unitTag,
  type ContactChallenges,
  type ContactFieldView,
  type ContactFormView,
  type FeedbackAnswer,
  type FeedbackPageResult,
} from "../contact.types";
import {
  characterCount,
  readContactSchema,
  validateValues,
  valuesFromFormData,
  type ContactSchema,
} from "../contact-validators";

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

type Errors = Record<string, string>;

/**
 * The look of the form's answer: a sent message is a success, the wait while it is sent is
 * information, and everything else (errors, refusals, a send that did not get through) is an error.
 */
function noticeClass(status: FormStatus, failed: boolean): string {
  if (failed) return "notice-error";
  if (status === "sent") return "notice-success";
  if (status === "submitting" || status === "validating" || status === "resetting") return "notice-info";
  return "notice-error";
}

function errorsOf(answer: FeedbackAnswer | undefined | null): Errors {
  return Object.fromEntries((answer?.invalid_fields ?? []).map((f) => [f.field, f.message]));
}

/**
 * A contact form from its stored definition. Without JavaScript it posts to its page, which
 * answers with the result and the errors. With JavaScript it checks each field on change against
 * the form's schema, sends in the background to the feedback endpoint, moves through the statuses
 * (contact-status.ts) and fires an event for each outcome on its wrapper.
 *
 * Once on the page it asks the schema endpoint for the form's rules as they are now (a page may be
 * older than that: a "today" bound is the day it was made) and checks with those from then on;
 * until they come, or if they do not, it checks with the rules the page came with.
 */
export function ContactForm({ form, action, result, cached = false, containerPost = 0 }: ContactFormProps) {
  const hydrated = useHydrated();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initial = result?.answer;
  const [status, setStatus] = useState<FormStatus>(initial ? formStatusOf(initial.status) : "init");
  const [message, setMessage] = useState(initial?.message ?? "");
  // The last send did not get an answer from the form (the network, the server, a reply that is
  // not the form's): the status stays what it was, so this says the message is an error.
  const [failed, setFailed] = useState(false);
  const responseRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Errors>(errorsOf(initial));
  const [challenges, setChallenges] = useState<ContactChallenges>(form.challenges);
  const [nested, setNested] = useState(false);
  const [sendAllowed, setSendAllowed] = useState(true);
  const [resetKey, setResetKey] = useState(0);
  const statusRef = useRef(status);
  statusRef.current = status;
  const tag = unitTag(form.id, containerPost);
  // The fetched rules count only with the page data they were fetched for (`shown`): data loaded
  // again (a later page showing the same form) brings its own rules, and they are asked for again.
  const [fetched, setFetched] = useState<{ shown: ContactSchema; schema: ContactSchema } | null>(null);
  const schema = fetched?.shown === form.schema ? fetched.schema : form.schema;

  useEffect(() => {
    const shown = form.schema;
    let current = true;
    void fetch(`/api/contact-forms/${form.id}/feedback/schema`, { headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? r.json() : null))
      .then((answer: unknown) => {
        const read = readContactSchema(answer);
        if (read && current) setFetched({ shown, schema: read });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [form.id, form.schema]);

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
  }, [form.fields]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (wrapper?.parentElement?.closest("form")) setNested(true);
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
  }, [status]);

  const dispatch = useCallback((name: string, detail: Record<string, unknown>) => {
    wrapperRef.current?.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
  }, []);

  // A field checked when it loses focus to a click must not move the page under that click: the
  // errors it gets are shown once the pointer is released.
  const pointerDown = useRef(false);
  const afterPointer = useRef<(() => void)[]>([]);
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () => {
      pointerDown.current = false;
      const queued = afterPointer.current.splice(0);
      if (queued.length) setTimeout(() => queued.forEach((run) => run()), 0);
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);

  function onChange(event: Event) {
    const target = event.target as HTMLInputElement;
    const el = formRef.current;
    if (!el || !target.name || target.name.startsWith("_")) return;
    if (target.type === "url") target.value = withHttpScheme(target.value);
    const field = form.fields.find((f) => f.name === target.name || `${f.name}_free_text` === target.name);
    if (!field) return;
    const previous = statusRef.current;
    el.dataset.status = "validating";
    const invalid = validateValues(schema, valuesFromFormData(new FormData(el)), [field.name]);
    el.dataset.status = previous;
    const show = () =>
      setErrors((current) => {
        const next = { ...current };
        delete next[field.name];
        for (const f of invalid) next[f.field] = f.message;
        return next;
      });
    if (pointerDown.current) afterPointer.current.push(show);
    else show();
  }

  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    el.addEventListener("change", onChange);
    return () => el.removeEventListener("change", onChange);
  });

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
      unitTag: tag,
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
      // Reset; the refill that follows keeps "sent" instead of going back to init.
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

  if (nested) return <p className="notice notice-error">{cm.nestedForm}</p>;

  const values = result?.values ?? {};
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
            the sticky header (the page's scroll padding, site.css) when a message is sent. Empty, it takes no room (its margin gives back
            the grid's gap). */}
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

interface FieldControlProps {
  formId: number;
  field: ContactFieldView;
  error?: string;
  values: string[];
  freeText: string;
  challenges: ContactChallenges;
  hydrated: boolean;
  schema: ContactFormView["schema"];
}

function FieldControl({ formId, field, error, values, freeText, challenges, hydrated, schema }: FieldControlProps) {
  const id = fieldInputId(formId, field.name);
  const limits = fieldLimits({ ...field, rules: field.rules });
  const control = controlProps(field.name, id, limits.required, error);
  const errorNode = error ? (
    <span id={`${id}-error`} className="mt-1 block text-sm text-red-700">
      {error}
    </span>
  ) : null;
  const first = values[0] ?? "";

  if (field.type === "acceptance") {
    return (
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            value="1"
            defaultChecked={values.length > 0}
            {...control}
            aria-required={undefined}
            className="mt-1 size-4 shrink-0"
          />
          <span>{field.label}</span>
        </label>
        {errorNode}
      </div>
    );
  }

  if (field.type === "checkbox" || field.type === "radio") {
    return (
      <ChoiceGroup
        id={id}
        field={field}
        values={values}
        freeText={freeText}
        error={error}
        errorNode={errorNode}
        hydrated={hydrated}
      />
    );
  }

  let input;
  let label = field.label;
  if (field.type === "textarea" || (field.type === "text" && field.counter)) {
    input = <TextWithCounter control={control} field={field} defaultValue={first} limits={limits} />;
  } else if (field.type === "select") {
    input = (
      <select {...control} defaultValue={first} className="field">
        <option value="">{field.emptyOption ?? "—"}</option>
        {(field.options ?? []).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "quiz") {
    const quiz = challenges.quiz[field.name];
    label = labelOf(field, challenges);
    input = (
      <>
        <QuizAnswer control={control} challenge={quiz} />
        <input type="hidden" name={hidden.quiz(field.name)} value={quiz?.[1] ?? ""} />
      </>
    );
  } else if (field.type === "captcha") {
    const url = challenges.captcha[field.name] ?? "";
    const challenge = /(\d+)\.svg$/.exec(url)?.[1] ?? "";
    input = (
      <>
        {url ? <img src={url} alt={cm.captchaAlt} width={120} height={40} className="mb-2 block" /> : null}
        <input {...control} type="text" inputMode="numeric" autoComplete="off" defaultValue="" className="field" />
        <input type="hidden" name={hidden.captcha(field.name)} value={challenge} />
      </>
    );
  } else {
    const type = field.type === "file" ? "file" : field.type;
    const min = field.type === "date" ? dateBound(schema, field.name, "mindate") : undefined;
    const max = field.type === "date" ? dateBound(schema, field.name, "maxdate") : undefined;
    input = (
      <input
        {...control}
        type={type}
        autoComplete={field.autocomplete}
        placeholder={field.placeholder}
        defaultValue={type === "file" ? undefined : first}
        min={min}
        max={max}
        accept={field.accept?.join(",")}
        className="field"
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {limits.required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {input}
      {errorNode}
    </div>
  );
}

interface ControlProps {
  id: string;
  name: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A control's name, id and ARIA state; its error is `{id}-error`. */
/** A field's name as its label shows it: a quiz is named by its question ("What is 2 + 6?"). */
function labelOf(field: ContactFieldView, challenges: ContactChallenges): string {
  return field.type === "quiz" ? (challenges.quiz[field.name]?.[0] ?? field.label) : field.label;
}

/**
 * The quiz's answer box. A refused send brings a new question, and the answer typed for the old one
 * would only be refused again, so the box is emptied for the new question.
 */
function QuizAnswer({ control, challenge }: { control: ControlProps; challenge: [string, string] | undefined }) {
  const ref = useRef<HTMLInputElement>(null);
  const asked = useRef(challenge);
  useEffect(() => {
    if (asked.current === challenge) return;
    asked.current = challenge;
    if (ref.current) ref.current.value = "";
  }, [challenge]);
  return <input {...control} ref={ref} type="text" autoComplete="off" defaultValue="" className="field" />;
}

function controlProps(name: string, id: string, required: boolean, error?: string): ControlProps {
  return {
    id,
    name,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

/** A date field's bound as the form's schema has it ("today" already turned into the store's date). */
function dateBound(schema: ContactFormView["schema"], field: string, name: "mindate" | "maxdate"): string | undefined {
  const rule = schema.rules.find((r) => r.field === field && r.rule === name);
  return rule && "threshold" in rule && typeof rule.threshold === "string" ? rule.threshold : undefined;
}

function TextWithCounter({
  control,
  field,
  defaultValue,
  limits,
}: {
  control: ControlProps;
  field: ContactFieldView;
  defaultValue: string;
  limits: { minLength?: number; maxLength?: number };
}) {
  const [count, setCount] = useState(characterCount(defaultValue.trim()));
  const counterId = `${control.id}-counter`;
  const state = counterState(count, limits);
  const describedBy = [control["aria-describedby"], field.counter && limits.maxLength ? counterId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      {field.type === "textarea" ? (
        <textarea
          {...control}
          aria-describedby={describedBy || undefined}
          rows={6}
          defaultValue={defaultValue}
          onInput={(e) => setCount(characterCount(e.currentTarget.value.trim()))}
          className="field"
        />
      ) : (
        <input
          {...control}
          type="text"
          aria-describedby={describedBy || undefined}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
          defaultValue={defaultValue}
          onInput={(e) => setCount(characterCount(e.currentTarget.value.trim()))}
          className="field"
        />
      )}
      {field.counter && limits.maxLength ? (
        <span
          id={counterId}
          className={`mt-1 block text-sm tabular ${state === "ok" ? "muted" : "text-red-700"}`}
          data-counter-state={state}
        >
          {field.counter === "down"
            ? cm.counterLeft(counterValue(count, limits.maxLength, "down"))
            : cm.counter(count, limits.maxLength)}
          {state !== "ok" ? ` (${state === "too-long" ? cm.counterTooLong : cm.counterTooShort})` : null}
        </span>
      ) : null}
    </>
  );
}

function ChoiceGroup({
  id,
  field,
  values,
  freeText,
  error,
  errorNode,
  hydrated,
}: {
  id: string;
  field: ContactFieldView;
  values: string[];
  freeText: string;
  error?: string;
  errorNode: React.ReactNode;
  hydrated: boolean;
}) {
  const options = field.options ?? [];
  const last = options[options.length - 1];
  const [lastChecked, setLastChecked] = useState(values.includes(last));
  const groupRef = useRef<HTMLFieldSetElement>(null);
  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const box = event.currentTarget;
    if (field.type === "checkbox" && field.exclusive && box.checked) {
      for (const other of groupRef.current?.querySelectorAll<HTMLInputElement>(`input[name="${field.name}"]`) ?? []) {
        if (other !== box) other.checked = false;
      }
    }
    const lastBox = groupRef.current?.querySelector<HTMLInputElement>(
      `input[name="${field.name}"][value="${CSS.escape(last)}"]`,
    );
    setLastChecked(!!lastBox?.checked);
  }
  return (
    <fieldset
      ref={groupRef}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="label">{field.label}</legend>
      {options.map((o) => (
        <label key={o} className="mr-4 inline-flex items-center gap-2">
          <input
            type={field.type}
            name={field.name}
            value={o}
            defaultChecked={values.includes(o)}
            onChange={onChange}
          />
          <span>{o}</span>
        </label>
      ))}
      {field.freeText ? (
        <input
          type="text"
          name={`${field.name}_free_text`}
          aria-label={last}
          defaultValue={freeText}
          disabled={hydrated ? !lastChecked : undefined}
          className="field mt-2"
        />
      ) : null}
      {errorNode}
    </fieldset>
  );
}
