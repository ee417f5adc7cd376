import { describe, expect, it } from "vitest";
import {
  buildContactSchema,
  fieldLimits,
  isoDay,
  parseFormDefinition,
  parseFormMessages,
  takesOneValue,
  type ContactFieldDef,
} from "./contact-definition";
import { contactMessages } from "./contact.messages";
import { contactAnswerMessages } from "./contact-answer.messages";

describe("parseFormDefinition", () => {
  it("keeps what it understands and drops the rest", () => {
    const fields = parseFormDefinition(
      JSON.stringify([
        {
          name: "ok",
          type: "email",
          label: "Email",
          rules: [{ rule: "email", message: "Bad." }, { rule: "nonsense" }],
        },
        { name: "bad name!", type: "text" },
        { name: "ok", type: "text", label: "Duplicate" },
        { name: "kind", type: "unknown-kind", label: "Kind", rules: "not a list" },
        "not an object",
      ]),
    );
    expect(fields.map((f) => [f.name, f.type, f.rules.length])).toEqual([
      ["ok", "email", 1],
      ["kind", "text", 0],
    ]);
  });
  it("reads broken JSON as no fields", () => {
    expect(parseFormDefinition("{oops")).toEqual([]);
    expect(parseFormDefinition('{"a":1}')).toEqual([]);
  });
  it("lays the stored messages over the defaults", () => {
    const messages = parseFormMessages(
      JSON.stringify({ mail_sent: "Got it.", spam: 42 }),
      contactAnswerMessages.answers,
    );
    expect(messages.mail_sent).toBe("Got it.");
    expect(messages.spam).toBe(contactAnswerMessages.answers.spam);
  });
});

describe("buildContactSchema", () => {
  const fields = parseFormDefinition(
    JSON.stringify([
      {
        name: "day",
        type: "date",
        label: "Day",
        rules: [
          { rule: "mindate", threshold: "today", message: "Too early." },
          { rule: "all", rules: [{ rule: "maxdate", threshold: "today" }] },
        ],
      },
      {
        name: "note",
        type: "textarea",
        label: "Note",
        rules: [
          { rule: "minlength", threshold: 20 },
          { rule: "maxlength", threshold: 1000 },
        ],
      },
    ]),
  );
  it("names each rule's field, fills in today and the fallback message", () => {
    const schema = buildContactSchema(fields, { today: "2026-11-25", fallbackMessage: "Check." });
    expect(schema.rules).toEqual([
      { rule: "mindate", field: "day", threshold: "2026-11-25", error: "Too early." },
      {
        rule: "all",
        field: "day",
        error: "Check.",
        rules: [{ rule: "maxdate", field: "day", threshold: "2026-11-25", error: "Check." }],
      },
      { rule: "minlength", field: "note", threshold: 20, error: "Check." },
      { rule: "maxlength", field: "note", threshold: 1000, error: "Check." },
    ]);
  });
  it("gives the counter its limits", () => {
    expect(fieldLimits(fields[1])).toEqual({ required: false, minLength: 20, maxLength: 1000 });
  });
});

describe("a field's character counter", () => {
  const counterOf = (counter: unknown) =>
    parseFormDefinition(JSON.stringify([{ name: "note", type: "textarea", counter, rules: [] }]))[0].counter;
  it('counts up when asked (true or "up") or down, and is absent otherwise', () => {
    expect(counterOf(true)).toBe("up");
    expect(counterOf("up")).toBe("up");
    expect(counterOf("down")).toBe("down");
    expect(counterOf(undefined)).toBeUndefined();
    expect(counterOf("sideways")).toBeUndefined();
  });
  it("says what is left when counting down", () => {
    expect(contactMessages.counterLeft(988)).toBe("988 characters left");
    expect(contactMessages.counterLeft(1)).toBe("1 character left");
    expect(contactMessages.counterLeft(-5)).toBe("-5 characters left");
  });
});

describe("isoDay", () => {
  it("is the day in the store's time zone", () => {
    const lateEvening = new Date("2026-11-26T03:00:00Z");
    expect(isoDay(lateEvening)).toBe("2026-11-26");
    expect(isoDay(lateEvening, "America/Los_Angeles")).toBe("2026-11-25");
    expect(isoDay(lateEvening, "Not/AZone")).toBe("2026-11-26");
  });
});

describe("takesOneValue", () => {
  it("is every field but a checkbox group", () => {
    const field = (type: ContactFieldDef["type"]): ContactFieldDef => ({ name: "f", type, label: "F", rules: [] });
    for (const type of ["text", "email", "select", "radio", "textarea", "quiz", "acceptance"] as const)
      expect(takesOneValue(field(type))).toBe(true);
    expect(takesOneValue(field("checkbox"))).toBe(false);
  });
});
