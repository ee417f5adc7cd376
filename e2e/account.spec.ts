import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { test, expect, expectCartCount, dismissMiniCart, headerCart } from "./fixtures";
import { readE2eDatabase, waitUntilHydrated, waitUntilRouteCodeLoaded } from "./helpers-store";
import { backgroundRequestMessages } from "../app/lib/background-request";
import { accountMessages } from "../app/modules/account/account.messages";

// Accounts: the Account dialog (JavaScript on) and /my-account/ (off), sessions, and the refusals
// of what anyone can send.

const password = "a long pass phrase 42";
let counter = 0;
/** A username and e-mail address no other test (or earlier run on the same database) uses. */
function newPerson(prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}${++counter}`;
  return { username: id, email: `${id}@example.com` };
}

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === "shop_session")?.value;
}

async function registerWithoutJs(page: Page, person: { username: string; email: string }, vendorShop?: string) {
  await page.goto("/my-account/");
  const form = page.getByRole("region", { name: "Register" });
  await form.getByRole("textbox", { name: "Username" }).fill(person.username);
  await form.getByRole("textbox", { name: "Email address" }).fill(person.email);
  await form.getByRole("textbox", { name: "Password" }).fill(password);
  if (vendorShop) {
    await form.getByRole("radiogroup", { name: "I am a…" }).getByRole("radio", { name: "Vendor" }).check();
    await form.getByRole("textbox", { name: "Shop URL" }).fill(vendorShop);
  }
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
}

/** The Account dialog opened from a listing, its Register tab filled in for `person`; not yet sent. */
async function fillDialogRegistration(page: Page, person: { username: string; email: string }): Promise<Locator> {
  await page.goto("/shop/");
  await waitUntilHydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
  const dialog = page.getByRole("dialog", { name: "Account" });
  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByRole("textbox", { name: "Username" }).fill(person.username);
  await dialog.getByRole("textbox", { name: "Email address" }).fill(person.email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  return dialog;
}

/** Opens the Account dialog from the header and logs in as `login` (the shared test password). */
async function logInThroughDialog(page: Page, login: string) {
  await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
  const dialog = page.getByRole("dialog", { name: "Account" });
  await dialog.getByRole("textbox", { name: "Username or email address" }).fill(login);
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have been logged out." })).toBeVisible();
}

function postForm(request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
  return request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("register a customer, log out, log in by username and by e-mail", async ({ page }) => {
    const person = newPerson("nojs");
    await registerWithoutJs(page, person);
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Account notices" }).getByRole("status")).toHaveText(
      "Your account was created. Welcome!",
    );
    await logOut(page);

    const login = page.getByRole("region", { name: "Login" });
    await login.getByRole("textbox", { name: "Username or email address" }).fill(person.username);
    await login.getByRole("textbox", { name: "Password" }).fill("not the password");
    await login.getByRole("checkbox", { name: "Remember me" }).check();
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "incorrect password" })).toBeVisible();
    // The refused form comes back as it was sent, the password aside: Remember me is still ticked.
    await expect(login.getByRole("textbox", { name: "Username or email address" })).toHaveValue(person.username);
    await expect(login.getByRole("checkbox", { name: "Remember me" })).toBeChecked();

    await login.getByRole("textbox", { name: "Username or email address" }).fill(person.username);
    await login.getByRole("textbox", { name: "Password" }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
    await logOut(page);

    await login.getByRole("textbox", { name: "Username or email address" }).fill(person.email.toUpperCase());
    await login.getByRole("textbox", { name: "Password" }).fill(password);
    await login.getByRole("checkbox", { name: "Remember me" }).check();
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
  });

  test("a guest sent from an account page to log in is taken back to that page", async ({ page }) => {
    const person = newPerson("back");
    await registerWithoutJs(page, person);
    await logOut(page);
    await page.goto("/my-account/edit-address/");
    const login = page.getByRole("region", { name: "Login" });
    await login.getByRole("textbox", { name: "Username or email address" }).fill(person.username);
    await login.getByRole("textbox", { name: "Password" }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Addresses" })).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  });

  test("an empty login and a malformed e-mail address get the shop's own messages, tied to their fields", async ({
    page,
  }) => {
    await page.goto("/my-account/");
    const login = page.getByRole("region", { name: "Login" });
    await expect(login.getByRole("textbox", { name: "Username or email address" })).toHaveAttribute(
      "aria-required",
      "true",
    );
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("region", { name: "Account notices" }).getByRole("alert")).toHaveText(
      accountMessages.loginMissing,
    );
    await expect(login.getByRole("textbox", { name: "Username or email address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // The browser's own check of an e-mail field would stop the form with its bubble: the shop's
    // message is shown instead.
    const register = page.getByRole("region", { name: "Register" });
    await register.getByRole("textbox", { name: "Username" }).fill(newPerson("bubble").username);
    const email = register.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("autocomplete", "email");
    await email.fill("not an address");
    await register.getByRole("textbox", { name: "Password" }).fill(password);
    await register.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("region", { name: "Account notices" }).getByRole("alert")).toHaveText(
      accountMessages.emailInvalid,
    );
    await expect(
      page.getByRole("region", { name: "Register" }).getByRole("textbox", { name: "Email address" }),
    ).toHaveAttribute("aria-invalid", "true");
  });

  test("the log-out page asks a logged-in customer, and shows anyone else the login form", async ({ page }) => {
    await page.goto("/my-account/customer-logout/");
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByRole("region", { name: "Login" })).toBeVisible();

    await registerWithoutJs(page, newPerson("leave"));
    await page.goto("/my-account/customer-logout/");
    await expect(page.getByText("Are you sure you want to log out?")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You have been logged out." })).toBeVisible();
  });

  test("the account menu marks the page shown", async ({ page }) => {
    await registerWithoutJs(page, newPerson("menu"));
    const menu = page.getByRole("navigation", { name: "Account" });
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await page.goto("/my-account/orders/");
    await expect(menu.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a kept address is held to checkout's rules, and a US State may be typed by name", async ({ page }) => {
    await registerWithoutJs(page, newPerson("addr"));
    await page.goto("/my-account/edit-address/");
    const billing = page.getByRole("form", { name: "Billing address" });
    await billing.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "United States (US)" });
    await billing.getByRole("textbox", { name: "State" }).fill("Atlantis");
    await billing.getByRole("textbox", { name: "ZIP Code" }).fill("12");
    await billing.getByRole("button", { name: "Save address" }).click();
    const notices = page.getByRole("region", { name: "Account notices" }).getByRole("alert");
    await expect(notices).toContainText("Billing ZIP Code is not a valid postcode / ZIP.");
    await expect(notices).toContainText("Billing State is not valid. Please choose a state from the list.");
    // The refused address is shown again as typed, its wrong fields marked and described.
    const refused = page.getByRole("form", { name: "Billing address" });
    await expect(refused.getByRole("textbox", { name: "ZIP Code" })).toHaveValue("12");
    await expect(refused.getByRole("textbox", { name: "ZIP Code" })).toHaveAttribute("aria-invalid", "true");
    await expect(refused.getByRole("textbox", { name: "ZIP Code" })).toHaveAccessibleDescription(
      "Billing ZIP Code is not a valid postcode / ZIP.",
    );
    await expect(refused.getByRole("textbox", { name: "State" })).toHaveValue("Atlantis");
    await expect(refused.getByRole("textbox", { name: "State" })).toHaveAttribute("aria-invalid", "true");

    await page
      .getByRole("form", { name: "Billing address" })
      .getByRole("combobox", { name: "Country / Region" })
      .selectOption({ label: "United States (US)" });
    await page
      .getByRole("form", { name: "Billing address" })
      .getByRole("textbox", { name: "State" })
      .fill("california");
    await page.getByRole("form", { name: "Billing address" }).getByRole("textbox", { name: "ZIP Code" }).fill("90001");
    await page.getByRole("form", { name: "Billing address" }).getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Address changed successfully.")).toBeVisible();
    await page.goto("/my-account/edit-address/");
    const saved = page.getByRole("form", { name: "Billing address" });
    await expect(saved.getByRole("combobox", { name: "Country / Region" })).toHaveValue("US");
    await expect(saved.getByRole("textbox", { name: "State" })).toHaveValue("CA");
  });

  test("a vendor's shop waits for the owner's approval", async ({ page }) => {
    const person = newPerson("vend");
    await registerWithoutJs(page, person, `shop-${person.username}`);
    await expect(page.getByRole("region", { name: "Account notices" }).getByRole("status")).toHaveText(
      "Your account was created. Your shop will open once the shop owner approves it.",
    );
    const shop = page.getByRole("region", { name: "Your shop" });
    await expect(shop).toContainText(`/store/shop-${person.username}/`);
    await expect(shop).toContainText("Pending approval");
  });

  test("a password is reset by the mailed link, once", async ({ page, request, baseURL }) => {
    const person = newPerson("reset");
    await registerWithoutJs(page, person);
    await logOut(page);
    await page.getByRole("region", { name: "Login" }).getByRole("link", { name: "Lost your password?" }).click();
    await page.getByRole("textbox", { name: "Username or email" }).fill(person.email);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "password reset email" })).toBeVisible();
    // The mail is in the outbox; the link in it is read the way a mail program would.
    const link = await readResetLink(request, baseURL!, person.email);
    const keyPage = await page.goto(link);
    // The key in the address never goes to another site as a Referer.
    expect(keyPage!.headers()["referrer-policy"]).toBe("same-origin");
    // A mistake keeps the new password form, with the key of the mailed link.
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("my new pass phrase");
    await page.getByRole("textbox", { name: "Re-enter new password" }).fill("my new pass phrasE");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The passwords do not match." })).toBeVisible();
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("my new pass phrase");
    await page.getByRole("textbox", { name: "Re-enter new password" }).fill("my new pass phrase");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
    const login = page.getByRole("region", { name: "Login" });
    await login.getByRole("textbox", { name: "Username or email address" }).fill(person.username);
    await login.getByRole("textbox", { name: "Password" }).fill("my new pass phrase");
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole("alert").filter({ hasText: "invalid or has expired" })).toBeVisible();
  });
});

for (const js of [true, false]) {
  test.describe(`account details ${js ? "with" : "without"} JavaScript${js ? "" : " @desktop"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a new password is saved, the customer stays logged in, and only the new password logs in", async ({
      page,
      browser,
    }) => {
      const person = newPerson(js ? "pwjs" : "pwnojs");
      await registerWithoutJs(page, person);
      const before = await sessionCookie(page.context());
      await page.goto("/my-account/edit-account/");
      if (js) await waitUntilHydrated(page);
      await page.getByRole("textbox", { name: "Current password" }).fill(password);
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("a fresh pass phrase 9");
      await page.getByRole("textbox", { name: "Confirm new password" }).fill("a fresh pass phrase 9");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Account details changed successfully.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Account details" })).toBeVisible();
      // A new session replaced the old one, in this browser only.
      const after = await sessionCookie(page.context());
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      await page.goto("/my-account/orders/");
      await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();

      const other = await browser.newContext({ javaScriptEnabled: false });
      const login = await other.newPage();
      await login.goto("/my-account/");
      const form = login.getByRole("region", { name: "Login" });
      await form.getByRole("textbox", { name: "Username or email address" }).fill(person.username);
      await form.getByRole("textbox", { name: "Password" }).fill(password);
      await form.getByRole("button", { name: "Log in" }).click();
      await expect(login.getByRole("alert").filter({ hasText: "incorrect password" })).toBeVisible();
      await form.getByRole("textbox", { name: "Password" }).fill("a fresh pass phrase 9");
      await form.getByRole("button", { name: "Log in" }).click();
      await expect(login.getByRole("navigation", { name: "Account" })).toBeVisible();
      await other.close();
    });
  });
}

/** The reset link mailed to `email`, read from the outbox table through the owner's command line. */
async function readResetLink(_request: APIRequestContext, _baseURL: string, email: string): Promise<string> {
  const out =
    (
      await readE2eDatabase((db) =>
        db
          .selectFrom("mail_outbox")
          .select("text_body")
          .where("to_address", "=", email)
          .orderBy("id", "desc")
          .executeTakeFirst(),
      )
    )?.text_body ?? "";
  const match = /https?:\/\/\S+lost-password\/\?key=\S+/.exec(out);
  expect(match, "the reset mail holds a link").not.toBeNull();
  return new URL(match![0]).pathname + new URL(match![0]).search;
}

test.describe("accounts with JavaScript", () => {
  test("saving account details or an address stays on the page's own address", async ({ page }) => {
    await registerWithoutJs(page, newPerson("keep"));
    await page.goto("/my-account/edit-account/");
    await waitUntilHydrated(page);
    await page.getByRole("textbox", { name: "First name" }).fill("Fiona");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Account details changed successfully.")).toBeVisible();
    // As the account menu links it, with its closing slash.
    await expect(page).toHaveURL(/\/my-account\/edit-account\/$/);

    await page.goto("/my-account/edit-address/");
    await waitUntilHydrated(page);
    const billing = page.getByRole("form", { name: "Billing address" });
    await billing.getByRole("textbox", { name: "First name" }).fill("Fiona");
    await billing.getByRole("textbox", { name: "Last name" }).fill("Example");
    await billing.getByRole("textbox", { name: "Street address" }).fill("1 Main Street");
    await billing.getByRole("textbox", { name: "Town / City" }).fill("Springfield");
    await billing.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "United Kingdom (UK)" });
    await billing.getByRole("textbox", { name: "ZIP Code" }).fill("SW1A 1AA");
    await billing.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Address changed successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/edit-address\/$/);
  });

  test("register and log in through the Account dialog; the guest's cart survives login", async ({ page, context }) => {
    const person = newPerson("dlg");
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    const account = page.getByRole("banner").getByRole("button", { name: "My account" });
    await account.click();
    let dialog = page.getByRole("dialog", { name: "Account" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: "Register" }).click();
    await dialog.getByRole("textbox", { name: "Username" }).fill(person.username);
    await dialog.getByRole("textbox", { name: "Email address" }).fill(person.email);
    await dialog.getByRole("textbox", { name: "Password" }).fill("password");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert")).toContainText("too common");
    await dialog.getByRole("textbox", { name: "Password" }).fill(password);
    await dialog.getByRole("button", { name: "Show password" }).click();
    await expect(dialog.getByRole("textbox", { name: "Password" })).toHaveAttribute("type", "text");
    await expect(dialog.getByRole("button", { name: "Hide password" })).toBeVisible();
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("status")).toContainText("Your account was created");
    // A second later the page is replaced (the same page), now logged in.
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/$/);

    // Log out, add to the cart as a guest, log in: the cart is still there, under a new session id.
    await page.goto("/my-account/");
    await logOut(page);
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page
      .getByRole("button", { name: /^Add “.+” to your cart$/ })
      .first()
      .click();
    await dismissMiniCart(page);
    await expectCartCount(page, 1);
    const guestSession = await sessionCookie(context);
    expect(guestSession).toBeTruthy();

    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    dialog = page.getByRole("dialog", { name: "Account" });
    await dialog.getByRole("textbox", { name: "Username or email address" }).fill(person.email);
    await dialog.getByRole("textbox", { name: "Password" }).fill("wrong password");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog.getByRole("alert")).toContainText("incorrect password");
    await dialog.getByRole("textbox", { name: "Password" }).fill(password);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await expectCartCount(page, 1);
    const accountSession = await sessionCookie(context);
    expect(accountSession).toBeTruthy();
    expect(accountSession).not.toBe(guestSession);
    await expect(headerCart(page)).toBeVisible();
  });

  test("logged in through the dialog from an account page's login, the visitor is taken to that page", async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson("dlgback");
    await postForm(request, baseURL!, "/my-account/", { intent: "register", ...person, password });
    await page.goto("/my-account/orders/");
    await waitUntilHydrated(page);
    await logInThroughDialog(page, person.username);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/orders\/$/);
  });

  test("logged in through the dialog, the visitor comes back to the same place of the page, #fragment and all", async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson("dlgfrag");
    await postForm(request, baseURL!, "/my-account/", { intent: "register", ...person, password });
    await page.goto("/product/glitch-alert-pack/#reviews");
    await waitUntilHydrated(page);
    const reviews = page.getByRole("button", { name: "Reviews (4)" });
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
    await logInThroughDialog(page, person.username);
    // The page is drawn again for the logged-in visitor (not merely scrolled to its own fragment)…
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    // …at the same address, so the Reviews are open again.
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/#reviews$/);
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
  });

  test("logged in through the dialog after closing a lightbox opened by its deep link, the lightbox stays closed", async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson("dlglight");
    await postForm(request, baseURL!, "/my-account/", { intent: "register", ...person, password });
    await page.goto("/product/glitch-alert-pack/#&gid=1&pid=2");
    const lightbox = page.getByRole("dialog", { name: "Gallery" });
    await expect(lightbox.getByRole("button", { name: "Close" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    // The lightbox takes its place out of the address as it closes.
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/$/);
    await logInThroughDialog(page, person.username);
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/glitch-alert-pack\/$/);
    await expect(lightbox).toBeHidden();
  });

  test("the dialog closes on Escape, Close and the backdrop, and has no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    const account = page.getByRole("banner").getByRole("button", { name: "My account" });
    const dialog = page.getByRole("dialog", { name: "Account" });
    await account.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    // It opens on its first field on a desktop; on a phone on Close, so no on-screen keyboard covers it.
    await expect(
      page.viewportSize()!.width >= 992
        ? dialog.getByRole("textbox", { name: "Username or email" })
        : dialog.getByRole("button", { name: "Close" }),
    ).toBeFocused();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
    await account.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await account.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(dialog).toBeHidden();
  });

  test("while the dialog's login is on its way its Log in button is greyed, and usable again after the answer", async ({
    page,
  }) => {
    await page.goto("/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    const dialog = page.getByRole("dialog", { name: "Account" });
    await expect(dialog).toBeVisible();
    // The post is held until the pending look has been seen, then let through. The dialog's form is
    // sent as React Router's data request for /my-account/ ("/my-account.data" or "/my-account/_.data").
    let release = () => {};
    let postHeld = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/my-account(\.data|\/_\.data)$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === "POST") {
          postHeld = true;
          await held;
        }
        await route.continue();
      },
    );
    await dialog.getByRole("textbox", { name: "Username or email address" }).fill(newPerson("busy").username);
    await dialog.getByRole("textbox", { name: "Password" }).fill("wrong password");
    const logIn = dialog.getByRole("button", { name: "Log in" });
    await logIn.click();
    await expect.poll(() => postHeld).toBe(true);
    await expect(logIn).toBeDisabled();
    release();
    await expect(dialog.getByRole("alert")).toContainText("incorrect password");
    await expect(logIn).toBeEnabled();
  });

  test("after a registration in the dialog the focus stays on Register, greyed, until the page is replaced", async ({
    page,
  }) => {
    const person = newPerson("focus");
    const dialog = await fillDialogRegistration(page, person);
    // The page that replaces this one a second after the welcome is held until the focus was seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/shop/",
      async (route) => {
        if (route.request().resourceType() === "document") await held;
        await route.continue();
      },
    );
    const register = dialog.getByRole("button", { name: "Register" });
    await register.click();
    await expect(dialog.getByRole("status")).toContainText("Your account was created");
    await expect(register).toBeFocused();
    await expect(register).toBeDisabled();
    release();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
  });

  test("an empty login or registration in the dialog is answered by the shop's own messages", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    const dialog = page.getByRole("dialog", { name: "Account" });
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(accountMessages.loginMissing);
    await expect(dialog.getByRole("textbox", { name: "Username or email address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await dialog.getByRole("tab", { name: "Register" }).click();
    await dialog.getByRole("textbox", { name: "Email address" }).fill("not an address");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert")).toContainText(accountMessages.usernameRequired);
    await expect(dialog).toBeVisible();
  });

  test("a login that gets no answer says so in the dialog, which stays open with what was typed", async ({ page }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    const dialog = page.getByRole("dialog", { name: "Account" });
    await expect(dialog).toBeVisible();
    // The visitor's connection drops as they log in: neither the dialog's form (React Router's data
    // request for /my-account/) nor a reload of the page's data gets through.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => route.abort("internetdisconnected"),
    );
    const login = dialog.getByRole("textbox", { name: "Username or email address" });
    await login.fill("offline.shopper@example.com");
    await dialog.getByRole("textbox", { name: "Password" }).fill("a password of mine");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
    await expect(login).toHaveValue("offline.shopper@example.com");
    await expect(dialog.getByRole("button", { name: "Log in" })).toBeEnabled();
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test("with the connection gone altogether, the dialog's login and registration still say why in the dialog", async ({
    page,
    context,
  }) => {
    await page.goto("/shop/");
    await waitUntilHydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    const dialog = page.getByRole("dialog", { name: "Account" });
    const login = dialog.getByRole("textbox", { name: "Username or email address" });
    await login.fill("offline.shopper@example.com");
    await dialog.getByRole("textbox", { name: "Password" }).fill("a password of mine");
    // In the form, the visitor's browser has the code that sends it before the connection drops.
    await waitUntilRouteCodeLoaded(page, "routes/my-account");
    await context.setOffline(true);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
    await expect(login).toHaveValue("offline.shopper@example.com");

    await dialog.getByRole("tab", { name: "Register" }).click();
    const email = dialog.getByRole("textbox", { name: "Email address" });
    await dialog.getByRole("textbox", { name: "Username" }).fill("offline-newcomer");
    await email.fill("offline.newcomer@example.com");
    await dialog.getByRole("textbox", { name: "Password" }).fill("a long pass phrase 42");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(backgroundRequestMessages.offline);
    await expect(email).toHaveValue("offline.newcomer@example.com");
    await expect(page).toHaveURL(/\/shop\/$/);
    await context.setOffline(false);
  });

  test("a vendor registers through the Account dialog, and a lost password is reset with the page's script", async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson("jsv");
    const dialog = await fillDialogRegistration(page, person);
    await dialog.getByRole("radiogroup", { name: "I am a…" }).getByRole("radio", { name: "Vendor" }).check();
    await dialog.getByRole("textbox", { name: "Shop URL" }).fill(`js-${person.username}`);
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("status")).toContainText("Your shop will open once the shop owner approves it.");
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await page.goto("/my-account/");
    await expect(page.getByRole("region", { name: "Your shop" })).toContainText("Pending approval");

    await logOut(page);
    await page.getByRole("region", { name: "Login" }).getByRole("link", { name: "Lost your password?" }).click();
    await waitUntilHydrated(page);
    // Sent empty, the refusal marks the field and takes the focus to it.
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter a username or email address." }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Username or email" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Username or email" })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Username or email" }).fill(person.username);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "password reset email" })).toBeVisible();
    await page.goto(await readResetLink(request, baseURL!, person.email));
    await waitUntilHydrated(page);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("another pass phrase 7");
    await page.getByRole("textbox", { name: "Re-enter new password" }).fill("another pass phrase 8");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("textbox", { name: "Re-enter new password" })).toBeFocused();
    await page.getByRole("textbox", { name: "Re-enter new password" }).fill("another pass phrase 7");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "My account" }).click();
    await dialog.getByRole("textbox", { name: "Username or email address" }).fill(person.username);
    await dialog.getByRole("textbox", { name: "Password" }).fill("another pass phrase 7");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
  });

  test("own orders are listed and viewed; another customer's order is not found", async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newPerson("buyer");
    await page.goto("/my-account/");
    await waitUntilHydrated(page);
    const form = page.getByRole("region", { name: "Register" });
    await form.getByRole("textbox", { name: "Username" }).fill(person.username);
    await form.getByRole("textbox", { name: "Email address" }).fill(person.email);
    await form.getByRole("textbox", { name: "Password" }).fill(password);
    await form.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();

    await page.goto("/shop/");
    await page
      .getByRole("button", { name: /^Add “.+” to your cart$/ })
      .first()
      .click();
    await expectCartCount(page, 1);
    await page.goto("/checkout/");
    await page.getByRole("textbox", { name: "First name" }).fill("Robin");
    await page.getByRole("textbox", { name: "Last name" }).fill("Buyer");
    await page.getByRole("combobox", { name: "Country / Region" }).selectOption({ label: "United States (US)" });
    await page.getByRole("textbox", { name: "Street address" }).fill("1 Overlay Way");
    await page.getByRole("textbox", { name: "Town / City" }).fill("Los Angeles");
    await page.getByRole("combobox", { name: "State" }).selectOption({ label: "California" });
    await page.getByRole("textbox", { name: "ZIP Code" }).fill("90001");
    await page.getByRole("textbox", { name: "Phone" }).fill("+1 213 555 0100");
    await page.getByRole("textbox", { name: "Email address" }).fill(person.email);
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.getByRole("checkbox", { name: "I have read and agree to the website terms and conditions" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();

    await page.goto("/my-account/orders/");
    // On a 390 px phone the columns' words stay apart ("Order Date", not "OrderDate").
    await page.setViewportSize({ width: 390, height: 800 });
    const narrowestGap = () =>
      page.getByRole("table").evaluate((table) => {
        const textBox = (cell: Element) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect();
        };
        let gap = Infinity;
        for (const row of table.querySelectorAll("tr")) {
          // Cells whose words show (not the Actions header, which only screen readers read).
          const boxes = [...row.children].map(textBox).filter((box) => box.width > 2);
          for (let i = 1; i < boxes.length; i++) gap = Math.min(gap, boxes[i].left - boxes[i - 1].right);
        }
        return gap;
      });
    expect(await narrowestGap(), "space between the words of two columns, in px").toBeGreaterThanOrEqual(8);
    // …and the whole table, View buttons included, shows without scrolling it sideways.
    expect(
      await page
        .getByRole("table")
        .evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth),
    ).toBe(true);
    // On a 320 px phone the orders still fit: the table scrolls inside itself, never the page.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "page width at 320 px" })
      .toBeLessThanOrEqual(320);
    await page.getByRole("table").getByRole("link", { name: "View" }).first().click();
    await expect(page).toHaveURL(/\/my-account\/view-order\/\d+\/$/);
    const orderUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    // An order shown is one of the Orders: the account menu says so.
    await expect(
      page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Orders" }),
    ).toHaveAttribute("aria-current", "page");

    // Someone else, logged in, asks for the same order number.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    const intruder = newPerson("intr");
    const registered = await postForm(otherPage.request, baseURL!, "/my-account/", {
      intent: "register",
      username: intruder.username,
      email: intruder.email,
      password,
    });
    expect(registered.status()).toBe(303);
    const response = await otherPage.goto(orderUrl);
    expect(response?.status()).toBe(404);
    await other.close();
  });
});

test.describe("refusals", () => {
  test("no request sets a role other than customer or vendor", async ({ request, baseURL }) => {
    for (const role of ["administrator", "shop_manager", "owner", "editor"]) {
      const person = newPerson("role");
      const response = await postForm(request, baseURL!, "/my-account/", {
        intent: "register",
        username: person.username,
        email: person.email,
        password,
        role,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain("Please choose whether you are a customer or a vendor.");
    }
    const extra = newPerson("extra");
    const response = await request.post("/api/account", {
      form: {
        intent: "register",
        username: extra.username,
        email: extra.email,
        password,
        role: "customer",
        is_admin: "1",
      },
      headers: { Origin: baseURL!, Accept: "application/json" },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).success).toBe(false);
  });

  test("the redirect target is a path on this site only", async ({ request, baseURL }) => {
    const person = newPerson("redir");
    const targets = ["https://evil.example/", "//evil.example/", "/\\evil.example/", "javascript:alert(1)"];
    for (const [i, target] of targets.entries()) {
      const response = await postForm(request, baseURL!, "/my-account/", {
        intent: "register",
        username: `${person.username}x${i}`,
        email: `x${i}${person.email}`,
        password,
        redirect: target,
      });
      expect(response.status()).toBe(303);
      // The account's dashboard, which says the account was made.
      expect(response.headers()["location"]).toBe("/my-account/?registered=1");
    }
    const ok = await request.post("/api/account", {
      form: {
        intent: "login",
        username: `${person.username}x1`,
        password,
        redirect: "/cart/",
        _js: "1",
      },
      headers: { Origin: baseURL!, Accept: "application/json" },
    });
    expect(await ok.json()).toMatchObject({ success: true, data: { successfully: true, wp_redirect: "/cart/" } });
  });

  test("200 wrong passwords are refused without a server error; the owner still logs in", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson("victim");
    await postForm(request, baseURL!, "/my-account/", {
      intent: "register",
      username: person.username,
      email: person.email,
      password,
    });
    const answerTo = async (username: string) => {
      const response = await request.post("/api/account", {
        form: { intent: "login", username, password: "a wrong guess" },
        headers: { Origin: baseURL!, Accept: "application/json" },
      });
      return `${response.status()} ${JSON.stringify(await response.json())}`;
    };
    // An unknown account gets the very answer a wrong password gets.
    expect(await answerTo(`nobody-${person.username}`)).toBe(await answerTo(person.username));
    for (let i = 0; i < 200; i++) {
      const response = await request.post("/api/account", {
        form: { intent: "login", username: person.username, password: `guess ${i}` },
        headers: { Origin: baseURL!, Accept: "application/json" },
      });
      expect([400, 429]).toContain(response.status());
      expect((await response.json()).success).toBe(false);
    }
    // The owner is slowed, never locked out: within the wait's ceiling the right password works.
    await expect(async () => {
      const response = await request.post("/api/account", {
        form: { intent: "login", username: person.username, password },
        headers: { Origin: baseURL!, Accept: "application/json" },
      });
      expect(response.status()).toBe(200);
    }).toPass({ timeout: 40_000, intervals: [2_000] });
  });
});

test.describe("account pages are accessible", () => {
  test("no axe violations on the account pages, logged out and in", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    // @axe-core/playwright needs a page of a context of its own.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const violations = async (path: string) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      return results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    };
    const found: string[] = [];
    found.push(...(await violations("/my-account/")), ...(await violations("/my-account/lost-password/")));
    const person = newPerson("axe");
    await registerWithoutJs(page, person);
    for (const path of [
      "/my-account/",
      "/my-account/orders/",
      "/my-account/edit-address/",
      "/my-account/edit-account/",
    ]) {
      found.push(...(await violations(path)));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
