/** Order attribution: where the shopper came from, sent as hidden checkout fields. */
export const attributionFields = [
  "source_type",
  "referrer",
  "utm_campaign",
  "utm_source",
  "utm_medium",
  "utm_content",
  "utm_id",
  "utm_term",
  "utm_source_platform",
  "utm_creative_format",
  "utm_marketing_tactic",
  "session_entry",
  "session_start_time",
  "session_pages",
  "session_count",
  "user_agent",
] as const;
export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Record<AttributionField, string>;

export const attributionInputName = (field: AttributionField) => `wc_order_attribution_${field}` as const;

const sourceTypes = new Set(["utm", "organic", "referral", "typein"]);

/**
 * What the order stores. Without the browser's script every field is empty, which is a
 * type-in visit: source "(direct)", medium "(none)". Values are cut to a sane length since
 * they come straight from the browser.
 */
export function normalizeAttribution(raw: Partial<Record<AttributionField, string | undefined>>): Attribution {
  const out = {} as Attribution;
  for (const f of attributionFields)
    out[f] = (raw[f] ?? "")
      .trim()
      .slice(0, f === "user_agent" || f === "referrer" || f === "session_entry" ? 500 : 200);
  if (!sourceTypes.has(out.source_type)) out.source_type = "typein";
  if (out.source_type === "typein") {
    out.utm_source ||= "(direct)";
    out.utm_medium ||= "(none)";
  }
  return out;
}

/**
 * An order's origin as the owner reads it, from its source type and source: "Direct",
 * "Referral: example.com", "Organic: google.com", "utm: newsletter". Orders stored before
 * attribution read as direct.
 */
export function originLabel(a: { source_type: string; utm_source: string }): string {
  const type = sourceTypes.has(a.source_type) ? a.source_type : "typein";
  if (type === "typein") return "Direct";
  const name = type === "utm" ? "utm" : `${type[0].toUpperCase()}${type.slice(1)}`;
  return `${name}: ${a.utm_source || "(unknown)"}`;
}
