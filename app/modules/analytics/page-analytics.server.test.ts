import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { pageAnalyticsOf } from "./page-analytics.server";

/** A render of the not-found page, as the server makes it for any unknown address. */
function notFoundRender(origin: string): EntryContext {
  return {
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/not-found" } }],
      loaderData: { root: { origin, isStoreAdmin: false, isLoggedIn: false, currency: "USD", timezone: "UTC" } },
    },
  } as unknown as EntryContext;
}

describe("the page analytics context's address", () => {
  it("is the shop's origin with the path asked for", () => {
    const props = pageAnalyticsOf(notFoundRender("https://shop.test"), new Request("http://10.0.0.1:3000/shop/?x=1"));
    expect(props?.url).toBe("https://shop.test/shop/");
  });

  it("stays on the shop for a path that starts with two slashes, and never fails", () => {
    const at = (path: string) =>
      pageAnalyticsOf(notFoundRender("https://shop.test"), new Request(`https://shop.test${path}`))?.url;
    expect(at("//")).toBe("https://shop.test//");
    expect(at("///")).toBe("https://shop.test///");
    expect(at("//elsewhere.example/x")).toBe("https://shop.test//elsewhere.example/x");
  });
});
