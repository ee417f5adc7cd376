import { lazy, Suspense } from "react";
import { contactEmbedMessages } from "../contact-embed.messages";
import type { ContactFormView, FeedbackPageResult } from "../contact.types";

type Loaded = { default: (typeof import("./contact-form"))["ContactForm"] };
let loadedForm: Loaded | null = null;
const loadForm = () => import("./contact-form").then((m) => (loadedForm = { default: m.ContactForm }));
// The server loads it as it starts, so no page waits on it (a page must come out whole).
if (import.meta.env.SSR) void loadForm();

/**
 * The contact form's code is not in the post page's first load: only posts that embed a form ask
 * for it (the way the review form loads on product pages). The server renders the form in full, so
 * until the code arrives it posts as a plain form, to the post's own address. A module already
 * loaded is handed over at once, without suspending.
 */
const ContactForm = lazy(() =>
  loadedForm ? ({ then: (ok: (m: Loaded) => unknown) => ok(loadedForm!) } as unknown as Promise<Loaded>) : loadForm(),
);

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
  return (
    <Suspense fallback={null}>
      <ContactForm form={shown} action={action} result={result} containerPost={containerPost} />
    </Suspense>
  );
}
