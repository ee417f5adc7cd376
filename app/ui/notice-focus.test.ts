import { describe, expect, it } from "vitest";
import { noticeTakesFocus } from "./notice-focus";

describe("noticeTakesFocus", () => {
  // Stand-ins for elements: only their identity matters.
  const body = { id: "body" } as unknown as Element;
  const placeOrder = { id: "place-order" } as unknown as Element;
  const firstName = { id: "first-name" } as unknown as Element;

  it("gives an alert the focus, so screen readers land on it", () => {
    expect(noticeTakesFocus(true, { whenShown: placeOrder, now: placeOrder }, body, false)).toBe(true);
    expect(noticeTakesFocus(true, { whenShown: placeOrder, now: body }, body, false)).toBe(true);
  });
  it("gives any other notice the focus only when focus fell to the page's body", () => {
    expect(noticeTakesFocus(false, { whenShown: placeOrder, now: placeOrder }, body, false)).toBe(false);
    expect(noticeTakesFocus(false, { whenShown: placeOrder, now: body }, body, false)).toBe(true);
    expect(noticeTakesFocus(false, { whenShown: placeOrder, now: null }, body, false)).toBe(true);
  });
  it("leaves the focus where the shopper moved it after the notice appeared", () => {
    expect(noticeTakesFocus(true, { whenShown: placeOrder, now: firstName }, body, false)).toBe(false);
    expect(noticeTakesFocus(true, { whenShown: body, now: firstName }, body, false)).toBe(false);
    expect(noticeTakesFocus(false, { whenShown: body, now: firstName }, body, false)).toBe(false);
  });
  it("leaves the focus alone once the shopper has scrolled, tapped or pressed a key since the notice appeared", () => {
    // Typing on in the field that sent the form with Enter.
    expect(noticeTakesFocus(true, { whenShown: firstName, now: firstName }, body, true)).toBe(false);
    expect(noticeTakesFocus(false, { whenShown: placeOrder, now: body }, body, true)).toBe(false);
  });
});
