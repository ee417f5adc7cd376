import { describe, expect, it } from "vitest";
import { contactSentParam, readContactSent, withContactSent } from "./contact-sent-outcome";

describe("a contact form's sent outcome in an address", () => {
  it("carries the form's id, and a fragment when given", () => {
    expect(withContactSent("/contact/", 3)).toBe("/contact/?contact_sent=3");
    expect(withContactSent("/blog/a-post/", 12, "wpcf7-f12-p5-o1")).toBe(
      "/blog/a-post/?contact_sent=12#wpcf7-f12-p5-o1",
    );
    expect(withContactSent("/contact/?contact_sent=9&x=1", 3)).toBe("/contact/?contact_sent=3&x=1");
  });

  it("reads back only a form id", () => {
    const read = (query: string) => readContactSent(new URLSearchParams(query));
    expect(read(withContactSent("/contact/", 7).split("?")[1])).toBe(7);
    for (const query of ["", `${contactSentParam}=`, `${contactSentParam}=abc`, `${contactSentParam}=0`])
      expect(read(query), query).toBeNull();
    expect(read(`${contactSentParam}=99999999999`)).toBeNull();
  });
});
