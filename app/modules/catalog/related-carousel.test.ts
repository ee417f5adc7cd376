import { describe, expect, it } from "vitest";
import { settingDefaults } from "~/modules/settings/settings";
import { defaultRelatedCarouselOptions, relatedCarouselOptions } from "./related-carousel";

describe("related_carousel_opts", () => {
  it.each([
    { json: settingDefaults.related_carousel_opts, expected: { snapAlign: "start", freeScroll: false } },
    { json: '{"cellAlign":"center"}', expected: { snapAlign: "center", freeScroll: false } },
    { json: '{"cellAlign":"right","freeScroll":true}', expected: { snapAlign: "end", freeScroll: true } },
    // Options the row cannot honour are ignored; wrong types and values leave the defaults.
    { json: '{"wrapAround":true,"autoPlay":3000,"pageDots":true}', expected: defaultRelatedCarouselOptions },
    { json: '{"cellAlign":"middle","freeScroll":"yes"}', expected: defaultRelatedCarouselOptions },
    { json: "", expected: defaultRelatedCarouselOptions },
    { json: "not json", expected: defaultRelatedCarouselOptions },
    { json: "[1,2]", expected: defaultRelatedCarouselOptions },
    { json: "null", expected: defaultRelatedCarouselOptions },
  ])("$json", ({ json, expected }) => {
    expect(relatedCarouselOptions(json)).toEqual(expected);
  });
});
