import { useState, type InputHTMLAttributes } from "react";
import { Field, type FieldProps } from "./field";
import { useHydrated } from "./use-hydrated";

/**
 * A labelled password input with a "Show password" / "Hide password" button beside it. The button
 * needs the page's script, so it is there only once the page runs JS.
 */
export function PasswordField({
  autoComplete,
  minLength,
  maxLength,
  ...field
}: FieldProps & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "minLength" | "maxLength">) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <Field {...field}>
      {(control) => (
        <span className="relative flex items-center">
          <input
            {...control}
            type={shown ? "text" : "password"}
            autoComplete={autoComplete}
            minLength={minLength}
            maxLength={maxLength}
            className="field w-full pr-33"
            spellCheck={false}
          />
          {hydrated ? (
            <button
              type="button"
              className="absolute right-1 rounded px-2 py-1 text-sm underline hover:bg-[var(--surface-2)]"
              aria-controls={control.id}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? "Hide password" : "Show password"}
            </button>
          ) : null}
        </span>
      )}
    </Field>
  );
}
