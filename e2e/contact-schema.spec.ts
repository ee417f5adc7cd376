import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// Once on the page, each contact form asks the schema endpoint for its rules as they are now and
// checks with them from then on; until they come, or if they do not, it checks with the rules the
// page came with.

const schemaAddress = /\/api\/contact-forms\/\d+\/feedback\/schema$/;
const postPath = "/blog/how-we-make-our-overlays/";

/** Every schema request the page makes, from the moment it is called. */
function schemaRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (schemaAddress.test(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

for (const [where, path, scope] of [
  ["/contact/", "/contact/", "main"],
  ["a post that embeds a form", postPath, "article"],
] as const) {
  test(`the form on ${where} asks for its rules once, on load`, async ({ page }) => {
    const asked = schemaRequests(page);
    const answered = page.waitForResponse(schemaAddress);
    await page.goto(path);
    const id = await page.locator(`${scope} input[name="_wpcf7"]`).inputValue();
    expect((await answered).status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([`/api/contact-forms/${id}/feedback/schema`]);
  });
}

test("the fetched rules are the ones the form checks with", async ({ page }) => {
  // The day has turned since the page was made: the endpoint's "not in the past" bound is a day
  // later than the one in the page.
  let shownBound = "";
  let freshBound = "";
  await page.route(schemaAddress, async (route) => {
    const response = await route.fetch();
    const schema = (await response.json()) as { rules: { rule: string; field: string; threshold?: string }[] };
    for (const rule of schema.rules) {
      if (rule.field === "preferred-date" && rule.rule === "mindate") {
        shownBound = rule.threshold!;
        freshBound = nextDay(shownBound);
        rule.threshold = freshBound;
      }
    }
    await route.fulfill({ response, json: schema });
  });
  await page.goto("/contact/");
  await waitUntilHydrated(page);
  const date = page.getByLabel("Preferred date");
  // The date picker's bound follows the fetched rule too.
  await expect.poll(() => freshBound).not.toBe("");
  await expect(date).toHaveAttribute("min", freshBound);

  await date.fill(shownBound);
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription("This field has a too early date.");
  await date.fill(freshBound);
  await expect(date).not.toHaveAttribute("aria-invalid", "true");
});

test("without an answer from the endpoint the form checks with the rules it came with", async ({ page }) => {
  const asked = page.waitForRequest(schemaAddress);
  await page.route(schemaAddress, (route) => route.abort("internetdisconnected"));
  await page.goto("/contact/");
  await waitUntilHydrated(page);
  await asked;
  const email = page.getByRole("textbox", { name: "Your email" });
  await email.fill("not-an-email");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter an email address.");
});
