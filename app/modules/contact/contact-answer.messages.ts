import type { ContactMessages } from "./contact-definition";

/**
 * What the server says about a contact form and its sending: the default answers by status (a
 * form's own `messages_json` overrides them), a rule's fallback, the refusals of files and of a
 * multipart body, and the owner's mail. Only the server says them, so the form's code in the
 * browser, which loads `contactMessages`, does not carry them.
 */
export const contactAnswerMessages = {
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
  notFound: "This contact form could not be found.",
  mailIntro: (formTitle: string) => `A new message was sent through the form “${formTitle}”.`,
  /** A file past its field's size limit when the field has no maxfilesize rule of its own. */
  fileTooLarge: "The uploaded file is too large.",
  /**
   * A file posted where files are not read as they stream in (a form embedded in a post, sent
   * without JavaScript): refused rather than acknowledged and dropped.
   */
  fileNotReceived: "Files can't be sent from this page without JavaScript. Please use the contact page.",
  /** Refusals of a multipart body as a whole (nothing of it is kept); a malformed one: formMessages.unreadable. */
  uploadTooLarge: "This message and its files are too large to send, so it was not processed.",
  uploadTooManyFiles: "This form accepts one file per file field, so it was not processed.",
  uploadTooManyFields: "This form has too many fields or too much text, so it was not processed.",
  /** The owner's mail: a list of the files that came with the message. */
  mailFilesHeading: "Files:",
  mailFileAttached: (name: string, size: string) => `- ${name} (${size}), attached`,
  mailFileKept: (name: string, size: string, storedName: string, until: string) =>
    `- ${name} (${size}), too large to attach: kept on the shop's server as ${storedName} until ${until}`,
} as const;
