import { useEffect, useRef, useState } from "react";
import { fieldLimits } from "../contact-definition";
import { counterState, counterValue } from "../contact-controls";
import { contactMessages as cm } from "../contact.messages";
import {
  fieldInputId,
  hiddenFieldNames as hidden,
  type ContactChallenges,
  type ContactFieldView,
  type ContactFormView,
} from "../contact.types";
import { characterCount } from "../contact-validators";

export interface FieldControlProps {
  formId: number;
  field: ContactFieldView;
  error?: string;
  values: string[];
  freeText: string;
  challenges: ContactChallenges;
  hydrated: boolean;
  schema: ContactFormView["schema"];
}

/**
 * One field of a contact form, whatever its kind: its label (a required field's is starred), its
 * control and its error, tied to the control by `{id}-error`. The fields start from what was typed
 * when a post without JavaScript was refused (`values`, `freeText`).
 */
export function FieldControl({
  formId,
  field,
  error,
  values,
  freeText,
  challenges,
  hydrated,
  schema,
}: FieldControlProps) {
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

/** A field's name as its label shows it: a quiz is named by its question ("What is 2 + 6?"). */
export function labelOf(field: ContactFieldView, challenges: ContactChallenges): string {
  return field.type === "quiz" ? (challenges.quiz[field.name]?.[0] ?? field.label) : field.label;
}

interface ControlProps {
  id: string;
  name: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A control's name, id and ARIA state; its error is `{id}-error`. */
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

/**
 * A one-line field or message box with its character counter (up to the maximum, or what is left of
 * it), which the control names among its descriptions.
 */
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

/**
 * Checkboxes or radio buttons under their legend. Exclusive checkboxes keep one box checked at a
 * time; a free-text box, named for the last option, takes text only while that option is checked
 * (once the page runs its script: without it the box is always open).
 */
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
