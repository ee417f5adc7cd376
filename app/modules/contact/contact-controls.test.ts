import { describe, expect, it } from "vitest";
import { counterState, counterValue, isSendAllowed, withHttpScheme } from "./contact-controls";
import { eventInputs, eventsForStatus, formStatusOf, noticeClass } from "./contact-status";

describe("withHttpScheme", () => {
  it.each([
    ["example.com", "http://example.com"],
    ["www.example.com/path", "http://www.example.com/path"],
    ["//example.com", "http://example.com"],
    ["https://example.com", "https://example.com"],
    ["mailto:ann@example.com", "mailto:ann@example.com"],
    ["", ""],
    ["hello", "hello"],
  ])("%s → %s", (input, expected) => expect(withHttpScheme(input)).toBe(expected));
});

describe("character counter", () => {
  it.each([
    [0, "ok"],
    [5, "too-short"],
    [20, "ok"],
    [1000, "ok"],
    [1001, "too-long"],
  ] as const)("%i characters → %s", (count, state) => {
    expect(counterState(count, { minLength: 20, maxLength: 1000 })).toBe(state);
  });
  it("counts up or down", () => {
    expect(counterValue(12, 1000)).toBe(12);
    expect(counterValue(12, 1000, "down")).toBe(988);
  });
});

describe("acceptance", () => {
  it.each([
    [[{ checked: true }], true],
    [[{ checked: false }], false],
    [[{ checked: false, optional: true }], true],
    [[{ checked: true, invert: true }], false],
    [[{ checked: false, invert: true }], true],
    [[{ checked: true }, { checked: false }], false],
    [[], true],
  ])("%j → %s", (boxes, allowed) => expect(isSendAllowed(boxes)).toBe(allowed));
});

describe("statuses", () => {
  it.each([
    ["validation_failed", "invalid"],
    ["acceptance_missing", "unaccepted"],
    ["spam", "spam"],
    ["aborted", "aborted"],
    ["mail_sent", "sent"],
    ["mail_failed", "failed"],
    ["payment_required", "payment-required"],
    ["Needs Review!", "custom-needs-review"],
    ["on_hold", "custom-on-hold"],
  ])("%s → %s", (server, form) => expect(formStatusOf(server)).toBe(form));

  it("fires an event per outcome and always submit", () => {
    expect(eventsForStatus("mail_sent")).toEqual(["mailsent", "submit"]);
    expect(eventsForStatus("validation_failed")).toEqual(["invalid", "submit"]);
    expect(eventsForStatus("acceptance_missing")).toEqual(["unaccepted", "submit"]);
    expect(eventsForStatus("mail_failed")).toEqual(["mailfailed", "submit"]);
    expect(eventsForStatus("payment_required")).toEqual(["submit"]);
  });

  it("shows the answer as a success only for a sent message, and a send that did not get through as an error", () => {
    expect(noticeClass("sent", false)).toBe("notice-success");
    expect(noticeClass("submitting", false)).toBe("notice-info");
    expect(noticeClass("invalid", false)).toBe("notice-error");
    expect(noticeClass("custom-on-hold", false)).toBe("notice-error");
    // A form that had sent a message stays "sent" when the next send gets no answer.
    expect(noticeClass("sent", true)).toBe("notice-error");
  });

  it("leaves underscore fields out of the event's inputs", () => {
    expect(
      eventInputs([
        ["_wpcf7", "1"],
        ["your-name", "Ann"],
      ]),
    ).toEqual([{ name: "your-name", value: "Ann" }]);
  });
});
