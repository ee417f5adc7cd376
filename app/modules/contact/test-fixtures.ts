import type { Tx } from "~/lib/db.server";
import { contactForm } from "../../../database/seed/demo";
import { contactFormView, findContactFormBySlug, type ContactFormRecord } from "./contact.server";
import { hiddenFieldNames as hidden, type ContactFormView } from "./contact.types";

/** The demo contact form (slug "contact") stored in a test database; its record. */
export async function insertDemoContactForm(db: Tx): Promise<ContactFormRecord> {
  await db.insertInto("contact_forms").values(contactForm).execute();
  return (await findContactFormBySlug(db, "contact"))!;
}

/** The demo form's quiz answered: the token it was shown with and the right sum. */
export function answeredQuiz(view: ContactFormView): Record<string, string> {
  const [question, token] = view.challenges.quiz["quiz-sum"];
  const [, a, op, b] = /^What is (\d+) ([+−]) (\d+)\?$/.exec(question)!;
  return {
    [hidden.quiz("quiz-sum")]: token,
    "quiz-sum": String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b)),
  };
}

/**
 * The demo form filled in as a visitor sends it: shown to `clientAddress` a few seconds ago (so the
 * anti-spam time has passed), its required fields typed, its quiz answered and consent given.
 */
export async function filledDemoForm(db: Tx, form: ContactFormRecord, clientAddress: string) {
  const view = await contactFormView(db, form, clientAddress, new Date(Date.now() - 5000));
  return {
    [hidden.id]: String(form.id),
    [hidden.timestamp]: view.challenges.timestamp,
    "your-name": "Ann Example",
    "your-email": "ann@example.com",
    "your-message": "I would like a custom overlay for my channel, please.",
    ...answeredQuiz(view),
    privacy: "1",
  };
}
