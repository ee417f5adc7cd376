/**
 * The action of an address that is only read (a feed, an image, a JSON answer): a form posted to it
 * is answered with a plain 405 that says so, rather than React Router's own answer for a route
 * without an action, a 405 worded "Unexpected Server Error".
 */
export function refusePostedForm(): Response {
  return new Response("This address does not take forms: it can only be read.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
