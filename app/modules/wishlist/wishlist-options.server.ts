import type { Tx } from "~/lib/db.server";
import type { Choice } from "~/modules/catalog/variation";

/**
 * A wishlist item's chosen options, from its stored JSON to the words shown on the wishlist page
 * and in alert mails ("Theme: Neon, License: Personal"). Its own file, free of the cart and
 * catalog writers, so the stock and price writers' alert mails can use it without an import cycle.
 */
export function parseChoice(json: string): Choice {
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.fromEntries(
        Object.entries(value).filter(([k, v]) => k.startsWith("attribute_") && typeof v === "string"),
      ) as Choice;
    }
  } catch {
    // A damaged value only loses the options; the item stays.
  }
  return {};
}

/** The options of each choice in words, in order (one query for all of them). */
export async function describeChoices(db: Tx, choices: Choice[]): Promise<string[]> {
  const slugs = [...new Set(choices.flatMap((c) => Object.keys(c).map((f) => f.replace(/^attribute_/, ""))))];
  const terms = slugs.length
    ? await db
        .selectFrom("attributes as a")
        .innerJoin("attribute_terms as t", "t.attribute_id", "a.id")
        .where("a.slug", "in", slugs)
        .select(["a.slug", "a.name", "t.slug as term_slug", "t.name as term_name"])
        .execute()
    : [];
  return choices.map((choice) =>
    Object.entries(choice)
      .map(([field, value]) => {
        const slug = field.replace(/^attribute_/, "");
        const term = terms.find((t) => t.slug === slug && t.term_slug === value);
        return term ? `${term.name}: ${term.term_name}` : null;
      })
      .filter((t): t is string => t != null)
      .join(", "),
  );
}
