import { describe, expect, it } from "vitest";
import { decimalAmount, formatMoney } from "./money";

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
  it("rounds halves up when the store shows fewer than two decimals, and pads when it shows more", () => {
    const format = (decimals: number) => ({ currencySymbol: "$", currencyPosition: "left" as const, decimals });
    expect(formatMoney(1950, format(0))).toBe("$20");
    expect(formatMoney(1949, format(0))).toBe("$19");
    expect(formatMoney(1995, format(1))).toBe("$20.0");
    expect(formatMoney(1999, format(3))).toBe("$19.990");
    expect(formatMoney(123456789, format(4))).toBe("$1,234,567.8900");
  });
  it("writes every amount as the browser's number format for en-US would", () => {
    const amounts = [0, 1, 5, 9, 10, 49, 50, 51, 99, 100, 101, 149, 150, 999, 1000, 99949, 99950, 99999, 100000];
    for (let i = 0; i < 500; i++) amounts.push(Math.floor(((i * 7919) % 1000003) * 1234.5));
    for (let decimals = 0; decimals <= 4; decimals++) {
      const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const cents of amounts) {
        const format = { currencySymbol: "", currencyPosition: "left" as const, decimals };
        expect(formatMoney(cents, format), `${cents} cents, ${decimals} decimals`).toBe(intl.format(cents / 100));
      }
    }
  });
});

describe("decimalAmount", () => {
  it("writes cents as a plain decimal", () => {
    expect([decimalAmount(1999), decimalAmount(5), decimalAmount(123456), decimalAmount(-250)]).toEqual([
      "19.99",
      "0.05",
      "1234.56",
      "-2.50",
    ]);
  });
});
