import { test, expect } from "./fixtures";
import { waitUntilHydrated } from "./helpers-store";

// The page analytics context: what every page view carries, on window.shopAnalytics.commonProps,
// for whichever analytics the owner adds (decision 043).

type CommonProps = {
  url: string;
  is_guest: number;
  store_admin: number;
  device: string;
  store_currency: string;
  timezone: string;
  breadcrumbs: string[];
  pages: { isAccountPage: boolean; isCart: boolean };
  platform: { shop: string };
};

const commonProps = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { shopAnalytics: { commonProps: CommonProps } }).shopAnalytics.commonProps);

test("every page carries its analytics context, and hydrating the page is not disturbed by it", async ({
  page,
  baseURL,
  viewport,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/product/neon-grid-hoodie/");
  await waitUntilHydrated(page);
  const product = await commonProps(page);
  expect(product).toMatchObject({
    url: `${baseURL}/product/neon-grid-hoodie/`,
    is_guest: 1,
    store_admin: 0,
    device: viewport!.width < 768 ? "mobile" : viewport!.width < 992 ? "tablet" : "desktop",
    store_currency: "USD",
    timezone: "America/Los_Angeles",
    pages: { isAccountPage: false, isCart: false },
  });
  expect(product.breadcrumbs.at(-1)).toBe("Neon Grid Hoodie");
  expect(product.breadcrumbs).toHaveLength(2);
  expect(product.platform.shop).toMatch(/^\d+\.\d+\.\d+$/);

  await page.goto("/cart/");
  expect((await commonProps(page)).pages).toEqual({ isAccountPage: false, isCart: true });
  await page.goto("/my-account/");
  expect((await commonProps(page)).pages).toEqual({ isAccountPage: true, isCart: false });
  await page.goto("/blog/how-to-choose-a-stream-overlay/");
  await waitUntilHydrated(page);
  expect((await commonProps(page)).breadcrumbs.at(-1)).toBe(
    await page.getByRole("heading", { level: 1 }).textContent(),
  );
  expect(errors).toEqual([]);
});

test("the context follows the page shown when a link leads there without a document load", async ({
  page,
  baseURL,
}) => {
  await page.goto("/blog/");
  await waitUntilHydrated(page);
  const post = page
    .getByRole("main")
    .getByRole("link", { name: "How to choose a stream overlay that fits your channel" });
  await post.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How to choose a stream overlay that fits your channel",
  );
  await expect.poll(async () => (await commonProps(page)).url).toBe(`${baseURL}/blog/how-to-choose-a-stream-overlay/`);
  expect((await commonProps(page)).breadcrumbs.at(-1)).toBe("How to choose a stream overlay that fits your channel");

  await page.getByRole("contentinfo").getByRole("link", { name: "Cart", exact: true }).first().click();
  await expect.poll(async () => (await commonProps(page)).pages).toEqual({ isAccountPage: false, isCart: true });
});
