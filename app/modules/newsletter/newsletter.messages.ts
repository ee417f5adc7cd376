/**
 * The shop's wording for the newsletter's answers, mails and pages. The sign-up form's own words
 * are in newsletter-form.messages.ts, so the form in every page's footer carries nothing else.
 */
export const newsletterMessages = {
  heading: "Newsletter",
  intro: "New overlays, alerts and discounts, about once a month.",
  /** The same answer whether or not the address was already on the list. */
  checkInbox: "Thank you! Please check your inbox and click the link in our e-mail to confirm your subscription.",
  invalidEmail: "Please enter a valid email address.",
  tooMany: "Too many sign-ups from your network. Please try again later.",
  confirmedTitle: "Subscription confirmed",
  confirmed: "Your subscription is confirmed. Thank you for joining our newsletter!",
  /** The confirmation link opened again while the address is still subscribed. */
  alreadyConfirmed: "Your subscription is already confirmed. There is nothing more to do.",
  /** The confirm and unsubscribe pages' title for a link that is not (or no longer) valid. */
  badLinkTitle: "Link not valid",
  badConfirm: "This confirmation link is not valid.",
  unsubscribedTitle: "Unsubscribed",
  unsubscribed: "You have been unsubscribed and will receive no more newsletters from us.",
  badUnsubscribe: "This unsubscribe link is not valid.",
  backHome: "Back to the shop",
  confirmSubject: (store: string) => `Please confirm your subscription to the ${store} newsletter`,
  confirmText: (store: string, confirmUrl: string, unsubscribeUrl: string) =>
    `Hello,\n\nsomeone (hopefully you) asked to receive the ${store} newsletter at this address.\n\nTo confirm, open this link:\n${confirmUrl}\n\nIf you did not ask for it, ignore this e-mail: you will not be subscribed.\n\nUnsubscribe at any time: ${unsubscribeUrl}\n`,
} as const;
