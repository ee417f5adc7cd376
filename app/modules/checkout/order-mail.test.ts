import { describe, expect, it } from "vitest";
import { confirmationMail, newOrderNoticeMail, type OrderMailData } from "./order-mail";

const order: OrderMailData = {
  orderNumber: 42,
  date: "December 1, 2026",
  storeName: "Overlay Lab",
  firstName: "Ada",
  lastName: "<Lovelace>",
  email: "ada@example.com",
  lines: [
    { name: "Hoodie", options: "Blue, L", quantity: 2, total: "$90.00" },
    { name: "Cap", options: "", quantity: 1, total: "$18.00" },
  ],
  subtotal: "$108.00",
  discount: "",
  shipping: "Free shipping",
  paymentMethod: "Cash on delivery",
  total: "$108.00",
  billingAddress: "Ada <Lovelace>, 1 Main St, Springfield",
  phone: "+1 555 0100",
  shippingAddress: "",
  note: "",
  bankDetails: "",
  awaitingPayment: false,
  couponCodes: [],
  origin: "Direct",
};

describe("order mails", () => {
  it("confirms the order with its lines and totals in text and HTML", () => {
    const mail = confirmationMail(order, "Your Overlay Lab order #42 has been received!");
    expect(mail.text).toContain("Hi Ada,");
    expect(mail.text).toContain("- Hoodie (Blue, L) × 2: $90.00");
    expect(mail.text).toContain("Total: $108.00");
    expect(mail.text).not.toContain("Discount");
    expect(mail.html).toContain('<td style="padding:6px 8px;border:1px solid #e5e5e5;text-align:left">Cap</td>');
    expect(mail.html).toContain("Ada &lt;Lovelace&gt;");
    expect(mail.html).not.toContain("<Lovelace>");
  });

  it("adds the bank details for a bank transfer, and says the order waits for the payment", () => {
    expect(confirmationMail(order, "s").text).toContain("it is now being processed");
    const mail = confirmationMail({ ...order, bankDetails: "IBAN 123", awaitingPayment: true }, "s");
    expect(mail.text).toContain("Please pay by bank transfer: IBAN 123");
    expect(mail.text).toContain("It is on hold until we confirm that payment has been received.");
    expect(mail.text).not.toContain("being processed");
  });

  it("names the shipping address and the shopper's note only when the order has them", () => {
    expect(confirmationMail(order, "s").text).not.toContain("Shipping address");
    const mail = newOrderNoticeMail({ ...order, shippingAddress: "Grace Hopper, 2 Harbor Rd", note: "Ring <twice>" });
    expect(mail.text).toContain("Shipping address: Grace Hopper, 2 Harbor Rd");
    expect(mail.text).toContain("Note: Ring <twice>");
    expect(mail.html).toContain("Ring &lt;twice&gt;");
  });

  it("tells the shop who ordered what", () => {
    const mail = newOrderNoticeMail({ ...order, discount: "$5.00" });
    expect(mail.subject).toBe("[Overlay Lab]: New order #42");
    expect(mail.text).toContain("from Ada <Lovelace> (ada@example.com)");
    expect(mail.text).toContain("Discount: -$5.00");
    expect(mail.html).toContain("Discount");
    // The phone the shopper gave, to reach them about the order (a delivery paid in cash, say).
    expect(mail.text).toContain("Billing address: Ada <Lovelace>, 1 Main St, Springfield\nPhone: +1 555 0100");
    expect(mail.html).toContain("Phone: +1 555 0100");
    expect(confirmationMail(order, "s").text).toContain("Phone: +1 555 0100");
  });

  it("names the coupons beside the discount, and tells the shop alone where the shopper came from", () => {
    const used = {
      ...order,
      discount: "$5.00",
      couponCodes: ["STREAM10", "WELCOME5"],
      origin: "Referral: example.com",
    };
    const notice = newOrderNoticeMail(used);
    expect(notice.text).toContain("Discount (STREAM10, WELCOME5): -$5.00\n");
    expect(notice.html).toContain("Discount (STREAM10, WELCOME5)");
    expect(notice.text).toContain("\nOrigin: Referral: example.com");
    expect(notice.html).toContain("Origin: Referral: example.com");
    const confirmation = confirmationMail(used, "s");
    expect(confirmation.text).toContain("Discount (STREAM10, WELCOME5): -$5.00\n");
    expect(confirmation.html).toContain("Discount (STREAM10, WELCOME5)");
    expect(confirmation.text + confirmation.html).not.toContain("Origin");
    expect(confirmation.text + confirmation.html).not.toContain("example.com");
    // A free-shipping coupon takes nothing off the goods, yet its code shows all the same.
    expect(confirmationMail({ ...order, couponCodes: ["FREESHIP"] }, "s").text).toContain(
      "Discount (FREESHIP): Free shipping coupon\n",
    );
    expect(confirmationMail(order, "s").text).not.toContain("Discount");
  });

  it("heads the order with the day it was placed, in both mails", () => {
    const notice = newOrderNoticeMail(order);
    const confirmation = confirmationMail(order, "s");
    for (const mail of [notice, confirmation]) {
      expect(mail.text).toContain("\nOrder #42 (December 1, 2026)\n");
      expect(mail.html).toContain("<h2>Order #42 (December 1, 2026)</h2>");
    }
  });

  it("lets the shop answer the shopper with its mail program's Reply", () => {
    expect(newOrderNoticeMail(order).headers).toEqual({ "Reply-To": "ada@example.com" });
    // The shopper's own confirmation comes from the shop and is answered to it.
    expect(confirmationMail(order, "s").headers).toBeUndefined();
  });
});
