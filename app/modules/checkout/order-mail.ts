import { isValidEmailAddress } from "~/lib/email-address";
import { escapeHtml } from "~/lib/escape-html";
import { cartMessages } from "~/modules/cart/cart.messages";
import type { ExtraMailHeaders } from "~/modules/mail/mail-headers";

/**
 * The mails an order sends: the confirmation to the shopper and the new-order notice to the shop,
 * each as plain text and HTML, with the order lines and totals. Pure: the caller gives the order
 * with its money already formatted, and queues what comes back.
 */
export interface OrderMailData {
  orderNumber: number;
  /** The day the order was placed, as the shop's timezone writes it ("December 1, 2026"). */
  date: string;
  storeName: string;
  firstName: string;
  lastName: string;
  email: string;
  lines: { name: string; options: string; quantity: number; total: string }[];
  subtotal: string;
  /** Empty when there is no discount. */
  discount: string;
  /** The codes of the coupons the order used, shown beside the discount; empty when none. */
  couponCodes: string[];
  /** Empty when nothing ships. */
  shipping: string;
  paymentMethod: string;
  total: string;
  billingAddress: string;
  /** The billing phone, so the shop can reach the shopper about the order. */
  phone: string;
  /** Empty when the order ships to the billing address. */
  shippingAddress: string;
  /** The shopper's order notes, or empty. */
  note: string;
  /** The bank details to pay to, for a bank transfer; else empty. */
  bankDetails: string;
  /** The order waits on hold for its payment (a bank transfer) rather than being processed. */
  awaitingPayment: boolean;
  /** Where the shopper came from ("Direct", "Referral: example.com"): told to the shop only. */
  origin: string;
}

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
  headers?: ExtraMailHeaders;
}

/** "Order #42 (December 1, 2026)", as both mails head the order. */
function orderHeading(o: OrderMailData): string {
  return `Order #${o.orderNumber}${o.date ? ` (${o.date})` : ""}`;
}

function lineLabel(l: OrderMailData["lines"][number]): string {
  return `${l.name}${l.options ? ` (${l.options})` : ""}`;
}

function totalRows(o: OrderMailData): [string, string][] {
  return [
    ["Subtotal", o.subtotal],
    // A coupon that only gives free shipping takes nothing off, but its code still shows.
    ...(o.discount || o.couponCodes.length
      ? ([
          [
            `Discount${o.couponCodes.length ? ` (${o.couponCodes.join(", ")})` : ""}`,
            o.discount ? `-${o.discount}` : cartMessages.freeShippingCoupon,
          ],
        ] as [string, string][])
      : []),
    ...(o.shipping ? ([["Shipping", o.shipping]] as [string, string][]) : []),
    ["Payment method", o.paymentMethod],
    ["Total", o.total],
  ];
}

function textSummary(o: OrderMailData): string[] {
  return [
    ...o.lines.map((l) => `- ${lineLabel(l)} × ${l.quantity}: ${l.total}`),
    "",
    ...totalRows(o).map(([k, v]) => `${k}: ${v}`),
    "",
    `Billing address: ${o.billingAddress}`,
    `Phone: ${o.phone}`,
    ...(o.shippingAddress ? [`Shipping address: ${o.shippingAddress}`] : []),
    ...(o.note ? ["", `Note: ${o.note}`] : []),
  ];
}

function htmlSummary(o: OrderMailData): string {
  const cell = 'style="padding:6px 8px;border:1px solid #e5e5e5;text-align:left"';
  const rows = o.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(lineLabel(l))}</td><td ${cell}>${l.quantity}</td><td ${cell}>${escapeHtml(l.total)}</td></tr>`,
    )
    .join("");
  const totals = totalRows(o)
    .map(([k, v]) => `<tr><th ${cell} colspan="2">${escapeHtml(k)}</th><td ${cell}>${escapeHtml(v)}</td></tr>`)
    .join("");
  return (
    `<table style="border-collapse:collapse;width:100%"><thead><tr><th ${cell}>Product</th><th ${cell}>Quantity</th><th ${cell}>Price</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>` +
    `<p><strong>Billing address</strong><br>${escapeHtml(o.billingAddress)}<br>Phone: ${escapeHtml(o.phone)}</p>` +
    (o.shippingAddress ? `<p><strong>Shipping address</strong><br>${escapeHtml(o.shippingAddress)}</p>` : "") +
    (o.note ? `<p><strong>Note</strong><br>${escapeHtml(o.note)}</p>` : "")
  );
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#222">${body}</body></html>`;
}

export function confirmationMail(o: OrderMailData, subject: string): OrderMail {
  const intro = o.awaitingPayment
    ? `Thank you for your order #${o.orderNumber}. It is on hold until we confirm that payment has been received.`
    : `Just to let you know — we've received your order #${o.orderNumber}, and it is now being processed.`;
  const bank = o.bankDetails ? `Please pay by bank transfer: ${o.bankDetails}` : "";
  const thanks = `Thanks for shopping with ${o.storeName}.`;
  const text = [
    `Hi ${o.firstName},`,
    "",
    intro,
    ...(bank ? ["", bank] : []),
    "",
    orderHeading(o),
    ...textSummary(o),
    "",
    thanks,
  ].join("\n");
  const html = htmlDocument(
    subject,
    `<p>Hi ${escapeHtml(o.firstName)},</p><p>${escapeHtml(intro)}</p>` +
      (bank ? `<p>${escapeHtml(bank)}</p>` : "") +
      `<h2>${escapeHtml(orderHeading(o))}</h2>${htmlSummary(o)}<p>${escapeHtml(thanks)}</p>`,
  );
  return { subject, text, html };
}

export function newOrderNoticeMail(o: OrderMailData): OrderMail {
  const subject = `[${o.storeName}]: New order #${o.orderNumber}`;
  const intro = `You've received the following order from ${o.firstName} ${o.lastName} (${o.email}):`;
  const origin = `Origin: ${o.origin}`;
  const text = [intro, "", orderHeading(o), ...textSummary(o), "", origin].join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p><h2>${escapeHtml(orderHeading(o))}</h2>${htmlSummary(o)}<p>${escapeHtml(origin)}</p>`,
  );
  // The notice comes from the shop's own address and goes to it: without a Reply-To, the owner's
  // Reply would go back to the shop instead of to the shopper. Checkout has checked the address;
  // checked again here, as a header that could not be queued would undo the order.
  return { subject, text, html, ...(isValidEmailAddress(o.email) ? { headers: { "Reply-To": o.email } } : {}) };
}
