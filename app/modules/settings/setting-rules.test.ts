import { describe, expect, it } from "vitest";
import { settingDefaults, type SettingKey } from "./settings";
import { settingValueProblem, wholeNumberSettingRanges } from "./setting-rules";
import { settingsMessages as m } from "./settings.messages";

describe("store setting values", () => {
  it("accepts every default", () => {
    for (const [key, value] of Object.entries(settingDefaults))
      expect(settingValueProblem(key as SettingKey, value), key).toBeNull();
  });

  it.each([
    ["products_per_page", "0", "1", "200", "201"],
    ["number_of_decimals", null, "0", "4", "5"],
    ["flat_rate_cost", null, "0", "1000000", "1000001"],
    ["free_shipping_threshold", null, "0", "10000000", "10000001"],
    ["sticky_top_space", null, "0", "500", "501"],
    ["sticky_bottom_space", null, "0", "500", "999999999"],
    ["store_notice_id", "0", "1", "999999", "1000000"],
  ] as const)("%s takes whole numbers in its range only", (key, below, min, max, above) => {
    const range = m.outOfRange(key, wholeNumberSettingRanges[key]);
    if (below) expect(settingValueProblem(key, below)).toBe(range);
    expect(settingValueProblem(key, min)).toBeNull();
    expect(settingValueProblem(key, max)).toBeNull();
    expect(settingValueProblem(key, above)).toBe(range);
    for (const bad of ["-1", "1.5", "1e3", " 5", "", "12345678901"])
      expect(settingValueProblem(key, bad)).toBe(m.wholeNumber(key, bad, wholeNumberSettingRanges[key].unit));
  });

  it("names the unit in a range's refusal", () => {
    expect(settingValueProblem("flat_rate_cost", "1000001")).toBe("flat_rate_cost must be from 0 to 1000000 (cents).");
  });

  it("names the unit when an amount is not a whole number, so 5.99 is not retyped as 6 cents", () => {
    expect(settingValueProblem("flat_rate_cost", "5.99")).toBe(
      'flat_rate_cost must be a whole number of cents, got "5.99".',
    );
    expect(settingValueProblem("free_shipping_threshold", "$75")).toBe(
      'free_shipping_threshold must be a whole number of cents, got "$75".',
    );
    expect(settingValueProblem("sticky_top_space", "50px")).toBe(
      'sticky_top_space must be a whole number of pixels, got "50px".',
    );
    expect(settingValueProblem("products_per_page", "many")).toBe(
      'products_per_page must be a whole number, got "many".',
    );
  });

  it("takes only the carousel options and values the related products row understands", () => {
    const key = "related_carousel_opts";
    for (const ok of ['{"cellAlign":"center"}', '{"cellAlign":"right","freeScroll":true}', "{}"])
      expect(settingValueProblem(key, ok), ok).toBeNull();
    expect(settingValueProblem(key, '{"wrapAround":true}')).toBe(
      'related_carousel_opts has no option "wrapAround": it takes cellAlign and freeScroll.',
    );
    expect(settingValueProblem(key, '{"cellAlign":"middle"}')).toBe(
      "related_carousel_opts: cellAlign must be left, center, right.",
    );
    expect(settingValueProblem(key, '{"freeScroll":"yes"}')).toBe(
      "related_carousel_opts: freeScroll must be true, false.",
    );
    expect(settingValueProblem(key, '{"cellAlign":{"x":1}}')).toBe(
      "related_carousel_opts: cellAlign must be left, center, right.",
    );
    for (const bad of ["cellAlign=center", "[1]", "null", '"left"'])
      expect(settingValueProblem(key, bad)).toBe(m.carouselNotAnObject);
  });

  it("refuses a word that is not one of a choice setting's", () => {
    expect(settingValueProblem("gallery_style", "carousel")).toBe(
      'gallery_style must be one of: horizontal, vertical, column, grid; got "carousel".',
    );
  });
});
