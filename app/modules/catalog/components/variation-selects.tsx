import { useId } from "react";
import { catalogMessages } from "../catalog.messages";
import type { OptionState } from "../variation";
import type { ProductAttribute } from "../catalog.types";

/**
 * One control per variation attribute, named by its label ("Color"): a radiogroup of swatches for
 * colours, a select (first option "Choose an option") for the rest; both post attribute_<slug>.
 * Removed options are left out and disabled ones stay visible but cannot be chosen. Incompatible
 * ones (no variation combines them with the other choices) stay choosable but are marked: a
 * struck-through swatch or a greyed option (data-incompatible, styled in app.css) whose title, its
 * description for screen readers and a tooltip, is catalogMessages.incompatibleOption; their names
 * stay as they are (shoppers and tests choose options by name).
 * "Clear" shows once something is chosen; without JavaScript it is a link to the plain page.
 */
export function VariationSelects({
  attributes,
  choice,
  states,
  onChoose,
  onClear,
  clearHref,
  firstSelectRef,
}: {
  attributes: Pick<ProductAttribute, "slug" | "name" | "field" | "isSwatch" | "terms">[];
  choice: Record<string, string>;
  states: Record<string, Record<string, OptionState>>;
  onChoose: (field: string, value: string) => void;
  onClear: () => void;
  clearHref: string;
  /** The first control (focused after Clear). */
  firstSelectRef: React.RefObject<HTMLElement | null>;
}) {
  const anyChosen = attributes.some((a) => (choice[a.field] ?? "") !== "");
  // Ids of this form's own: quick view opened from a product page (its related products) shows a
  // second form with the same attributes, whose labels would otherwise name the page's controls.
  const formId = useId();
  return (
    <div className="flex flex-col gap-4">
      {attributes.map((a, i) => {
        const id = `${formId}pa-${a.slug}`;
        const firstRef = (el: HTMLElement | null) => {
          if (i === 0) firstSelectRef.current = el;
        };
        if (a.isSwatch) {
          const chosen = choice[a.field] ?? "";
          const visible = a.terms.filter((t) => (states[a.field]?.[t.slug] ?? "enabled") !== "removed");
          return (
            <div key={a.field}>
              {/* The group is named by the attribute alone ("Color"); the chosen value beside it is
                  what the radio group already says as its checked option. */}
              <p className="label m-0">
                <span id={`${id}-label`}>{a.name}</span>
                {chosen ? (
                  <span className="font-normal muted">: {a.terms.find((t) => t.slug === chosen)?.name}</span>
                ) : null}
              </p>
              <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex flex-wrap gap-2">
                {visible.map((t, j) => {
                  const state = states[a.field]?.[t.slug] ?? "enabled";
                  const incompatible = state === "incompatible";
                  const color = t.color;
                  // The looks (chosen, focused, disabled, incompatible) are the swatch utilities' in app.css.
                  return (
                    <label key={t.slug} data-incompatible={incompatible || undefined} className="swatch">
                      <input
                        title={incompatible ? catalogMessages.incompatibleOption : undefined}
                        ref={j === 0 ? firstRef : undefined}
                        type="radio"
                        name={a.field}
                        value={t.slug}
                        checked={chosen === t.slug}
                        disabled={state === "disabled"}
                        onChange={() => onChoose(a.field, t.slug)}
                        onClick={() => {
                          // A second press on the chosen swatch clears it, as choosing "Choose an option" does.
                          if (chosen === t.slug) onChoose(a.field, "");
                        }}
                        style={color ? { background: color } : undefined}
                        className="swatch-dot"
                      />
                      {t.name}
                    </label>
                  );
                })}
              </div>
            </div>
          );
        }
        return (
          <div key={a.field}>
            <label htmlFor={id} className="label">
              {a.name}
            </label>
            <select
              id={id}
              ref={firstRef}
              name={a.field}
              value={choice[a.field] ?? ""}
              onChange={(e) => onChoose(a.field, e.currentTarget.value)}
              className="field max-w-sm"
            >
              <option value="">{catalogMessages.chooseOption}</option>
              {a.terms.map((t) => {
                const state = states[a.field]?.[t.slug] ?? "enabled";
                if (state === "removed") return null;
                const incompatible = state === "incompatible";
                return (
                  <option
                    key={t.slug}
                    value={t.slug}
                    disabled={state === "disabled"}
                    data-incompatible={incompatible || undefined}
                    title={incompatible ? catalogMessages.incompatibleOption : undefined}
                  >
                    {t.name}
                  </option>
                );
              })}
            </select>
          </div>
        );
      })}
      {anyChosen ? (
        <p className="m-0">
          <a
            href={clearHref}
            onClick={(e) => {
              e.preventDefault();
              onClear();
            }}
            className="text-sm font-semibold text-accent-700 underline underline-offset-2"
          >
            Clear
          </a>
        </p>
      ) : null}
    </div>
  );
}
