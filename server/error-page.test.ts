import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorPageMessages } from "../app/modules/site/error-page.messages";
import { shopTestServerBuild } from "./test-server-build";
import { rawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The shop's error page (the real root's error boundary, through the whole server, on a real
 * database) for refusals React Router makes itself: it words them for the visitor, never with the
 * framework's own text for developers, which names the shop's routes.
 */
describe("the error page for a request React Router refuses", () => {
  let shop: TestShop;
  const host = "shop.test";

  beforeAll(async () => {
    shop = await startTestShop({ build: shopTestServerBuild() });
  });
  afterAll(() => shop.close());

  it("says a page that takes no form took nothing, in the shop's words, with 405", async () => {
    const body = "quantity=1";
    for (const pathname of ["/", "/no-such-page/", "/_root.data"]) {
      const res = await rawRequest(shop.port, {
        method: "POST",
        path: pathname,
        headers: {
          Host: host,
          Origin: `http://${host}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": body.length,
        },
        body: [body],
      });
      expect(res.status, pathname).toBe(405);
      // The page escapes its apostrophes; the data the browser reads (.data) keeps them.
      const escaped = errorPageMessages.formNotTaken.replaceAll("'", "&#x27;");
      expect(res.body, pathname).toContain(pathname.endsWith(".data") ? errorPageMessages.formNotTaken : escaped);
      expect(res.body, pathname).not.toMatch(/You made a POST request|did not provide an `action`|for route/);
    }
  });
});
