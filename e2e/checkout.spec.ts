import type { Locator, Page } from "@playwright/test";
import { test, expect, expectCartCount, dismissMiniCart } from "./fixtures";
import { readE2eDatabase, shopCommand, untilScrollingStops, waitUntilHydrated } from "./helpers-store";
import { backgroundRequestMessages } from "../app/lib/background-request";

// The checkout's own choices beyond the billing address: an account made with the order, a
// different shipping address, order notes and the terms. With JavaScript and without it.

let counter = 0;
const newEmail = () => `buyer${Date.now().toString(36)}${++counter}@example.com`;

async function addOneToCart(page: Page, js: boolean) {
  await page.goto("/shop/");
  if (js) await waitUntilHydrated(page);
  await page
    .getByRole("button", { name: /^Add “.+” to your cart$/ })
    .first()
    .click();
  if (js) await dismissMiniCart(page);
  await expectCartCount(page, 1);
  await page.goto("/checkout/");
  if (js) await waitUntilHydrated(page);
}

async function fillAddress(scope: Locator, who: { first: string; street: string; city: string; zip: string }) {
  await scope.getByRole("textbox", { name: "First name" }).fill(who.first);
  await scope.getByRole("textbox", { name: "Last name" }).fill("Streamer");
  await scope.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "United States (US)" });
  await scope.getByRole("textbox", { name: "Street address" }).fill(who.street);
  await scope.getByRole("textbox", { name: "Town / City" }).fill(who.city);
  await scope.getByRole("combobox", { name: "State" }).selectOption({ label: "California" });
  await scope.getByRole("textbox", { name: "ZIP Code" }).fill(who.zip);
}

for (const js of [true, false]) {
  test.describe(`checkout choices ${js ? "with" : "without"} JavaScript${js ? "" : " @desktop"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("create an account, ship elsewhere with a note, and find the order under My account", async ({ page }) => {
      const email = newEmail();
      await addOneToCart(page, js);
      const billing = page.getByRole("group", { name: "Billing details" });
      await fillAddress(billing, { first: "Robin", street: "1 Overlay Way", city: "Los Angeles", zip: "90001" });
      await billing.getByRole("textbox", { name: "Phone" }).fill("+1 213 555 0100");
      await billing.getByRole("textbox", { name: "Email address" }).fill(email);

      const password = page.getByRole("textbox", { name: "Create account password" });
      await expect(password).toBeHidden();
      await page.getByRole("checkbox", { name: "Create an account?" }).check();
      await expect(password).toBeVisible();
      await password.fill("password123");

      const shipping = page.getByRole("group", { name: "Shipping address" });
      await expect(shipping).toBeHidden();
      await page.getByRole("checkbox", { name: "Ship to a different address?" }).check();
      await expect(shipping).toBeVisible();
      await fillAddress(shipping, { first: "Grace", street: "2 Harbor Road", city: "San Diego", zip: "92101" });
      await page.getByRole("textbox", { name: "Order notes (optional)" }).fill("Please ring twice.");
      await page.getByRole("radio", { name: "Cash on delivery" }).check();
      await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
      await page.getByRole("button", { name: "Place order" }).click();

      // A common password is refused like any other field, and nothing the shopper chose is lost.
      const notices = page.getByRole("region", { name: "Checkout notices" });
      await expect(notices.getByRole("alert")).toContainText("This password is too common.");
      await expect(page.getByRole("checkbox", { name: "Create an account?" })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Ship to a different address?" })).toBeChecked();
      await expect(shipping.getByRole("textbox", { name: "Town / City" })).toHaveValue("San Diego");
      await expect(page.getByRole("textbox", { name: "Order notes (optional)" })).toHaveValue("Please ring twice.");

      await password.fill("a long pass phrase 42");
      if (js) {
        await page.getByRole("button", { name: "Show password" }).click();
        await expect(password).toHaveAttribute("type", "text");
        await page.getByRole("button", { name: "Hide password" }).click();
        await expect(password).toHaveAttribute("type", "password");
      }
      const terms = page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" });
      if (!(await terms.isChecked())) await terms.check();
      await page.getByRole("button", { name: "Place order" }).click();

      await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
      const orderNumber = page.url().match(/order-received\/(\d+)\//)![1];
      const shippingAddress = page.getByRole("region", { name: "Shipping address" });
      await expect(shippingAddress).toContainText("Grace Streamer");
      await expect(shippingAddress).toContainText("2 Harbor Road");
      await expect(page.getByText("Please ring twice.")).toBeVisible();

      // The order made the account and logged the shopper in: the order is theirs.
      await page.goto("/my-account/orders/");
      await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
      await expect(page.getByRole("cell", { name: `#${orderNumber}`, exact: true })).toBeVisible();
      await page.getByRole("table").getByRole("link", { name: "View" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
      // The order's totals as the confirmation showed them, not only its total.
      for (const term of ["Subtotal:", "Payment method:", "Total:"]) {
        await expect(page.getByRole("term").getByText(term, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("definition").filter({ hasText: "Cash on delivery" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Grace Streamer");
    });

    test("an e-mail address that has an account is asked to log in, and nothing is ordered", async ({ page }) => {
      await addOneToCart(page, js);
      const billing = page.getByRole("group", { name: "Billing details" });
      await fillAddress(billing, { first: "Robin", street: "1 Overlay Way", city: "Los Angeles", zip: "90001" });
      await billing.getByRole("textbox", { name: "Phone" }).fill("+1 213 555 0100");
      // The demo store's vendor has an account with this address.
      await billing.getByRole("textbox", { name: "Email address" }).fill("vendor@neonforge.example");
      await page.getByRole("checkbox", { name: "Create an account?" }).check();
      await page.getByRole("textbox", { name: "Create account password" }).fill("a long pass phrase 42");
      await page.getByRole("radio", { name: "Cash on delivery" }).check();
      await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("region", { name: "Checkout notices" }).getByRole("alert")).toContainText(
        "An account is already registered with your email address. Please log in.",
      );
      await expect(page).toHaveURL(/\/checkout\/$/);
      await expectCartCount(page, 1);
      // The ask leads to the login, which brings the shopper back to the checkout.
      await page
        .getByRole("region", { name: "Checkout notices" })
        .getByRole("link", { name: "Please log in.", exact: true })
        .click();
      await expect(page).toHaveURL(/\/my-account\/\?redirect=%2Fcheckout%2F$/);
      await expect(page.getByRole("main").getByRole("textbox", { name: "Username or email address" })).toBeVisible();
    });

    test("a cart changed in another tab is not ordered at a total the page did not show", async ({ page, baseURL }) => {
      await addOneToCart(page, js);
      const billing = page.getByRole("group", { name: "Billing details" });
      await fillAddress(billing, { first: "Robin", street: "1 Overlay Way", city: "Los Angeles", zip: "90001" });
      await billing.getByRole("textbox", { name: "Phone" }).fill("+1 213 555 0100");
      await billing.getByRole("textbox", { name: "Email address" }).fill(newEmail());
      await page.getByRole("radio", { name: "Cash on delivery" }).check();
      await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
      const review = page.getByRole("table").filter({ hasText: "Pixel Emote Pack" });
      await expect(review).toHaveCount(0);

      // Another tab of the same shopper adds a product while this page is open.
      const product = await page.request.get("/product/pixel-emote-pack/");
      const productId = /name="product_id" value="(\d+)"/.exec(await product.text())![1];
      const added = await page.request.post("/cart/add", {
        form: { product_id: productId, quantity: "1" },
        headers: { Origin: baseURL!, Accept: "application/json" },
      });
      expect(added.ok()).toBe(true);

      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("region", { name: "Checkout notices" }).getByRole("alert")).toContainText(
        "Your cart has changed since this page was opened. Please review your order and place it again.",
      );
      await expect(page).toHaveURL(/\/checkout\/$/);
      // The page now shows what would be ordered, and placing it again orders that.
      await expect(review).toHaveCount(1);
      const terms = page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" });
      if (!(await terms.isChecked())) await terms.check();
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Order received" })).toBeVisible();
      await expect(page.getByText("Pixel Emote Pack").first()).toBeVisible();
    });

    test("a coupon is removed from the order review", async ({ page }) => {
      await addOneToCart(page, js);
      await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
      await page.getByRole("textbox", { name: "Coupon code" }).fill("STREAM10");
      await page.getByRole("button", { name: "Apply coupon" }).click();
      const review = page.getByRole("complementary", { name: "Your order" });
      const remove = review.getByRole("button", { name: "Remove coupon “STREAM10”" });
      await expect(remove).toBeVisible();
      await expect(page.getByRole("button", { name: "Remove coupon “STREAM10”" })).toHaveCount(1);
      // The coupon's row carries its discount: no second row subtracts it again.
      await expect(review.getByText("Coupon: STREAM10")).toBeVisible();
      await expect(review.getByText("Discount", { exact: true })).toHaveCount(0);
      await remove.click();
      await expect(page.getByRole("region", { name: "Checkout notices" })).toContainText("Coupon has been removed.");
      await expect(review.getByText("Coupon: STREAM10")).toHaveCount(0);
      await expect(page).toHaveURL(/\/checkout\/(#checkout-coupon)?$/);
    });

    test("the terms and conditions can be read before accepting them", async ({ page }) => {
      await addOneToCart(page, js);
      const link = page.getByRole("link", { name: "terms and conditions", exact: true });
      await expect(link).toHaveAttribute("href", "/terms/");
      if (js) {
        // With the page's script they open in place, and the checkout stays as it was.
        await link.click();
        await expect(page.getByText("You may return unused physical goods within 30 days")).toBeVisible();
        await expect(link).toHaveAttribute("aria-expanded", "true");
        await expect(page).toHaveURL(/\/checkout\/$/);
      } else {
        await page.goto("/terms/");
        await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
        await expect(page.getByText("You may return unused physical goods within 30 days")).toBeVisible();
      }
    });
  });
}

test.describe("checkout without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused coupon comes back with its form open, and the right code then applies", async ({ page }) => {
    await addOneToCart(page, false);
    const code = page.getByRole("textbox", { name: "Coupon code" });
    await expect(code).toBeHidden();
    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
    await code.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    const notices = page.getByRole("region", { name: "Checkout notices" });
    await expect(notices.getByRole("alert")).toHaveText('Coupon "NOSUCHCODE" does not exist!');
    await expect(code).toBeVisible();
    await expect(page.getByRole("link", { name: "Have a coupon? Click here to enter your code" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await code.fill("STREAM10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(notices.getByRole("status")).toHaveText("Coupon code applied successfully.");
    await expect(page.getByRole("complementary", { name: "Your order" }).getByText("Coupon: STREAM10")).toBeVisible();
  });

  test("a coupon applied or removed after the address was typed keeps the address, and Enter in a field still places the order", async ({
    page,
  }) => {
    await addOneToCart(page, false);
    const billing = page.getByRole("group", { name: "Billing details" });
    await billing.getByRole("textbox", { name: "First name" }).fill("Maple");
    await billing.getByRole("textbox", { name: "Email address" }).fill(newEmail());
    await billing.getByRole("textbox", { name: "Street address" }).fill("1 King St W");
    await page.getByRole("textbox", { name: "Order notes (optional)" }).fill("Leave it with the neighbour.");
    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
    const code = page.getByRole("textbox", { name: "Coupon code" });
    await code.fill("STREAM10");
    // Enter in the coupon field applies the code, as its button does.
    await code.press("Enter");
    const notices = page.getByRole("region", { name: "Checkout notices" });
    await expect(notices.getByRole("status")).toHaveText("Coupon code applied successfully.");
    await expect(page.getByRole("complementary", { name: "Your order" }).getByText("Coupon: STREAM10")).toBeVisible();
    await expect(billing.getByRole("textbox", { name: "First name" })).toHaveValue("Maple");
    await expect(billing.getByRole("textbox", { name: "Street address" })).toHaveValue("1 King St W");
    await expect(page.getByRole("textbox", { name: "Order notes (optional)" })).toHaveValue(
      "Leave it with the neighbour.",
    );
    // Removing it keeps them too.
    await page.getByRole("button", { name: "Remove coupon “STREAM10”" }).click();
    await expect(notices.getByRole("status")).toHaveText("Coupon has been removed.");
    await expect(billing.getByRole("textbox", { name: "First name" })).toHaveValue("Maple");
    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
    await code.fill("STREAM10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(notices.getByRole("status")).toHaveText("Coupon code applied successfully.");
    await expect(billing.getByRole("textbox", { name: "Street address" })).toHaveValue("1 King St W");

    // Enter in an address field is still Place order: the missing fields are listed, no coupon is asked for.
    await billing.getByRole("textbox", { name: "First name" }).press("Enter");
    await expect(notices.getByRole("alert")).toContainText("Billing Last name is a required field.");
    await expect(billing.getByRole("textbox", { name: "Street address" })).toHaveValue("1 King St W");

    await billing.getByRole("textbox", { name: "Last name" }).fill("Streamer");
    await billing.getByRole("textbox", { name: "Phone" }).fill("+1 416 555 0100");
    await billing.getByRole("textbox", { name: "Town / City" }).fill("Portland");
    await billing.getByRole("combobox", { name: "State" }).selectOption({ label: "Oregon" });
    await billing.getByRole("textbox", { name: "ZIP Code" }).fill("97201");
    await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  });

  test("an address in Canada keeps no State picked from the US list the page still shows", async ({ page }) => {
    await addOneToCart(page, false);
    const billing = page.getByRole("group", { name: "Billing details" });
    await billing.getByRole("textbox", { name: "First name" }).fill("Maple");
    await billing.getByRole("textbox", { name: "Last name" }).fill("Streamer");
    await billing.getByRole("textbox", { name: "Phone" }).fill("+1 416 555 0100");
    await billing.getByRole("textbox", { name: "Email address" }).fill(newEmail());
    await billing.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "Canada" });
    await billing.getByRole("textbox", { name: "Street address" }).fill("1 King St W");
    await billing.getByRole("textbox", { name: "Town / City" }).fill("Toronto");
    // Without JavaScript the State is still the list of US states.
    await billing.getByRole("combobox", { name: "State" }).selectOption({ label: "Oregon" });
    await billing.getByRole("textbox", { name: "ZIP Code" }).fill("M5H 2N2");
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
    const address = page.getByRole("region", { name: "Billing address" });
    await expect(address).toContainText("Toronto, M5H 2N2");
  });

  test("a shopper in Canada types the province, and the order and its mail keep it", async ({ page }) => {
    const email = newEmail();
    await addOneToCart(page, false);
    const billing = page.getByRole("group", { name: "Billing details" });
    await billing.getByRole("textbox", { name: "First name" }).fill("Maple");
    await billing.getByRole("textbox", { name: "Last name" }).fill("Streamer");
    await billing.getByRole("textbox", { name: "Phone" }).fill("+1 416 555 0100");
    await billing.getByRole("textbox", { name: "Email address" }).fill(email);
    await billing.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "Canada" });
    await billing.getByRole("textbox", { name: "Street address" }).fill("1 King St W");
    await billing.getByRole("textbox", { name: "Town / City" }).fill("Toronto");
    // The State list is still the US one; the province is typed beside it.
    await billing.getByRole("textbox", { name: "State / County outside the US (optional)" }).fill("Ontario");
    await billing.getByRole("textbox", { name: "ZIP Code" }).fill("M5H 2N2");
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Billing address" })).toContainText("Toronto, Ontario M5H 2N2");
    const mail = await readE2eDatabase((db) =>
      db.selectFrom("mail_outbox").select("text_body").where("to_address", "=", email).executeTakeFirstOrThrow(),
    );
    expect(mail.text_body).toContain("Toronto, Ontario M5H 2N2, Canada");
  });
});

test.describe("checkout with JavaScript", () => {
  test("a coupon applies in the background, its notice joins the checkout notices, and the order keeps where the shopper came from", async ({
    page,
  }) => {
    // The shopper arrives from a newsletter link; the page's script records the visit.
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await waitUntilHydrated(page);
    // The visit is recorded once the page is interactive (its code loads after the page's): a
    // shopper who leaves the landing page within that moment is counted from the next page.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("shop_attribution_session") ?? ""))
      .toContain("newsletter");
    await addOneToCart(page, true);
    const url = page.url();

    await page.getByRole("link", { name: "Have a coupon? Click here to enter your code" }).click();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("STREAM10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    const notices = page.getByRole("region", { name: "Checkout notices" });
    await expect(notices.getByRole("status")).toHaveText("Coupon code applied successfully.");
    await expect(page.getByRole("button", { name: "Remove coupon “STREAM10”" }).first()).toBeVisible();
    // In the background: the page was not reloaded (what the shopper typed stays) and the field is cleared.
    expect(page.url()).toBe(url);
    await expect(page.getByRole("textbox", { name: "Coupon code" })).toHaveValue("");
    // A refused Place order shows its own errors; the coupon's answer does not stand beside them.
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(notices.getByRole("alert").first()).toBeVisible();
    await expect(notices.getByText("Coupon code applied successfully.")).toHaveCount(0);
    // The shopper waits for the page to finish bringing the problems into view: a click aimed
    // while the window still moves lands beside its target.
    await untilScrollingStops(page);

    const billing = page.getByRole("group", { name: "Billing details" });
    await fillAddress(billing, { first: "Uma", street: "3 Mail Street", city: "Fresno", zip: "93650" });
    await billing.getByRole("textbox", { name: "Phone" }).fill("+1 559 555 0100");
    await billing.getByRole("textbox", { name: "Email address" }).fill(newEmail());
    await page.getByRole("radio", { name: "Direct bank transfer" }).check();
    await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
    const orderNumber = page.url().match(/order-received\/(\d+)\//)![1];
    // The coupon's row says what it took off, once: no second "Discount" row beside it.
    const details = page.getByRole("region", { name: "Order details" });
    await expect(details.getByText("Coupon: STREAM10")).toBeVisible();
    await expect(details.getByText(/^Discount/)).toHaveCount(0);

    const shown = shopCommand("orders:show", orderNumber);
    expect(shown).toContain("Origin: utm: newsletter");
    expect(shown).toContain("Coupon STREAM10");
  });

  test("a shopper who starts typing as soon as an order is refused keeps the field and every letter", async ({
    page,
  }) => {
    await addOneToCart(page, true);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("region", { name: "Checkout notices" }).getByRole("alert").first()).toBeVisible();
    // Straight into the first field, typing at a brisk shopper's pace: the letters span the moment
    // the refusal would take focus for screen readers (half a second after it shows).
    const firstName = page.getByRole("group", { name: "Billing details" }).getByRole("textbox", { name: "First name" });
    await firstName.focus();
    await page.keyboard.type("Wilhelmina", { delay: 80 });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveValue("Wilhelmina");
  });

  test("a browser that sends Global Privacy Control is not followed: nothing is kept and the fields stay empty", async ({
    page,
  }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    // What an earlier visit kept goes too.
    await page.goto("/terms/");
    await page.evaluate(() => localStorage.setItem("shop_attribution_session", '{"values":{},"lastSeen":0}'));
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await waitUntilHydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shop_attribution_session"))).toBeNull();
    await addOneToCart(page, true);
    await expect(page.locator('input[name="wc_order_attribution_source_type"]')).toHaveValue("");
    await expect(page.locator('input[name="wc_order_attribution_utm_source"]')).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("shop_attribution_count"))).toBeNull();
  });

  test("a Place order the network drops keeps the checkout and what was typed, and placing it again works", async ({
    page,
  }) => {
    await addOneToCart(page, true);
    const billing = page.getByRole("group", { name: "Billing details" });
    await fillAddress(billing, { first: "Vera", street: "4 Lost Signal Road", city: "Fresno", zip: "93650" });
    await billing.getByRole("textbox", { name: "Phone" }).fill("+1 559 555 0101");
    await billing.getByRole("textbox", { name: "Email address" }).fill(newEmail());
    await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();

    // The connection drops while the order is sent.
    const placeOrderPost = (url: URL) => url.pathname.startsWith("/checkout");
    await page.route(placeOrderPost, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: "Place order" }).click();
    const notices = page.getByRole("region", { name: "Checkout notices" });
    await expect(notices.getByRole("alert")).toContainText(backgroundRequestMessages.offline);
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(billing.getByRole("textbox", { name: "First name" })).toHaveValue("Vera");
    await expect(billing.getByRole("textbox", { name: "Street address" })).toHaveValue("4 Lost Signal Road");

    // Back online, the same form places the order. The page brings the refusal into view first: a
    // tap aimed while it still scrolls can land beside the button.
    await page.unroute(placeOrderPost);
    await untilScrollingStops(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  });

  test("an e-mail address the shop would refuse is marked as soon as the shopper leaves the field", async ({
    page,
  }) => {
    await addOneToCart(page, true);
    const email = page.getByRole("group", { name: "Billing details" }).getByRole("textbox", { name: "Email address" });
    const message = "Billing Email address is not a valid email address.";
    // The browser's own type=email check takes this one; the shop does not (no dot in the domain).
    await email.fill("ada@example");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(message);
    await expect(page.getByText(message)).toBeVisible();
    // Fixed, the mark goes; left empty, the field is marked as required, as every required field is.
    await email.fill("ada@example.com");
    await email.blur();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(message)).toHaveCount(0);
    await email.fill("");
    await email.blur();
    await expect(email).toHaveAccessibleDescription("Billing Email address is a required field.");
  });
});

test.describe("the checkout's sticky Place order bar @mobile", () => {
  test("a field reached with Tab scrolls clear of the bar instead of under it", async ({ page }) => {
    await addOneToCart(page, true);
    await page.getByRole("textbox", { name: "First name" }).focus();
    // Tab through the address, the town, the contact fields and the notes: none ends up under the bar.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || !el.matches("input:not([type=hidden]), select, textarea")) return null;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit && !el.contains(hit) && hit.closest("[data-sticky-footer-bar]")
          ? el.id || el.getAttribute("name")
          : null;
      });
      expect(covered, "the focused field is not under the Place order bar").toBeNull();
    }
    await expect(
      page.locator("[data-sticky-footer-bar]").getByRole("button", { name: "Place order" }),
    ).toBeInViewport();
  });
});
