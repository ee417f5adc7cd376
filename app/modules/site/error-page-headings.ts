/**
 * The error page's headings: the root's error boundary writes them in the shop's layout, and the
 * server's refusal page (lib/refusal-page.server.ts) when a request is refused before any page.
 */
export const refusedHeading = "That did not work";
export const failedHeading = "Something went wrong";
export const homePageLink = "Go to the home page";
