import { data } from "react-router";

/**
 * A form posted without JavaScript to a page that refuses it outright (a hand-made or stale form:
 * fields no button of the page sends). Thrown from the page's action, it is shown on the shop's
 * error page in the site's layout, with the refusal's status, its reason and a link back to the
 * page the form came from, as the server's refusal page links back.
 */
export interface PageRefusal {
  message: string;
  /**
   * A path on the shop and the link's words. Without an anchor when the form posted to the page's
   * own address: a link that differs from the address only by its anchor does not load the page.
   */
  back: { href: string; text: string };
}

/** The refusal to throw from an action: the error page reads it with isPageRefusal. */
export function pageRefusal(status: number, message: string, back: PageRefusal["back"]) {
  return data({ message, back } satisfies PageRefusal, { status });
}

export function isPageRefusal(value: unknown): value is PageRefusal {
  if (typeof value !== "object" || value === null) return false;
  const { message, back } = value as Partial<PageRefusal>;
  return (
    typeof message === "string" &&
    typeof back === "object" &&
    back !== null &&
    typeof back.href === "string" &&
    back.href.startsWith("/") &&
    !back.href.startsWith("//") &&
    typeof back.text === "string"
  );
}
