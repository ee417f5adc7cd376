/** The newsletter sign-up form's words (in every page's footer: kept apart from the rest). */
export const newsletterFormMessages = {
  emailLabel: "Email",
  subscribe: "Subscribe",
} as const;
