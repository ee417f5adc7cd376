import { emailTakenMessage } from "~/modules/account/email-taken.messages";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { cartMessages } from "~/modules/cart/cart.messages";
import type { CartLineView, CartView } from "~/modules/cart/cart.types";
import { checkoutMessages as m } from "../checkout.messages";
import type { CheckoutErrors } from "../checkout-fields";
import { AddressFields } from "./address-fields";
import { CheckoutPage } from "./checkout-page";

const billing = (values: Record<string, string> = {}, errors: CheckoutErrors = {}) =>
  renderToStaticMarkup(createElement(AddressFields, { kind: "billing", values, errors }));
const shipping = (values: Record<string, string> = {}, errors: CheckoutErrors = {}) =>
  renderToStaticMarkup(createElement(AddressFields, { kind: "shipping", values, errors }));

/** The opening tag of the element with this id. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`))?.[0] ?? "";

const cart: CartView = {
  cartId: 1,
  checkoutToken: "tok",
  coupons: [{ code: "STREAM10", discount: 450, freeShipping: false, problem: null }],
  lines: [],
  totals: { subtotal: 4500, discount: 450, shipping: 0, total: 4050 },
  shippingMethod: null,
  needsShipping: false,
  itemCount: 1,
};

function checkoutPage(
  errors: CheckoutErrors,
  canCreateAccount = true,
  values: Record<string, string> = {},
  shownCart: CartView = cart,
) {
  const Stub = createRoutesStub([
    {
      path: "/checkout/",
      Component: () =>
        createElement(CheckoutPage, {
          cart: shownCart,
          errors,
          values,
          canCreateAccount,
          couponNotice: null,
          couponForm: createElement("form", { id: "coupon-slot" }),
          totals: createElement("dl", { id: "totals-slot" }),
          removeCouponForm: (code: string) => createElement("form", { id: `remove-${code}`, key: code }),
        }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/checkout/"] }));
}

describe("billing fields", () => {
  it("labels every field visibly, marks the required ones and wires no error when there is none", () => {
    const html = billing();
    expect(html).toContain(
      '<label for="billing_first_name" class="label">First name<span aria-hidden="true" class="text-red-700"> *</span></label>',
    );
    expect(tagOf(html, "billing_email")).toContain('aria-required="true"');
    expect(tagOf(html, "billing_email")).not.toContain("aria-invalid");
    expect(tagOf(html, "billing_email")).not.toContain("aria-describedby");
    expect(tagOf(html, "billing_country")).toMatch(/^<select[^>]*aria-required="true"/);
    expect(tagOf(html, "billing_state")).toMatch(/^<select[^>]*aria-required="true"/);
  });
  it("ties each error to its control, selects too", () => {
    const html = billing(
      { billing_country: "US" },
      {
        billing_email: m.invalidEmail,
        billing_country: m.invalidCountry(),
        billing_state: m.required("State"),
      },
    );
    for (const [id, message] of [
      ["billing_email", m.invalidEmail],
      ["billing_country", m.invalidCountry()],
      ["billing_state", m.required("State")],
    ]) {
      expect(tagOf(html, id)).toContain('aria-invalid="true"');
      expect(tagOf(html, id)).toContain(`aria-describedby="${id}-error"`);
      expect(html).toContain(`<span id="${id}-error" class="mt-1 block text-sm text-red-700">${message}</span>`);
    }
    expect(tagOf(html, "billing_first_name")).not.toContain("aria-invalid");
  });
  it("offers, beside the US list, a State to type for another country, shown only without JavaScript", () => {
    const html = billing({ billing_country: "US" });
    expect(tagOf(html, "billing_state_text")).toMatch(/^<input[^>]*name="billing_state_text"/);
    expect(tagOf(html, "billing_state_text")).not.toContain("aria-required");
    expect(html).toContain(
      '<div class="float-label no-js-only"><label for="billing_state_text" class="label">State / County outside the US (optional)</label>',
    );
    // Outside the US the State itself is the text field, and there is no second one.
    expect(billing({ billing_country: "GB" })).not.toContain("billing_state_text");
  });
  it("asks for an optional free-text State outside the US", () => {
    const html = billing({ billing_country: "GB", billing_state: "Kent" });
    expect(tagOf(html, "billing_state")).toMatch(/^<input/);
    expect(tagOf(html, "billing_state")).not.toContain("aria-required");
    expect(html).toContain('<label for="billing_state" class="label">State / County (optional)</label>');
  });
});

describe("shipping fields", () => {
  it("ask for the same address fields under shipping_* names, without e-mail or phone", () => {
    const html = shipping({ shipping_country: "US" }, { shipping_postcode: m.invalidPostcode("shipping") });
    for (const id of ["shipping_first_name", "shipping_last_name", "shipping_address_1", "shipping_city"])
      expect(tagOf(html, id)).toContain('aria-required="true"');
    expect(tagOf(html, "shipping_state")).toMatch(/^<select/);
    expect(html).not.toContain("shipping_email");
    expect(html).not.toContain("shipping_phone");
    expect(html).toContain("Shipping ZIP Code is not a valid postcode / ZIP.");
    expect(tagOf(html, "shipping_first_name")).toContain('autoComplete="shipping given-name"');
  });
});

describe("checkout page", () => {
  it("offers a guest an account with a password, and a logged-in customer no second one", () => {
    const guest = checkoutPage({});
    expect(guest).toContain("Create an account?");
    expect(tagOf(guest, "account_password")).toContain('type="password"');
    expect(tagOf(guest, "account_password")).toContain('autoComplete="new-password"');
    const customer = checkoutPage({}, false);
    expect(customer).not.toContain("Create an account?");
    expect(customer).not.toContain('name="account_password"');
  });
  it("keeps the boxes ticked after a refused order, so the fields they reveal stay shown", () => {
    const html = checkoutPage({ shipping_city: m.required("Town / City", "shipping") }, true, {
      ship_to_different_address: "1",
      createaccount: "1",
      order_comments: "Leave at the door",
    });
    expect(tagOf(html, "ship_to_different_address")).toContain("checked");
    expect(tagOf(html, "createaccount")).toContain("checked");
    expect(html).toContain("Leave at the door</textarea>");
    expect(html).toContain('href="#shipping_city"');
  });
  it("leads a shopper whose address already has an account to the login, and back to the checkout", () => {
    const notices = (html: string) =>
      html.slice(html.indexOf('aria-label="Checkout notices"'), html.indexOf("Billing details"));
    const login = '<a href="/my-account/?redirect=%2Fcheckout%2F" class="inline-block underline">Please log in.</a>';
    // Refused as the form is checked: the fact links to the field, the ask to the login.
    const field = notices(checkoutPage({ billing_email: emailTakenMessage }));
    expect(field).toContain(
      '<a href="#billing_email" class="inline-block underline">An account is already registered with your email address.</a>',
    );
    expect(field).toContain(login);
    // Refused as the order is stored (the account was made meanwhile): the login link still.
    const form = notices(checkoutPage({ form: emailTakenMessage }));
    expect(form).toContain(`An account is already registered with your email address. ${login}`);
  });
  it("links the terms to their own page, for browsers without the page's script", () => {
    expect(checkoutPage({})).toMatch(/<a href="\/terms\/"[^>]*>terms and conditions<\/a>/);
  });
  it("draws the cart's parts it is given and wires the payment and terms errors", () => {
    const html = checkoutPage({ payment_method: m.paymentMethod, terms: m.terms });
    expect(html).toContain('id="coupon-slot"');
    expect(html).toContain('id="totals-slot"');
    expect(html).toContain('id="remove-STREAM10"');
    expect(tagOf(html, "terms")).toContain('aria-invalid="true"');
    expect(tagOf(html, "terms")).toContain('aria-describedby="terms-error"');
    expect(html).toMatch(
      /<fieldset role="radiogroup" aria-labelledby="payment_method-legend"[^>]*aria-invalid="true" aria-describedby="payment_method-error"/,
    );
    expect(html).toContain(
      `<span id="payment_method-error" class="mt-1 block text-sm text-red-700">${m.paymentMethod}</span>`,
    );
    // The grouped list links each problem to its control.
    expect(html).toContain('href="#payment_method_cod"');
    expect(html).toContain('href="#terms"');
  });
  it("says among the checkout notices at the top what in the cart cannot be ordered as it is, once", () => {
    const shortOfStock = cartMessages.notEnoughStockUpdate("Limited Streamer Mug", 1);
    const minimumSpend = "The minimum spend for this coupon is $20.00.";
    const mug: CartLineView = {
      lineId: 7,
      productId: 5,
      variationId: null,
      name: "Limited Streamer Mug",
      slug: "limited-streamer-mug",
      url: "/product/limited-streamer-mug/",
      imageUrl: "",
      imageAlt: "",
      options: "",
      unitPrice: 1800,
      regularPrice: 1800,
      lineTotal: 3600,
      quantity: 2,
      minQty: 1,
      maxQty: 1,
      step: 1,
      soldIndividually: false,
      stockQuantity: 1,
      isInStock: true,
      problem: shortOfStock,
    };
    const troubled: CartView = {
      ...cart,
      lines: [mug],
      coupons: [{ code: "SAVE5", discount: 0, freeShipping: false, problem: minimumSpend }],
    };
    const notices = (html: string) =>
      html.slice(html.indexOf('aria-label="Checkout notices"'), html.indexOf("Billing details"));
    const html = checkoutPage({}, true, {}, troubled);
    expect(notices(html)).toContain('role="alert"');
    expect(notices(html)).toContain(shortOfStock);
    expect(notices(html)).toContain(`SAVE5: ${minimumSpend}`);
    // Placing the order anyway is refused with the same words: they are not listed twice.
    const refused = checkoutPage({ form: `SAVE5: ${minimumSpend}` }, true, {}, troubled);
    expect(notices(refused).split(`SAVE5: ${minimumSpend}`)).toHaveLength(2);
    expect(notices(refused)).toContain(shortOfStock);
    // A cart that can be ordered as it is has no such notice.
    expect(notices(checkoutPage({}))).not.toContain('role="alert"');
  });
});
