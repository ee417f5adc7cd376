import { describe, expect, it } from "vitest";
import {
  firstPageOf,
  itemsOf,
  lastPageOf,
  mergeRange,
  parseRange,
  parseSavedRange,
  rangeOf,
  rangeToRecall,
  recalledRange,
  asRange,
  MAX_PAGES_RECALLED,
  type Arrival,
  type ListingRange,
} from "./listing-range";

const SHOP = "/shop/";
const SORTED = "/shop/?orderby=price";

/** Page n of a listing, its items named after the page ("p2a", "p2b"). */
const arrived = (page: number, key = SHOP, tag = "") => ({ key, page, items: [`p${page}a${tag}`, `p${page}b${tag}`] });
const rangeFrom = (first: number, last: number, key = SHOP): ListingRange<string> => {
  let range = rangeOf(arrived(first, key));
  for (let page = first + 1; page <= last; page++) range = mergeRange(range, arrived(page, key), { direction: "more" });
  return range;
};
const pagesOf = (range: ListingRange<string>) => range.pages.map((p) => p.page);

describe("merging an arrived page into the shown range", () => {
  const cases: { name: string; shown: [number, number]; page: number; key?: string; how: Arrival; pages: number[] }[] =
    [
      { name: "View more appends the next page", shown: [1, 1], page: 2, how: { direction: "more" }, pages: [1, 2] },
      {
        name: "View more appends after several pages",
        shown: [1, 2],
        page: 3,
        how: { direction: "more" },
        pages: [1, 2, 3],
      },
      {
        name: "View previous prepends the page before",
        shown: [2, 3],
        page: 1,
        how: { direction: "previous" },
        pages: [1, 2, 3],
      },
      {
        name: "Back inside the range keeps it",
        shown: [1, 3],
        page: 2,
        how: { isBackOrForward: true },
        pages: [1, 2, 3],
      },
      {
        name: "Forward inside the range keeps it",
        shown: [1, 3],
        page: 3,
        how: { isBackOrForward: true },
        pages: [1, 2, 3],
      },
      {
        name: "a reload of a page reached by View more keeps the range",
        shown: [1, 2],
        page: 2,
        how: { direction: "more" },
        pages: [1, 2],
      },
      {
        name: "a reload of a page reached by View previous keeps the range",
        shown: [1, 2],
        page: 1,
        how: { direction: "previous" },
        pages: [1, 2],
      },
      {
        name: "another listing starts over",
        shown: [1, 2],
        page: 3,
        key: SORTED,
        how: { direction: "more" },
        pages: [3],
      },
      {
        name: "another listing starts over on Back too",
        shown: [1, 2],
        page: 2,
        key: SORTED,
        how: { isBackOrForward: true },
        pages: [2],
      },
      { name: "a jump past the next page starts over", shown: [1, 2], page: 4, how: { direction: "more" }, pages: [4] },
      {
        name: "a jump before the previous page starts over",
        shown: [3, 4],
        page: 1,
        how: { direction: "previous" },
        pages: [1],
      },
      {
        name: "Back to a page outside the range starts over",
        shown: [2, 3],
        page: 5,
        how: { isBackOrForward: true },
        pages: [5],
      },
      { name: "a plain visit of a shown page starts over", shown: [1, 3], page: 2, how: {}, pages: [2] },
      { name: "a plain visit of the next page starts over", shown: [1, 1], page: 2, how: {}, pages: [2] },
      {
        name: "View more in the wrong direction starts over",
        shown: [2, 3],
        page: 1,
        how: { direction: "more" },
        pages: [1],
      },
    ];
  for (const c of cases) {
    it(c.name, () => {
      const merged = mergeRange(rangeFrom(c.shown[0], c.shown[1]), arrived(c.page, c.key ?? SHOP, "-new"), c.how);
      expect(pagesOf(merged)).toEqual(c.pages);
      expect(merged.key).toBe(c.key ?? SHOP);
    });
  }

  it("puts the arrived copy of a page in place of the shown one", () => {
    const merged = mergeRange(rangeFrom(1, 3), arrived(2, SHOP, "-new"), { isBackOrForward: true });
    expect(itemsOf(merged)).toEqual(["p1a", "p1b", "p2a-new", "p2b-new", "p3a", "p3b"]);
  });

  it("keeps the items in page order and reads the ends", () => {
    const range = mergeRange(rangeFrom(2, 3), arrived(1), { direction: "previous" });
    expect(itemsOf(range)).toEqual(["p1a", "p1b", "p2a", "p2b", "p3a", "p3b"]);
    expect(firstPageOf(range)).toBe(1);
    expect(lastPageOf(range)).toBe(3);
  });
});

describe("Back or Forward to a page whose history entry recalls the range shown with it", () => {
  const sortedRange = rangeFrom(1, 1, SORTED);

  it("after another sort, Back to page 2 reached by View more brings pages 1–2 back", () => {
    const merged = mergeRange(sortedRange, arrived(2, SHOP, "-new"), {
      direction: "more",
      isBackOrForward: true,
      shownBefore: rangeFrom(1, 1),
    });
    expect(merged.key).toBe(SHOP);
    expect(itemsOf(merged)).toEqual(["p1a", "p1b", "p2a-new", "p2b-new"]);
  });

  it("after another sort, Back to page 2 reached by View previous brings pages 2–3 back", () => {
    const merged = mergeRange(sortedRange, arrived(2), {
      direction: "previous",
      isBackOrForward: true,
      shownBefore: rangeFrom(3, 3),
    });
    expect(pagesOf(merged)).toEqual([2, 3]);
  });

  it("Forward to the sorted page that recalls nothing starts over with it", () => {
    expect(pagesOf(mergeRange(rangeFrom(1, 2), arrived(1, SORTED), { isBackOrForward: true }))).toEqual([1]);
  });

  it("the range still shown wins over the recalled one when it holds the page", () => {
    const merged = mergeRange(rangeFrom(1, 3), arrived(2), {
      direction: "more",
      isBackOrForward: true,
      shownBefore: rangeFrom(1, 1),
    });
    expect(pagesOf(merged)).toEqual([1, 2, 3]);
  });

  it("a page out of the shown range of the same listing finds the recalled run", () => {
    const merged = mergeRange(rangeFrom(3, 3), arrived(2), {
      direction: "more",
      isBackOrForward: true,
      shownBefore: rangeFrom(1, 1),
    });
    expect(pagesOf(merged)).toEqual([1, 2]);
  });

  it("is used only on Back or Forward", () => {
    const how: Arrival = { shownBefore: rangeFrom(1, 1) };
    expect(pagesOf(mergeRange(sortedRange, arrived(2), how))).toEqual([2]);
  });

  const recalls: { name: string; how: Arrival }[] = [
    { name: "nothing recalled", how: { direction: "more" } },
    { name: "no direction", how: { shownBefore: rangeFrom(1, 1) } },
    { name: "a run of another listing", how: { direction: "more", shownBefore: rangeFrom(1, 1, SORTED) } },
    { name: "a run the page does not follow", how: { direction: "more", shownBefore: rangeFrom(3, 4) } },
    { name: "a run the page does not precede", how: { direction: "previous", shownBefore: rangeFrom(4, 4) } },
  ];
  for (const c of recalls) {
    it(`recalls no range with ${c.name}`, () => {
      expect(recalledRange(arrived(2), c.how)).toBeNull();
    });
  }

  it("takes a range from a history entry's state, and nothing else", () => {
    expect(asRange(rangeFrom(1, 2))).toEqual(rangeFrom(1, 2));
    for (const value of [undefined, null, "x", 3, {}, { key: SHOP, pages: [] }, { key: SHOP, pages: [{ page: 1 }] }]) {
      expect(asRange(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("the shown pages a page asked for keeps in its history entry", () => {
  it("keeps a short run whole", () => {
    expect(pagesOf(rangeToRecall(rangeFrom(1, 3), "more"))).toEqual([1, 2, 3]);
  });

  it("keeps only the pages next to where the new page joins a long run", () => {
    const run = rangeFrom(1, MAX_PAGES_RECALLED + 3);
    const more = pagesOf(rangeToRecall(run, "more"));
    expect(more).toHaveLength(MAX_PAGES_RECALLED);
    expect(more.at(-1)).toBe(MAX_PAGES_RECALLED + 3);
    expect(pagesOf(rangeToRecall(run, "previous"))[0]).toBe(1);
    expect(pagesOf(rangeToRecall(run, "previous"))).toHaveLength(MAX_PAGES_RECALLED);
  });

  it("what it keeps of a long run still brings that run's end back on Back after a sort", () => {
    const last = MAX_PAGES_RECALLED + 3;
    const merged = mergeRange(rangeFrom(1, 1, SORTED), arrived(last + 1), {
      direction: "more",
      isBackOrForward: true,
      shownBefore: rangeToRecall(rangeFrom(1, last), "more"),
    });
    expect(pagesOf(merged)).toEqual(
      Array.from({ length: MAX_PAGES_RECALLED + 1 }, (_, i) => last + 1 - MAX_PAGES_RECALLED + i),
    );
  });
});

describe("ranges kept in storage", () => {
  const saved = { ...rangeFrom(1, 2), scrollY: 840, focusSlug: "frog-friends-emotes" };

  it("reads a range kept for Back when it holds the page and the listing", () => {
    expect(parseSavedRange(JSON.stringify(saved), { key: SHOP, page: 2 })).toEqual(saved);
    expect(
      parseSavedRange(JSON.stringify({ ...saved, focusSlug: null }), { key: SHOP, page: 1 })?.focusSlug,
    ).toBeNull();
  });

  it("ignores a saved range of another listing or without the page", () => {
    expect(parseSavedRange(JSON.stringify(saved), { key: SORTED, page: 2 })).toBeNull();
    expect(parseSavedRange(JSON.stringify(saved), { key: SHOP, page: 3 })).toBeNull();
  });

  it("ignores what is not a saved range", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "null",
      "42",
      "{}",
      JSON.stringify({ key: SHOP, pages: [] }),
      JSON.stringify(rangeFrom(1, 2)),
    ]) {
      expect(parseSavedRange(raw, { key: SHOP, page: 1 }), String(raw)).toBeNull();
    }
  });

  it("reads a plain range, and nothing else", () => {
    expect(parseRange(JSON.stringify(rangeFrom(1, 2)))).toEqual(rangeFrom(1, 2));
    for (const raw of [
      null,
      "not json",
      "[]",
      JSON.stringify({ key: SHOP }),
      JSON.stringify({ key: SHOP, pages: [{ page: "1", items: [] }] }),
    ]) {
      expect(parseRange(raw), String(raw)).toBeNull();
    }
  });
});
