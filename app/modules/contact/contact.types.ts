import type { ContactFieldDef } from "./contact-definition";
import type { ContactSchema, InvalidField } from "./contact-validators";

/** A field as the page receives it: quiz answers stay on the server. */
export type ContactFieldView = Omit<ContactFieldDef, "questions">;

/** One-time challenges a form is shown with (new ones after every submission). */
export interface ContactChallenges {
  /** The anti-spam time token (when the form was shown). */
  timestamp: string;
  /** Field → [question, answer hash]. */
  quiz: Record<string, [string, string]>;
  /** Field → image URL; the challenge is the number in the file name. */
  captcha: Record<string, string>;
}

export interface ContactFormView {
  id: number;
  title: string;
  locale: string;
  version: string;
  fields: ContactFieldView[];
  schema: ContactSchema;
  challenges: ContactChallenges;
}

/** The feedback endpoint's answer (and, without JavaScript, the page's action data). */
export interface FeedbackAnswer {
  contact_form_id: number;
  status: string;
  message: string;
  posted_data_hash: string;
  into: string;
  invalid_fields: (InvalidField & { idref: null; error_id: string })[];
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

/** Without JavaScript the page also gets back what was typed (only when the form is not reset). */
export interface FeedbackPageResult {
  answer: FeedbackAnswer;
  values: Record<string, string[]>;
  /**
   * The posted anti-spam time token, when the form was refused before the spam checks read it: the
   * page shows the form again with it, so the time counts from when the visitor first saw the form.
   */
  timestamp?: string;
}

/** A form sent sooner than this after it was shown is taken for a machine's (its timestamp's age). */
export const MIN_FILL_MS = 1000;

/** The hidden input names the form posts besides its fields. */
export const hiddenFieldNames = {
  id: "_wpcf7",
  version: "_wpcf7_version",
  locale: "_wpcf7_locale",
  unitTag: "_wpcf7_unit_tag",
  containerPost: "_wpcf7_container_post",
  postedDataHash: "_wpcf7_posted_data_hash",
  status: "_wpcf7_status",
  timestamp: "_wpcf7_ts",
  captcha: (field: string) => `_wpcf7_captcha_challenge_${field}`,
  quiz: (field: string) => `_wpcf7_quiz_answer_${field}`,
  /** A field people never see: a value in it marks the sender as a machine. */
  honeypot: "_wpcf7_hp_website",
} as const;

export function unitTag(formId: number, containerPost = 0): string {
  return `wpcf7-f${formId}-p${containerPost}-o1`;
}

/** Ids that link an error to its field (aria-describedby). */
export function fieldErrorId(formId: number, field: string): string {
  return `cf${formId}-${field}-error`;
}
export function fieldInputId(formId: number, field: string): string {
  return `cf${formId}-${field}`;
}
