import type { Page } from "@playwright/test";
import { test, expect, chooseOption, expectCartCount, waitUntilInteractive } from "./fixtures";

// A refused add to cart without JavaScript comes back to the page it was made on, and that
// page says why, in the same words on every page (the home page used to say nothing).

async function productIdOf(page: Page, slug: string): Promise<string> {
  await page.goto(`/shop/?s=${encodeURIComponent(slug.split("-")[0])}`);
  const id = await page.locator(`[data-product-slug="${slug}"]`).first().getAttribute("data-product-id");
  if (!id) throw new Error(`no card for ${slug}`);
  return id;
}

test.describe("add-to-cart notices without JavaScript @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused add from the home page says why on the home page", async ({ page, baseURL }) => {
    const teeId = await productIdOf(page, "retro-arcade-tee");
    const answer = await page.request.post("/cart/add", {
      form: { product_id: teeId, quantity: "1", return_to: "/" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    const location = answer.headers()["location"];
    expect(location).toMatch(/^\/\?cart_error=out_of_stock&cart_product=\d+$/);
    // A refused add opens no session.
    expect(answer.headers()["set-cookie"] ?? "").not.toContain("shop_session");
    await page.goto(location);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "You cannot add “Retro Arcade Tee” to the cart because the product is out of stock." }),
    ).toBeVisible();
    await expectCartCount(page, 0);
  });

  test("the listing and the home page show the same words for the same refusal", async ({ page, baseURL }) => {
    const teeId = await productIdOf(page, "retro-arcade-tee");
    const texts: string[] = [];
    for (const back of ["/", "/shop/"]) {
      const answer = await page.request.post("/cart/add", {
        form: { product_id: teeId, return_to: back },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      await page.goto(answer.headers()["location"]);
      texts.push((await page.locator("[data-cart-error]").textContent()) ?? "");
    }
    expect(texts[0]).not.toBe("");
    expect(texts[1]).toBe(texts[0]);
  });

  test("a second sold-individually item from the home page is refused with its reason", async ({ page }) => {
    await page.goto("/");
    const add = page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true });
    await add.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "“Glitch Alert Pack” has been added to your cart." }),
    ).toBeVisible();
    await expectCartCount(page, 1);
  });
});

// "Added to your cart" is said only to the visitor whose add it was: the address of an add
// without JavaScript, sent to someone else or made up, says nothing.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`the added notice of an address ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("shows only to the visitor who made the add", async ({ page, browser, baseURL }) => {
      const mugId = await productIdOf(page, "mod-squad-mug");
      const answer = await page.request.post("/cart/add", {
        form: { product_id: mugId, quantity: "2", return_to: "/shop/" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      const location = answer.headers()["location"];
      expect(location).toMatch(new RegExp(`^/shop/\\?added_to_cart=${mugId}&added_quantity=2&added_proof=[\\w-]+$`));
      const added = "2 × “Mod Squad Mug” have been added to your cart.";
      await page.goto(location);
      await expect(page.getByText(added)).toBeVisible();

      // The same address in another visitor's browser, and made-up ones: the listing, and no notice.
      const other = await browser.newPage({ javaScriptEnabled, baseURL });
      try {
        for (const address of [location, `/shop/?added_to_cart=${mugId}&added_quantity=50`]) {
          const shown = await other.goto(address);
          expect(shown?.status()).toBe(200);
          await expect(other.getByRole("status").filter({ hasText: /Showing/ })).toBeVisible();
          await expect(other.getByText(/added to your cart/)).toHaveCount(0);
        }
      } finally {
        await other.close();
      }
      // The visitor's own address with another quantity says nothing either.
      await page.goto(location.replace("added_quantity=2", "added_quantity=9"));
      await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toBeVisible();
      await expect(page.getByText(/added to your cart/)).toHaveCount(0);
    });
  });
}

// With JavaScript the product page says "… has been added to your cart" once for each add: a form
// built again afterwards over the same answer (the page started afresh for another choice in the
// address) does not say it again, although nothing new was added.
test.describe("the added notice of a product page with JavaScript", () => {
  test("shows once for each add", async ({ page }) => {
    await page.goto("/product/neon-grid-hoodie/?attribute_color=black&attribute_size=m");
    await waitUntilInteractive(page, "Check availability");
    const added = page.locator("main").getByText(/has been added to your cart/);
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(added).toHaveCount(1);
    const cart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(cart.getByText("Updating cart…")).toBeHidden();

    // The mini cart's line leads to the product's page without the options: the form starts afresh.
    await cart.getByRole("link", { name: "Neon Grid Hoodie", exact: true }).click();
    await expect(page).toHaveURL(/\/product\/neon-grid-hoodie\/$/);
    await expect(cart).toBeHidden();
    await chooseOption(page, "Color", "White");
    await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1, name: "Neon Grid Hoodie" })).toBeVisible();
    await expect(added).toHaveCount(0);
    await expectCartCount(page, 1);

    // The next add says it again.
    await chooseOption(page, "Size", "L");
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(added).toHaveCount(1);
    await expectCartCount(page, 2);
  });
});
