/** The shop's exact wording for checkout and the order confirmation. */
export const checkoutMessages = {
  required: (label: string) => `Billing ${label} is a required field.`,
  invalidEmail: "Billing Email address is not a valid email address.",
  invalidPhone: "Billing Phone is not a valid phone number.",
  invalidPostcode: "Billing ZIP Code is not a valid postcode / ZIP.",
  invalidCountry: "Billing Country / Region is not valid. Please choose a country from the list.",
  invalidState: "Billing State is not valid. Please choose a state from the list.",
  paymentMethod: "Please select a payment method.",
  terms: "Please read and accept the terms and conditions to proceed with your order.",
  errorsHeading: "Please fix the following before placing your order:",
  badRequest:
    "Sorry, your order could not be placed: the form was not understood. Please reload the page and try again.",
  staleCheckout: "Your cart has changed since this page was opened. Please review your order and place it again.",
  noLongerInStock: (name: string) =>
    `Sorry, “${name}” is no longer in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
  busy: "The shop is very busy right now. Please try placing your order again.",
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
