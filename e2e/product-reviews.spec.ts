import type { Page, Route } from "@playwright/test";
import { test, expect, waitPastAntiSpamMinimum } from "./fixtures";
import { waitUntilHydrated, waitUntilTakenOver } from "./helpers-store";
import { backgroundRequestMessages } from "../app/lib/background-request";

// The demo store's Glitch Alert Pack has four approved reviews (average 3.75), three of them
// by buyers; new reviews wait for the owner's approval.

async function openReviews(page: Page) {
  await page.goto("/product/glitch-alert-pack/");
  await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
}

/** The Reviews tab's panel, where the review form is (the footer has its own Email field). */
const reviewsPanel = (page: Page) => page.getByRole("region", { name: /^Reviews/ });

async function fillReview(page: Page, who: string) {
  const panel = reviewsPanel(page);
  await panel.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio", { name: "4 stars" }).check();
  await panel.getByRole("textbox", { name: "Your review" }).fill("Clean animations and easy to set up in OBS.");
  await panel.getByRole("textbox", { name: "Name" }).fill(who);
  await panel.getByRole("textbox", { name: "Email" }).fill(`${who.toLowerCase()}@example.com`);
  await waitPastAntiSpamMinimum(panel, 1000);
}

test.describe("product reviews with JavaScript @desktop", () => {
  test("the reviews link opens the Reviews tab with the real reviews", async ({ page }) => {
    await openReviews(page);
    const tab = page.getByRole("button", { name: "Reviews (4)" });
    await page.getByRole("link", { name: "4 customer reviews" }).click();
    await expect(tab).toHaveAttribute("aria-expanded", "true");
    // The shopper lands at the Reviews heading, not below it once Description has closed.
    await expect(tab).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Description" })).toHaveAttribute("aria-expanded", "false");
    const panel = page.getByRole("region", { name: "Reviews (4)" });
    await expect(panel.getByText("Rated 3.75 out of 5", { exact: true })).toBeVisible();
    await expect(panel.getByRole("article")).toHaveCount(4);
    await expect(panel.getByRole("article").filter({ hasText: "Verified owner" })).toHaveCount(3);

    // Closed again, the same link (the address already ends in #reviews) opens it again.
    await tab.click();
    await expect(tab).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("link", { name: "4 customer reviews" }).click();
    await expect(tab).toHaveAttribute("aria-expanded", "true");
  });

  test("#reviews opens the tab; a review without a rating is refused, a full one awaits approval", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/#reviews");
    await waitUntilHydrated(page);
    await expect(page.getByRole("button", { name: "Reviews (4)" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Reviews (4)" })).toBeInViewport({ ratio: 1 });
    const submit = page.getByRole("button", { name: "Submit" });
    const panel = reviewsPanel(page);
    // Sent empty: every field at fault is marked at once, described by its own message.
    await waitPastAntiSpamMinimum(panel, 1000);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Please select a rating." })).toBeVisible();
    // The notice names every field at fault too, not only the first.
    await expect(page.getByRole("status").filter({ hasText: "Please select a rating." })).toContainText(
      "Please enter your name.",
    );
    for (const field of [
      panel.getByRole("radiogroup", { name: "Your rating" }),
      panel.getByRole("textbox", { name: "Your review" }),
      panel.getByRole("textbox", { name: "Name" }),
      panel.getByRole("textbox", { name: "Email" }),
    ])
      await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Please enter your name.");

    await page.getByRole("textbox", { name: "Your review" }).fill("No stars given");
    await submit.click();
    await expect(panel.getByRole("textbox", { name: "Your review" })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: "Please select a rating." })).toBeVisible();
    // The keyboard goes on from the rating the message asks for.
    await expect(reviewsPanel(page).getByRole("radio", { name: "1 star" })).toBeFocused();
    await fillReview(page, "Robin");
    await submit.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you for your review. It is awaiting approval." }),
    ).toBeVisible();
    // Waiting for approval: not listed, and the count is unchanged.
    await expect(page.getByRole("button", { name: "Reviews (4)" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your review" })).toHaveValue("");
  });

  test("a review that gets no answer says why above the form, which keeps what was typed", async ({
    page,
    context,
  }) => {
    const dataRequests = (url: URL) => url.pathname.endsWith(".data");
    const ways = {
      // The request is cut off on its way (and so is any reload of the page's data).
      cut: () => page.route(dataRequests, (route) => route.abort("internetdisconnected")),
      // The whole connection is gone.
      offline: () => context.setOffline(true),
    };
    for (const [way, cutOff] of Object.entries(ways)) {
      await page.goto("/product/glitch-alert-pack/#reviews");
      await waitUntilHydrated(page);
      const panel = reviewsPanel(page);
      await fillReview(page, "Offline");
      const review = panel.getByRole("textbox", { name: "Your review" });
      await review.fill(`Sent ${way}.`);
      const submit = panel.getByRole("button", { name: "Submit" });
      await cutOff();
      await submit.click();
      await expect(panel.getByRole("status")).toHaveText(backgroundRequestMessages.offline);
      await expect(submit).toBeEnabled();
      await context.setOffline(false);
      await page.unroute(dataRequests);
      await expect(review).toHaveValue(`Sent ${way}.`);
      await expect(panel.getByRole("radio", { name: "4 stars" })).toBeChecked();
      await expect(panel.getByRole("textbox", { name: "Name" })).toHaveValue("Offline");
      await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
      await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/#reviews$/);
    }
  });
});

test.describe("product reviews without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  /** The Reviews heading's button asks for the page again with Reviews open. */
  async function openReviewsWithoutScript(page: Page) {
    await openReviews(page);
    await page.getByRole("button", { name: /^Reviews/ }).click();
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/\?tab=reviews#reviews$/);
  }

  test("the review form posts and the page says the review awaits approval", async ({ page }) => {
    await openReviewsWithoutScript(page);
    await fillReview(page, "Sasha");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your review. It is awaiting approval.")).toBeVisible();
    // The answer is the page at its own address, trailing slash included, at the form.
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/\?tab=reviews#review_form$/);
    await expect(page.getByRole("heading", { level: 1, name: "Glitch Alert Pack" })).toBeVisible();
  });

  test("one section is open at a time, and each heading's button opens its own", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/");
    const section = (name: string | RegExp) => page.getByRole("button", { name });
    const icon = (name: string | RegExp) => section(name).locator('[aria-hidden="true"]');
    await expect(section("Description")).toHaveAttribute("aria-expanded", "true");
    await expect(section("Additional information")).toHaveAttribute("aria-expanded", "false");
    await expect(section(/^Reviews/)).toHaveAttribute("aria-expanded", "false");
    await expect(reviewsPanel(page)).toBeHidden();
    // The + turned by 45 degrees is the × of the open section.
    await expect.poll(() => icon("Description").evaluate((el) => getComputedStyle(el).rotate)).toBe("45deg");
    await expect.poll(() => icon(/^Reviews/).evaluate((el) => getComputedStyle(el).rotate)).not.toBe("45deg");

    await section("Additional information").click();
    await expect(page).toHaveURL(/\?tab=additional-information#additional-information$/);
    await expect(section("Additional information")).toHaveAttribute("aria-expanded", "true");
    await expect(section("Description")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Additional information" })).toBeVisible();

    // The "{n} customer reviews" link near the price opens Reviews.
    await page.getByRole("link", { name: /customer reviews?$/ }).click();
    await expect(section(/^Reviews/)).toHaveAttribute("aria-expanded", "true");
    await expect(reviewsPanel(page).getByRole("button", { name: "Submit" })).toBeVisible();
  });

  test("a link ending in #reviews opens Reviews in place of Description, its form usable", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/#reviews");
    const panel = reviewsPanel(page);
    await expect(panel.getByText("Rated 3.75 out of 5", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Description" })).toBeHidden();
    // Open, not merely shown: its controls take the keyboard.
    const rating = panel.getByRole("radio", { name: "4 stars" });
    await rating.focus();
    await expect(rating).toBeFocused();
  });

  test("a refused review comes back at the form with what was typed", async ({ page }) => {
    await openReviewsWithoutScript(page);
    await fillReview(page, "Sasha");
    await reviewsPanel(page).getByRole("textbox", { name: "Name" }).fill("");
    await page.getByRole("button", { name: "Submit" }).click();
    const panel = reviewsPanel(page);
    await expect(panel.getByText("Please enter your name.").first()).toBeInViewport();
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/\?tab=reviews#review_form$/);
    await expect(panel.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(panel.getByRole("textbox", { name: "Your review" })).toHaveValue(
      "Clean animations and easy to set up in OBS.",
    );
    await expect(panel.getByRole("textbox", { name: "Email" })).toHaveValue("sasha@example.com");
  });
});

// On a phone the reviews above the form fill several screens: the answer to a review sent without
// JavaScript must be where the page comes back, not at the top of the Reviews section.
test.describe("a review's answer without JavaScript, at any width", () => {
  test.use({ javaScriptEnabled: false });

  test("the page comes back at the form, its answer in view", async ({ page }) => {
    await page.goto("/product/glitch-alert-pack/#reviews");
    await waitPastAntiSpamMinimum(reviewsPanel(page), 1000);
    await reviewsPanel(page).getByRole("button", { name: "Submit" }).click();
    await expect(reviewsPanel(page).getByText("Please select a rating.").first()).toBeInViewport();
    await expect(reviewsPanel(page).getByRole("button", { name: "Submit" })).toBeVisible();

    await fillReview(page, "Robin");
    await reviewsPanel(page).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your review. It is awaiting approval.")).toBeInViewport();
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/#review_form$/);
  });
});

// The server never sees an address's fragment: a link ending in #reviews opens Reviews through the
// stylesheet, and the headings must say what shows, not what was served.
test.describe("the sections' headings as served, at any width", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a link ending in #reviews: Reviews is announced expanded, Description collapsed", async ({ page }) => {
      await page.goto("/product/glitch-alert-pack/#reviews");
      const reviews = page.getByRole("button", { name: "Reviews (4)" });
      await expect(reviews).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("button", { name: "Description" })).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("button", { name: "Additional information" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expect(reviewsPanel(page).getByText("Rated 3.75 out of 5", { exact: true })).toBeVisible();
      // Its × shows it open, and its button still asks for the page with Reviews open.
      await expect
        .poll(() => reviews.locator('[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).rotate))
        .toBe("45deg");
      await page.getByRole("button", { name: "Description" }).click();
      await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/\?tab=description#description$/);
      await expect(page.getByRole("button", { name: "Description" })).toHaveAttribute("aria-expanded", "true");
      await expect(reviews).toHaveAttribute("aria-expanded", "false");
    });
  });

  test("a heading focused before the page's script takes the sections over keeps the focus", async ({ page }) => {
    // The page's scripts are held until the shopper has reached the Reviews heading.
    let holding = true;
    const held: Route[] = [];
    await page.route(/\.js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
    await page.goto("/product/glitch-alert-pack/#reviews", { waitUntil: "commit" });
    const reviews = page.getByRole("button", { name: "Reviews (4)" });
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
    await expect(reviews).toHaveAttribute("type", "submit");
    await reviews.focus();
    holding = false;
    for (const route of held) await route.continue();
    await waitUntilTakenOver(reviews);
    await expect(reviews).toHaveAttribute("type", "button");
    await expect(reviews).toBeFocused();
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Description" })).toHaveAttribute("aria-expanded", "false");
    // Taken over, it closes its section.
    await page.keyboard.press("Enter");
    await expect(reviews).toHaveAttribute("aria-expanded", "false");
    await expect(reviews).toBeFocused();
  });
});
