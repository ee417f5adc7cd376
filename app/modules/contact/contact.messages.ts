import { backgroundRequestMessages } from "~/lib/background-request";
import { contactEmbedMessages } from "./contact-embed.messages";

/**
 * What a contact form shows in the page: Send, the captcha picture's description, the character
 * counter, the nested-form error, and what a background send says when it gets no usable answer.
 * The server's answers, refusals and the owner's mail are in contact-answer.messages.ts.
 */
export const contactMessages = {
  nestedForm: contactEmbedMessages.nestedForm,
  send: "Send",
  sending: "Sending…",
  captchaAlt: "A number to type in",
  /** The character counter beside a field: "12 / 1000". */
  counter: (count: number, max: number) => `${count} / ${max}`,
  /** A counter that counts down: what is left of the maximum. */
  counterLeft: (left: number) => `${left} ${left === 1 || left === -1 ? "character" : "characters"} left`,
  counterTooLong: "Too long",
  counterTooShort: "Too short",
  /** A background send that got no usable answer. */
  fetchError: backgroundRequestMessages.offline,
  invalidJson: "The response is not a valid JSON response.",
  unknownError: backgroundRequestMessages.unknownError,
  /** A send with a file that the server failed on (5xx). */
  uploadFailed: "Media upload failed. If this is a photo or a large image, please scale it down and try again.",
} as const;
