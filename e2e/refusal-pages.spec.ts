import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { DEFAULT_BODY_LIMIT, tooLargeMessage } from "../server/body-limit";
import { formMessages, MAX_FORM_FIELDS } from "../app/lib/form.server";
import { errorPageMessages } from "../app/modules/site/error-page.messages";
import { homePageLink, refusedHeading } from "../app/modules/site/error-page-headings";

// A shopper without JavaScript whose form the shop refuses is on the refusal as on a page: it says
// why in the shop's name and leads back to the page the form was on. A script's request (a
// background send) keeps the plain text it reads.

/** Sends the footer's newsletter form as the shopper would, its body changed on the way by `change`. */
async function subscribeWithBody(page: Page, change: (body: string) => string) {
  await page.route("**/newsletter/subscribe/", (route) =>
    route.request().method() === "POST"
      ? route.continue({ postData: change(route.request().postData() ?? "") })
      : route.continue(),
  );
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email" }).fill("shopper@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
}

test.describe("refusals without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form too large for the shop shows why, and leads back to the page it was sent from", async ({ page }) => {
    await page.goto("/shop/");
    await subscribeWithBody(page, (body) => `${body}&attachment=${"x".repeat(DEFAULT_BODY_LIMIT)}`);

    await expect(page.getByRole("heading", { level: 1, name: refusedHeading })).toBeVisible();
    await expect(page.getByText(tooLargeMessage(DEFAULT_BODY_LIMIT))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${refusedHeading} – `));
    await page.getByRole("link", { name: errorPageMessages.backToPage }).click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("a form with too many fields is refused on the shop's error page, in its layout", async ({ page }) => {
    await page.goto("/cart/");
    const extra = Array.from({ length: MAX_FORM_FIELDS }, (_, i) => `f${i}=1`).join("&");
    await subscribeWithBody(page, (body) => `${body}&${extra}`);

    await expect(page.getByRole("heading", { level: 1, name: refusedHeading })).toBeVisible();
    await expect(page.getByText(formMessages.tooManyFields(MAX_FORM_FIELDS))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${refusedHeading} – `));
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("a banner's Dismiss address opened in the browser says it only takes the form, and leads home", async ({
    page,
  }) => {
    const answer = await page.goto("/store-notice/dismiss");
    expect(answer?.status()).toBe(405);
    await expect(page.getByRole("heading", { level: 1, name: refusedHeading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${refusedHeading} – `));
    await expect(page.getByText("Send this form with POST.")).toBeVisible();
    await page.getByRole("link", { name: homePageLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeVisible();
  });
});

test("a script's request refused for its size gets the plain text", async ({ page, baseURL }) => {
  const answer = await page.request.post("/newsletter/subscribe/", {
    headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
    data: `email=a%40example.com&attachment=${"x".repeat(DEFAULT_BODY_LIMIT)}`,
  });
  expect(answer.status()).toBe(413);
  expect(answer.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await answer.text()).toBe(tooLargeMessage(DEFAULT_BODY_LIMIT));
});
