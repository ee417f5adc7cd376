import { emailTakenMessage } from "./email-taken.messages";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { nowIso, takeTurns, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { allowRequest, type RateLimit } from "~/lib/rate-limit.server";
import { redirect } from "react-router";
import { closeSession, findSession, isRememberedSession, openSession, type NewSessionFor } from "~/lib/session.server";
import { accountLoginHref, accountPath } from "~/lib/hrefs";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { adoptCartOnLogin } from "~/modules/cart/cart.server";
import { mergeGuestWishlists } from "~/modules/wishlist/wishlist.server";
import { mergeVisitorIntoCustomer } from "~/modules/blog/visitor.server";
import { queueMail } from "~/modules/mail/mail-outbox.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hash.server";
import type { AccountNotice, AccountOrderRow, AccountView, SavedAddress } from "./account.types";
import { fieldError } from "./account-answer";
import { usernameFromEmail, type SelfServiceRole } from "./account-fields";
import { accountMessages } from "./account.messages";
import { passwordProblem, passwordProblemMessage } from "./password-rules";

export type { AccountView } from "./account.types";

type CustomerRow = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  role: string;
  shop_url: string | null;
  vendor_status: string;
};

function toAccountView(row: CustomerRow): AccountView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name || row.username,
    role: row.role,
    shopUrl: row.shop_url,
    vendorStatus: row.vendor_status,
  };
}

const accountColumns = [
  "id",
  "username",
  "email",
  "first_name",
  "last_name",
  "display_name",
  "role",
  "shop_url",
  "vendor_status",
] as const;

/** The customer logged in with this session, or null. */
export async function findAccount(db: Tx, session: { customer_id: number | null } | null): Promise<AccountView | null> {
  if (!session?.customer_id) return null;
  const row = await db
    .selectFrom("customers")
    .select(accountColumns)
    .where("id", "=", session.customer_id)
    .executeTakeFirst();
  return row ? toAccountView(row) : null;
}

// ---------------------------------------------------------------------------------------
// Sessions of an account

/**
 * Starts the account's session: always a new id (whatever id the visitor had, possibly planted by
 * someone else, is closed), the guest's cart, wishlists and blog likes following it. A visitor
 * without a session opens one as any new visitor does (NEW_SESSION_ADDRESS_LIMIT; past it
 * NewSessionLimitReached is thrown and the transaction rolls back).
 */
async function startAccountSession(
  tx: Tx,
  customerId: number,
  visitor: NewSessionFor,
  remember: boolean,
): Promise<string> {
  const previousSessionId = "replaces" in visitor ? visitor.replaces : null;
  const previous = previousSessionId
    ? await tx.selectFrom("sessions").select("customer_id").where("id", "=", previousSessionId).executeTakeFirst()
    : undefined;
  // Only a guest's things (or the same account's) follow the login. Someone logging in to their
  // own account on a computer another customer left logged in must not walk off with that
  // customer's cart: it stays saved with its account, for that customer's next login.
  const carriedSessionId =
    previous && (previous.customer_id === null || previous.customer_id === customerId) ? previousSessionId : null;
  const opened = await openSession(tx, visitor, { customerId, remember });
  await adoptCartOnLogin(tx, { fromSessionId: carriedSessionId, toSessionId: opened.id, customerId });
  if (carriedSessionId) {
    // What the visitor did as a guest stays theirs: wishlists, and likes on the blog.
    await mergeGuestWishlists(tx, carriedSessionId, customerId);
    await mergeVisitorIntoCustomer(tx, carriedSessionId, customerId);
  }
  if (previousSessionId) await closeSession(tx, previousSessionId);
  return opened.setCookie;
}

/** Logs the visitor out: the session row goes, with it everything the id could do. */
export async function logOut(db: DB, sessionId: string): Promise<void> {
  await writeTransaction(db, (tx) => closeSession(tx, sessionId));
}

// ---------------------------------------------------------------------------------------
// Registration

/**
 * Each new account is mailed and kept, so one sender may try 10 registrations an hour (refused
 * ones for a taken name or address count too, as their answer tells which accounts exist): more
 * than a household or an office needs, too few for a script filling the customer list or
 * probing it.
 */
export const REGISTRATION_ADDRESS_LIMIT: RateLimit = { scope: "registration", max: 10, windowMs: 60 * 60 * 1000 };

/**
 * Whether one more account may be asked for from this address (REGISTRATION_ADDRESS_LIMIT), counted
 * if so. Every way of making an account asks it before the slow password hash: the registration
 * forms and "Create an account?" at checkout. A checkout's hash once came before any limit, so one
 * session could queue hashes by the hundred, and every shopper's login waited behind them.
 */
export function allowAccountCreation(db: DB, clientAddress: string): Promise<boolean> {
  return writeTransaction(db, (tx) => allowRequest(tx, REGISTRATION_ADDRESS_LIMIT, clientAddress));
}

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
  role: SelfServiceRole;
  /** Only for vendors, already normalized and checked by shopUrlProblem. */
  shopUrl: string | null;
}

export type RegistrationResult =
  { ok: true; setCookie: string; account: AccountView } | { ok: false; errors: AccountNotice[] };

/**
 * Taken names are compared in any letter case, which the unique indexes do not do: every writer of
 * a username, e-mail address or shop URL takes its turn before it looks, inside its transaction.
 * Without it, on PostgreSQL, two registrations of Ann@example.com and ann@example.com sent at once
 * both found the address free and made two accounts; two of one name failed with a 500 on a change
 * of e-mail address.
 */
function takeAccountNamesTurn(tx: Tx): Promise<void> {
  return takeTurns(tx, "account-names");
}

/** The username, e-mail address and shop URL of a registration that an account already has. */
async function takenRegistrationFields(db: Tx, input: RegistrationInput): Promise<AccountNotice[]> {
  const errors: AccountNotice[] = [];
  if (await findByLogin(db, input.username)) errors.push(fieldError(accountMessages.usernameTaken, "username"));
  if (await findByLogin(db, input.email)) errors.push(fieldError(emailTakenMessage, "email"));
  if (input.shopUrl) {
    const taken = await db
      .selectFrom("customers")
      .select("id")
      .where(sql<string>`lower(shop_url)`, "=", input.shopUrl.toLowerCase())
      .executeTakeFirst();
    if (taken) errors.push(fieldError(accountMessages.shopUrlTaken, "shopurl"));
  }
  return errors;
}

/**
 * Creates a customer or vendor account (the role is one of the two, checked by the caller's schema;
 * nothing else is ever written to `role` by a request) and logs it in. Taken usernames, addresses
 * and shop URLs are refused inside the transaction, and again by the unique indexes. Throws
 * NewSessionLimitReached, having made nothing, when a visitor without a session would open one
 * too many from their address.
 */
export async function registerAccount(
  db: DB,
  input: RegistrationInput,
  visitor: NewSessionFor,
): Promise<RegistrationResult> {
  // A taken name is refused before the slow hash, so refusals cost the server nothing; checked
  // again in the transaction for a registration of the same name at the same time.
  const taken = await takenRegistrationFields(db, input);
  if (taken.length > 0) return { ok: false, errors: taken };
  // Hashing is slow on purpose: done before the write transaction, which it would hold up.
  const passwordHash = await hashPassword(input.password);
  try {
    return await writeTransaction(db, async (tx) => {
      await takeAccountNamesTurn(tx);
      const errors = await takenRegistrationFields(tx, input);
      if (errors.length > 0) return { ok: false as const, errors };
      const row = await tx
        .insertInto("customers")
        .values({
          username: input.username,
          email: input.email,
          password_hash: passwordHash,
          first_name: "",
          last_name: "",
          role: input.role,
          shop_url: input.role === "vendor" ? input.shopUrl : null,
          vendor_status: input.role === "vendor" ? "pending" : "",
          created_at: nowIso(),
        })
        .returning(accountColumns)
        .executeTakeFirstOrThrow();
      const setCookie = await startAccountSession(tx, row.id, visitor, true);
      return { ok: true as const, setCookie, account: toAccountView(row) };
    });
  } catch (error) {
    // Two registrations of the same name at once: the unique index refused the second.
    if (/unique|duplicate/i.test(String((error as Error)?.message))) {
      return { ok: false, errors: [fieldError(accountMessages.usernameTaken, "username")] };
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// Accounts made at checkout ("Create an account?")

/** Whether an account already has this e-mail address (any case): such a shopper is asked to log in. */
export async function isEmailRegistered(db: Tx, email: string): Promise<boolean> {
  return (await findByLogin(db, email)) !== undefined;
}

/** The first free username of base, base2, base3… (checked in the caller's transaction). */
async function freeUsername(tx: Tx, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await findByLogin(tx, candidate))) return candidate;
  }
}

/**
 * The username an account made at checkout with this e-mail address gets: the address's username
 * (usernameFromEmail), with a number added when that one is taken.
 */
export async function checkoutAccountUsername(db: Tx, email: string): Promise<string> {
  return freeUsername(db, usernameFromEmail(email));
}

export interface CheckoutAccountInput {
  email: string;
  firstName: string;
  lastName: string;
  /** Hashed before the order's transaction starts, which the slow hash would hold up. */
  passwordHash: string;
  billing: SavedAddress;
  shipping: SavedAddress;
}

/**
 * Creates the customer account a shopper asked for at checkout, inside the order's transaction, so
 * the order and its account are written together or not at all. The username is made from the
 * e-mail address; the order's addresses become the account's saved addresses. Null when the
 * address already has an account (the shopper is asked to log in instead).
 */
export async function createCheckoutAccount(
  tx: Tx,
  input: CheckoutAccountInput,
): Promise<{ id: number; username: string } | null> {
  await takeAccountNamesTurn(tx);
  if (await isEmailRegistered(tx, input.email)) return null;
  const username = await checkoutAccountUsername(tx, input.email);
  const row = await tx
    .insertInto("customers")
    .values({
      username,
      email: input.email,
      password_hash: input.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      role: "customer",
      shop_url: null,
      vendor_status: "",
      billing_json: JSON.stringify(input.billing),
      shipping_json: JSON.stringify(input.shipping),
      created_at: nowIso(),
    })
    .returning(["id", "username"])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Logs in the account just made at checkout, once the order is written: a new session (ending with
 * the browser, as "Remember me" was not asked), the guest's wishlists and likes following it, and a
 * welcome mail with the username. Returns the session cookie.
 */
export async function startCheckoutAccountSession(
  tx: Tx,
  account: { id: number; username: string; email: string },
  previousSessionId: string,
  mail: { storeName: string; accountLink: string },
): Promise<string> {
  await queueMail(tx, {
    to: account.email,
    subject: accountMessages.welcomeMailSubject(mail.storeName),
    text: accountMessages.welcomeMailText(mail.storeName, account.username, mail.accountLink),
  });
  return startAccountSession(tx, account.id, { replaces: previousSessionId }, false);
}

/** Keeps the addresses of a logged-in customer's order as their saved addresses, for the next checkout. */
export async function rememberOrderAddresses(
  tx: Tx,
  customerId: number,
  addresses: { billing: SavedAddress; shipping: SavedAddress | null },
): Promise<void> {
  await tx
    .updateTable("customers")
    .set({
      billing_json: JSON.stringify(addresses.billing),
      ...(addresses.shipping ? { shipping_json: JSON.stringify(addresses.shipping) } : {}),
    })
    .where("id", "=", customerId)
    .execute();
}

/** The account whose username or e-mail address (either, any case) is `login`. */
async function findByLogin(db: Tx, login: string) {
  const value = login.trim().toLowerCase();
  if (!value) return undefined;
  return db
    .selectFrom("customers")
    .select(["id", "username", "email", "password_hash"])
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, "=", value), eb(sql<string>`lower(email)`, "=", value)]))
    .orderBy("id")
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------
// Login

export type LoginResult = { ok: true; setCookie: string; customerId: number } | { ok: false };

/**
 * Checks a login (username or e-mail address) and password. An unknown account is answered like a
 * wrong password, after the same work (a hash verified), so neither the answer nor its time tells
 * which accounts exist. On success the visitor gets a new session; a visitor without one is
 * counted as a new visitor from their address, and past NEW_SESSION_ADDRESS_LIMIT the right
 * password throws NewSessionLimitReached instead (a failed login opens nothing and is not counted).
 */
export async function logIn(
  db: DB,
  input: { login: string; password: string; remember: boolean },
  visitor: NewSessionFor,
): Promise<LoginResult> {
  const account = await findByLogin(db, input.login);
  const matches = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !matches) return { ok: false };
  const setCookie = await writeTransaction(db, (tx) => startAccountSession(tx, account.id, visitor, input.remember));
  return { ok: true, setCookie, customerId: account.id };
}

// ---------------------------------------------------------------------------------------
// Account details and password

export interface AccountDetailsInput {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
}

export type AccountDetailsResult = { ok: true; setCookie: string | null } | { ok: false; errors: AccountNotice[] };

/** What the mails telling of a changed e-mail address or password name: the shop, and where to reach it. */
export interface AccountChangeMail {
  storeName: string;
  contactLink: string;
}

/**
 * Saves the account details. A new password needs the current one; it then ends every session of
 * the account (logged out everywhere) and opens a new one for this browser. A new e-mail address is
 * told to the old one, a new password to the account's address.
 */
export async function saveAccountDetails(
  db: DB,
  session: { id: string; customer_id: number; data_json: string },
  input: AccountDetailsInput,
  mail: AccountChangeMail,
): Promise<AccountDetailsResult> {
  const customerId = session.customer_id;
  const current = await db
    .selectFrom("customers")
    .select(["password_hash", "email", "username"])
    .where("id", "=", customerId)
    .executeTakeFirstOrThrow();
  const changesPassword = input.newPassword !== "";
  // The form's own rules were checked with the e-mail address typed; the username is known here.
  const passwordIssue = changesPassword ? passwordProblem(input.newPassword, [current.username, input.email]) : null;
  if (passwordIssue) return { ok: false, errors: [fieldError(passwordProblemMessage(passwordIssue), "password_1")] };
  const changesEmail = input.email.toLowerCase() !== current.email.toLowerCase();
  // The current password with no new one: the new one was left out, and saving the rest as if the
  // password had changed (or taking a wrong current password without a word) would mislead.
  if (input.currentPassword && !changesPassword && !changesEmail)
    return { ok: false, errors: [fieldError(accountMessages.passwordFieldsIncomplete, "password_1")] };
  if (changesPassword || changesEmail) {
    if (!input.currentPassword)
      return { ok: false, errors: [fieldError(accountMessages.currentPasswordRequired, "password_current")] };
    if (!(await verifyPassword(current.password_hash, input.currentPassword)))
      return { ok: false, errors: [fieldError(accountMessages.currentPasswordWrong, "password_current")] };
  }
  const newHash = changesPassword ? await hashPassword(input.newPassword) : null;
  return writeTransaction(db, async (tx) => {
    if (changesEmail) {
      await takeAccountNamesTurn(tx);
      const other = await findByLogin(tx, input.email);
      if (other && other.id !== customerId)
        return { ok: false as const, errors: [fieldError(emailTakenMessage, "account_email")] };
      // Reset links already mailed went to the old address, which the account no longer trusts.
      await tx.deleteFrom("password_resets").where("customer_id", "=", customerId).execute();
    }
    await tx
      .updateTable("customers")
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        display_name: input.displayName,
        email: input.email,
        ...(newHash ? { password_hash: newHash } : {}),
      })
      .where("id", "=", customerId)
      .execute();
    if (changesEmail)
      await queueMail(tx, {
        to: current.email,
        subject: accountMessages.emailChangedMailSubject(mail.storeName),
        text: accountMessages.emailChangedMailText(mail.storeName, current.username, input.email, mail.contactLink),
      });
    if (newHash)
      await queueMail(tx, {
        to: input.email,
        subject: accountMessages.passwordChangedMailSubject(mail.storeName),
        text: accountMessages.passwordChangedMailText(mail.storeName, current.username, mail.contactLink),
      });
    if (!newHash) return { ok: true as const, setCookie: null };
    return { ok: true as const, setCookie: await restartSessions(tx, customerId, session) };
  });
}

/** After a password change: every session of the account ends, this browser gets a new one. */
async function restartSessions(tx: Tx, customerId: number, current: { id: string; data_json: string }) {
  const opened = await openSession(
    tx,
    { replaces: current.id },
    { customerId, remember: isRememberedSession(current) },
  );
  await adoptCartOnLogin(tx, { fromSessionId: current.id, toSessionId: opened.id, customerId });
  await tx.deleteFrom("sessions").where("customer_id", "=", customerId).where("id", "!=", opened.id).execute();
  await tx.deleteFrom("password_resets").where("customer_id", "=", customerId).execute();
  return opened.setCookie;
}

// ---------------------------------------------------------------------------------------
// Lost password

/** A reset link works once, for this long. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Reset mails one account is sent, whoever asks and from wherever. The login throttle counts the
 * text typed, per address; an account's username and each spelling of its e-mail are other texts,
 * so from many addresses its inbox could still be sent a mail a minute without this.
 */
export const RESET_MAIL_ACCOUNT_LIMIT: RateLimit = { scope: "reset-mail-account", max: 3, windowMs: 60 * 60 * 1000 };

/**
 * Mails a one-use reset link to the account matching `login`, if one does and it has not had
 * RESET_MAIL_ACCOUNT_LIMIT's mails this hour; the visitor is told the same in every case, so the
 * answer says nothing about which accounts exist. The token is random (32 bytes); only its SHA-256
 * is stored.
 */
export async function requestPasswordReset(
  db: DB,
  login: string,
  link: (token: string) => string,
  storeName: string,
): Promise<void> {
  await writeTransaction(db, async (tx) => {
    const account = await findByLogin(tx, login);
    if (!account) return;
    if (!(await allowRequest(tx, RESET_MAIL_ACCOUNT_LIMIT, `account:${account.id}`))) return;
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    await tx
      .insertInto("password_resets")
      .values({
        token_hash: tokenHash(token),
        customer_id: account.id,
        expires_at: new Date(now.getTime() + RESET_TOKEN_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await queueMail(tx, {
      to: account.email,
      subject: accountMessages.resetMailSubject(storeName),
      text: accountMessages.resetMailText(storeName, account.username, link(token)),
    });
  });
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** Whether a reset token can still be used (shown before asking for the new password). */
export async function isResetTokenValid(db: Tx, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const row = await db
    .selectFrom("password_resets")
    .select("token_hash")
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** The username and e-mail address of the account a reset token (still usable) is for, or null. */
export async function findResetAccountNames(db: Tx, token: string): Promise<string[] | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("customers", "customers.id", "password_resets.customer_id")
    .select(["customers.username", "customers.email"])
    .where("password_resets.token_hash", "=", tokenHash(token))
    .where("password_resets.used_at", "is", null)
    .where("password_resets.expires_at", ">", nowIso())
    .executeTakeFirst();
  return row ? [row.username, row.email] : null;
}

/**
 * Sets a new password with a reset token: the token is used up in the same transaction (a
 * conditional update, so two uses at once cannot both pass), every session of the account ends.
 * The visitor then logs in with the new password.
 */
export async function resetPassword(db: DB, token: string, newPassword: string): Promise<boolean> {
  // A made-up key is refused before the slow hash (and again, used up, in the transaction).
  if (!(await isResetTokenValid(db, token))) return false;
  const newHash = await hashPassword(newPassword);
  return writeTransaction(db, async (tx) => {
    const row = await tx
      .selectFrom("password_resets")
      .select("customer_id")
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso())
      .executeTakeFirst();
    if (!row) return false;
    const used = await tx
      .updateTable("password_resets")
      .set({ used_at: nowIso() })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await tx.updateTable("customers").set({ password_hash: newHash }).where("id", "=", row.customer_id).execute();
    await tx.deleteFrom("sessions").where("customer_id", "=", row.customer_id).execute();
    await tx.deleteFrom("password_resets").where("customer_id", "=", row.customer_id).execute();
    return true;
  });
}

// ---------------------------------------------------------------------------------------
// Orders and addresses

/** The account's orders, newest first. */
export async function listAccountOrders(db: Tx, customerId: number): Promise<AccountOrderRow[]> {
  const rows = await db
    .selectFrom("orders")
    .leftJoin("order_lines", "order_lines.order_id", "orders.id")
    .select(["orders.id", "orders.created_at", "orders.status", "orders.total"])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("order_lines.quantity"), sql<number>`0`).as("item_count"))
    .where("orders.customer_id", "=", customerId)
    .groupBy(["orders.id", "orders.created_at", "orders.status", "orders.total"])
    .orderBy("orders.id", "desc")
    .execute();
  return rows.map((r) => ({
    number: r.id,
    createdAt: r.created_at,
    status: r.status,
    total: r.total,
    itemCount: Number(r.item_count),
  }));
}

/** The order key of one of the account's own orders, or null (someone else's order is not found). */
export async function findAccountOrderKey(db: Tx, customerId: number, orderNumber: number): Promise<string | null> {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1) return null;
  const row = await db
    .selectFrom("orders")
    .select("order_key")
    .where("id", "=", orderNumber)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.order_key ?? null;
}

function readAddress(json: string): SavedAddress {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === "string"),
    ) as SavedAddress;
  } catch {
    return {};
  }
}

export async function findAddresses(
  db: Tx,
  customerId: number,
): Promise<{ billing: SavedAddress; shipping: SavedAddress }> {
  const row = await db
    .selectFrom("customers")
    .select(["billing_json", "shipping_json", "email", "first_name", "last_name"])
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!row) return { billing: {}, shipping: {} };
  const billing = readAddress(row.billing_json);
  return {
    billing: {
      email: row.email,
      ...(row.first_name ? { first_name: row.first_name } : {}),
      ...(row.last_name ? { last_name: row.last_name } : {}),
      ...billing,
    },
    shipping: readAddress(row.shipping_json),
  };
}

export async function saveAddress(
  db: DB,
  customerId: number,
  kind: "billing" | "shipping",
  address: SavedAddress,
): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx
      .updateTable("customers")
      .set(kind === "billing" ? { billing_json: JSON.stringify(address) } : { shipping_json: JSON.stringify(address) })
      .where("id", "=", customerId)
      .execute(),
  );
}

/**
 * The logged-in visitor of an account page: their session and account, or a redirect (303) to
 * /my-account/, where the login form is, carrying the page asked for (loginToComeBack).
 */
/** The login form's address that leads back to the page of `request` after the login. */
function loginToComeBack(request: Request): string {
  const url = new URL(request.url);
  const here = safeRedirectPath(url.pathname + url.search, accountPath);
  return here === accountPath ? accountPath : accountLoginHref(here);
}

export async function requireAccount(db: Tx, request: Request) {
  const session = await findSession(db, request);
  const account = await findAccount(db, session);
  // To the login form, which leads back here once the visitor has logged in.
  if (!session || !account || session.customer_id === null) throw redirect(loginToComeBack(request), 303);
  return { session: { ...session, customer_id: session.customer_id }, account };
}

/**
 * The owner's account, created from the command line only (no request can make one). The caller
 * checks the fields with the registration rules.
 */
export async function createOwnerAccount(
  db: DB,
  input: { username: string; email: string; password: string },
): Promise<"created" | "taken"> {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(db, async (tx) => {
    await takeAccountNamesTurn(tx);
    if ((await findByLogin(tx, input.username)) || (await findByLogin(tx, input.email))) return "taken";
    await tx
      .insertInto("customers")
      .values({
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        first_name: "",
        last_name: "",
        role: "owner",
        shop_url: null,
        created_at: nowIso(),
      })
      .execute();
    return "created";
  });
}

/** The saved addresses as checkout's field values (billing_first_name, shipping_city…). */
export async function checkoutPrefill(db: Tx, customerId: number): Promise<Record<string, string>> {
  const { billing, shipping } = await findAddresses(db, customerId);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(billing)) if (value) values[`billing_${key}`] = value;
  for (const [key, value] of Object.entries(shipping))
    if (value && key !== "email" && key !== "phone") values[`shipping_${key}`] = value;
  return values;
}
