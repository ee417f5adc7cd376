const group = (kind: "billing" | "shipping") => (kind === "billing" ? "Billing" : "Shipping");

/** The shop's exact wording for checkout and the order confirmation. */
export const checkoutMessages = {
  required: (label: string, kind: "billing" | "shipping" = "billing") => `${group(kind)} ${label} is a required field.`,
  invalidEmail: "Billing Email address is not a valid email address.",
  invalidPhone: "Billing Phone is not a valid phone number.",
  invalidPostcode: (kind: "billing" | "shipping" = "billing") =>
    `${group(kind)} ZIP Code is not a valid postcode / ZIP.`,
  invalidCountry: (kind: "billing" | "shipping" = "billing") =>
    `${group(kind)} Country / Region is not valid. Please choose a country from the list.`,
  invalidState: (kind: "billing" | "shipping" = "billing") =>
    `${group(kind)} State is not valid. Please choose a state from the list.`,
  tooLong: (label: string, kind: "billing" | "shipping" = "billing") => `${group(kind)} ${label} is too long.`,
  orderNotesTooLong: (max: number) => `Order notes are too long: please keep them under ${max} characters.`,
  accountPasswordRequired: "Please enter an account password.",
  paymentMethod: "Please select a payment method.",
  terms: "Please read and accept the terms and conditions to proceed with your order.",
  errorsHeading: "Please fix the following before placing your order:",
  badRequest:
    "Sorry, your order could not be placed: the form was not understood. Please reload the page and try again.",
  staleCheckout: "Your cart has changed since this page was opened. Please review your order and place it again.",
  /** A coupon in the cart that does not apply now, named with the reason (couponProblemMessage). */
  couponNotApplying: (code: string, reason: string) => `${code}: ${reason}`,
  orderTooLarge: (max: string) =>
    `Sorry, this order is too large to be placed online: its total can be at most ${max}. Please split it into smaller orders.`,
  busy: "The shop is very busy right now. Please try placing your order again.",
  orderLimit: "Too many orders have been placed from your network. Please try again in an hour.",
  // Labels of the checkout's own controls.
  createAccount: "Create an account?",
  createAccountPassword: "Create account password",
  shipToDifferentAddress: "Ship to a different address?",
  orderNotes: "Order notes (optional)",
  orderNotesPlaceholder: "Notes about your order, e.g. special notes for delivery.",
  accountCreated: (username: string) =>
    `Your account was created with the username ${username}. You are now logged in; your orders show under My account.`,
  thankYou: "Thank you. Your order has been received.",
  mailSubject: (store: string, orderNumber: number) => `Your ${store} order #${orderNumber} has been received!`,
} as const;

export const paymentMethods = {
  cod: { title: "Cash on delivery", description: "Pay with cash upon delivery.", status: "processing" },
  bacs: {
    title: "Direct bank transfer",
    description:
      "Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.",
    // Nothing is paid yet: the order waits for the transfer.
    status: "on-hold",
  },
} as const;
export type PaymentMethod = keyof typeof paymentMethods;
