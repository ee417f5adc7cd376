import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { test, expect, waitPastContactMinimum } from "./fixtures";
import { readE2eDatabase, waitUntilHydrated } from "./helpers-store";

// The demo store's contact form on /contact/: errors under the fields and in the status region,
// fixes, the quiz, the acceptance box and the sent message, with JavaScript on and off.

const sentMessage = "Thank you for your message. It has been sent.";
const invalidMessage = "One or more fields have an error. Please check and try again.";
const longEnough = "Hello! I would like a custom overlay in teal and purple for my channel.";

/** The quiz field is labelled by its question ("What is 3 + 4?"): answer it. */
async function answerQuiz(page: Page) {
  const quiz = page.getByRole("textbox", { name: /^What is \d+ [+−] \d+\?$/ });
  const question = (await page.locator("label", { hasText: /^What is/ }).textContent()) ?? "";
  const [, a, op, b] = /What is (\d+) ([+−]) (\d+)\?/.exec(question)!;
  await quiz.fill(String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b)));
}

async function fillValid(page: Page) {
  await page.getByRole("textbox", { name: "Your name" }).fill("Ann Example");
  await page.getByRole("textbox", { name: "Your email" }).fill("ann@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("+49 30 1234567");
  await page.getByRole("combobox", { name: "Topic" }).selectOption("Custom overlay");
  await page.getByRole("textbox", { name: "Your message" }).fill(longEnough);
  await answerQuiz(page);
  await page.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
}

/** How many messages were stored with this text, read from the e2e server's database. */
async function submissionsWith(text: string): Promise<number> {
  const rows = await readE2eDatabase((db) =>
    db.selectFrom("contact_submissions").select("data_json").where("data_json", "like", `%${text}%`).execute(),
  );
  return rows.length;
}

function status(page: Page) {
  return page.getByRole("main").getByRole("status");
}

test.describe("contact form with JavaScript", () => {
  test("errors on change, then fixed, sent in the background and reset", async ({ page }) => {
    await page.goto("/contact/");
    const shownAt = Date.now();
    await waitUntilHydrated(page);
    const send = page.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();

    const email = page.getByRole("textbox", { name: "Your email" });
    await email.fill("not-an-email");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter an email address.");

    const website = page.getByRole("textbox", { name: "Website" });
    await website.fill("ann.example");
    await website.blur();
    await expect(website).toHaveValue("http://ann.example");

    const message = page.getByRole("textbox", { name: "Your message" });
    await message.fill("Too short");
    await expect(page.getByText("9 / 1000")).toBeVisible();

    await page.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(status(page)).toContainText(invalidMessage);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveAccessibleDescription(
      "Please fill out this field.",
    );
    await expect(message).toHaveAccessibleDescription(/This field has a too short input\./);

    await fillValid(page);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await waitPastContactMinimum(shownAt);
    await send.click();
    await expect(status(page)).toContainText(sentMessage);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "I agree to the privacy policy" })).not.toBeChecked();
    await expect(send).toBeDisabled();
    // Send is disabled again: the focus is on the answer, not dropped to the top of the page.
    await expect(status(page)).toBeFocused();
  });

  test("a field changed before the page's script ran is checked once it runs", async ({ page }) => {
    // The page's modules are held back until the visitor has typed, as on a slow connection.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/contact/", { waitUntil: "commit" });
    const email = page.getByRole("textbox", { name: "Your email" });
    await email.fill("not-an-email");
    await email.blur();
    const name = page.getByRole("textbox", { name: "Your name" });
    await name.fill("Ann");
    await name.blur();
    release();
    await waitUntilHydrated(page);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter an email address.");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    // Fields left as the page gave them are not blamed before they are touched.
    await expect(page.getByRole("textbox", { name: "Your message" })).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a send refused before the page's script ran, then sent in the background, empties the form", async ({
    page,
  }) => {
    // The first page's modules are held back, so Send posts the page itself, as on a slow connection.
    let held = true;
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      if (held) await route.abort();
      else await route.continue();
    });
    await page.goto("/contact/");
    const shownAt = Date.now();
    await page.getByRole("textbox", { name: "Your name" }).fill("Early Sender");
    await page.getByRole("textbox", { name: "Your message" }).fill("Too short");
    await page.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
    held = false;
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    await waitUntilHydrated(page);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Early Sender");

    await fillValid(page);
    await waitPastContactMinimum(shownAt);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(sentMessage);
    await expect(page).toHaveURL(/\/contact\/$/);
    // Emptied, not back to what the refused post had typed.
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "I agree to the privacy policy" })).not.toBeChecked();
  });

  test("a wrong quiz answer is refused under the quiz", async ({ page }) => {
    await page.goto("/contact/");
    await waitUntilHydrated(page);
    await fillValid(page);
    const quiz = page.getByRole("textbox", { name: /^What is/ });
    await quiz.fill("1000");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    await expect(page.getByRole("textbox", { name: /^What is/ })).toHaveAccessibleDescription(
      "The answer to the quiz is incorrect.",
    );
    // The list of errors names the quiz by its question, as its box is named.
    await expect(
      status(page).getByRole("link", { name: /^What is \d+ [+−] \d+\?: The answer to the quiz is incorrect\.$/ }),
    ).toHaveCount(1);
  });

  test("a refused send brings a new quiz question with an empty answer box", async ({ page }) => {
    await page.goto("/contact/");
    const shownAt = Date.now();
    await waitUntilHydrated(page);
    await fillValid(page);
    const email = page.getByRole("textbox", { name: "Your email" });
    await email.fill("quiz@example");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    await expect(email).toBeFocused();
    // The answer was for the old question: the box waits for the new one's.
    await expect(page.getByRole("textbox", { name: /^What is/ })).toHaveValue("");

    await email.fill("quiz@example.com");
    await answerQuiz(page);
    await waitPastContactMinimum(shownAt);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(sentMessage);
  });
});

test.describe("contact form sends that get no usable answer", () => {
  const feedback = "**/api/contact-forms/*/feedback";

  for (const [what, answer, shown] of [
    ["the network fails", (route: Route) => route.abort("internetdisconnected"), "You are probably offline."],
    [
      "the answer is not JSON",
      (route: Route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Sign in to this Wi-Fi</h1>" }),
      "The response is not a valid JSON response.",
    ],
    [
      "the answer is JSON without a status",
      (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"error":"busy"}' }),
      "An unknown error occurred.",
    ],
  ] as const) {
    test(`says so when ${what}, and the form can be sent again`, async ({ page }) => {
      await page.goto("/contact/");
      await waitUntilHydrated(page);
      await fillValid(page);
      await page.route(feedback, answer);
      const send = page.getByRole("button", { name: "Send" });
      await send.click();
      await expect(status(page)).toContainText(shown);
      await expect(status(page)).not.toContainText("Sending");
      // Nothing was lost: what was typed is still there, and Send goes out again.
      await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Ann Example");
      await page.unroute(feedback);
      await page.route(feedback, (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: '{"status":"mail_failed","message":"Again","invalid_fields":[],"posted_data_hash":""}',
        }),
      );
      await send.click();
      await expect(status(page)).toContainText("Again");
    });
  }
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page answers with the errors, keeps what was typed, then sends", async ({ page }) => {
    await page.goto("/contact/");
    const shownAt = Date.now();
    await page.getByRole("textbox", { name: "Your email" }).fill("ann@");
    await page.getByRole("textbox", { name: "Your message" }).fill("Short");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(invalidMessage);
    const email = page.getByRole("textbox", { name: "Your email" });
    await expect(email).toHaveValue("ann@");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter an email address.");

    await fillValid(page);
    await waitPastContactMinimum(shownAt);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText(sentMessage);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("");
  });

  test("a sent form leads to the page saying so: reloading it shows no error and sends nothing again", async ({
    page,
  }) => {
    await page.goto("/contact/");
    const shownAt = Date.now();
    await fillValid(page);
    const text = `${longEnough} Reference ${randomUUID()}.`;
    await page.getByRole("textbox", { name: "Your message" }).fill(text);
    await waitPastContactMinimum(shownAt);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/contact\/\?contact_sent=\d+$/);
    await expect(status(page)).toHaveText(sentMessage);
    await expect.poll(() => submissionsWith(text)).toBe(1);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(status(page)).toHaveText(sentMessage);
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("");
    expect(await submissionsWith(text)).toBe(1);
  });

  test("without the acceptance box the server refuses", async ({ page }) => {
    await page.goto("/contact/");
    await fillValid(page);
    await page.getByRole("checkbox", { name: "I agree to the privacy policy" }).uncheck();
    await page.getByRole("button", { name: "Send" }).click();
    await expect(status(page)).toContainText("You must accept the terms and conditions before sending your message.");
  });
});

test("no WCAG A/AA violations on /contact/ with errors shown", async ({ page }) => {
  await page.goto("/contact/");
  await waitUntilHydrated(page);
  await page.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(status(page)).toContainText(invalidMessage);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("the schema endpoint answers the form's rules", async ({ request }) => {
  const page = await request.get("/contact/");
  const id = /name="_wpcf7" value="(\d+)"/.exec(await page.text())![1];
  const schema = await request.get(`/api/contact-forms/${id}/feedback/schema`);
  expect(schema.status()).toBe(200);
  const body = (await schema.json()) as { rules: { rule: string; field: string }[] };
  expect(body.rules).toContainEqual(expect.objectContaining({ rule: "email", field: "your-email" }));
  expect((await request.get("/api/contact-forms/999999/feedback/schema")).status()).toBe(404);
});

test("the feedback endpoint answers JSON and refuses a header injection", async ({ page, baseURL }) => {
  await page.goto("/contact/");
  const hidden = async (name: string) => (await page.locator(`input[name="${name}"]`).inputValue()) ?? "";
  const id = await hidden("_wpcf7");
  const quizToken = await hidden("_wpcf7_quiz_answer_quiz-sum");
  const response = await page.request.post(`/api/contact-forms/${id}/feedback`, {
    headers: { Origin: baseURL!, Accept: "application/json" },
    multipart: {
      _wpcf7: id,
      _wpcf7_ts: await hidden("_wpcf7_ts"),
      "_wpcf7_quiz_answer_quiz-sum": quizToken,
      "your-name": "Ann\r\nBcc: victim@example.com",
      "your-email": "ann@example.com",
      "your-message": longEnough,
      "quiz-sum": "0",
      privacy: "1",
    },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const answer = (await response.json()) as {
    status: string;
    invalid_fields: { field: string; message: string }[];
    quiz: Record<string, [string, string]>;
  };
  expect(answer.status).toBe("validation_failed");
  expect(answer.invalid_fields.map((f) => f.field)).toEqual(["your-name", "quiz-sum"]);
  expect(answer.invalid_fields[0].message).toBe("This field has an invalid input.");
  expect(answer.quiz["quiz-sum"][1]).not.toBe(quizToken);
});
