import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("puts the symbol where currency_pos says", () => {
    const base = { currencySymbol: "$", decimals: 2 };
    expect(formatMoney(1999, { ...base, currencyPosition: "left" })).toBe("$19.99");
    expect(formatMoney(1999, { ...base, currencyPosition: "right" })).toBe("19.99$");
    expect(formatMoney(1999, { ...base, currencyPosition: "left_space" })).toBe("$\u00a019.99");
    expect(formatMoney(1999, { ...base, currencyPosition: "right_space" })).toBe("19.99\u00a0$");
  });
  it("groups thousands and keeps two decimals", () => {
    expect(formatMoney(123456789)).toBe("$1,234,567.89");
    expect(formatMoney(500)).toBe("$5.00");
    expect(formatMoney(0)).toBe("$0.00");
  });
  it("shows a minus before the symbol for discounts", () => {
    expect(formatMoney(-250)).toBe("-$2.50");
  });
});
