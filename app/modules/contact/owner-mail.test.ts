import { describe, expect, it } from "vitest";
import { contactAnswerMessages } from "./contact-answer.messages";
import { composeOwnerMail, type ContactFormRecord } from "./contact.server";

/** A form whose "How did you hear of us?" choice ends with "Other", which comes with a box to type in. */
const form: ContactFormRecord = {
  id: 7,
  slug: "survey",
  title: "Survey",
  recipient: "owner@example.com",
  timeZone: "UTC",
  messages: contactAnswerMessages.answers,
  fields: [
    { name: "your-name", type: "text", label: "Your name", rules: [] },
    {
      name: "heard",
      type: "radio",
      label: "How did you hear of us?",
      options: ["Search", "A friend", "Other"],
      freeText: true,
      rules: [],
    },
    {
      name: "likes",
      type: "checkbox",
      label: "What do you like?",
      options: ["Overlays", "Alerts", "Something else"],
      freeText: true,
      rules: [],
    },
  ],
  mail: { subject: "Survey from [your-name]", body: "Heard of us: [heard]\nLikes: [likes]\n\n[_all_fields]" },
};

describe("the owner's mail of a form with a free-text choice", () => {
  it("carries the text typed beside the last option, in its tag and in the list of all fields", () => {
    const mail = composeOwnerMail(
      form,
      {
        "your-name": ["Ann"],
        heard: ["Other"],
        heard_free_text: ["A stream I watched"],
        likes: ["Alerts", "Something else"],
        likes_free_text: ["Emotes"],
      },
      "Overlay Lab",
    );
    expect(mail.text).toContain("Heard of us: Other: A stream I watched\n");
    expect(mail.text).toContain("Likes: Alerts, Something else: Emotes\n");
    expect(mail.text).toContain("How did you hear of us?: Other: A stream I watched\n");
    expect(mail.text).toContain("What do you like?: Alerts, Something else: Emotes");
  });

  it("leaves out text typed beside the last option when that option is not chosen", () => {
    const mail = composeOwnerMail(
      form,
      { "your-name": ["Ann"], heard: ["Search"], heard_free_text: ["typed, then changed my mind"], likes: [] },
      "Overlay Lab",
    );
    expect(mail.text).toContain("Heard of us: Search\n");
    expect(mail.text).not.toContain("changed my mind");
  });
});
