import { useEffect, useRef, useState, type RefObject } from "react";
import { withHttpScheme } from "../contact-controls";
import type { FormStatus } from "../contact-status";
import type { ContactFormView } from "../contact.types";
import {
  readContactSchema,
  validateValues,
  valuesFromFormData,
  type ContactSchema,
  type InvalidField,
} from "../contact-validators";

/**
 * A contact form's fields checked in the browser: each field, when it changes, against the form's
 * rules; what it fails goes to `onChecked`. Returns the rules it checks with (a date field's min and
 * max follow them too).
 *
 * Once on the page it asks the schema endpoint for the form's rules as they are now (a page may be
 * older than that: a "today" bound is the day it was made) and checks with those from then on;
 * until they come, or if they do not, it checks with the rules the page came with.
 *
 * @param status The form's status, which it is back in once a check is done.
 */
export function useContactFieldChecks(
  form: ContactFormView,
  formRef: RefObject<HTMLFormElement | null>,
  status: FormStatus,
  onChecked: (field: string, invalid: InvalidField[]) => void,
): ContactSchema {
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
    el.dataset.status = "validating";
    const invalid = validateValues(schema, valuesFromFormData(new FormData(el)), [field.name]);
    el.dataset.status = status;
    const show = () => onChecked(field.name, invalid);
    if (pointerDown.current) afterPointer.current.push(show);
    else show();
  }

  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    el.addEventListener("change", onChange);
    return () => el.removeEventListener("change", onChange);
  });

  // What the visitor changed before this script ran (a slow connection) fired its change events to
  // nobody: those fields, and only those, are checked once it runs.
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    const edited = new Set<string>();
    for (const control of el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      "input, textarea, select",
    )) {
      if (control.name && !control.name.startsWith("_") && isChangedFromPage(control)) edited.add(control.name);
    }
    const fields = form.fields.filter((f) => edited.has(f.name) || edited.has(`${f.name}_free_text`));
    if (fields.length === 0) return;
    const values = valuesFromFormData(new FormData(el));
    for (const field of fields) onChecked(field.name, validateValues(schema, values, [field.name]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page's script takes the form over
  }, []);

  return schema;
}

/** Whether a control holds something other than what the page came with (typed, chosen, ticked). */
function isChangedFromPage(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    // A single choice with none marked by the page starts on its first option.
    if (!control.multiple && !options.some((o) => o.defaultSelected)) return control.selectedIndex > 0;
    return options.some((o) => o.selected !== o.defaultSelected);
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
    if (control.type === "file") return (control.files?.length ?? 0) > 0;
    if (control.type === "hidden") return false;
  }
  return control.value !== control.defaultValue;
}
