import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { readE2eDatabase, waitUntilHydrated, waitUntilRouteCodeLoaded, waitUntilTakenOver } from "./helpers-store";
import { backgroundRequestMessages } from "../app/lib/background-request";

// The footer's newsletter sign-up, the confirmation mail's link and the unsubscribe link,
// with JavaScript on and off.

const checkInbox = "Thank you! Please check your inbox and click the link in our e-mail to confirm your subscription.";

function newAddress(): string {
  return `reader-${randomBytes(5).toString("hex")}@example.com`;
}

/** The links in the latest mail to `to`, read from the e2e server's outbox. */
async function linksMailedTo(to: string): Promise<{ confirm: string; unsubscribe: string }> {
  let text = "";
  await expect
    .poll(async () => {
      const row = await readE2eDatabase((db) =>
        db
          .selectFrom("mail_outbox")
          .select("text_body")
          .where("to_address", "=", to)
          .orderBy("id", "desc")
          .executeTakeFirst(),
      );
      text = row?.text_body ?? "";
      return text;
    })
    .toContain("/newsletter/confirm/");
  const pathOf = (kind: string) =>
    new URL(new RegExp(`https?://\\S+/newsletter/${kind}/\\S+/`).exec(text)![0]).pathname;
  return { confirm: pathOf("confirm"), unsubscribe: pathOf("unsubscribe") };
}

function footerForm(page: Page) {
  const footer = page.getByRole("contentinfo");
  return {
    email: footer.getByRole("textbox", { name: "Email" }),
    subscribe: footer.getByRole("button", { name: "Subscribe" }),
    footer,
  };
}

test("subscribe from the footer without a reload, confirm, unsubscribe", async ({ page }) => {
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  const { email, subscribe, footer } = footerForm(page);
  // The footer's form is loaded apart from the page: until then Subscribe posts as a plain form.
  await waitUntilTakenOver(subscribe);
  await email.fill("not-an-address");
  await subscribe.click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // The Subscribe button was busy during the send: the focus comes back to the address to fix.
  await expect(email).toBeFocused();

  const address = newAddress();
  await email.fill(address);
  await subscribe.click();
  await expect(footer.getByRole("status")).toHaveText(checkInbox);
  await expect(page).toHaveURL(/\/shop\/$/);
  await expect(footer.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  // The answer took the form's place, and the focus with it (not dropped to the top of the page).
  await expect(footer.getByRole("status")).toBeFocused();

  const links = await linksMailedTo(address);
  await page.goto(links.confirm);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your subscription is confirmed. Thank you for joining our newsletter!",
  );
  // Opened again (people do, and mail scanners open links first), the link says it has worked.
  await page.goto(links.confirm);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your subscription is already confirmed. There is nothing more to do.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");

  // Subscribing again says the same thing.
  await page.goto("/");
  await waitUntilHydrated(page);
  await footerForm(page).email.fill(address);
  await footerForm(page).subscribe.click();
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(checkInbox);

  await page.goto(links.unsubscribe);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "You have been unsubscribed and will receive no more newsletters from us.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribed");
  // The confirmation link cannot undo the unsubscribe.
  await page.goto(links.confirm);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("This confirmation link is not valid.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
});

test("the confirmation page keeps saying so after something else is sent from it", async ({ page }) => {
  await page.goto("/");
  await waitUntilHydrated(page);
  const address = newAddress();
  await footerForm(page).email.fill(address);
  await waitUntilTakenOver(footerForm(page).subscribe);
  await footerForm(page).subscribe.click();
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(checkInbox);

  const links = await linksMailedTo(address);
  await page.goto(links.confirm);
  await waitUntilHydrated(page);
  const confirmed = "Your subscription is confirmed. Thank you for joining our newsletter!";
  await expect(page.getByRole("main").getByRole("status")).toHaveText(confirmed);
  // A sign-up from the footer of that page (any background send) must not follow the link again.
  const { email, subscribe, footer } = footerForm(page);
  await waitUntilTakenOver(subscribe);
  await email.fill(newAddress());
  await subscribe.click();
  await expect(footer.getByRole("status")).toHaveText(checkInbox);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(confirmed);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
});

test("a sign-up that gets no answer says why beside the form, which keeps the address, on the same page", async ({
  page,
}) => {
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  const { email, subscribe, footer } = footerForm(page);
  await waitUntilTakenOver(subscribe);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const address = newAddress();
  await email.fill(address);
  // The visitor's connection drops as they subscribe: neither the sign-up nor a reload of the page's data gets through.
  await page.route(
    (url) => url.pathname.startsWith("/newsletter/") || url.pathname.endsWith(".data"),
    (route) => route.abort("internetdisconnected"),
  );
  await subscribe.click();
  await expect(footer.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
  await expect(email).toHaveValue(address);
  // The address is not what was wrong; the focus goes to the reason instead of the top of the page.
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(footer.getByRole("alert")).toBeFocused();
  await expect(subscribe).toBeEnabled();
  await expect(page).toHaveURL(/\/shop\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
});

test("with the connection gone altogether, a sign-up still says why beside the form", async ({ page, context }) => {
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  const { email, subscribe, footer } = footerForm(page);
  await waitUntilTakenOver(subscribe);
  const address = newAddress();
  await email.fill(address);
  // In the form, the visitor's browser has the code that sends it before the connection drops.
  await waitUntilRouteCodeLoaded(page, "newsletter-subscribe");
  await context.setOffline(true);
  await subscribe.click();
  await expect(footer.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
  await expect(email).toHaveValue(address);
  await expect(page).toHaveURL(/\/shop\/$/);
  await context.setOffline(false);
});

test("an unsubscribe or confirmation link that is not valid says so in its title and heading, with a 404", async ({
  page,
}) => {
  for (const [address, words] of [
    ["/newsletter/unsubscribe/not-a-real-token/", "This unsubscribe link is not valid."],
    [`/newsletter/unsubscribe/${"a".repeat(64)}/`, "This unsubscribe link is not valid."],
    ["/newsletter/confirm/not-a-real-token/", "This confirmation link is not valid."],
  ]) {
    const answer = await page.goto(address);
    expect(answer?.status(), address).toBe(404);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(words);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
    await expect(page).toHaveTitle(/^Link not valid/);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the shop" })).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-up works with a page load, and leads back to the page it was sent from", async ({ page }) => {
    await page.goto("/blog/");
    const { email, subscribe } = footerForm(page);
    await email.fill(newAddress());
    await subscribe.click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe\/?$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(checkInbox);
    // The page leads back, as the confirm and unsubscribe pages do: to the page the shopper was on.
    await page.getByRole("main").getByRole("link", { name: "Back to the shop" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });
});
