import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectMessage,
  expectCartCount,
  clearControl,
  waitUntilInteractive,
  chooseOption,
  expectChosen,
} from "./fixtures";

// The product page's variation messages, on the demo store's Neon Grid Hoodie:
// no White + XL variation exists; Violet + S is out of stock; Black + XL is switched off (inactive)
// though it has stock.

const NO_MATCH = "Sorry, no products matched your selection. Please choose a different combination.";
const UNAVAILABLE = "Sorry, this product is unavailable. Please choose a different combination.";
const SELECT_FIRST = "Please select some product options before adding this product to your cart.";
const RESET =
  "Your selection has been reset. Please select some product options before adding this product to your cart.";

async function openHoodie(page: Page, js: boolean) {
  await page.goto("/product/neon-grid-hoodie/");
  await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
  if (js) await waitUntilInteractive(page, "Check availability");
}

async function choose(page: Page, color: string, size: string, js: boolean) {
  await chooseOption(page, "Color", color);
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: size });
  // Without JavaScript the server resolves the choice when the options are posted.
  if (!js) await page.getByRole("button", { name: "Check availability" }).click();
}

const addToCart = (page: Page) => page.getByRole("button", { name: "Add to cart", exact: true });

test.describe("variation messages with JavaScript @desktop", () => {
  test("a combination no variation has says so", async ({ page, dialogs }) => {
    await openHoodie(page, true);
    await choose(page, "White", "XL", true);
    await expectMessage(page, dialogs, NO_MATCH);
  });

  test("an out-of-stock variation is shown as such and cannot be added", async ({ page, dialogs }) => {
    await openHoodie(page, true);
    await choose(page, "Violet", "S", true);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    // The button looks disabled, but a shopper can still press it and must learn why nothing happens.
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, UNAVAILABLE);
    await expectCartCount(page, 0);
  });

  test("a variation the shop has switched off says it is unavailable, not how many are in stock", async ({
    page,
    dialogs,
  }) => {
    // Its options cannot be picked together here (Black is disabled once XL is chosen): a link reaches it.
    await page.goto("/product/neon-grid-hoodie/?attribute_color=black&attribute_size=xl");
    await waitUntilInteractive(page, "Check availability");
    await expect(page.getByRole("status").filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(page.getByText(/\d+ in stock/)).toHaveCount(0);
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, UNAVAILABLE);
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(1);
    await expectCartCount(page, 0);
  });

  test("adding before choosing asks for the options", async ({ page, dialogs }) => {
    await openHoodie(page, true);
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, SELECT_FIRST);
    await expectCartCount(page, 0);
  });

  test("Clear resets the choice and announces it", async ({ page, dialogs }) => {
    await openHoodie(page, true);
    await choose(page, "Black", "M", true);
    await expect(page.getByText("NGH-BLK-M")).toBeVisible();
    await clearControl(page).click();
    await expectMessage(page, dialogs, RESET);
    await expectChosen(page, "Color", "");
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("");
    await expect(page.getByText("NGH-BLK-M")).toBeHidden();
  });

  test("Clear from the keyboard leaves focus on the first option, even one the old choice ruled out", async ({
    page,
  }) => {
    await openHoodie(page, true);
    // Black does not come in XL: choosing XL alone marks Black unavailable.
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XL" });
    await clearControl(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("");
    const firstColor = page
      .getByRole("combobox", { name: "Color", exact: true })
      .or(page.getByRole("radiogroup", { name: "Color" }).getByRole("radio").first());
    await expect(firstColor).toBeFocused();
  });
});

test.describe("choosing while the page loads @desktop", () => {
  test("a choice made before the page's script has loaded is kept", async ({ page }) => {
    // On a slow connection a shopper can choose options before the page's script takes over;
    // the choice must survive that moment (the selects must not snap back to "Choose an option").
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto("/product/neon-grid-hoodie/", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Check availability" })).toBeVisible();
    await chooseOption(page, "Color", "Black");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    release();
    await waitUntilInteractive(page, "Check availability");
    // The page is interactive now, so the values are settled: no need for the long default wait.
    await expectChosen(page, "Color", "Black");
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("m", { timeout: 3000 });
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3", { timeout: 3000 });
    await expect(page.getByText("NGH-BLK-M")).toBeVisible();
  });
});

test.describe("variation messages without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a combination no variation has says so", async ({ page, dialogs }) => {
    await openHoodie(page, false);
    await choose(page, "White", "XL", false);
    await expectMessage(page, dialogs, NO_MATCH);
  });

  test("an out-of-stock variation is shown as such and cannot be added", async ({ page, dialogs }) => {
    await openHoodie(page, false);
    await choose(page, "Violet", "S", false);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, UNAVAILABLE);
    await expectCartCount(page, 0);
  });

  test("a variation the shop has switched off says it is unavailable, once, before and after an add", async ({
    page,
  }) => {
    await openHoodie(page, false);
    await choose(page, "Black", "XL", false);
    await expect(page.getByRole("status").filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(page.getByText(/\d+ in stock/)).toHaveCount(0);
    await addToCart(page).click();
    await expect(page).toHaveURL(/cart_error=unavailable/);
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(1);
    await expect(page.getByText(/\d+ in stock/)).toHaveCount(0);
    await expectCartCount(page, 0);
  });

  test("another option picked on a page that shows a chosen variation is added as picked", async ({ page }) => {
    await openHoodie(page, false);
    await choose(page, "Black", "M", false);
    await expect(page.getByText("in stock").first()).toBeVisible();
    // Changed without asking for its availability first: the options are what counts.
    await chooseOption(page, "Color", "Violet");
    await addToCart(page).click();
    await expect(page.getByText("“Neon Grid Hoodie” has been added to your cart.")).toBeVisible();
    await expectCartCount(page, 1);
    await page.goto("/cart/");
    await expect(page.getByRole("table", { name: "Products in your cart" })).toContainText("Violet");
  });

  test("an add with options that match no variation says so once, in the form", async ({ page }) => {
    await openHoodie(page, false);
    await chooseOption(page, "Color", "White");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "XL" });
    await addToCart(page).click();
    await expect(page).toHaveURL(/cart_error=no_match/);
    await expect(page.getByText(NO_MATCH)).toHaveCount(1);
    await expectCartCount(page, 0);
  });

  test("an add with an option the shop no longer offers still says that nothing matched", async ({ page, baseURL }) => {
    // A page opened before the owner removed a colour posts that colour: the form cannot show it
    // again, so the page's notice is what tells the shopper.
    await openHoodie(page, false);
    const fields = await page
      .getByRole("button", { name: "Add to cart", exact: true })
      .evaluate((el: HTMLButtonElement) => Object.fromEntries(new FormData(el.form!, el)) as Record<string, string>);
    const answer = await page.request.post("/cart/add", {
      form: { ...fields, attribute_color: "pink", attribute_size: "s" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    const location = answer.headers()["location"];
    expect(location).toMatch(/cart_error=no_match/);
    await page.goto(location);
    await expect(page.getByText(NO_MATCH)).toHaveCount(1);
    await expect(page.getByRole("alert").filter({ hasText: NO_MATCH })).toBeVisible();
    await expectCartCount(page, 0);
  });
});
