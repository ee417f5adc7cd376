import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect, waitPastContactMinimum } from "./fixtures";
import { readE2eDatabase, waitUntilHydrated } from "./helpers-store";

// A file sent with the demo contact form on /contact/, with JavaScript on and off: stored and
// recorded with the message when it is within the limit, refused under its field when too large.

const sentMessage = "Thank you for your message. It has been sent.";
const invalidMessage = "One or more fields have an error. Please check and try again.";
const tooLarge = "The uploaded file is too large.";
const attachment = /^Attachment/;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 1)]);

async function fillValid(page: Page) {
  await page.getByRole("textbox", { name: "Your name" }).fill("Ann Example");
  await page.getByRole("textbox", { name: "Your email" }).fill("ann@example.com");
  await page.getByRole("textbox", { name: "Your message" }).fill("Here is my logo for the custom overlay, attached.");
  const question = (await page.locator("label", { hasText: /^What is/ }).textContent()) ?? "";
  const [, a, op, b] = /What is (\d+) ([+−]) (\d+)\?/.exec(question)!;
  await page
    .getByRole("textbox", { name: /^What is/ })
    .fill(String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b)));
  await page.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
}

const status = (page: Page) => page.getByRole("main").getByRole("status");

/** The stored file recorded for a file name, read from the e2e server's database (null until there). */
async function storedUpload(originalName: string) {
  const row = await readE2eDatabase((db) =>
    db
      .selectFrom("contact_uploads")
      .select(["stored_name", "size", "detected_type"])
      .where("original_name", "=", originalName)
      .executeTakeFirst(),
  );
  return row ?? null;
}

async function expectStored(name: string) {
  await expect.poll(() => storedUpload(name)).not.toBeNull();
  const row = (await storedUpload(name))!;
  expect(row).toMatchObject({ size: png.length, detected_type: "image/png" });
  expect(row.stored_name).toMatch(/^[0-9a-f]{32}$/);
  const file = path.join(process.env.E2E_DATA_DIR!, "contact-uploads", row.stored_name!);
  expect(fs.readFileSync(file).equals(png)).toBe(true);
  return row;
}

const uniqueName = (label: string) => `logo-${label}-${randomBytes(4).toString("hex")}.png`;

test.describe("contact form files with JavaScript", () => {
  test("a file is sent in the background as multipart and stored with the message", async ({ page, request }) => {
    await page.goto("/contact/");
    const shownAt = Date.now();
    await waitUntilHydrated(page);
    await fillValid(page);
    const name = uniqueName("js");
    await page.getByLabel(attachment).setInputFiles({ name, mimeType: "image/png", buffer: png });
    const posted = page.waitForRequest((r) => r.method() === "POST" && /\/feedback$/.test(r.url()));
    await waitPastContactMinimum(shownAt);
    await page.getByRole("button", { name: "Send" }).click();
    expect((await posted).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(status(page)).toContainText(sentMessage);
    await expect(page.getByLabel(attachment)).toHaveValue("");
    const row = await expectStored(name);
    // Stored outside anything the server serves: no address reaches it.
    for (const guess of [`/uploads/${row.stored_name}`, `/contact-uploads/${row.stored_name}`, `/${row.stored_name}`])
      expect((await request.get(guess)).status()).toBe(404);
  });

  test("a file over the limit is flagged on change and refused by the server, nothing stored", async ({ page }) => {
    await page.goto("/contact/");
    await waitUntilHydrated(page);
    await fillValid(page);
    const name = uniqueName("big");
    const file = page.getByLabel(attachment);
    await file.setInputFiles({ name, mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    await expect(file).toHaveAccessibleDescription(tooLarge);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toHaveAccessibleDescription(tooLarge);
    expect(await storedUpload(name)).toBeNull();
  });
});

test.describe("contact form files the server fails on", () => {
  test.use({ stagedServerErrors: /\/api\/contact-forms\/\d+\/feedback$/ });

  test("a send with a file that the server fails on says the upload failed, and keeps the file", async ({ page }) => {
    await page.goto("/contact/");
    await waitUntilHydrated(page);
    await fillValid(page);
    const name = uniqueName("failed");
    await page.getByLabel(attachment).setInputFiles({ name, mimeType: "image/png", buffer: png });
    await page.route("**/api/contact-forms/*/feedback", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Something went wrong on our side." }),
    );
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(
      "Media upload failed. If this is a photo or a large image, please scale it down and try again.",
    );
    await expect(page.getByLabel(attachment)).toHaveValue(new RegExp(name.replace(/\./g, "\\.")));
  });
});

test.describe("contact form files without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts the file to the page, which stores it with the message", async ({ page }) => {
    await page.goto("/contact/");
    const shownAt = Date.now();
    const name = uniqueName("nojs");
    // A first try with a mistake: the answer asks for the file again (a browser never refills one).
    await fillValid(page);
    await page.getByRole("textbox", { name: "Your email" }).fill("ann@");
    await page.getByLabel(attachment).setInputFiles({ name, mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    await expect(page.getByLabel(attachment)).toHaveValue("");
    expect(await storedUpload(name)).toBeNull();

    await fillValid(page);
    await page.getByLabel(attachment).setInputFiles({ name, mimeType: "image/png", buffer: png });
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/contact/");
    await waitPastContactMinimum(shownAt);
    await page.getByRole("button", { name: "Send" }).click();
    expect((await posted).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(status(page)).toContainText(sentMessage);
    await expectStored(name);
  });

  test("a file over the limit comes back as an error under its field, with the text kept", async ({ page }) => {
    await page.goto("/contact/");
    await fillValid(page);
    const name = uniqueName("nojs-big");
    await page
      .getByLabel(attachment)
      .setInputFiles({ name, mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    await expect(page.getByLabel(attachment)).toHaveAccessibleDescription(tooLarge);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Ann Example");
    expect(await storedUpload(name)).toBeNull();
  });
});
