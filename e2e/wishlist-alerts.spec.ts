import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { shopCommand, waitUntilHydrated } from "./helpers-store";
import { wishlistMessages } from "../app/modules/wishlist/wishlist.messages";

// Wishlist e-mails: a customer opts in on the wishlist page (JavaScript off and on), the owner
// puts the sold-out tee back in stock, and the back-in-stock mail is in the outbox.

const password = "a long pass phrase 42";
const product = "Retro Arcade Tee";
let counter = 0;
function newPerson(prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}${++counter}`;
  return { username: id, email: `${id}@example.com` };
}

async function register(page: Page, baseURL: string, person: { username: string; email: string }) {
  const answer = await page.request.post("/my-account/", {
    form: { intent: "register", username: person.username, email: person.email, password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

function stockButton(page: Page) {
  return page.getByRole("button", { name: `Email me when “${product}” is back in stock` });
}

/** The outbox lines addressed to this person. */
function mailTo(email: string): string[] {
  return shopCommand("mail:list")
    .split("\n")
    .filter((line) => line.includes(email));
}

// The tee is sold out in the demo store; its page still offers Add to wishlist. Each test puts it
// back in stock to see the mail, and leaves it sold out.
test.afterEach(() => {
  shopCommand("stock:set", "RAT", "0");
});

test("a stop link that is not valid says so, with a 404, and leads to the wishlist", async ({ page, baseURL }) => {
  // Malformed, and well-formed but unknown (or its e-mails already stopped).
  for (const address of ["/wishlist/alerts/stop/not-a-real-token/", `/wishlist/alerts/stop/${"a".repeat(24)}/`]) {
    const answer = await page.goto(address);
    expect(answer?.status(), address).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: wishlistMessages.alertStopTitle })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(wishlistMessages.alertStopUnknown);
    await expect(page.getByRole("main").getByRole("link", { name: wishlistMessages.viewWishlist })).toBeVisible();
    const stop = await page.request.post(address, { form: { scope: "all" }, headers: { Origin: baseURL! } });
    expect(stop.status(), address).toBe(404);
    expect(await stop.text()).toContain(wishlistMessages.alertStopUnknown);
  }
});

test.describe("without JavaScript", { tag: "@store-wide" }, () => {
  test.use({ javaScriptEnabled: false });

  test("a guest is asked to log in; a customer opts in with a plain form and is mailed once", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/product/retro-arcade-tee/");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await page.getByRole("combobox", { name: "Wishlist" }).selectOption({ label: "Create New" });
    await page.getByRole("textbox", { name: "Wishlist name" }).fill("Sold out");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sold out" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("Log in or register to get an e-mail")).toBeVisible();
    await expect(stockButton(page)).toHaveCount(0);

    // Registering brings the guest's list into the account.
    const person = newPerson("nojsalert");
    await register(page, baseURL!, person);
    await page.goto("/wishlist/");
    await expect(stockButton(page)).toHaveAttribute("aria-pressed", "false");
    await stockButton(page).click();
    await expect(page.getByText(`We will e-mail ${person.email} when “${product}” is back in stock.`)).toBeVisible();
    await expect(stockButton(page)).toHaveAttribute("aria-pressed", "true");
    // The answer was a redirect to the list's page: a reload sends nothing again.
    expect(new URL(page.url()).searchParams.get("wl_notice")).toBe("stock_on");

    shopCommand("stock:set", "RAT", "4");
    shopCommand("stock:set", "RAT", "5");
    const mails = mailTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Back in stock at`);
    expect(mails[0]).toContain(product);
  });
});

test.describe("with JavaScript", { tag: "@store-wide" }, () => {
  test("opting in and out runs in the background; the mail follows stock:set", async ({ page, baseURL }) => {
    const person = newPerson("jsalert");
    await register(page, baseURL!, person);
    await page.goto("/product/retro-arcade-tee/");
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose wishlist" });
    await dialog.getByRole("textbox", { name: "Wishlist name" }).fill("Later");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/wishlist/");
    await waitUntilHydrated(page);
    const address = page.url();
    const price = page.getByRole("button", { name: `Email me if “${product}”'s price drops` });
    await expect(price).toHaveAttribute("aria-pressed", "false");
    await price.click();
    await expect(page.getByText(`We will e-mail ${person.email} if the price of “${product}” drops.`)).toBeVisible();
    await expect(price).toHaveAttribute("aria-pressed", "true");
    await price.click();
    await expect(price).toHaveAttribute("aria-pressed", "false");

    await stockButton(page).click();
    await expect(stockButton(page)).toHaveAttribute("aria-pressed", "true");
    expect(page.url()).toBe(address);

    shopCommand("stock:set", "RAT", "2");
    const mails = mailTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(product);
  });
});
