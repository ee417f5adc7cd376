import type { Ref } from "react";
import { catalogMessages } from "../catalog.messages";
import type { OptionState } from "../variation";
import type { ProductAttribute } from "../catalog.types";

/**
 * One select per variation attribute, named by its label ("Color"), first option "Choose an
 * option"; removed options are left out and disabled ones stay visible but unselectable.
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
  attributes: Pick<ProductAttribute, "slug" | "name" | "field" | "terms">[];
  choice: Record<string, string>;
  states: Record<string, Record<string, OptionState>>;
  onChoose: (field: string, value: string) => void;
  onClear: () => void;
  clearHref: string;
  firstSelectRef: Ref<HTMLSelectElement>;
}) {
  const anyChosen = attributes.some((a) => (choice[a.field] ?? "") !== "");
  return (
    <div className="flex flex-col gap-4">
      {attributes.map((a, i) => {
        const id = `pa-${a.slug}`;
        return (
          <div key={a.field}>
            <label htmlFor={id} className="label">
              {a.name}
            </label>
            <select
              id={id}
              ref={i === 0 ? firstSelectRef : undefined}
              name={a.field}
              value={choice[a.field] ?? ""}
              onChange={(e) => onChoose(a.field, e.currentTarget.value)}
              className="field max-w-sm"
            >
              <option value="">{catalogMessages.chooseOption}</option>
              {a.terms.map((t) => {
                const state = states[a.field]?.[t.slug] ?? "enabled";
                if (state === "removed") return null;
                return (
                  <option key={t.slug} value={t.slug} disabled={state === "disabled"}>
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
