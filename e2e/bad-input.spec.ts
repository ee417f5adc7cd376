import type { Page } from "@playwright/test";
import { test, expect, expectCartCount } from "./fixtures";

// Bad input at the request level: what a tampered form, a script on another site or a mistyped
// URL sends. Each gets a 4xx (never a 500) and changes nothing a shopper can see.
//
// The requests go through page.request, which shares the page's cookies, so the header's cart
// count shows whether a refused request changed the shopper's cart.

/** The fields the "Add to cart" form of a product page posts, read from the page as the browser would send them. */
async function addToCartForm(page: Page, slug: string): Promise<{ action: string; fields: Record<string, string> }> {
  await page.goto(`/product/${slug}/`);
  const button = page.getByRole("button", { name: "Add to cart", exact: true });
  await expect(button).toBeVisible();
  return button.evaluate((el: HTMLButtonElement) => {
    const form = el.form!;
    const fields: Record<string, string> = {};
    new FormData(form, el).forEach((value, key) => {
      fields[key] = String(value);
    });
    return {
      action: new URL(form.action, location.href).pathname + new URL(form.action, location.href).search,
      fields,
    };
  });
}

/** The name of the field carrying the quantity, and of the one carrying the product id. */
function fieldNames(fields: Record<string, string>) {
  const names = Object.keys(fields);
  const quantity = names.find((n) => /quantity|qty/i.test(n));
  const product = names.find((n) => /^(product_id|product|add-to-cart|productId|id)$/i.test(n));
  if (!quantity || !product)
    throw new Error(`the add-to-cart form has no recognisable quantity/product fields: ${names.join(", ")}`);
  return { quantity, product };
}

test.describe("bad input gets a 4xx and changes nothing @desktop", () => {
  test("a post that is not a form, or a broken form, is refused without a 500", async ({ page, baseURL }) => {
    await page.goto("/cart/");
    const origin = { Origin: baseURL! };
    for (const path of ["/cart/", "/cart/add", "/checkout/", "/product/glitch-alert-pack/"]) {
      const json = await page.request.post(path, { data: { quantity: 1 }, headers: origin, maxRedirects: 0 });
      expect(json.status(), `JSON to ${path}`).toBe(415);
      const empty = await page.request.post(path, { headers: origin, maxRedirects: 0 });
      expect(empty.status(), `no body to ${path}`).toBe(415);
      const broken = await page.request.post(path, {
        headers: { ...origin, "Content-Type": "multipart/form-data" },
        data: "not a multipart body",
        maxRedirects: 0,
      });
      expect(broken.status(), `broken multipart to ${path}`).toBeGreaterThanOrEqual(300);
      expect(broken.status(), `broken multipart to ${path}`).toBeLessThan(500);
    }
    await page.reload();
    await expectCartCount(page, 0);
  });

  test("a form posted from another site is refused with 403", async ({ page, baseURL }) => {
    const { action, fields } = await addToCartForm(page, "glitch-alert-pack");
    const foreign = await page.request.post(action, {
      form: fields,
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const noOrigin = await page.request.post(action, {
      form: fields,
      headers: { Origin: "null", Referer: "https://evil.example/page" },
      maxRedirects: 0,
    });
    expect(noOrigin.status()).toBe(403);
    await page.reload();
    await expectCartCount(page, 0);
    // The same form from our own origin does add: the refusal above was about the origin only.
    const own = await page.request.post(action, {
      form: fields,
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(own.status()).toBeLessThan(400);
    await page.reload();
    await expectCartCount(page, 1);
  });

  test("tampered add-to-cart posts are refused and leave the cart as it was", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { action, fields } = await addToCartForm(page, "glitch-alert-pack");
    const names = fieldNames(fields);
    const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      page.request.post(path, { form, headers: { Origin: origin, ...headers }, maxRedirects: 0 });

    // One good add first, so "unchanged" means 1, not merely "still empty".
    expect((await post(action, fields)).status()).toBeLessThan(400);
    await page.reload();
    await expectCartCount(page, 1);

    const tamper = (
      base: Record<string, string>,
      productField: string,
      quantityField: string,
    ): [string, Record<string, string>][] => [
      ["negative quantity", { ...base, [quantityField]: "-3" }],
      ["zero quantity", { ...base, [quantityField]: "0" }],
      ["huge quantity", { ...base, [quantityField]: "99999999999999999999" }],
      ["fractional quantity", { ...base, [quantityField]: "1.5" }],
      ["non-numeric quantity", { ...base, [quantityField]: "lots" }],
      ["unknown product id", { ...base, [productField]: "987654321" }],
      ["non-numeric product id", { ...base, [productField]: "hoodie" }],
      ["missing product id", Object.fromEntries(Object.entries(base).filter(([k]) => k !== productField))],
      ["a price sent along", { ...base, price: "0.01" }],
    ];

    // 1. The product page's own form, posted as the browser does without JavaScript.
    // (Its product is the page's own, so product ids are tampered with on /cart/add below.)
    // A refusal is a 4xx, or a 303 back to the page carrying the error for the page to show
    // (never a redirect that reports success).
    const isRefused = (response: { status(): number; headers(): Record<string, string> }) =>
      (response.status() >= 400 && response.status() < 500) ||
      (response.status() === 303 && /[?&]cart_error=/.test(response.headers()["location"] ?? ""));
    for (const [what, form] of tamper(fields, names.product, names.quantity).filter(
      ([what]) => !/product id/.test(what),
    )) {
      const response = await post(action, form);
      expect
        .soft(
          isRefused(response),
          `product page form, ${what}: refused, got ${response.status()} ${response.headers()["location"] ?? ""}`,
        )
        .toBe(true);
    }

    // 2. POST /cart/add (listing buttons and scripts use it).
    const cartAdd = { product_id: fields[names.product], quantity: "1" };
    for (const [what, form] of tamper(cartAdd, "product_id", "quantity")) {
      // The background (JavaScript) add asks for JSON: it must get a 4xx with a message.
      const json = await post("/cart/add", form, { Accept: "application/json" });
      expect.soft(json.status(), `/cart/add ${what} (JSON): a 4xx`).toBeGreaterThanOrEqual(400);
      expect.soft(json.status(), `/cart/add ${what} (JSON): a 4xx`).toBeLessThan(500);
      // The plain form post (no JavaScript) is refused too.
      const plain = await post("/cart/add", form);
      expect
        .soft(
          isRefused(plain),
          `/cart/add ${what} (form post): refused, got ${plain.status()} ${plain.headers()["location"] ?? ""}`,
        )
        .toBe(true);
    }

    await page.reload();
    await expectCartCount(page, 1);
  });

  test("missing things are 404, never 500", async ({ page, request }) => {
    const unknownProduct = await request.get("/product/no-such-product/");
    expect(unknownProduct.status()).toBe(404);
    const unknownCategory = await request.get("/product-category/no-such-category/");
    expect(unknownCategory.status()).toBe(404);
    const noKey = await request.get("/checkout/order-received/1/");
    expect(noKey.status()).toBe(404);
    const wrongKey = await request.get("/checkout/order-received/1/?key=wc_order_not-the-key");
    expect(wrongKey.status()).toBe(404);
    const notANumber = await request.get("/checkout/order-received/abc/?key=x");
    expect(notANumber.status()).toBe(404);
    const unknownPage = await request.get("/no-such-page/");
    expect(unknownPage.status()).toBe(404);
    // A shopper who follows such a link sees a page that says so.
    await page.goto("/product/no-such-product/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("odd query strings and form posts never cause a 500", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const gets = [
      "/shop/?orderby=nonsense",
      "/shop/?product-page=-1",
      "/shop/?product-page=99999",
      "/shop/page/0/",
      "/shop/page/abc/",
      "/shop/?min_price=abc&max_price=-5",
      "/shop/?filter_color=%00%27%22",
      "/product-category/merch/page/9999/",
      "/search/?s=%27%22%3Cscript%3E",
    ];
    for (const path of gets) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect.soft(response.status(), `GET ${path}`).toBeLessThan(500);
    }
    const posts: [string, Record<string, string>][] = [
      ["/cart/", { nonsense: "1" }],
      ["/cart/", {}],
      ["/checkout/", {}],
      ["/checkout/", { billing_email: "not-an-email", unknown_field: "x" }],
      ["/cart/add", {}],
    ];
    for (const [path, form] of posts) {
      const response = await request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
      expect.soft(response.status(), `POST ${path} ${JSON.stringify(form)}`).toBeLessThan(500);
      expect.soft(response.status(), `POST ${path} ${JSON.stringify(form)}: not accepted as if valid`).not.toBe(200);
    }
  });
});
