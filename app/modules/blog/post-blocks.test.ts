import { describe, expect, it } from "vitest";
import { containsContactFormMarker, markerFormId, postBlocksOf, textParagraphsOf } from "./post-blocks";
import { paragraphsOf } from "./post-text";

const blocks = (content: string) => postBlocksOf(paragraphsOf(content));

describe("markerFormId", () => {
  it.each([
    ['[contact-form id="3"]', 3],
    ["[contact-form id='12']", 12],
    ["[contact-form id=7]", 7],
    ['  [contact-form  id = "3" ]  ', 3],
    ['[contact-form id="3" /]', 3],
  ])("reads %s", (line, id) => {
    expect(markerFormId(line)).toBe(id);
  });

  it.each([
    'Write to us: [contact-form id="3"]',
    '[contact-form id="3"] below',
    '[contact-form id="0"]',
    '[contact-form id="-1"]',
    '[contact-form id="abc"]',
    '[contact-form id="1234567890"]',
    "[contact-form]",
    '[contact-form-7 id="3"]',
    '[contact-form id="3"',
  ])("does not take %s for a marker", (line) => {
    expect(markerFormId(line)).toBeNull();
  });
});

describe("postBlocksOf", () => {
  it("keeps a post without markers as text", () => {
    expect(blocks("One.\n\nTwo\nlines.")).toEqual([
      { kind: "text", text: "One." },
      { kind: "text", text: "Two\nlines." },
    ]);
  });

  it("places a form where its marker stands, as a paragraph or as a line of one", () => {
    expect(blocks('Intro.\n\n[contact-form id="3"]\n\nOutro.')).toEqual([
      { kind: "text", text: "Intro." },
      { kind: "contact-form", formId: 3 },
      { kind: "text", text: "Outro." },
    ]);
    expect(blocks('Ask us:\n[contact-form id="3"]\nThanks.')).toEqual([
      { kind: "text", text: "Ask us:" },
      { kind: "contact-form", formId: 3 },
      { kind: "text", text: "Thanks." },
    ]);
  });

  it("leaves a marker in the middle of a sentence as text", () => {
    expect(blocks('Use [contact-form id="3"] to embed a form.')).toEqual([
      { kind: "text", text: 'Use [contact-form id="3"] to embed a form.' },
    ]);
  });

  it("puts the wrong-place error where a marker sits inside another one", () => {
    expect(blocks('Before.\n\n[contact-form id="1" [contact-form id="2"]]\n\nAfter.')).toEqual([
      { kind: "text", text: "Before." },
      { kind: "wrong-place" },
      { kind: "text", text: "After." },
    ]);
    expect(blocks('[contact-form id="1" title="[contact-form id=1]"]')).toEqual([{ kind: "wrong-place" }]);
  });

  it("gives the text without the forms for the description and the feed", () => {
    expect(textParagraphsOf(blocks('Intro.\n\n[contact-form id="3"]\n\nOutro.'))).toEqual(["Intro.", "Outro."]);
  });
});

describe("containsContactFormMarker", () => {
  it("finds a marker anywhere in a text, in any case", () => {
    expect(containsContactFormMarker('Label [contact-form id="2"]')).toBe(true);
    expect(containsContactFormMarker("[CONTACT-FORM id=2]")).toBe(true);
    expect(containsContactFormMarker("Your name")).toBe(false);
  });
});
