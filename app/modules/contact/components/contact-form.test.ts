import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ContactFormView } from "../contact.types";
import { ContactForm } from "./contact-form";

/**
 * A form of one field with a character counter (the rule gives it its maximum), as the server
 * shows it; `values`: what was typed, when a post without JavaScript was refused.
 */
function formWith(field: ContactFormView["fields"][number], values?: Record<string, string[]>): string {
  const view: ContactFormView = {
    id: 7,
    title: "Counter",
    locale: "en_US",
    version: "1",
    fields: [field],
    schema: {
      version: "1",
      locale: "en_US",
      rules: [{ rule: "maxlength", field: field.name, threshold: 50, error: "Too long." }],
    },
    challenges: { timestamp: "t", quiz: {}, captcha: {} },
  };
  const result = values ? { answer: { status: "validation_failed", message: "", invalid_fields: [] }, values } : null;
  return renderToStaticMarkup(createElement(ContactForm, { form: view, action: "/contact/", result } as never));
}

const maxLength50 = [{ rule: "maxlength", threshold: 50 }];

describe("a contact form's character counter", () => {
  it("counts down on a one-line field: what is left of the maximum, tied to the field", () => {
    const html = formWith({
      name: "subject",
      type: "text",
      label: "Subject",
      counter: "down",
      rules: maxLength50,
    } as never);
    expect(html).toContain("50 characters left");
    const input = html.match(/<input[^>]* name="subject"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('aria-describedby="');
    expect(input).toMatch(/aria-describedby="[^"]*-counter"/);
  });

  it("counts up on a message box", () => {
    const html = formWith({
      name: "message",
      type: "textarea",
      label: "Message",
      counter: "up",
      rules: maxLength50,
    } as never);
    expect(html).toContain("0 / 50");
    expect(html).toContain("<textarea");
  });

  it("flags what was typed as too short or too long on the server too, as the browser shows it", () => {
    const field = {
      name: "message",
      type: "textarea",
      label: "Message",
      counter: "up",
      rules: [...maxLength50, { rule: "minlength", threshold: 10 }],
    } as never;
    expect(formWith(field, { message: ["hi"] })).toMatch(/2 \/ 50 \(Too short\)/);
    expect(formWith(field, { message: ["x".repeat(51)] })).toMatch(/51 \/ 50 \(Too long\)/);
    // An empty field is not flagged.
    expect(formWith(field)).not.toContain("Too short");
  });
});
