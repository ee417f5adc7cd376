import { describe, expect, it } from "vitest";
import { errorPageMessages } from "~/modules/site/error-page.messages";
import { failedHeading, homePageLink, refusedHeading } from "~/modules/site/error-page-headings";
import { refusalAnswer, refusalBackHref, refusalPage, refusalResponse, wantsRefusalPage } from "./refusal-page.server";

const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const shop = "https://shop.test";

describe("wantsRefusalPage", () => {
  it("is a browser's navigation: a page or a form that accepts HTML", () => {
    expect(wantsRefusalPage({ method: "POST", path: "/cart/", accept: browserAccept })).toBe(true);
    expect(wantsRefusalPage({ method: "GET", path: "/", accept: "TEXT/HTML" })).toBe(true);
  });

  it("is not a fetch, a data request or a HEAD", () => {
    expect(wantsRefusalPage({ method: "POST", path: "/cart/", accept: "*/*" })).toBe(false);
    expect(wantsRefusalPage({ method: "POST", path: "/cart/", accept: undefined })).toBe(false);
    expect(wantsRefusalPage({ method: "POST", path: "/cart/", accept: "application/json" })).toBe(false);
    expect(wantsRefusalPage({ method: "POST", path: "/cart.data", accept: browserAccept })).toBe(false);
    expect(wantsRefusalPage({ method: "HEAD", path: "/", accept: browserAccept })).toBe(false);
    expect(wantsRefusalPage({ method: "GET", path: "/", accept: "text/htmlx" })).toBe(false);
  });
});

describe("refusalBackHref", () => {
  it("leads back to the shop's page the request came from", () => {
    expect(refusalBackHref(`${shop}/product/neon-sign/?attribute_color=red#reviews`, shop)).toBe(
      "/product/neon-sign/?attribute_color=red",
    );
  });

  it("never leads to another site", () => {
    expect(refusalBackHref("https://evil.test/product/", shop)).toBeNull();
    expect(refusalBackHref("http://shop.test/cart/", shop)).toBeNull();
    expect(refusalBackHref("https://shop.test:8443/cart/", shop)).toBeNull();
    expect(refusalBackHref("javascript:alert(1)", shop)).toBeNull();
    expect(refusalBackHref("not a url", shop)).toBeNull();
    expect(refusalBackHref(undefined, shop)).toBeNull();
    expect(refusalBackHref(`${shop}/cart/`, null)).toBeNull();
  });

  it("drops a path that a link would read as another site's address", () => {
    expect(refusalBackHref(`${shop}//evil.test/`, shop)).toBeNull();
    expect(refusalBackHref(`${shop}/\\evil.test/`, shop)).toBeNull();
  });
});

describe("refusalPage", () => {
  const page = (backHref: string | null, status = 403) =>
    refusalPage({
      status,
      message: "This request did not come from this shop's pages, so it was refused.",
      storeName: "Overlay Lab",
      backHref,
    });

  it("is a whole page in the shop's name, with the reason and a link back", () => {
    const html = page("/cart/");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain(`<title>${refusedHeading} – Overlay Lab</title>`);
    expect(html).toContain(`<a href="/">Overlay Lab</a>`);
    expect(html).toContain(`<h1>${refusedHeading}</h1>`);
    expect(html).toContain("This request did not come from this shop&#39;s pages, so it was refused.");
    expect(html).toContain(`<a href="/cart/">${errorPageMessages.backToPage}</a>`);
  });

  it("offers the home page when there is no page of the shop to go back to", () => {
    expect(page(null)).toContain(`<a href="/">${homePageLink}</a>`);
  });

  it("says a failure of the shop's is one", () => {
    expect(page(null, 500)).toContain(`<h1>${failedHeading}</h1>`);
  });

  it("carries no script and loads nothing", () => {
    const html = page("/cart/");
    expect(html).not.toMatch(/<script|<link|src=|javascript:/i);
  });

  it("escapes everything it echoes", () => {
    const html = refusalPage({
      status: 400,
      message: `<img src=x onerror=alert(1)> & "quoted"`,
      storeName: `</title><script>alert(1)</script>`,
      backHref: `/search/?s="><script>alert(1)</script>`,
    });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;");
    expect(html).toContain(`href="/search/?s=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`);
  });

  it("escapes a query the Referer carries into the link back", () => {
    const backHref = refusalBackHref(`${shop}/search/?s="><svg onload=alert(1)>`, shop);
    const html = refusalPage({ status: 403, message: "No.", storeName: "Shop", backHref });
    expect(html).not.toMatch(/<svg|"\s*onload/);
  });
});

describe("refusalAnswer and refusalResponse", () => {
  it("answers a navigation with the page and anything else with the plain message", () => {
    const request = { method: "POST", path: "/cart/", referer: `${shop}/cart/`, shopOrigin: shop };
    const page = refusalAnswer({ ...request, accept: browserAccept }, 413, "Too large.", "Overlay Lab");
    expect(page.contentType).toBe("text/html; charset=utf-8");
    expect(page.body).toContain(`<a href="/cart/">${errorPageMessages.backToPage}</a>`);
    expect(refusalAnswer({ ...request, accept: "*/*" }, 413, "Too large.", "Overlay Lab")).toEqual({
      contentType: "text/plain; charset=utf-8",
      body: "Too large.",
    });
  });

  it("gives a route's Response its status and headers, and the link back on the request's origin only", async () => {
    const navigation = new Request(`${shop}/feed/`, {
      method: "POST",
      headers: { Accept: browserAccept, Referer: `${shop}/blog/` },
    });
    const res = refusalResponse(navigation, 405, "Read only.", "Overlay Lab", { Allow: "GET, HEAD" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain(`<a href="/blog/">${errorPageMessages.backToPage}</a>`);

    const fetched = refusalResponse(new Request(`${shop}/feed/`, { method: "POST" }), 405, "Read only.", "Overlay Lab");
    expect(fetched.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await fetched.text()).toBe("Read only.");
  });
});
