import type { OutgoingMail } from "~/modules/mail/mail-outbox.server";
import { escapeHtml } from "~/lib/escape-html";
import type { AlertKind } from "./wishlist-alert-rules";
import { wishlistMessages as m } from "./wishlist.messages";

/** One wishlist alert mail's contents, every text already formatted (money by the caller). */
export interface AlertMailData {
  kind: AlertKind;
  to: string;
  store: string;
  name: string;
  /** "Theme: Neon, License: Personal" for a variation; "" otherwise. */
  options: string;
  availability: string;
  price: string;
  /** The price to beat before this drop (price mails only). */
  wasPrice: string;
  /** Absolute addresses: mail is read outside the shop. */
  productUrl: string;
  stopUrl: string;
}

/** A back-in-stock or price-drop mail, in plain text and HTML like the shop's order mails. */
export function alertMail(d: AlertMailData): OutgoingMail {
  const subject =
    d.kind === "stock" ? m.backInStockSubject(d.name, d.store) : m.priceDropSubject(d.name, d.price, d.store);
  const lead = d.kind === "stock" ? m.backInStockText(d.name) : m.priceDropText(d.name, d.wasPrice, d.price);
  const facts = [
    ...(d.options ? [m.mailOptions(d.options)] : []),
    m.mailPrice(d.price),
    m.mailAvailability(d.availability),
  ];
  const text = [
    lead,
    "",
    ...facts,
    "",
    `${m.mailView}: ${d.productUrl}`,
    "",
    m.mailWhy(d.store),
    `${m.mailStop}: ${d.stopUrl}`,
  ].join("\n");
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#222">` +
    `<p>${escapeHtml(lead)}</p>` +
    `<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul>` +
    `<p><a href="${escapeHtml(d.productUrl)}">${escapeHtml(m.mailView)}</a></p>` +
    `<p style="font-size:13px;color:#555">${escapeHtml(m.mailWhy(d.store))} ` +
    `<a href="${escapeHtml(d.stopUrl)}">${escapeHtml(m.mailStop)}</a></p>` +
    `</body></html>`;
  return { to: d.to, subject, text, html };
}
