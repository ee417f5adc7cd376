/**
 * What the error page says for a request the shop refuses (the page's heading and links are the
 * layout's). Only the server words these, so the browser does not load them.
 */
export const errorPageMessages = {
  /** An address with a percent-encoding that does not decode, or a NUL character (400). */
  malformedAddress: "This address could not be read. Please check the link, or find the page from the home page.",
  /** A form posted to a page that takes none (405): made by hand, or a page's form from an older version. */
  formNotTaken:
    "This page does not take forms, so nothing was sent. Please go back to the page the form was on and try again.",
  /** The refusal page's link back to the shop's page the refused form or link was on. */
  backToPage: "Back to the page you were on",
} as const;
