import { loadApart } from "~/ui/load-apart";
import { contactEmbedMessages } from "../contact-embed.messages";
import { unitTag, type ContactFormView, type FeedbackPageResult } from "../contact.types";

/**
 * The contact form's code is not in the post page's first load: only posts that embed a form ask
 * for it (the way the review form loads on product pages). The server renders the form in full, so
 * until the code arrives it posts as a plain form, to the post's own address. A module already
 * loaded is handed over at once, without suspending.
 */
const ContactForm = loadApart(() => import("./contact-form").then((m) => m.ContactForm));

/** One embedded form: the form, the "wrong place" error, or nothing for a form that does not exist. */
export function EmbeddedContactForm({
  form,
  action,
  containerPost,
  result,
}: {
  form: ContactFormView | "wrong-place" | null;
  action: string;
  containerPost: number;
  result: FeedbackPageResult | null;
}) {
  if (form === null) return null;
  if (form === "wrong-place") return <p className="notice notice-error">{contactEmbedMessages.nestedForm}</p>;
  // After a refusal the form keeps the time token it was first shown with (as on /contact/).
  const shown = result?.timestamp ? { ...form, challenges: { ...form.challenges, timestamp: result.timestamp } } : form;
  // Without JavaScript the answer is the whole post again: it opens at the form (well below the post's
  // top) and its errors, as a sent form's redirect does.
  return (
    <ContactForm
      form={shown}
      action={`${action}#${unitTag(form.id, containerPost)}`}
      result={result}
      containerPost={containerPost}
    />
  );
}
