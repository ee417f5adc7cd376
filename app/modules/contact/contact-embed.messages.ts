/**
 * The words a page that embeds a contact form shows before the form's own code loads (a post's
 * body): kept apart from contact.messages.ts so such a page's first load carries only these.
 */
export const contactEmbedMessages = {
  nestedForm: "Error: This contact form is placed in the wrong place.",
} as const;
