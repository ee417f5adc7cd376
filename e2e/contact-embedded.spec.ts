import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect, waitPastContactMinimum } from "./fixtures";
import { readE2eDatabase, waitUntilHydrated } from "./helpers-store";

// The demo contact form embedded in a blog post by a [contact-form id="…"] line: shown in the
// post's text, sent in the background with JavaScript, and to the post's own address without.

const postPath = "/blog/how-we-make-our-overlays/";
const sentMessage = "Thank you for your message. It has been sent.";
const invalidMessage = "One or more fields have an error. Please check and try again.";

/** How many messages were stored with this text, read from the e2e server's database. */
async function submissionsWith(text: string): Promise<number> {
  const rows = await readE2eDatabase((db) =>
    db.selectFrom("contact_submissions").select("data_json").where("data_json", "like", `%${text}%`).execute(),
  );
  return rows.length;
}

function embedded(page: Page) {
  return page.locator("article .wpcf7");
}

async function fillValid(page: Page) {
  const form = embedded(page);
  await form.getByRole("textbox", { name: "Your name" }).fill("Ann Example");
  await form.getByRole("textbox", { name: "Your email" }).fill("ann@example.com");
  await form
    .getByRole("textbox", { name: "Your message" })
    .fill("I stream cosy games three nights a week and would love to help.");
  const question = (await form.locator("label", { hasText: /^What is/ }).textContent()) ?? "";
  const [, a, op, b] = /What is (\d+) ([+−]) (\d+)\?/.exec(question)!;
  await form
    .getByRole("textbox", { name: /^What is/ })
    .fill(String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b)));
  await form.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
}

test.describe("contact form embedded in a post, with JavaScript", () => {
  test("sits between the post's paragraphs and sends in the background", async ({ page }) => {
    await page.goto(postPath);
    const shownAt = Date.now();
    await waitUntilHydrated(page);
    const form = embedded(page);
    await expect(form.getByRole("form", { name: "Contact us" })).toBeVisible();
    await expect(page.getByText("[contact-form")).toHaveCount(0);
    await fillValid(page);
    await waitPastContactMinimum(shownAt);
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && /\/api\/contact-forms\/\d+\/feedback$/.test(r.url()),
    );
    await form.getByRole("button", { name: "Send" }).click();
    await posted;
    await expect(form.getByRole("status")).toContainText(sentMessage);
    await expect(page).toHaveURL(new RegExp(`${postPath}$`));
    await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("");
  });
});

test.describe("contact form embedded in a post, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the post's address, which answers with the errors, then sends", async ({ page }) => {
    await page.goto(postPath);
    const shownAt = Date.now();
    const form = embedded(page);
    await form.getByRole("textbox", { name: "Your email" }).fill("ann@");
    await form.getByRole("button", { name: "Send" }).click();
    // The answer is the post at the form (which sits far below the post's top), saying what to fix.
    await expect(page).toHaveURL(new RegExp(`${postPath}#wpcf7-f\\d+-p\\d+-o1$`));
    await expect(form.getByRole("status")).toContainText(invalidMessage);
    await expect(form.getByRole("status")).toBeInViewport();
    await expect(form.getByRole("textbox", { name: "Your email" })).toHaveValue("ann@");

    // The answer keeps the form's first timestamp: the minimum counts from the first page.
    await fillValid(page);
    await waitPastContactMinimum(shownAt);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toContainText(sentMessage);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("How we make our overlays");
  });

  test("a sent form leads back to the post at the form, saying so: reloading sends nothing again", async ({ page }) => {
    await page.goto(postPath);
    const shownAt = Date.now();
    const form = embedded(page);
    await fillValid(page);
    const text = `I stream cosy games and would love to help. Reference ${randomUUID()}.`;
    await form.getByRole("textbox", { name: "Your message" }).fill(text);
    await waitPastContactMinimum(shownAt);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath}\\?contact_sent=\\d+#wpcf7-f\\d+-p\\d+-o1$`));
    await expect(form.getByRole("status")).toHaveText(sentMessage);
    await expect(form.getByRole("status")).toBeInViewport();
    await expect.poll(() => submissionsWith(text)).toBe(1);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("How we make our overlays");
    await expect(form.getByRole("status")).toHaveText(sentMessage);
    await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("");
    expect(await submissionsWith(text)).toBe(1);
  });
});
