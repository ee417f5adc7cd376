/** What the owner is told about a store setting's value (`npm run shop -- settings:set`): refusals, and what a change still needs. */
export const settingsMessages = {
  /** Names the unit: "5.99" refused as "a whole number" alone invites a 6 that charges 6 cents. */
  wholeNumber: (key: string, value: string, unit: string) =>
    `${key} must be a whole number${unit ? ` of ${unit}` : ""}, got "${value}".`,
  outOfRange: (key: string, range: { min: number; max: number; unit: string }) =>
    `${key} must be from ${range.min} to ${range.max}${range.unit ? ` (${range.unit})` : ""}.`,
  notAChoice: (key: string, choices: readonly string[], value: string) =>
    `${key} must be one of: ${choices.join(", ")}; got "${value}".`,
  carouselNotAnObject: `related_carousel_opts must be a JSON object, for example '{"cellAlign":"center"}'.`,
  carouselUnknownOption: (name: string, known: readonly string[]) =>
    `related_carousel_opts has no option "${name}": it takes ${known.join(" and ")}.`,
  carouselBadValue: (name: string, allowed: readonly string[]) =>
    `related_carousel_opts: ${name} must be ${allowed.join(", ")}.`,
  timeZone: (value: string) => `"${value}" is not a known time zone (for example America/Los_Angeles).`,
  storeEmail: (value: string) =>
    `store_email must be an e-mail address (for example orders@shop.example), got "${value}".`,
  storeNameEmpty: "store_name cannot be empty.",
  /** A banner turned on, or given its text, that still does not show: what else it needs. */
  bannerNeedsText: (banner: string, textKey: string) =>
    `${banner} shows once ${textKey} has a text: npm run shop -- settings:set ${textKey} '…'`,
  bannerNeedsEnabling: (banner: string, enabledKey: string) =>
    `${banner} shows once ${enabledKey} is yes: npm run shop -- settings:set ${enabledKey} yes`,
  currency: (value: string) => `"${value}" is not a currency code: use three capital letters, for example USD or EUR.`,
} as const;
