import { data, redirect } from "react-router";
import type { DB } from "~/lib/db.server";
import { accountDetailsPath, accountPath, resetPasswordHref } from "~/lib/hrefs";
import { isValidEmailAddress } from "~/lib/email-address";
import { isOneLine } from "~/lib/form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { clearedSessionCookie, findSession, NewSessionLimitReached, newSessionFor } from "~/lib/session.server";
import { sessionMessages } from "~/lib/session.messages";
import { accountAnswer, fieldError, formError } from "./account-answer";
import {
  ACCOUNT_NAME_MAX_LENGTH,
  isSelfServiceRole,
  isValidUsername,
  normalizeShopUrl,
  shopUrlProblem,
  type ShopUrlProblem,
} from "./account-fields";
import { accountMessages as m } from "./account.messages";
import {
  AccountDetailsSchema,
  AddressSchema,
  LoginSchema,
  LostPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
  singleFields,
} from "./account.schema";
import {
  allowAccountCreation,
  type AccountChangeMail,
  findResetAccountNames,
  logIn,
  logOut,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  saveAccountDetails,
  saveAddress,
} from "./account.server";
import type { AccountFormResult, AccountNotice, AccountPageResult } from "./account.types";
import { clearLoginFailures, reserveLoginAttempt } from "./login-throttle.server";
import { passwordProblem, passwordProblemMessage } from "./password-rules";
import { savedAddressProblems } from "~/modules/checkout/checkout.schema";
import { usStateCode } from "~/modules/checkout/countries";
import { MAX_EMAIL_ADDRESS_LENGTH } from "~/lib/email-address";

function wantsJson(request: Request, fields: Record<string, string> | null): boolean {
  return fields?._js === "1" || (request.headers.get("Accept") ?? "").includes("application/json");
}

/**
 * POST /my-account/ with intent login or register, from the "Account" dialog (with `_js=1`: the
 * answer is AccountAnswer as JSON, 4xx when refused) or from the page's forms (a 303 to the
 * redirect target on success; otherwise the page again with the notices and what was typed).
 * The redirect target is the `redirect` field when it is a path on this site, else the account.
 * Its fragment is kept: the dialog sends the page's whole address, so the shopper comes back to the
 * place they were at (a product's `#reviews`). The page's forms, without JavaScript, never have
 * one: a browser does not send the fragment to the server, so the login there cannot know it.
 */
export async function handleAccountForm(
  db: DB,
  request: Request,
  form: FormData,
  clientAddress: string,
  /** "json": POST /api/account, for clients that want the answer as plain JSON. */
  mode: "page" | "json" = "page",
): Promise<Response | ReturnType<typeof data<AccountFormResult>>> {
  const fields = singleFields(form);
  const jsonClient = mode === "json";
  const json = jsonClient || wantsJson(request, fields);
  const target = safeRedirectPath(fields?.redirect, accountPath, { keepFragment: true });
  const which: AccountFormResult["form"] = fields?.intent === "register" ? "register" : "login";
  const values = {
    username: (fields?.username ?? "").slice(0, MAX_EMAIL_ADDRESS_LENGTH),
    email: (fields?.email ?? "").slice(0, MAX_EMAIL_ADDRESS_LENGTH),
    shopurl: (fields?.shopurl ?? "").slice(0, 200),
    role: fields?.role === "vendor" ? "vendor" : "customer",
    // The login's Remember me, ticked again when the refused form comes back.
    rememberme: fields?.rememberme ? "forever" : "",
  };
  // A plain JSON client (/api/account) gets the answer's own shape as JSON; the dialog's fetcher
  // (_js=1) gets it inside React Router's data.
  const refuse = (status: number, messages: AccountNotice[], headers?: HeadersInit) =>
    jsonClient
      ? Response.json(accountAnswer(false, messages, target), { status, headers })
      : data({ form: which, answer: accountAnswer(false, messages, target), values } satisfies AccountFormResult, {
          status,
          headers,
        });
  const succeed = (message: string, setCookie: string, pageTarget = target) => {
    if (!json) return redirect(pageTarget, { status: 303, headers: { "Set-Cookie": setCookie } });
    if (jsonClient)
      return Response.json(accountAnswer(true, [{ type: "success", text: message }], target), {
        headers: { "Set-Cookie": setCookie },
      });
    return data(
      {
        form: which,
        answer: accountAnswer(true, [{ type: "success", text: message }], target),
        values,
      } satisfies AccountFormResult,
      { headers: { "Set-Cookie": setCookie } },
    );
  };
  const visitor = newSessionFor(await findSession(db, request), clientAddress);
  // The visitor has no session and their address has opened its share of new ones (decision 045).
  const tooManyNewVisitors = () => refuse(429, [formError(sessionMessages.tooManyNewVisitors)]);

  if (which === "login") {
    const parsed = LoginSchema.safeParse(fields);
    if (!parsed.success) return refuse(400, [formError(m.badRequest)]);
    const login = parsed.data.username.trim();
    const password = parsed.data.password;
    // The password is never sent back, so its field is empty again and always named.
    if (!login || !password)
      return refuse(400, [fieldError(m.loginMissing, ...(login ? [] : ["username"]), "password")]);
    const wait = await reserveLoginAttempt(db, login, clientAddress);
    if (wait > 0) return refuse(429, [formError(m.loginThrottled(wait))], { "Retry-After": String(wait) });
    const remember = parsed.data.rememberme !== undefined && parsed.data.rememberme !== "";
    const result = await logIn(db, { login, password, remember }, visitor).catch((error: unknown) => {
      if (error instanceof NewSessionLimitReached) return "too-many-new-visitors" as const;
      throw error;
    });
    // Both fields: the shop does not say which of the two was wrong.
    if (result !== "too-many-new-visitors" && !result.ok)
      return refuse(400, [fieldError(m.loginFailed, "username", "password")]);
    // The password was right: the attempt is not a failure, whether or not a session could be opened.
    await clearLoginFailures(db, login, clientAddress);
    if (result === "too-many-new-visitors") return tooManyNewVisitors();
    return succeed(m.loggedIn, result.setCookie);
  }

  const parsed = RegisterSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, [formError(m.badRequest)]);
  const input = parsed.data;
  const role = input.role ?? "customer";
  // Only customer or vendor: any other role in a request is refused, never quietly downgraded.
  if (!isSelfServiceRole(role)) return refuse(400, [fieldError(m.roleInvalid, "role")]);
  const username = input.username.trim();
  const email = input.email.trim();
  const shopUrl = role === "vendor" ? normalizeShopUrl(input.shopurl ?? "") : null;
  const problems: AccountNotice[] = [];
  if (!username) problems.push(fieldError(m.usernameRequired, "username"));
  else if (!isValidUsername(username)) problems.push(fieldError(m.usernameInvalid, "username"));
  if (!isValidEmailAddress(email)) problems.push(fieldError(m.emailInvalid, "email"));
  const passwordIssue = passwordProblem(input.password, [username, email]);
  if (passwordIssue) problems.push(fieldError(passwordProblemMessage(passwordIssue), "password"));
  if (shopUrl !== null) {
    const issue = shopUrlProblem(shopUrl);
    if (issue) problems.push(fieldError(shopUrlMessages[issue], "shopurl"));
  }
  if (problems.length > 0) return refuse(400, problems);
  // Counted whether it succeeds or finds the name or address taken: the answer says which
  // accounts exist, so one sender may ask it only as often as it may register.
  if (!(await allowAccountCreation(db, clientAddress)))
    return refuse(429, [formError(m.registrationLimit)], { "Retry-After": "3600" });
  const result = await registerAccount(db, { username, email, password: input.password, role, shopUrl }, visitor).catch(
    (error: unknown) => {
      if (error instanceof NewSessionLimitReached) return "too-many-new-visitors" as const;
      throw error;
    },
  );
  if (result === "too-many-new-visitors") return tooManyNewVisitors();
  if (!result.ok) return refuse(409, result.errors);
  // Without JavaScript the dashboard says the account was made, as the dialog does.
  const pageTarget = target === accountPath ? `${accountPath}?registered=1` : target;
  return succeed(role === "vendor" ? m.registeredVendor : m.registered, result.setCookie, pageTarget);
}

/** POST …/customer-logout/: ends the session and sends the visitor to the login page. */
export async function handleLogout(db: DB, request: Request): Promise<Response> {
  const session = await findSession(db, request);
  if (session) await logOut(db, session.id);
  return redirect(`${accountPath}?logged_out=1`, { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
}

/** The message of each way a vendor's shop URL can be wrong. */
const shopUrlMessages: Record<ShopUrlProblem, string> = {
  required: m.shopUrlRequired,
  invalid: m.shopUrlInvalid,
  reserved: m.shopUrlReserved,
};

const refused = (status: number, ...messages: AccountNotice[]) => data<AccountPageResult>({ messages }, { status });

/** POST /my-account/edit-account/: names, e-mail address and, with the current one, a new password. */
export async function handleAccountDetails(
  db: DB,
  session: { id: string; customer_id: number; data_json: string },
  form: FormData,
  mail: AccountChangeMail,
) {
  const parsed = AccountDetailsSchema.safeParse(singleFields(form));
  if (!parsed.success) return refused(400, formError(m.badRequest));
  const input = parsed.data;
  // The names open the account's mails (a password reset, an order's confirmation).
  const oneLine = [input.account_first_name, input.account_last_name, input.account_display_name, input.account_email];
  if (!oneLine.every(isOneLine)) return refused(400, formError(m.badRequest));
  const email = input.account_email.trim();
  const problems: AccountNotice[] = [];
  const names = [
    ["account_first_name", m.firstNameTooLong],
    ["account_last_name", m.lastNameTooLong],
    ["account_display_name", m.displayNameTooLong],
  ] as const;
  for (const [field, tooLong] of names) {
    if (input[field].trim().length > ACCOUNT_NAME_MAX_LENGTH)
      problems.push(fieldError(tooLong(ACCOUNT_NAME_MAX_LENGTH), field));
  }
  if (!isValidEmailAddress(email)) problems.push(fieldError(m.emailInvalid, "account_email"));
  if (input.password_1 !== "" || input.password_2 !== "") {
    if (input.password_1 !== input.password_2) problems.push(fieldError(m.newPasswordsMismatch, "password_2"));
    else {
      const issue = passwordProblem(input.password_1, [email]);
      if (issue) problems.push(fieldError(passwordProblemMessage(issue), "password_1"));
    }
  }
  if (problems.length > 0) return refused(400, ...problems);
  // The current password is guessed no faster than a login (a session left open is not the account).
  const passwordCheck = `current-password:${session.customer_id}`;
  if (input.password_current !== "") {
    const wait = await reserveLoginAttempt(db, passwordCheck, "");
    if (wait > 0) return refused(429, formError(m.loginThrottled(wait)));
  }
  const result = await saveAccountDetails(
    db,
    session,
    {
      firstName: input.account_first_name.trim(),
      lastName: input.account_last_name.trim(),
      displayName: input.account_display_name.trim(),
      email,
      currentPassword: input.password_current,
      newPassword: input.password_1,
    },
    mail,
  );
  if (!result.ok) return refused(400, ...result.errors);
  if (input.password_current !== "") await clearLoginFailures(db, passwordCheck, "");
  // A new password opened a new session and ended this one: the page is shown again by a new
  // request carrying the new cookie (this request's loaders would find no session any more).
  if (result.setCookie) {
    throw redirect(accountDetailsSavedHref, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  }
  return data({ messages: [{ type: "success", text: m.detailsSaved }] } satisfies AccountPageResult);
}

/** Where a password change leads: the details page again, saying the change was saved. */
const accountDetailsSavedHref = `${accountDetailsPath}?saved=1`;

/** The account details page's notice when it was reached by accountDetailsSavedHref. */
export function accountDetailsSavedNotice(request: Request): AccountPageResult["messages"] {
  return new URL(request.url).searchParams.get("saved") === "1" ? [{ type: "success", text: m.detailsSaved }] : [];
}

/** POST /my-account/edit-address/: the billing or shipping address, kept to prefill checkout. */
export async function handleSaveAddress(db: DB, customerId: number, form: FormData) {
  const parsed = AddressSchema.safeParse(singleFields(form));
  if (!parsed.success) return refused(400, formError(m.addressInvalid));
  const { intent: _intent, kind, ...fields } = parsed.data;
  if (!Object.values(fields).every((v) => isOneLine(v ?? ""))) return refused(400, formError(m.addressInvalid));
  const address = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (v ?? "").trim()]));
  // Kept to fill in checkout, so held to checkout's rules: nothing checkout would refuse is saved.
  const problems = savedAddressProblems(kind, address);
  if (problems.length > 0) {
    const messages = problems.map(([field, text]) => fieldError(text, field));
    return data<AccountPageResult>({ messages, typed: { kind, address } }, { status: 400 });
  }
  // A US State typed by name is kept by its code, as checkout's State list has it.
  if (address.country === "US" && address.state) address.state = usStateCode(address.state) ?? address.state;
  await saveAddress(db, customerId, kind, address);
  return data<AccountPageResult>({ messages: [{ type: "success", text: m.addressSaved }] });
}

/**
 * POST /my-account/lost-password/: intent lost-password mails a reset link (the answer is the same
 * whether an account matched or not); intent reset-password sets the new password with the token.
 */
export async function handleLostPassword(
  db: DB,
  form: FormData,
  mail: { origin: string; storeName: string },
  clientAddress: string,
) {
  const fields = singleFields(form);
  if (fields?.intent === "reset-password") {
    const parsed = ResetPasswordSchema.safeParse(fields);
    if (!parsed.success) return refused(400, formError(m.badRequest));
    const { key, password_1, password_2 } = parsed.data;
    if (password_1 !== password_2) return refused(400, fieldError(m.resetMismatch, "password_2"));
    // The account's names are read before the password is judged: it must not be either of them.
    const names = await findResetAccountNames(db, key);
    if (!names) return refused(400, formError(m.resetInvalid));
    const issue = passwordProblem(password_1, names);
    if (issue) return refused(400, fieldError(passwordProblemMessage(issue), "password_1"));
    if (!(await resetPassword(db, key, password_1))) return refused(400, formError(m.resetInvalid));
    return redirect(`${accountPath}?password-reset=1`, 303);
  }
  const parsed = LostPasswordSchema.safeParse(fields);
  if (!parsed.success) return refused(400, formError(m.badRequest));
  const login = parsed.data.user_login.trim();
  if (!login) return refused(400, fieldError(m.lostPasswordMissing, "user_login"));
  // Reset requests count as login attempts: they cannot be used to flood an inbox.
  const wait = await reserveLoginAttempt(db, `reset:${login}`, clientAddress);
  if (wait > 0) return refused(429, formError(m.lostPasswordThrottled(wait)));
  await requestPasswordReset(db, login, (token) => resetPasswordHref(mail.origin, token), mail.storeName);
  return data({ messages: [{ type: "success", text: m.lostPasswordSent }] } satisfies AccountPageResult);
}
