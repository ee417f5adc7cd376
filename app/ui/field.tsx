import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * Form fields with their accessibility wired once:
 * - the label is always visible; a required field shows a red "*" that screen readers skip
 *   (the control is aria-required instead, so its name stays the bare label);
 * - an error shows under the control with the stable id `{id}-error`, and the control is then
 *   aria-invalid="true" and names the error in aria-describedby;
 * - an optional description gets the id `{id}-description`, also named in aria-describedby.
 *
 * `Field` hands these props to any control through its children function; `TextField` and
 * `SelectField` are the everyday <input> and <select>; `CheckboxField` puts the box before
 * its label.
 */

/** What a field hands its control: spread it onto the <input>, <select> or <textarea>. */
export interface FieldControlProps {
  id: string;
  name: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  name: string;
  /** The control's id; the name when not given. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  /** The message under the control; the control is then marked invalid. */
  error?: string | null;
  /** Help text under the control. */
  description?: ReactNode;
  /** Classes of the field's wrapper (grid placement, margins). */
  className?: string;
}

/** The ids of a field's error and description, for links to them (`#{id}-error`). */
export function fieldIds(id: string) {
  return { error: `${id}-error`, description: `${id}-description` };
}

/** The ARIA props of a control with this field's state. */
export function fieldControlProps({ name, id = name, required, error, description }: FieldProps): FieldControlProps {
  const ids = fieldIds(id);
  const describedBy = [description ? ids.description : null, error ? ids.error : null].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/** The description and the error under a control (each only when there is one). */
export function FieldMessages({
  id,
  error,
  description,
}: {
  id: string;
  error?: string | null;
  description?: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <>
      {description ? (
        <span id={ids.description} className="muted mt-1 block text-sm">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={ids.error} className="mt-1 block text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

/** Label, control (from `children`), description and error. */
export function Field({ children, ...field }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const control = fieldControlProps(field);
  return (
    <div className={field.className}>
      <label htmlFor={control.id} className="label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </label>
      {children(control)}
      <FieldMessages id={control.id} error={field.error} description={field.description} />
    </div>
  );
}

type ControlAttributes<T> = Omit<
  T,
  "id" | "name" | "className" | "required" | "aria-required" | "aria-invalid" | "aria-describedby"
>;

/** A field's props with its control's own attributes, and the control's classes beside the shop's. */
type ControlFieldProps<T> = FieldProps & ControlAttributes<T> & { controlClassName?: string };

/** Parts a control field's props into the field's own and the rest, which go to the control. */
function splitFieldProps<T extends FieldProps>({
  name,
  id,
  label,
  required,
  error,
  description,
  className,
  ...control
}: T): [FieldProps, Omit<T, keyof FieldProps>] {
  return [{ name, id, label, required, error, description, className }, control];
}

/** A labelled <input>; every other prop goes to the input. */
export function TextField({ controlClassName, ...props }: ControlFieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input {...input} {...control} className={classes("field", controlClassName)} />}
    </Field>
  );
}

/** A labelled <select>; the options are its children, every other prop goes to the select. */
export function SelectField({
  controlClassName,
  ...props
}: ControlFieldProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <select {...select} {...control} className={classes("field", controlClassName)} />}
    </Field>
  );
}

/** A checkbox before its label (the label may hold a link); every other prop goes to the box. */
export function CheckboxField({
  controlClassName,
  ...props
}: ControlFieldProps<Omit<InputHTMLAttributes<HTMLInputElement>, "type">>) {
  const [field, input] = splitFieldProps(props);
  const control = fieldControlProps(field);
  return (
    <div className={field.className}>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          {...input}
          {...control}
          className={classes("mt-1 size-4 shrink-0 accent-accent-700", controlClassName)}
        />
        <span>
          {field.label}
          {field.required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldMessages id={control.id} error={field.error} description={field.description} />
    </div>
  );
}
