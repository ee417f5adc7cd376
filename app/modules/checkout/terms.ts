/**
 * The store's terms and conditions: shown in place on the checkout when its link is followed with
 * the page's script, and as their own page at /terms/ without it (and for anyone linking to them).
 */
export const termsAndConditions = {
  title: "Terms and conditions",
  paragraphs: [
    "Digital goods are delivered by email once payment is confirmed. Physical goods ship within 3 business days.",
    "You may return unused physical goods within 30 days for a refund.",
  ],
} as const;
