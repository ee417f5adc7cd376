import { emailTakenMessage } from "./email-taken.messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { openSession } from "~/lib/session.server";
import { addToCart, countCartItems } from "~/modules/cart/cart.server";
import { insertProduct, sessionRef } from "~/modules/cart/test-fixtures";
import {
  findAccount,
  isResetTokenValid,
  logIn,
  logOut,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  RESET_MAIL_ACCOUNT_LIMIT,
  saveAccountDetails,
  type AccountDetailsInput,
} from "./account.server";
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure, reserveLoginAttempt } from "./login-throttle.server";
import { THROTTLE_RULES } from "./login-throttle";
import { accountMessages } from "./account.messages";
import { ACCOUNT_NAME_MAX_LENGTH } from "./account-fields";
import { handleAccountDetails, handleLostPassword, handleSaveAddress } from "./account-actions.server";

const sessionIdOf = (setCookie: string) => /shop_session=([^;]+)/.exec(setCookie)![1];
/** What the mails about a changed address or password name. */
const shopMail = { storeName: "Overlay Lab", contactLink: "http://localhost/contact/" };
/** A visitor without a session, from a network address of the tests' own. */
const newVisitor = { address: "192.0.2.1" };

/** The account details form as the page sends it; no password change unless one is given. */
function detailsForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const sent = { intent: "save-account-details", password_current: "", password_1: "", password_2: "", ...fields };
  for (const [k, v] of Object.entries(sent)) form.set(k, v);
  return form;
}

describe.each(testDatabaseKinds)("accounts on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  /** Saves the account details form as the session's customer; fields left out are sent empty. */
  function saveDetails(
    session: { id: string; customer_id: number | null; data_json: string },
    details: Partial<AccountDetailsInput>,
  ) {
    const empty = { firstName: "", lastName: "", displayName: "", email: "", currentPassword: "", newPassword: "" };
    return saveAccountDetails(
      t.db,
      { ...session, customer_id: session.customer_id! },
      { ...empty, ...details },
      shopMail,
    );
  }

  /** A new customer's session row, as registering opens it ("{name}@example.com"). */
  async function registeredSession(name: string) {
    const registered = await registerAccount(
      t.db,
      {
        username: name,
        email: `${name}@example.com`,
        password: `${name} long phrase`,
        role: "customer",
        shopUrl: null,
      },
      newVisitor,
    );
    if (!registered.ok) throw new Error("registration failed");
    return t.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", sessionIdOf(registered.setCookie))
      .executeTakeFirstOrThrow();
  }

  it("registers a customer, who then logs in by username and by e-mail in any case", async () => {
    const registered = await registerAccount(
      t.db,
      { username: "jane", email: "Jane@Example.com", password: "a long pass phrase", role: "customer", shopUrl: null },
      newVisitor,
    );
    expect(registered.ok).toBe(true);
    const byName = await logIn(t.db, { login: "JANE", password: "a long pass phrase", remember: true }, newVisitor);
    const byEmail = await logIn(
      t.db,
      { login: "jane@example.com", password: "a long pass phrase", remember: false },
      newVisitor,
    );
    expect(byName.ok && byEmail.ok).toBe(true);
    if (!byEmail.ok) return;
    expect(byEmail.setCookie).not.toMatch(/Expires=/);
    const wrong = await logIn(t.db, { login: "jane", password: "not the password", remember: true }, newVisitor);
    const unknown = await logIn(t.db, { login: "nobody", password: "not the password", remember: true }, newVisitor);
    expect(wrong).toEqual({ ok: false });
    expect(unknown).toEqual({ ok: false });
  });

  it("refuses a taken username, e-mail address or shop URL", async () => {
    await registerAccount(
      t.db,
      {
        username: "neonworks",
        email: "neon@example.com",
        password: "vendor pass phrase",
        role: "vendor",
        shopUrl: "neon-works",
      },
      newVisitor,
    );
    const again = await registerAccount(
      t.db,
      {
        username: "NeonWorks",
        email: "NEON@example.com",
        password: "vendor pass phrase",
        role: "vendor",
        shopUrl: "neon-works",
      },
      newVisitor,
    );
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.errors.map((e) => e.fields)).toEqual([["username"], ["email"], ["shopurl"]]);
    const vendor = await t.db
      .selectFrom("customers")
      .selectAll()
      .where("username", "=", "neonworks")
      .executeTakeFirstOrThrow();
    expect(vendor.role).toBe("vendor");
    expect(vendor.vendor_status).toBe("pending");
    expect(vendor.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("makes one account of an e-mail address registered in several letter cases at once", async () => {
    await warmPool(t);
    const answers = await Promise.all(
      ["Racer@example.com", "racer@example.com", "RACER@EXAMPLE.COM", "racer@Example.com"].map((email, i) =>
        registerAccount(
          t.db,
          { username: `racer${i}`, email, password: "a long pass phrase", role: "customer", shopUrl: null },
          newVisitor,
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok))
      if (!refused.ok) expect(refused.errors.map((e) => e.fields)).toEqual([["email"]]);
    const accounts = await t.db
      .selectFrom("customers")
      .select("id")
      .where("email", "in", ["Racer@example.com", "racer@example.com", "RACER@EXAMPLE.COM", "racer@Example.com"])
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it("gives one of two accounts an e-mail address both change to at once, and refuses the other", async () => {
    const sessions = [];
    for (const name of ["swapa", "swapb"]) {
      const made = await registerAccount(
        t.db,
        {
          username: name,
          email: `${name}@example.com`,
          password: "a long pass phrase",
          role: "customer",
          shopUrl: null,
        },
        newVisitor,
      );
      if (!made.ok) throw new Error("registration failed");
      sessions.push(
        await t.db
          .selectFrom("sessions")
          .selectAll()
          .where("id", "=", sessionIdOf(made.setCookie))
          .executeTakeFirstOrThrow(),
      );
    }
    await warmPool(t);
    const answers = await Promise.all(
      sessions.map((session) =>
        saveDetails(session, { email: "wanted@example.com", currentPassword: "a long pass phrase" }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ text: emailTakenMessage, fields: ["account_email"] })],
    });
  });

  it("gives a new session on login, closes the old one and keeps the guest's cart", async () => {
    const product = await insertProduct(t.db, { slug: `p-${kind}`, name: "Thing" });
    const guest = await openSession(t.db, newVisitor);
    await addToCart(t.db, sessionRef(guest.id), { productId: product, variationId: null, quantity: "2", choice: {} });
    const login = await logIn(
      t.db,
      { login: "jane", password: "a long pass phrase", remember: true },
      { replaces: guest.id },
    );
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    const newId = sessionIdOf(login.setCookie);
    expect(newId).not.toBe(guest.id);
    expect(
      await t.db.selectFrom("sessions").select("id").where("id", "=", guest.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await countCartItems(t.db, newId)).toBe(2);
    const session = await t.db.selectFrom("sessions").selectAll().where("id", "=", newId).executeTakeFirstOrThrow();
    expect((await findAccount(t.db, session))?.username).toBe("jane");
  });

  it("keeps a cart started while logged in for the account's next login, after a logout", async () => {
    const product = await insertProduct(t.db, { slug: `kept-${kind}`, name: "Kept thing" });
    const session = await registeredSession(`keeper${kind}`);
    await addToCart(t.db, sessionRef(session.id), { productId: product, variationId: null, quantity: "3", choice: {} });
    await logOut(t.db, session.id);
    const login = await logIn(
      t.db,
      { login: `keeper${kind}`, password: `keeper${kind} long phrase`, remember: false },
      newVisitor,
    );
    expect(login.ok).toBe(true);
    if (login.ok) expect(await countCartItems(t.db, sessionIdOf(login.setCookie))).toBe(3);
  });

  it("leaves a customer's cart with their account when someone else logs in on the same browser", async () => {
    const product = await insertProduct(t.db, { slug: `left-${kind}`, name: "Left thing" });
    const first = await registeredSession(`leaver${kind}`);
    await addToCart(t.db, sessionRef(first.id), { productId: product, variationId: null, quantity: "2", choice: {} });
    await registeredSession(`taker${kind}`);
    // The second customer logs in without the first having logged out.
    const taker = await logIn(
      t.db,
      { login: `taker${kind}`, password: `taker${kind} long phrase`, remember: false },
      { replaces: first.id },
    );
    if (!taker.ok) throw new Error("login failed");
    expect(await countCartItems(t.db, sessionIdOf(taker.setCookie))).toBe(0);
    const back = await logIn(
      t.db,
      { login: `leaver${kind}`, password: `leaver${kind} long phrase`, remember: false },
      newVisitor,
    );
    if (!back.ok) throw new Error("login failed");
    expect(await countCartItems(t.db, sessionIdOf(back.setCookie))).toBe(2);
  });

  it("keeps the guest's wishlists on login, as the account's", async () => {
    const guest = await openSession(t.db, newVisitor);
    await t.db
      .insertInto("wishlists")
      .values({
        share_key: `guest-list-${kind}`,
        title: "Gift ideas",
        session_id: guest.id,
        customer_id: null,
        is_default: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const login = await logIn(
      t.db,
      { login: "jane", password: "a long pass phrase", remember: true },
      { replaces: guest.id },
    );
    expect(login.ok).toBe(true);
    const list = await t.db
      .selectFrom("wishlists")
      .innerJoin("customers", "customers.id", "wishlists.customer_id")
      .select(["customers.username", "wishlists.title"])
      .where("share_key", "=", `guest-list-${kind}`)
      .executeTakeFirstOrThrow();
    expect(list).toEqual({ username: "jane", title: "Gift ideas" });
  });

  it("changing the password logs the account out everywhere else", async () => {
    const a = await logIn(t.db, { login: "jane", password: "a long pass phrase", remember: true }, newVisitor);
    const b = await logIn(t.db, { login: "jane", password: "a long pass phrase", remember: true }, newVisitor);
    if (!a.ok || !b.ok) throw new Error("login failed");
    const sessionA = await t.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", sessionIdOf(a.setCookie))
      .executeTakeFirstOrThrow();
    const saved = await saveDetails(sessionA, {
      firstName: "Jane",
      lastName: "Doe",
      displayName: "Jane D.",
      email: "jane@example.com",
      currentPassword: "a long pass phrase",
      newPassword: "another long phrase",
    });
    expect(saved.ok).toBe(true);
    const left = await t.db
      .selectFrom("sessions")
      .select("id")
      .where("customer_id", "=", sessionA.customer_id)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0].id).not.toBe(sessionIdOf(b.setCookie));
    expect((await logIn(t.db, { login: "jane", password: "another long phrase", remember: true }, newVisitor)).ok).toBe(
      true,
    );
  });

  it("resets a password once with a mailed token", async () => {
    let link = "";
    await requestPasswordReset(t.db, "JANE@example.com", (token) => (link = token), "Overlay Lab");
    const mail = await t.db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("jane@example.com");
    expect(mail.text_body).toContain(link);
    expect(await isResetTokenValid(t.db, link)).toBe(true);
    expect(await resetPassword(t.db, link, "a brand new phrase")).toBe(true);
    expect(await resetPassword(t.db, link, "a second new phrase")).toBe(false);
    expect((await logIn(t.db, { login: "jane", password: "a brand new phrase", remember: true }, newVisitor)).ok).toBe(
      true,
    );
    // An unknown account: nothing is mailed, and nothing says so.
    const before = await t.db.selectFrom("mail_outbox").select("id").execute();
    await requestPasswordReset(t.db, "nobody@example.com", () => "", "Overlay Lab");
    expect(await t.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });

  it("tells the old e-mail address of a new one, and the account's address of a new password", async () => {
    const session = await registeredSession(`told${kind}`);
    const mailsTo = (address: string) =>
      t.db.selectFrom("mail_outbox").select(["subject", "text_body"]).where("to_address", "=", address).execute();
    const changed = await saveDetails(session, {
      email: `told-new${kind}@example.com`,
      currentPassword: `told${kind} long phrase`,
    });
    expect(changed.ok).toBe(true);
    expect(await mailsTo(`told${kind}@example.com`)).toEqual([
      {
        subject: accountMessages.emailChangedMailSubject("Overlay Lab"),
        text_body: accountMessages.emailChangedMailText(
          "Overlay Lab",
          `told${kind}`,
          `told-new${kind}@example.com`,
          shopMail.contactLink,
        ),
      },
    ]);
    expect(await mailsTo(`told-new${kind}@example.com`)).toEqual([]);
    const renewed = await saveDetails(session, {
      email: `told-new${kind}@example.com`,
      currentPassword: `told${kind} long phrase`,
      newPassword: "a fresh long phrase",
    });
    expect(renewed.ok).toBe(true);
    expect(await mailsTo(`told-new${kind}@example.com`)).toEqual([
      {
        subject: accountMessages.passwordChangedMailSubject("Overlay Lab"),
        text_body: accountMessages.passwordChangedMailText("Overlay Lab", `told${kind}`, shopMail.contactLink),
      },
    ]);
    // Names only: nothing is mailed.
    const before = await t.db.selectFrom("mail_outbox").select("id").execute();
    const named = await saveDetails(session, { firstName: "Tess", email: `told-new${kind}@example.com` });
    expect(named.ok).toBe(true);
    expect(await t.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });

  it("a reset link mailed to the old e-mail address no longer works once the address has changed", async () => {
    const session = await registeredSession(`mover${kind}`);
    let token = "";
    await requestPasswordReset(t.db, `mover${kind}`, (made) => (token = made), "Overlay Lab");
    expect(await isResetTokenValid(t.db, token)).toBe(true);
    const saved = await saveDetails(session, {
      email: `moved${kind}@example.com`,
      currentPassword: `mover${kind} long phrase`,
    });
    expect(saved.ok).toBe(true);
    expect(await isResetTokenValid(t.db, token)).toBe(false);
    expect(await resetPassword(t.db, token, "an attacker's phrase")).toBe(false);
  });

  it("refuses the account's username as its new password, on the details page and through a reset link", async () => {
    const session = await registeredSession("samename42");
    const likeName = { type: "error", text: accountMessages.passwordLikeName, fields: ["password_1"] };
    const saved = await saveDetails(session, {
      displayName: "samename42",
      email: "samename42@example.com",
      currentPassword: "samename42 long phrase",
      newPassword: "SameName42",
    });
    expect(saved).toEqual({ ok: false, errors: [likeName] });

    let token = "";
    await requestPasswordReset(t.db, "samename42", (made) => (token = made), "Overlay Lab");
    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "reset-password",
      key: token,
      password_1: "samename42",
      password_2: "samename42",
    }))
      form.set(k, v);
    const mail = { origin: "http://shop.test", storeName: "Overlay Lab" };
    expect(await handleLostPassword(t.db, form, mail, "198.51.100.70")).toMatchObject({
      init: { status: 400 },
      data: { messages: [likeName] },
    });
    // The link still works for a password that keeps the rules.
    expect(await isResetTokenValid(t.db, token)).toBe(true);
    expect((await logIn(t.db, { login: "samename42", password: "samename42", remember: false }, newVisitor)).ok).toBe(
      false,
    );
  });

  it("mails one account at most 3 reset links an hour, however it is named and however fast asked", async () => {
    await registerAccount(
      t.db,
      {
        username: "flooded",
        email: "flooded@example.com",
        password: "a long pass phrase",
        role: "customer",
        shopUrl: null,
      },
      newVisitor,
    );
    const mailsTo = async (address: string) =>
      (await t.db.selectFrom("mail_outbox").select("id").where("to_address", "=", address).execute()).length;
    // The username and spellings of the address, all at once, as from many addresses.
    const names = ["flooded", "FLOODED", "flooded@example.com", "Flooded@Example.com", "FLOODED@EXAMPLE.COM"];
    await Promise.all(
      [...names, ...names].map((name) => requestPasswordReset(t.db, name, () => "token", "Overlay Lab")),
    );
    expect(await mailsTo("flooded@example.com")).toBe(RESET_MAIL_ACCOUNT_LIMIT.max);
    expect(RESET_MAIL_ACCOUNT_LIMIT).toMatchObject({ max: 3, windowMs: 60 * 60 * 1000 });
    // Another account is not held back by it.
    const before = await mailsTo("jane@example.com");
    await requestPasswordReset(t.db, "jane", () => "token", "Overlay Lab");
    expect(await mailsTo("jane@example.com")).toBe(before + 1);
  });

  it("slows repeated failures without locking the owner out", async () => {
    const now = new Date("2026-01-01T10:00:00.000Z");
    for (let i = 0; i < 60; i++) await recordLoginFailure(t.db, "jane", "10.0.0.1", now);
    expect(await loginWaitSeconds(t.db, "Jane", "10.0.0.1", now)).toBe(15);
    expect(await loginWaitSeconds(t.db, "jane", "10.0.0.1", new Date(now.getTime() + 15_000))).toBe(0);
    await clearLoginFailures(t.db, "jane", "10.0.0.1");
    // The address's own counter stays: it had tried 60 times.
    expect(await loginWaitSeconds(t.db, "someone-else", "10.0.0.1", now)).toBe(15);
    expect(await loginWaitSeconds(t.db, "jane", "10.0.0.2", now)).toBe(0);
  });

  it("counts guesses sent all at once: of 20, five are checked and the rest are told to wait", async () => {
    const now = new Date("2026-01-02T10:00:00.000Z");
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => reserveLoginAttempt(t.db, "bulk-guess", "10.0.0.9", now)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(THROTTLE_RULES["account-address"].free);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThan(0);
  });

  it("slows guesses of the current password on the account details page like logins", async () => {
    await registerAccount(
      t.db,
      {
        username: "guessed",
        email: "guessed@example.com",
        password: "the right long phrase",
        role: "customer",
        shopUrl: null,
      },
      newVisitor,
    );
    const logged = await logIn(
      t.db,
      { login: "guessed", password: "the right long phrase", remember: false },
      newVisitor,
    );
    if (!logged.ok) throw new Error("login failed");
    const session = await t.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", sessionIdOf(logged.setCookie))
      .executeTakeFirstOrThrow();
    const save = (current: string) => {
      const form = detailsForm({
        account_first_name: "G",
        account_last_name: "U",
        account_display_name: "guessed",
        account_email: "guessed@example.com",
        password_current: current,
        password_1: "a brand new long phrase",
        password_2: "a brand new long phrase",
      });
      return handleAccountDetails(t.db, { ...session, customer_id: session.customer_id! }, form, shopMail);
    };
    const wrong = {
      init: { status: 400 },
      data: { messages: [{ type: "error", text: accountMessages.currentPasswordWrong }] },
    };
    for (let i = 0; i < THROTTLE_RULES["account-address"].free; i++)
      expect(await save("wrong guess")).toMatchObject(wrong);
    // Even the right password now waits: the guesser cannot tell it from a wrong one.
    const held = await save("the right long phrase");
    expect(held).toMatchObject({ init: { status: 429 } });
    expect(JSON.stringify(held)).toContain("wait");
  });
  it("refuses a current password typed without a new one (nothing needs it), and keeps nothing", async () => {
    const session = await registeredSession("halfway");
    const details = detailsForm({
      account_first_name: "Half",
      account_last_name: "Way",
      account_display_name: "halfway",
      account_email: "halfway@example.com",
      password_current: "not even the password",
      password_1: "",
      password_2: "",
    });
    const refused = await handleAccountDetails(
      t.db,
      { ...session, customer_id: session.customer_id! },
      details,
      shopMail,
    );
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { messages: [{ type: "error", text: accountMessages.passwordFieldsIncomplete, fields: ["password_1"] }] },
    });
    expect((await findAccount(t.db, session))?.firstName).toBe("");
  });

  it("says how many characters a name may have when the display, first or last name is too long", async () => {
    const session = await registeredSession("longnames");
    const details = detailsForm({
      account_first_name: "F".repeat(ACCOUNT_NAME_MAX_LENGTH + 1),
      account_last_name: "L".repeat(ACCOUNT_NAME_MAX_LENGTH + 1),
      account_display_name: "D".repeat(ACCOUNT_NAME_MAX_LENGTH + 1),
      account_email: "longnames@example.com",
      password_current: "",
      password_1: "",
      password_2: "",
    });
    const refused = await handleAccountDetails(
      t.db,
      { ...session, customer_id: session.customer_id! },
      details,
      shopMail,
    );
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: {
        messages: [
          { text: "First name is too long: use at most 100 characters.", fields: ["account_first_name"] },
          { text: "Last name is too long: use at most 100 characters.", fields: ["account_last_name"] },
          { text: "Display name is too long: use at most 100 characters.", fields: ["account_display_name"] },
        ],
      },
    });
    // Exactly the limit is kept.
    details.set("account_display_name", "D".repeat(ACCOUNT_NAME_MAX_LENGTH));
    details.set("account_first_name", "Ada");
    details.set("account_last_name", "Lovelace");
    await handleAccountDetails(t.db, { ...session, customer_id: session.customer_id! }, details, shopMail);
    expect((await findAccount(t.db, session))?.displayName).toBe("D".repeat(ACCOUNT_NAME_MAX_LENGTH));
  });

  it("names the fields each refusal of the details and address forms is about, and keeps nothing", async () => {
    const session = await registeredSession("fields");
    const details = detailsForm({
      account_first_name: "F".repeat(101),
      account_last_name: "Fine",
      account_display_name: "fields",
      account_email: "not an address",
      password_current: "",
      password_1: "one new phrase",
      password_2: "another phrase",
    });
    const refusedDetails = await handleAccountDetails(
      t.db,
      { ...session, customer_id: session.customer_id! },
      details,
      shopMail,
    );
    expect(refusedDetails).toMatchObject({
      init: { status: 400 },
      data: {
        messages: [
          {
            type: "error",
            text: accountMessages.firstNameTooLong(ACCOUNT_NAME_MAX_LENGTH),
            fields: ["account_first_name"],
          },
          { type: "error", text: accountMessages.emailInvalid, fields: ["account_email"] },
          { type: "error", text: accountMessages.newPasswordsMismatch, fields: ["password_2"] },
        ],
      },
    });
    expect((await findAccount(t.db, session))?.firstName).toBe("");

    const address = new FormData();
    for (const [k, v] of Object.entries({
      intent: "save-address",
      kind: "shipping",
      first_name: "Ada",
      country: "US",
      state: "Atlantis",
      postcode: "123",
    }))
      address.set(k, v);
    const refusedAddress = await handleSaveAddress(t.db, session.customer_id!, address);
    expect(refusedAddress).toMatchObject({
      init: { status: 400 },
      data: {
        messages: [{ fields: ["shipping_postcode"] }, { fields: ["shipping_state"] }],
        typed: { kind: "shipping", address: { first_name: "Ada", state: "Atlantis", postcode: "123" } },
      },
    });
    const kept = await t.db
      .selectFrom("customers")
      .select("shipping_json")
      .where("id", "=", session.customer_id!)
      .executeTakeFirst();
    expect(kept?.shipping_json ?? "").not.toContain("Atlantis");
  });
  it("refuses a line break in a name or an address field, which the shop's mails are written from, and keeps nothing", async () => {
    const session = await registeredSession("lines");
    const owner = { ...session, customer_id: session.customer_id! };
    for (const field of ["account_first_name", "account_last_name", "account_display_name"]) {
      const details = detailsForm({
        account_first_name: "Lin",
        account_last_name: "Es",
        account_display_name: "lines",
        account_email: "lines@example.com",
        password_current: "",
        password_1: "",
        password_2: "",
        [field]: "Lin\r\nYour account is locked: visit evil.example",
      });
      expect(await handleAccountDetails(t.db, owner, details, shopMail)).toMatchObject({
        init: { status: 400 },
        data: { messages: [{ type: "error", text: accountMessages.badRequest }] },
      });
    }
    expect(await findAccount(t.db, session)).toMatchObject({ firstName: "", lastName: "" });

    const address = new FormData();
    for (const [k, v] of Object.entries({
      intent: "save-address",
      kind: "billing",
      first_name: "Lin",
      address_1: "1 Road\nVisit evil.example",
      country: "GB",
      postcode: "SW1A 1AA",
    }))
      address.set(k, v);
    expect(await handleSaveAddress(t.db, session.customer_id!, address)).toMatchObject({
      init: { status: 400 },
      data: { messages: [{ type: "error", text: accountMessages.addressInvalid }] },
    });
    const kept = await t.db
      .selectFrom("customers")
      .select("billing_json")
      .where("id", "=", session.customer_id!)
      .executeTakeFirst();
    expect(kept?.billing_json ?? "").not.toContain("evil.example");
  });
});
