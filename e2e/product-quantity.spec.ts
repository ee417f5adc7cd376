import type { Locator, Page } from "@playwright/test";
import { test, expect, expectMessage, expectCartCount, dismissMiniCart, chooseOption, ringCutOff } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// Add-to-cart availability on the product page ("Add-to-cart availability
// (max quantity)" and the add-to-cart quantity check), on the demo store's Limited Streamer Mug: each
// order is limited to two. The Neon Grid Hoodie is a variable product (Black + M exists).

const MAX_WARNING = "You can’t add more than 2 items in cart";
const INVALID_QUANTITY = "Please enter a valid quantity for this product";

const addToCart = (page: Page) => page.getByRole("button", { name: "Add to cart", exact: true });
const quantity = (page: Page) => page.getByRole("spinbutton", { name: "Quantity" });

async function openMug(page: Page, js: boolean) {
  await page.goto("/product/limited-streamer-mug/");
  await expect(page.getByRole("heading", { level: 1, name: "Limited Streamer Mug" })).toBeVisible();
  // The stepper's plus and minus need the page's script: once they show, the script has taken over.
  if (js) await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
}

/** Adds one mug from its page with the script running; returns the mini cart that opens, once it shows the cart. */
async function addOneMug(page: Page): Promise<Locator> {
  await openMug(page, true);
  await addToCart(page).click();
  const drawer = page.getByRole("dialog", { name: "Shopping cart" });
  await expect(drawer.getByText("Updating cart…")).toBeHidden();
  return drawer;
}

test.describe("the max quantity with JavaScript @desktop", () => {
  test("once the cart holds the max, Add to cart is disabled and a click says why", async ({ page, dialogs }) => {
    await openMug(page, true);
    await expect(addToCart(page)).toBeEnabled();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity(page)).toHaveValue("2");
    await addToCart(page).click();
    await dismissMiniCart(page);
    await expectCartCount(page, 2);
    await expect(addToCart(page)).toBeDisabled();
    await expect(addToCart(page)).toHaveAttribute("aria-disabled", "true");

    // It looks disabled but can still be pressed, and the shopper learns why nothing is added.
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, MAX_WARNING);
    await expectCartCount(page, 2);

    // The state comes from what the cart holds, so a fresh visit shows it too.
    await page.reload();
    await expectCartCount(page, 2);
    await expect(addToCart(page)).toBeDisabled();
  });

  test("with one in the cart, a quantity that would pass the max disables it until lowered", async ({
    page,
    dialogs,
  }) => {
    await openMug(page, true);
    await addToCart(page).click();
    await dismissMiniCart(page);
    await expectCartCount(page, 1);
    await expect(addToCart(page)).toBeEnabled();

    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity(page)).toHaveValue("2");
    await expect(addToCart(page)).toBeDisabled();
    await addToCart(page).click({ force: true });
    await expectMessage(page, dialogs, MAX_WARNING);
    await expectCartCount(page, 1);

    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity(page)).toHaveValue("1");
    await expect(addToCart(page)).toBeEnabled();
  });
});

test.describe("the add-to-cart button without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a variable product's Add to cart is not marked disabled, and Black + M is added", async ({ page }) => {
    await page.goto("/product/neon-grid-hoodie/");
    await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
    // The server resolves the variation from the posted options: the button works, so it must not claim otherwise.
    await expect(addToCart(page)).not.toHaveAttribute("aria-disabled");
    await expect(addToCart(page)).toBeEnabled();

    await chooseOption(page, "Color", "Black");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await addToCart(page).click();
    await expect(page.getByText("“Neon Grid Hoodie” has been added to your cart.")).toBeVisible();
    await expectCartCount(page, 1);
    await expect(addToCart(page)).not.toHaveAttribute("aria-disabled");
  });

  test("at the max the button still works and the server says why nothing is added", async ({ page, dialogs }) => {
    await openMug(page, false);
    await quantity(page).fill("2");
    await addToCart(page).click();
    await expectCartCount(page, 2);
    await expect(addToCart(page)).not.toHaveAttribute("aria-disabled");
    await addToCart(page).click();
    await expectMessage(page, dialogs, MAX_WARNING);
    await expectCartCount(page, 2);
  });
});

// The Alert Sound Pack is sold individually: a second one is refused in the same words on the
// product page with JavaScript (the page's own check) and without (the server's answer), words
// that name it rather than the general "no more than 1" maximum.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`a sold-individually product already in the cart ${javaScriptEnabled ? "with" : "without"} JavaScript @desktop`, () => {
    test.use({ javaScriptEnabled });

    test("a second add says it cannot be added again, naming it", async ({ page, dialogs }) => {
      await page.goto("/product/alert-sound-pack/");
      await expect(page.getByRole("heading", { level: 1, name: "Alert Sound Pack" })).toBeVisible();
      if (javaScriptEnabled) await waitUntilHydrated(page);
      await addToCart(page).click();
      if (javaScriptEnabled) await dismissMiniCart(page);
      await expectCartCount(page, 1);
      await addToCart(page).click({ force: true });
      await expectMessage(page, dialogs, "You cannot add another “Alert Sound Pack” to your cart.");
      expect(dialogs).not.toContain("You can’t add more than 1 items in cart");
      await expect(page.getByText("You can’t add more than 1 items in cart")).toHaveCount(0);
      await expectCartCount(page, 1);
    });
  });
}

// A quantity typed above the max: the stepper (product page, mini cart, cart page) takes it as an
// invalid quantity and puts the previous value back; without JavaScript the server refuses the
// add or the update and names the limit.
test.describe("more than the max, typed", () => {
  test("on the product page the stepper says the quantity is not valid and the quantity comes back", async ({
    page,
    dialogs,
  }) => {
    await openMug(page, true);
    await quantity(page).fill("3");
    await quantity(page).blur();
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(quantity(page)).toHaveValue("1");
  });

  test("pressing Add to cart with a quantity the field cannot take adds nothing; the next press adds", async ({
    page,
    dialogs,
  }) => {
    await openMug(page, true);
    const cartPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart/add")) cartPosts.push(r.url());
    });
    for (const typed of ["0", "1.5"]) {
      await quantity(page).fill(typed);
      // The press itself takes the focus from the field: the field answers, and the press sends nothing.
      await addToCart(page).click();
      await expectMessage(page, dialogs, INVALID_QUANTITY);
      await expect(quantity(page)).toHaveValue("1");
      await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeHidden();
    }
    await addToCart(page).click();
    await dismissMiniCart(page);
    await expectCartCount(page, 1);
    expect(cartPosts, "only the last press is sent").toHaveLength(1);
  });

  test("in the mini cart and on the cart page the stepper says the quantity is not valid", async ({
    page,
    dialogs,
  }) => {
    await openMug(page, true);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await addToCart(page).click();
    const drawer = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(drawer.getByText("Updating cart…")).toBeHidden();
    await expectCartCount(page, 2);
    const inDrawer = drawer.getByRole("spinbutton", { name: "Quantity" });
    await inDrawer.fill("5");
    await inDrawer.blur();
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(inDrawer).toHaveValue("2");

    await page.goto("/cart/");
    const inCart = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
    await expect(page.getByRole("main").getByRole("button", { name: "Increase quantity" })).toBeVisible();
    await inCart.fill("5");
    await inCart.blur();
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(inCart).toHaveValue("2");
    await expectCartCount(page, 2);
  });

  test("Enter answers a typed quantity as leaving the field does, in the mini cart too, and sends nothing", async ({
    page,
    dialogs,
  }) => {
    const drawer = await addOneMug(page);
    await expectCartCount(page, 1);
    const cartPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") cartPosts.push(r.url());
    });
    // The mini cart's field has no form: Enter must still say why the quantity cannot be taken.
    const inDrawer = drawer.getByRole("spinbutton", { name: "Quantity" });
    await inDrawer.fill("5");
    await inDrawer.press("Enter");
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(inDrawer).toHaveValue("1");
    await expect(inDrawer).toBeFocused();

    await page.goto("/cart/");
    const inCart = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
    await expect(page.getByRole("main").getByRole("button", { name: "Increase quantity" })).toBeVisible();
    await inCart.fill("5");
    await inCart.press("Enter");
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(inCart).toHaveValue("1");
    await expectCartCount(page, 1);
    expect(cartPosts, "a quantity the field cannot take is not sent").toEqual([]);
  });

  test("a part of a piece is no quantity: the stepper says so and the quantity comes back", async ({
    page,
    dialogs,
  }) => {
    const drawer = await addOneMug(page);
    const inDrawer = drawer.getByRole("spinbutton", { name: "Quantity" });
    await inDrawer.fill("1.5");
    await inDrawer.blur();
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(inDrawer).toHaveValue("1");

    await page.goto("/cart/");
    const inCart = page.getByRole("main").getByRole("spinbutton", { name: "Quantity" });
    await expect(page.getByRole("main").getByRole("button", { name: "Increase quantity" })).toBeVisible();
    await inCart.fill("1.5");
    await inCart.blur();
    await expectMessage(page, dialogs, INVALID_QUANTITY);
    await expect(inCart).toHaveValue("1");
    await expectCartCount(page, 1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the product page and the cart page name the limit", async ({ page, dialogs }) => {
      await openMug(page, false);
      // The shop answers, not the browser's own check of the field.
      await quantity(page).fill("3");
      await addToCart(page).click();
      await expectMessage(page, dialogs, MAX_WARNING);
      await expect(page.getByText("has been added to your cart")).toHaveCount(0);

      await quantity(page).fill("2");
      await addToCart(page).click();
      await expectCartCount(page, 2);
      await page.goto("/cart/");
      await page.getByRole("main").getByRole("spinbutton", { name: "Quantity" }).fill("5");
      await page.getByRole("button", { name: "Update cart" }).click();
      await expectMessage(page, dialogs, MAX_WARNING);
      await expect(page.getByRole("main").getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    });
  });
});

test("the stepper's minus, field and plus each show their whole focus ring @desktop", async ({ page }) => {
  await openMug(page, true);
  const decrease = page.getByRole("button", { name: "Decrease quantity" });
  // From the keyboard, so the controls show the ring they show a keyboard user.
  await decrease.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  for (const control of [decrease, quantity(page), page.getByRole("button", { name: "Increase quantity" })]) {
    await expect(control).toBeFocused();
    expect(await ringCutOff(control), "the focus ring lies inside every box that clips it").toEqual([]);
    await page.keyboard.press("Tab");
  }
});

// A product whose adds start at a minimum says so in words, tied to the quantity field; one
// without says nothing. The Mod Squad Mug is sold two at least.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the minimum quantity in words ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the field is described by its minimum, shown beside it", async ({ page }) => {
      await page.goto("/product/mod-squad-mug/");
      await expect(page.getByRole("heading", { level: 1, name: "Mod Squad Mug" })).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
      await expect(page.getByText("Minimum quantity: 2", { exact: true })).toBeVisible();
      await expect(quantity(page)).toHaveAccessibleDescription("Minimum quantity: 2");
      await expect(quantity(page)).toHaveValue("2");

      await openMug(page, javaScriptEnabled);
      await expect(quantity(page)).toHaveAccessibleDescription("");
      await expect(page.getByText(/^Minimum quantity/)).toHaveCount(0);
    });
  });
}
