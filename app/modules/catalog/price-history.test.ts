import { describe, expect, it } from "vitest";
import { lowestPriorPrice, priorPriceToShow, type PriceChange } from "./price-history";

/** A time `days` (may be fractional) before 2026-11-25 12:00 UTC. */
function daysAgo(days: number): string {
  return new Date(Date.parse("2026-11-25T12:00:00.000Z") - days * 86_400_000).toISOString();
}

/**
 * [price, days ago] pairs, in any order, with the regular price at 54.00; a third value gives
 * another regular price.
 */
function history(...entries: ([number, number] | [number, number, number])[]): PriceChange[] {
  return entries.map(([price, days, regular = 5400]) => ({ price, regular, effectiveFrom: daysAgo(days) }));
}

describe("the lowest price of the 30 days before a reduction", () => {
  const cases: { name: string; history: PriceChange[]; price: number; regular: number; expected: number | null }[] = [
    { name: "not on sale: nothing to show", history: history([5400, 90]), price: 5400, regular: 5400, expected: null },
    { name: "no history: the regular price", history: [], price: 4500, regular: 5400, expected: 5400 },
    {
      name: "only the sale price recorded: the regular price",
      history: history([4500, 3]),
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
    {
      name: "the price before the sale",
      history: history([5400, 90], [4500, 2]),
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
    {
      name: "a price that held before the window and into it counts",
      history: history([5000, 200], [4500, 5]),
      price: 4500,
      regular: 5400,
      expected: 5000,
    },
    {
      name: "history older than 30 days before the sale does not count",
      history: history([3000, 365], [5400, 100], [4500, 2]),
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
    {
      name: "a price that ended just as the window opened does not count",
      history: history([3000, 40], [5400, 35], [4500, 5]),
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
    {
      name: "several changes inside the window: the lowest of them",
      history: history([5400, 90], [5000, 25], [5900, 15], [5200, 10], [4500, 1]),
      price: 4500,
      regular: 5400,
      expected: 5000,
    },
    {
      name: "the window is counted back from the day the sale began, not from today",
      history: history([4000, 100], [5400, 75], [4500, 60]),
      price: 4500,
      regular: 5400,
      expected: 4000,
    },
    {
      name: "the sale price itself is not counted, however long it has run",
      history: history([5400, 120], [4500, 100]),
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
    {
      name: "the same sale price recorded twice in a row is one stretch, begun at the first",
      history: history([4900, 50], [5400, 20], [4500, 15], [4500, 3]),
      price: 4500,
      regular: 5400,
      expected: 4900,
    },
    {
      name: "an earlier stretch at the sale price inside the window counts",
      history: history([5400, 90], [4500, 20], [5400, 10], [4500, 5]),
      price: 4500,
      regular: 5400,
      expected: 4500,
    },
    {
      name: "a second, deeper reduction names the first one's price",
      history: history([5400, 90], [4500, 10], [4000, 2]),
      price: 4000,
      regular: 5400,
      expected: 4500,
    },
    {
      name: "a price replaced at the moment it was set never applied",
      history: [
        { price: 5400, regular: 5400, effectiveFrom: daysAgo(60) },
        { price: 3000, regular: 5400, effectiveFrom: daysAgo(2) },
        { price: 4500, regular: 5400, effectiveFrom: daysAgo(2) },
      ],
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
    {
      name: "a new regular price beside the same sale price continues the sale",
      history: history([5000, 90, 5000], [4500, 20], [4500, 5, 6000]),
      price: 4500,
      regular: 6000,
      expected: 5000,
    },
    {
      name: "a price first charged as the regular price and then called a sale: that price counts",
      history: history([5400, 90], [4500, 20, 4500], [4500, 5]),
      price: 4500,
      regular: 5400,
      expected: 4500,
    },
    {
      name: "entries out of order are read in time order",
      history: history([4500, 1], [5400, 90], [5000, 20]),
      price: 4500,
      regular: 5400,
      expected: 5000,
    },
    {
      name: "a history that does not end with the current price: the regular price",
      history: history([3000, 20], [5400, 10]),
      price: 4500,
      regular: 5400,
      expected: 5400,
    },
  ];

  it.each(cases)("$name", ({ history, price, regular, expected }) => {
    expect(lowestPriorPrice(history, { price, regular })).toBe(expected);
  });
});

describe("the prior price shown beside a sale price", () => {
  it.each([
    { price: 4500, regular: 5400, stored: 4900, expected: 4900 },
    { price: 4500, regular: 5400, stored: null, expected: 5400 },
    { price: 5400, regular: 5400, stored: 4900, expected: null },
    { price: 5400, regular: 5400, stored: null, expected: null },
  ])("price $price, regular $regular, stored $stored → $expected", ({ price, regular, stored, expected }) => {
    expect(priorPriceToShow(price, regular, stored)).toBe(expected);
  });
});
