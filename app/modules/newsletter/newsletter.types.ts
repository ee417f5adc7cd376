/** The sign-up's answer: a message that replaces the form, or an error shown in place. */
export type NewsletterAnswer = (
  | { ok: true; message: string; email?: undefined }
  | {
      ok: false;
      message: string;
      email: string;
      /** No answer came (offline, a failed server): the address is not to blame and is not marked invalid. */
      unanswered?: true;
    }
) & {
  /**
   * The shop's page the sign-up was sent from (its Referer), for the newsletter page's way back
   * after a sign-up without JavaScript; absent when unknown or another site's.
   */
  backTo?: string;
};

/** A field people never see: a value in it marks the sender as a machine. */
export const NEWSLETTER_HONEYPOT = "nl_website";
