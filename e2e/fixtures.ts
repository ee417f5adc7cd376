import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "../app/modules/contact/contact.types";

/**
 * Every end-to-end test watches, for the whole test, what a shopper would notice going wrong:
 * a page or request answered with a server error (5xx), or a script crashing in the page.
 * Browser alert() dialogs are accepted and their text kept, so a test can assert a message
 * whether the page shows it inline or as an alert.
 */
export const test = base.extend<{
  dialogs: string[];
  watchdog: void;
  stagedServerErrors: RegExp | null;
}>({
  /** Addresses whose server errors the test stages itself (with page.route), so the watchdog lets them be. */
  stagedServerErrors: [null, { option: true }],
  dialogs: async ({ page }, use) => {
    const seen: string[] = [];
    page.on("dialog", (dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    await use(seen);
  },
  /**
   * Each test sends from a network address of its own, as each visitor does: the shop behind a
   * proxy on this machine takes the sender from X-Forwarded-For. The limits per sender (orders,
   * registrations, contact messages, likes…) would otherwise count every test's requests as one
   * sender's. Its pages, its `request` and the contexts it opens all send it.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": randomSenderAddress() });
  },
  watchdog: [
    async ({ page, stagedServerErrors }, use) => {
      const serverErrors: string[] = [];
      const scriptErrors: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 500 && !stagedServerErrors?.test(response.url()))
          serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on("pageerror", (error) => scriptErrors.push(error.message));
      await use();
      expect(serverErrors, "no request of the test got a server error").toEqual([]);
      expect(scriptErrors, "no script error in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A random private network address (10.x.y.z), as a visitor's sender for X-Forwarded-For. */
export function randomSenderAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The header's cart control: a link (or, once the mini cart exists, a button) named "Cart, n item(s)". */
export function headerCart(page: Page): Locator {
  const banner = page.getByRole("banner");
  return banner.getByRole("link", { name: /^Cart\b/i }).or(banner.getByRole("button", { name: /^Cart\b/i }));
}

export function itemsLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The header says how many items the cart holds. Read from the control's label, so it can be
 * checked while the mini cart is open (a modal dialog hides the page behind it from the
 * accessibility tree).
 */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const control = page.locator('header a[aria-label^="Cart"], header button[aria-label^="Cart"]');
  await expect(control).toHaveAttribute("aria-label", new RegExp(`^${itemsLabel(count)}`, "i"));
}

/** The mini cart opens after a background add: waits for it and closes it (Escape) to go on with the page. */
export async function dismissMiniCart(page: Page): Promise<void> {
  const drawer = page.getByRole("dialog", { name: "Shopping cart" });
  await expect(drawer).toBeVisible();
  // The product page opens it at the click, while the add still runs: wait for the add to end.
  await expect(drawer.getByText("Updating cart…")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
}

/**
 * A message a shopper is shown: in a live region (status or alert), where screen readers
 * announce it, or in a browser alert dialog.
 */
export async function expectMessage(page: Page, dialogs: string[], text: string): Promise<void> {
  const region = page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text });
  await expect
    .poll(async () => dialogs.includes(text) || (await region.first().isVisible()), {
      message: `the shopper is shown "${text}" (in a status/alert region or an alert dialog)`,
    })
    .toBe(true);
}

/** The product page's "Clear" control (a link or a button). */
export function clearControl(page: Page): Locator {
  return page
    .getByRole("link", { name: "Clear", exact: true })
    .or(page.getByRole("button", { name: "Clear", exact: true }));
}

/**
 * With JavaScript on, waits until the page has become interactive, as the shopper sees it: the
 * button that only the script-less page needs (the listing's "Sort", the product page's "Check
 * availability") goes away once the page's script has taken over. Acting before that races the
 * page's script (see "a choice made while the page loads" in variation-messages.spec.ts).
 */
export async function waitUntilInteractive(page: Page, noScriptButton: "Sort" | "Check availability"): Promise<void> {
  await expect(page.getByRole("button", { name: noScriptButton, exact: true })).toBeHidden();
}

/** Chooses an option of a variation attribute, whether a select or a radiogroup of swatches shows it. */
export async function chooseOption(page: Page, attribute: string, label: string): Promise<void> {
  const select = page.getByRole("combobox", { name: attribute, exact: true });
  if ((await select.count()) > 0) await select.selectOption({ label });
  else
    await page
      .getByRole("radiogroup", { name: attribute, exact: true })
      .getByRole("radio", { name: label, exact: true })
      .check();
}

/** The option of an attribute that shows as chosen: its label, or "" for none. */
export async function expectChosen(page: Page, attribute: string, label: string): Promise<void> {
  const select = page.getByRole("combobox", { name: attribute, exact: true });
  if ((await select.count()) > 0) {
    if (label) await expect(select.locator("option:checked")).toHaveText(label);
    else await expect(select).toHaveValue("");
    return;
  }
  const group = page.getByRole("radiogroup", { name: attribute, exact: true });
  if (label) await expect(group.getByRole("radio", { name: label, exact: true })).toBeChecked();
  else await expect(group.getByRole("radio", { checked: true })).toHaveCount(0);
}

/**
 * The anti-spam timestamp refuses a form sent too soon after its page loaded (2 s for comments, 1 s
 * for reviews): people take longer. Tests type faster than people, so they wait until the form's own
 * timestamp is old enough. An empty timestamp (a page without JavaScript) has nothing to wait for.
 */
export async function waitPastAntiSpamMinimum(form: Locator, minimumMs = 2000): Promise<void> {
  const value = await form.locator('input[name="_timestamp"]').first().inputValue();
  if (value === "") return;
  const stamp = Number(value);
  await expect
    .poll(() => Date.now() - stamp, { message: `page loaded ${minimumMs} ms ago` })
    .toBeGreaterThan(minimumMs + 100);
}

/**
 * A contact form sent less than MIN_FILL_MS after it was shown is judged spam: people take longer.
 * Its timestamp is an opaque token, so tests note when the page with the form loaded and, before
 * the send that must succeed, wait until that is past.
 */
export async function waitPastContactMinimum(shownAt: number): Promise<void> {
  await expect
    .poll(() => Date.now() - shownAt, { message: `form shown ${MIN_FILL_MS} ms ago` })
    .toBeGreaterThan(MIN_FILL_MS + 100);
}

/**
 * The sides of the focused control's ring (its outline) that a box around it which clips its
 * content (overflow other than visible) cuts off; empty when the whole ring shows.
 */
export function ringCutOff(control: Locator): Promise<string[]> {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0) return ["no ring at all"];
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const r = el.getBoundingClientRect();
    const cut = new Set<string>();
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const s = getComputedStyle(box);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const b = box.getBoundingClientRect();
      const [left, top] = [b.left + box.clientLeft, b.top + box.clientTop];
      if (r.left - reach < left - 0.5) cut.add("left");
      if (r.top - reach < top - 0.5) cut.add("top");
      if (r.right + reach > left + box.clientWidth + 0.5) cut.add("right");
      if (r.bottom + reach > top + box.clientHeight + 0.5) cut.add("bottom");
    }
    return [...cut];
  });
}
