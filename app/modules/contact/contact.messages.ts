import type { ContactMessages } from "./contact-definition";
import { contactEmbedMessages } from "./contact-embed.messages";

/** The shop's wording for contact forms: the defaults a form's own messages override. */
export const contactMessages = {
  answers: {
    mail_sent: "Thank you for your message. It has been sent.",
    mail_failed: "There was an error trying to send your message. Please try again later.",
    validation_failed: "One or more fields have an error. Please check and try again.",
    spam: "There was an error trying to send your message. Please try again later.",
    acceptance_missing: "You must accept the terms and conditions before sending your message.",
    quiz_answer_not_correct: "The answer to the quiz is incorrect.",
    captcha_not_match: "Your entered code is incorrect.",
    invalid_input: "This field has an invalid input.",
  } satisfies ContactMessages,
  /** A rule stored without a message of its own. */
  fallbackRuleMessage: "Please check this field.",
  nestedForm: contactEmbedMessages.nestedForm,
  notFound: "This contact form could not be found.",
  send: "Send",
  sending: "Sending…",
  errorsHeading: "Errors in the form:",
  captchaLabel: "Enter the number shown in the image",
  captchaAlt: "A number to type in",
  mailSubject: (formTitle: string, storeName: string) => `${storeName}: ${formTitle}`,
  mailIntro: (formTitle: string) => `A new message was sent through the form “${formTitle}”.`,
  /** The character counter beside a field: "12 / 1000". */
  counter: (count: number, max: number) => `${count} / ${max}`,
  counterTooLong: "Too long",
  counterTooShort: "Too short",
  /** A background send that got no usable answer. */
  fetchError: "You are probably offline.",
  invalidJson: "The response is not a valid JSON response.",
  unknownError: "An unknown error occurred.",
} as const;
