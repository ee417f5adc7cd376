import { describe, expect, it } from "vitest";
import { priceAlertStep, stockAlertStep } from "./wishlist-alert-rules";

describe("stockAlertStep", () => {
  it.each([
    { seen: false, now: true, step: "mail", why: "back in stock" },
    { seen: true, now: true, step: "none", why: "still in stock (a repeat of the same change)" },
    { seen: true, now: false, step: "rearm", why: "out of stock again" },
    { seen: false, now: false, step: "none", why: "still out of stock" },
  ] as const)("seen in stock $seen, in stock now $now → $step ($why)", ({ seen, now, step }) => {
    expect(stockAlertStep(seen, now)).toBe(step);
  });
});

describe("priceAlertStep", () => {
  it.each([
    { toBeat: 2900, now: 2500, mail: true, next: 2500, why: "a drop below the opt-in price" },
    { toBeat: 2900, now: 2900, mail: false, next: 2900, why: "the same price" },
    { toBeat: 2900, now: 3500, mail: false, next: 2900, why: "a rise keeps the price to beat" },
    { toBeat: 2500, now: 2500, mail: false, next: 2500, why: "back down to the price already mailed" },
    { toBeat: 2500, now: 2499, mail: true, next: 2499, why: "a further drop, by a cent" },
    { toBeat: 100, now: 0, mail: true, next: 0, why: "free" },
  ])("price to beat $toBeat, price now $now → mail $mail ($why)", ({ toBeat, now, mail, next }) => {
    expect(priceAlertStep(toBeat, now)).toEqual({ mail, priceToBeat: next });
  });
});
