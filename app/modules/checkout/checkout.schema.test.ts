import { describe, expect, it } from "vitest";
import { passwordProblemMessage } from "~/modules/account/password-rules";
import { isValidEmailAddress } from "~/lib/email-address";
import { emailTakenMessage } from "~/modules/account/email-taken.messages";
import { checkoutMessages as m } from "./checkout.messages";
import { parsePlaceOrder, PlaceOrderSchema, savedAddressProblems, withStatesOfTheirCountries } from "./checkout.schema";
import { billingFields, blurError, isRequiredAddressField, type BillingField } from "./checkout-fields";

const valid = {
  intent: "place-order",
  checkout_token: "tok",
  billing_first_name: "Ada",
  billing_last_name: "Streamer",
  billing_email: "ada@example.com",
  billing_phone: "555-0100",
  billing_country: "US",
  billing_address_1: "1 Pixel Way",
  billing_city: "Los Angeles",
  billing_state: "CA",
  billing_postcode: "90001",
  payment_method: "cod",
  terms: "on",
};

describe("place order form", () => {
  it("has no fields for where a State came from: they are folded into the State before it is read", () => {
    const fields = Object.keys(PlaceOrderSchema.shape);
    expect(fields).toContain("billing_state");
    expect(fields.filter((f) => /_state_(list|text)$/.test(f))).toEqual([]);
  });
  it("accepts a complete US billing address", () => {
    expect(parsePlaceOrder(valid).ok).toBe(true);
  });
  it("names every missing field with the shop's wording, including terms and payment", () => {
    const r = parsePlaceOrder({ intent: "place-order", checkout_token: "tok" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      billing_first_name: "Billing First name is a required field.",
      billing_email: "Billing Email address is a required field.",
      billing_state: "Billing State is a required field.",
      billing_postcode: "Billing ZIP Code is a required field.",
      payment_method: "Please select a payment method.",
      terms: "Please read and accept the terms and conditions to proceed with your order.",
    });
  });
  it("checks email, US ZIP and state, and allows a free state abroad", () => {
    const r = parsePlaceOrder({ ...valid, billing_email: "nope", billing_postcode: "1234", billing_state: "XX" });
    // Every mistake in one answer: the ZIP and State are named beside the e-mail address.
    expect(r.ok ? null : r.errors).toMatchObject({
      billing_email: "Billing Email address is not a valid email address.",
      billing_postcode: "Billing ZIP Code is not a valid postcode / ZIP.",
      billing_state: expect.any(String),
    });
    const withoutTerms = parsePlaceOrder({ ...valid, terms: "", billing_postcode: "ABC" });
    expect(withoutTerms.ok ? null : withoutTerms.errors).toMatchObject({
      terms: "Please read and accept the terms and conditions to proceed with your order.",
      billing_postcode: "Billing ZIP Code is not a valid postcode / ZIP.",
    });
    const r2 = parsePlaceOrder({ ...valid, billing_postcode: "1234", billing_state: "XX" });
    expect(r2.ok ? null : r2.errors).toMatchObject({
      billing_postcode: "Billing ZIP Code is not a valid postcode / ZIP.",
      billing_state: expect.any(String),
    });
    expect(
      parsePlaceOrder({ ...valid, billing_country: "GB", billing_state: "", billing_postcode: "SW1A 1AA" }).ok,
    ).toBe(true);
  });
  it("keeps no US State in an address abroad when it was picked from the US list", () => {
    // Without JavaScript the form still shows the US states after Canada is chosen.
    const canada = { billing_country: "CA", billing_city: "Toronto", billing_postcode: "M5V 2T6" };
    const picked = parsePlaceOrder({ ...valid, ...canada, billing_state: "OR", billing_state_list: "US" });
    expect(picked.ok ? picked.value.billing.billing_state : null).toBe("");
    const left = parsePlaceOrder({ ...valid, ...canada, billing_state: "", billing_state_list: "US" });
    expect(left.ok ? left.value.billing.billing_state : null).toBe("");
    // A State typed in is the shopper's own, even one that is also a US code (Western Australia).
    const typed = parsePlaceOrder({ ...valid, ...canada, billing_state: "ON" });
    expect(typed.ok ? typed.value.billing.billing_state : null).toBe("ON");
    const australia = { billing_country: "AU", billing_city: "Perth", billing_postcode: "6000", billing_state: "WA" };
    const wa = parsePlaceOrder({ ...valid, ...australia });
    expect(wa.ok ? wa.value.billing.billing_state : null).toBe("WA");
    // In the United States the list is the rule.
    const us = parsePlaceOrder({ ...valid, billing_state: "OR", billing_state_list: "US" });
    expect(us.ok ? us.value.billing.billing_state : null).toBe("OR");
  });
  it("takes the State typed beside the US list for a country without a list", () => {
    // Without JavaScript the text field beside the US list is where a Canadian types the province.
    const canada = { billing_country: "CA", billing_city: "Toronto", billing_postcode: "M5V 2T6" };
    const typed = parsePlaceOrder({
      ...valid,
      ...canada,
      billing_state: "OR",
      billing_state_list: "US",
      billing_state_text: " Ontario ",
    });
    expect(typed.ok ? typed.value.billing.billing_state : null).toBe("Ontario");
    // In the United States the typed field is not the State: the list is.
    const us = parsePlaceOrder({
      ...valid,
      billing_state: "OR",
      billing_state_list: "US",
      billing_state_text: "Ontario",
    });
    expect(us.ok ? us.value.billing.billing_state : null).toBe("OR");
    const usLeft = parsePlaceOrder({ ...valid, billing_state: "", billing_state_list: "US", billing_state_text: "OR" });
    expect(usLeft).toMatchObject({ ok: false, errors: { billing_state: "Billing State is a required field." } });
    // What was typed is held to the State's rules: one line.
    const twoLines = parsePlaceOrder({
      ...valid,
      ...canada,
      billing_state_list: "US",
      billing_state_text: "On\ntario",
    });
    expect(twoLines).toMatchObject({ ok: false, errors: { form: expect.any(String) } });
    // The checkout action shows the folded form in a refused answer and parses it: the State stays.
    const form = { ...valid, ...canada, billing_state: "", billing_state_list: "US", billing_state_text: "Ontario" };
    const folded = withStatesOfTheirCountries(form);
    expect(folded).toMatchObject({ billing_state: "Ontario" });
    expect(withStatesOfTheirCountries(folded)).toEqual(folded);
    const again = parsePlaceOrder(folded);
    expect(again.ok ? again.value.billing.billing_state : null).toBe("Ontario");
    // With JavaScript the typed field is not sent; a form that sends it with the State's text field is not refused.
    const alone = parsePlaceOrder({ ...valid, ...canada, billing_state: "ON", billing_state_text: "" });
    expect(alone.ok ? alone.value.billing.billing_state : null).toBe("ON");
  });
  it("refuses unknown fields and tampered payment methods", () => {
    expect(parsePlaceOrder({ ...valid, total: "1" })).toMatchObject({
      ok: false,
      errors: { form: expect.any(String) },
    });
    expect(parsePlaceOrder({ ...valid, payment_method: "free" })).toMatchObject({
      ok: false,
      errors: { payment_method: "Please select a payment method." },
    });
  });
  it.each([
    ["first.last+tag@sub.example.co", true],
    ["  ada@example.com  ", true],
    ["a@example.com<script>", false],
    ['a"b@example.com', false],
    ["@example.com", false],
    ["a@b", false],
    ["ada@-x.com", false],
    ["ada@x..com", false],
    ["ada lovelace@example.com", false],
    ["josé@example.com", false],
  ])("checks the email %j with the shop's address rule (valid: %s)", (email, ok) => {
    const r = parsePlaceOrder({ ...valid, billing_email: email });
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.errors).toEqual({ billing_email: m.invalidEmail });
  });
  it.each([
    ["555-0100", true],
    ["(555) 123-4567", true],
    ["+44 20 7946 0958", true],
    ["-----", false],
    ["(...) ...", false],
    ["12345", false],
    ["555-CALL-NOW", false],
  ])("checks the phone %j with the shop's phone rule (valid: %s)", (phone, ok) => {
    const r = parsePlaceOrder({ ...valid, billing_phone: phone });
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.errors).toEqual({ billing_phone: m.invalidPhone });
  });
  it("names an empty phone as required, not as invalid", () => {
    expect(parsePlaceOrder({ ...valid, billing_phone: " " })).toMatchObject({
      ok: false,
      errors: { billing_phone: "Billing Phone is a required field." },
    });
  });
  it("names an empty email as required, not as invalid", () => {
    expect(parsePlaceOrder({ ...valid, billing_email: " " })).toMatchObject({
      ok: false,
      errors: { billing_email: "Billing Email address is a required field." },
    });
  });
  it.each(["billing_first_name", "billing_last_name", "billing_address_1", "billing_city", "billing_phone"])(
    "refuses a line break in %s, which only a crafted request sends: the order's mails are written from it",
    (field) => {
      const r = parsePlaceOrder({ ...valid, [field]: `${valid[field as keyof typeof valid]}\r\nVisit evil.example` });
      expect(r).toMatchObject({ ok: false, errors: { form: m.badRequest } });
    },
  );
  it("refuses a line break in a shipping address field too", () => {
    const r = parsePlaceOrder({
      ...valid,
      ship_to_different_address: "1",
      shipping_first_name: "Ada\nLine",
      shipping_last_name: "Streamer",
      shipping_country: "GB",
      shipping_address_1: "1 Pixel Way",
      shipping_city: "London",
      shipping_postcode: "SW1A 1AA",
    });
    expect(r).toMatchObject({ ok: false, errors: { form: m.badRequest } });
  });
  it("refuses an email over 254 characters", () => {
    const r = parsePlaceOrder({ ...valid, billing_email: `${"a".repeat(243)}@example.com` });
    expect(r.ok ? null : r.errors.billing_email).toBe("Billing Email address is too long.");
  });
});

describe("shipping to a different address", () => {
  const shipTo = {
    ship_to_different_address: "1",
    shipping_first_name: "Grace",
    shipping_last_name: "Hopper",
    shipping_country: "GB",
    shipping_address_1: "2 Harbour Road",
    shipping_city: "Bristol",
    shipping_state: "",
    shipping_postcode: "BS1 4DJ",
  };
  it("ignores shipping fields unless the box is ticked", () => {
    const r = parsePlaceOrder({ ...valid, shipping_first_name: "", shipping_postcode: "??" });
    expect(r.ok && r.value.shipping).toBeNull();
  });
  it("takes a complete shipping address when the box is ticked", () => {
    const r = parsePlaceOrder({ ...valid, ...shipTo });
    expect(r.ok ? r.value.shipping : null).toMatchObject({ shipping_city: "Bristol", shipping_postcode: "BS1 4DJ" });
  });
  it("keeps no State picked from the US list in a shipping address abroad", () => {
    const r = parsePlaceOrder({ ...valid, ...shipTo, shipping_state: "NY", shipping_state_list: "US" });
    expect(r.ok ? r.value.shipping : null).toMatchObject({ shipping_city: "Bristol", shipping_state: "" });
  });
  it("takes the State typed beside the US list in a shipping address abroad", () => {
    const r = parsePlaceOrder({
      ...valid,
      ...shipTo,
      shipping_state: "NY",
      shipping_state_list: "US",
      shipping_state_text: "Somerset",
    });
    expect(r.ok ? r.value.shipping : null).toMatchObject({ shipping_city: "Bristol", shipping_state: "Somerset" });
  });
  it("names each missing or wrong shipping field with its own wording", () => {
    const r = parsePlaceOrder({
      ...valid,
      ...shipTo,
      shipping_country: "US",
      shipping_city: " ",
      shipping_postcode: "9",
    });
    expect(r.ok ? null : r.errors).toEqual({
      shipping_city: "Shipping Town / City is a required field.",
      shipping_state: "Shipping State is a required field.",
      shipping_postcode: "Shipping ZIP Code is not a valid postcode / ZIP.",
    });
  });
});

describe("order notes and an account made at checkout", () => {
  it("keeps the notes, trimmed, and refuses a letter", () => {
    const r = parsePlaceOrder({ ...valid, order_comments: "  Ring twice  " });
    expect(r.ok && r.value.orderNotes).toBe("Ring twice");
    const long = parsePlaceOrder({ ...valid, order_comments: "x".repeat(2001) });
    expect(long.ok ? null : long.errors.order_comments).toMatch(/too long/);
  });
  it("asks a guest for a password that passes the registration rules", () => {
    const missing = parsePlaceOrder({ ...valid, createaccount: "1" });
    expect(missing.ok ? null : missing.errors).toEqual({ account_password: m.accountPasswordRequired });
    const common = parsePlaceOrder({ ...valid, createaccount: "1", account_password: "password123" });
    expect(common.ok ? null : common.errors.account_password).toMatch(/too common/);
    const ok = parsePlaceOrder({ ...valid, createaccount: "1", account_password: "correct horse battery" });
    expect(ok.ok && ok.value.newAccountPassword).toBe("correct horse battery");
  });
  it("refuses a password that is the username the account gets, as registration does", () => {
    // grace+hopper.shop@… gets the username gracehopper.shop (a username has no "+").
    const shopper = { ...valid, billing_email: "grace+hopper.shop@example.com", createaccount: "1" };
    const asUsername = parsePlaceOrder({ ...shopper, account_password: "GraceHopper.shop" });
    expect(asUsername.ok ? null : asUsername.errors.account_password).toBe(passwordProblemMessage("like-name"));
    const asEmail = parsePlaceOrder({ ...shopper, account_password: "grace+hopper.shop@example.com" });
    expect(asEmail.ok ? null : asEmail.errors.account_password).toBe(passwordProblemMessage("like-name"));
    // The username given (a number added when the address's own is taken) is the one checked.
    const numbered = parsePlaceOrder(
      { ...shopper, account_password: "gracehopper.shop2" },
      { accountUsername: "gracehopper.shop2" },
    );
    expect(numbered.ok ? null : numbered.errors.account_password).toBe(passwordProblemMessage("like-name"));
  });
  it("never makes a second account for a logged-in customer", () => {
    const r = parsePlaceOrder({ ...valid, createaccount: "1", account_password: "" }, { canCreateAccount: false });
    expect(r.ok && r.value.newAccountPassword).toBeNull();
  });
});

describe("blur check of a billing field", () => {
  const fields = Object.keys(billingFields) as BillingField[];

  it("marks every field left empty as required, the State only in the US", () => {
    for (const field of fields) {
      expect(blurError(field, "  ", "US")).toBe(m.required(billingFields[field]));
      expect(blurError(field, "", "GB")).toBe(field === "billing_state" ? null : m.required(billingFields[field]));
    }
    expect(blurError("billing_state", "", "US")).toBe("Billing State is a required field.");
    expect(isRequiredAddressField("billing_state", "US")).toBe(true);
    expect(isRequiredAddressField("billing_state", "CA")).toBe(false);
    expect(isRequiredAddressField("billing_city", "CA")).toBe(true);
  });
  it("agrees with placing the order on which empty fields are required, in every country", () => {
    for (const country of ["US", "GB", "CA", "DE"]) {
      const answer = parsePlaceOrder({ intent: "place-order", checkout_token: "tok", billing_country: country });
      const errors = answer.ok ? {} : answer.errors;
      for (const field of fields.filter((f) => f !== "billing_country")) {
        const requiredMessage = m.required(billingFields[field]);
        expect(errors[field] === requiredMessage, `${field} in ${country}`).toBe(
          isRequiredAddressField(field, country),
        );
      }
    }
  });
  it("clears a filled field, but keeps the last answer's error unless it said required", () => {
    expect(blurError("billing_first_name", "Ada", "US")).toBeNull();
    expect(blurError("billing_first_name", "Ada", "US", m.required("First name"))).toBeNull();
    expect(blurError("billing_email", "nope", "US", m.invalidEmail)).toBe(m.invalidEmail);
    expect(blurError("billing_email", "", "US", m.invalidEmail)).toBe(m.required("Email address"));
    expect(blurError("billing_state", "", "GB", m.required("State"))).toBeNull();
  });
  it("with the e-mail rule, marks an address it refuses as placing the order does, and clears one since fixed", () => {
    const check = (value: string, lastError?: string) =>
      blurError("billing_email", value, "US", lastError, isValidEmailAddress);
    for (const bad of ["ada@example", "ada@@example.com", "a@b.c", "ada example@example.com", "ada@-example.com"]) {
      expect(check(bad), bad).toBe(m.invalidEmail);
      const answer = parsePlaceOrder({ intent: "place-order", checkout_token: "tok", billing_email: bad });
      expect(!answer.ok && answer.errors.billing_email, bad).toBe(m.invalidEmail);
    }
    expect(check(" ada@example.com ")).toBeNull();
    expect(check("ada@example.com", m.invalidEmail)).toBeNull();
    expect(check("ada@example.com", m.required("Email address"))).toBeNull();
    expect(check("   ")).toBe(m.required("Email address"));
    // An error the rule cannot see (the address already has an account) stays until the next answer.
    expect(check("ada@example.com", emailTakenMessage)).toBe(emailTakenMessage);
  });
});

describe("an address kept in the account", () => {
  it("is held to checkout's rules for what was filled in", () => {
    expect(savedAddressProblems("billing", { country: "ZZ", postcode: "!!", phone: "abc" })).toEqual([
      ["billing_country", "Billing Country / Region is not valid. Please choose a country from the list."],
      ["billing_postcode", "Billing ZIP Code is not a valid postcode / ZIP."],
      ["billing_phone", "Billing Phone is not a valid phone number."],
    ]);
    expect(savedAddressProblems("shipping", { country: "US", state: "<b>x</b>", postcode: "1234" })).toEqual([
      ["shipping_postcode", "Shipping ZIP Code is not a valid postcode / ZIP."],
      ["shipping_state", "Shipping State is not valid. Please choose a state from the list."],
    ]);
  });

  it("may be left partly empty, and takes what checkout takes", () => {
    expect(savedAddressProblems("billing", {})).toEqual([]);
    expect(
      savedAddressProblems("billing", { country: "US", state: "CA", postcode: "94110", phone: "+1 555 0100" }),
    ).toEqual([]);
    expect(savedAddressProblems("shipping", { country: "GB", postcode: "SW1A 1AA" })).toEqual([]);
    // A US State may be typed by its name.
    expect(savedAddressProblems("shipping", { country: "US", state: "california", postcode: "94110" })).toEqual([]);
  });
});
