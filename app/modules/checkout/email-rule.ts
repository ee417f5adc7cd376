/**
 * The shop's e-mail address rule on its own, for the checkout page to load when the shopper leaves
 * the e-mail field rather than with the page (a default export, as that keeps the page's code shortest).
 */
export { isValidEmailAddress as default } from "~/lib/email-address";
