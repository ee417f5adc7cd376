import { test, expect, chooseOption, headerCart } from "./fixtures";

// Scripts that read a shop's pages (analytics, tag managers, extensions written for the leading
// shop software) find a listing button's product and quantity in data-product_id and
// data-quantity, a cart line's product on its remove button, and a variation line's variation
// on its quantity field. The markup comes from the server, so it is checked without JavaScript.

test.describe("product and cart data in the page's markup @desktop", () => {
  test.use({ javaScriptEnabled: false });

  test("a listing's Add to cart and the cart's lines carry the product, quantity and variation", async ({ page }) => {
    await page.goto("/shop/");
    const add = page.getByRole("button", { name: "Add “Glitch Alert Pack” to your cart", exact: true });
    const form = page.locator("form").filter({ has: add });
    const productId = await form.locator('input[name="product_id"]').inputValue();
    expect(productId).toMatch(/^\d+$/);
    await expect(add).toHaveAttribute("data-product_id", productId);
    await expect(add).toHaveAttribute("data-quantity", await form.locator('input[name="quantity"]').inputValue());
    await add.click();

    // A variation, chosen without JavaScript: the server resolves it when the options are posted.
    await page.goto("/product/neon-grid-hoodie/");
    await chooseOption(page, "Color", "Black");
    await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "M" });
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page.getByText("NGH-BLK-M")).toBeVisible();
    const addHoodie = page.getByRole("button", { name: "Add to cart", exact: true });
    const hoodieId = await page
      .locator("form")
      .filter({ has: addHoodie })
      .locator('input[name="product_id"]')
      .inputValue();
    // The shop's own look-up (what the product page asks with JavaScript) names the variation.
    const lookUp = await page.request.get(
      "/api/products/neon-grid-hoodie/variation?attribute_color=black&attribute_size=m",
    );
    const variationId = String(
      ((await lookUp.json()) as { variation: { variation_id: number } }).variation.variation_id,
    );
    expect(variationId).not.toBe(hoodieId);
    await addHoodie.click();

    await headerCart(page).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole("button", { name: "Remove “Glitch Alert Pack” from cart" })).toHaveAttribute(
      "data-product_id",
      productId,
    );
    const hoodieRow = page.getByRole("row").filter({ hasText: "Neon Grid Hoodie" });
    // A variation's line names its product, not the variation, on its remove button.
    await expect(hoodieRow.getByRole("button", { name: /^Remove “Neon Grid Hoodie/ })).toHaveAttribute(
      "data-product_id",
      hoodieId,
    );
    await expect(hoodieRow.getByRole("spinbutton", { name: "Quantity" })).toHaveAttribute(
      "data-variation_id",
      variationId,
    );
  });
});
