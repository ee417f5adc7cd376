import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSetting } from "../app/modules/settings/settings.server";
import { errorPageMessages } from "../app/modules/site/error-page.messages";
import { homePageLink, refusedHeading } from "../app/modules/site/error-page-headings";
import { formMessages, MAX_FORM_FIELDS } from "../app/lib/form.server";
import { tooLargeMessage } from "./body-limit";
import { shopTestServerBuild } from "./test-server-build";
import { rawRequest } from "./test-http";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The server's refusals as a browser meets them, through the whole server: a shopper's navigation
 * (a form posted or a page asked for, accepting HTML) is shown a page in the shop's name with the
 * reason and a way back; a script's request keeps the plain text.
 */
describe("refusals made before the shop's pages", () => {
  let server: TestShop;
  let port: number;
  const host = "shop.test";
  const shop = `http://${host}`;
  const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
  const storeName = `Neon <Nights> & "Co"`;
  const form = "email=a%40example.com";

  beforeAll(async () => {
    server = await startTestShop({
      build: shopTestServerBuild(),
      bodyLimits: { defaultLimit: 1024, limitsByPathPrefix: { "/cart/add": 64 * 1024 } },
      prepare: (db) => setSetting(db, "store_name", storeName),
    });
    port = server.port;
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string | number>, body = form, path = "/newsletter/subscribe/") =>
    rawRequest(port, {
      method: "POST",
      path,
      headers: {
        Host: host,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": body.length,
        ...headers,
      },
      body: [body],
    });

  it("shows a form from another site's page the refusal page, with the reason and the home page", async () => {
    const res = await post({
      Accept: browserAccept,
      Origin: "https://other.example",
      Referer: "https://other.example/x",
    });
    expect(res.status).toBe(403);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`<title>${refusedHeading} – Neon &lt;Nights&gt; &amp; &quot;Co&quot;</title>`);
    expect(res.body).toContain("This request did not come from this shop&#39;s pages, so it was refused.");
    expect(res.body).toContain(`<a href="/">${homePageLink}</a>`);
    expect(res.body).not.toContain("other.example");
    expect(res.body).not.toContain("<Nights>");
    // The shop's policy goes with it, and the page needs nothing it forbids.
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.body).not.toMatch(/<script|<link/);
  });

  it("leads a form too large back to the shop's page it was posted from", async () => {
    const big = `${form}&message=${"x".repeat(2000)}`;
    const res = await post({ Accept: browserAccept, Origin: shop, Referer: `${shop}/blog/a-post/?replytocom=3` }, big);
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`<p>${tooLargeMessage(1024)}</p>`);
    expect(res.body).toContain(`<a href="/blog/a-post/?replytocom=3">${errorPageMessages.backToPage}</a>`);
  });

  it("escapes the Referer's query in the link back", async () => {
    const res = await post(
      { Accept: browserAccept, Origin: shop, Referer: `${shop}/search/?s="><script>alert(1)</script>` },
      `${form}&m=${"x".repeat(2000)}`,
    );
    expect(res.status).toBe(413);
    expect(res.body).not.toContain("<script");
    expect(res.body).toContain('href="/search/?s=%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
  });

  it("keeps the plain text for a script's request, a data request and a HEAD", async () => {
    const fetched = await post({ Accept: "*/*", Origin: "https://other.example" });
    expect(fetched.status).toBe(403);
    expect(fetched.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(fetched.body).toBe("This request did not come from this shop's pages, so it was refused.");

    const data = await post(
      { Accept: browserAccept, Origin: "https://other.example" },
      form,
      "/newsletter/subscribe.data",
    );
    expect(data.status).toBe(403);
    expect(data.headers["content-type"]).toBe("text/plain; charset=utf-8");

    const head = await rawRequest(port, {
      method: "HEAD",
      path: "/shop/%ff/",
      headers: { Host: "a b", Accept: browserAccept },
    });
    expect(head.status).toBe(400);
    expect(head.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });

  it("gives every refusal of a navigation the page, with its status and headers", async () => {
    const put = await rawRequest(port, {
      method: "PUT",
      path: "/cart/",
      headers: { Host: host, Accept: browserAccept },
    });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
    expect(put.body).toContain("<p>This address answers only GET, HEAD and POST requests.</p>");

    const notAForm = await post({ Accept: browserAccept, Origin: shop, "Content-Type": "text/plain" });
    expect(notAForm.status).toBe(415);
    expect(notAForm.headers["content-type"]).toBe("text/html; charset=utf-8");

    const unreadable = await rawRequest(port, { path: "/", headers: { Host: "a b", Accept: browserAccept } });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toContain("<p>This request could not be handled.</p>");

    const malformedPost = await post({ Accept: browserAccept, Origin: shop }, form, "/product/%ff/");
    expect(malformedPost.status).toBe(400);
    expect(malformedPost.headers["content-type"]).toBe("text/html; charset=utf-8");

    const missingUpload = await rawRequest(port, {
      path: "/uploads/missing.png",
      headers: { Host: host, Accept: browserAccept },
    });
    expect(missingUpload.status).toBe(404);
    expect(missingUpload.body).toContain("<p>Not found.</p>");
    const missingImage = await rawRequest(port, {
      path: "/uploads/missing.png",
      headers: { Host: host, Accept: "image/avif,image/webp,*/*" },
    });
    expect(missingImage.body).toBe("Not found.");
  });

  it("shows a form with too many fields posted to a route without a page the refusal page, a script the text", async () => {
    const fields = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=1`).join("&");
    const send = (accept: string) =>
      rawRequest(port, {
        method: "POST",
        path: "/cart/add/",
        headers: {
          Host: host,
          Accept: accept,
          Origin: shop,
          Referer: `${shop}/product/neon-sign/`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": fields.length,
        },
        body: [fields],
      });
    const page = await send(browserAccept);
    expect(page.status).toBe(413);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain(`<p>${formMessages.tooManyFields(MAX_FORM_FIELDS)}</p>`);
    expect(page.body).toContain(`<a href="/product/neon-sign/">${errorPageMessages.backToPage}</a>`);

    const fetched = await send("*/*");
    expect(fetched.status).toBe(413);
    expect(fetched.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(fetched.body).toBe(formMessages.tooManyFields(MAX_FORM_FIELDS));
  });
});
