import { describe, expect, it } from "vitest";
import { normalizeAttribution, originLabel } from "./attribution";
import { classifyVisit, isTrackingAllowed } from "./attribution-client";

const now = new Date("2026-11-21T10:00:00Z");

describe("order attribution", () => {
  it("follows a visit only when the owner allows it and the browser does not send Global Privacy Control", () => {
    expect(isTrackingAllowed(true, {})).toBe(true);
    expect(isTrackingAllowed(true, { globalPrivacyControl: false })).toBe(true);
    expect(isTrackingAllowed(true, { globalPrivacyControl: true })).toBe(false);
    expect(isTrackingAllowed(false, {})).toBe(false);
  });
  it("stores a type-in visit when the browser sent nothing (JavaScript off)", () => {
    const a = normalizeAttribution({});
    expect(a).toMatchObject({ source_type: "typein", utm_source: "(direct)", utm_medium: "(none)", referrer: "" });
  });
  it("keeps what the browser classified and refuses unknown source types", () => {
    expect(normalizeAttribution({ source_type: "referral", utm_source: "example.com" })).toMatchObject({
      source_type: "referral",
      utm_source: "example.com",
    });
    expect(normalizeAttribution({ source_type: "<script>" }).source_type).toBe("typein");
  });
  it("reads an order's origin as source type and source", () => {
    expect(originLabel({ source_type: "utm", utm_source: "newsletter" })).toBe("utm: newsletter");
    expect(originLabel({ source_type: "referral", utm_source: "example.com" })).toBe("Referral: example.com");
    expect(originLabel({ source_type: "organic", utm_source: "google.com" })).toBe("Organic: google.com");
    expect(originLabel({ source_type: "typein", utm_source: "(direct)" })).toBe("Direct");
    expect(originLabel({ source_type: "", utm_source: "" })).toBe("Direct");
    expect(originLabel({ source_type: "referral", utm_source: "" })).toBe("Referral: (unknown)");
  });
  it("classifies utm links, search engines, referrals and type-ins", () => {
    const shop = "https://shop.test/product/x/";
    expect(
      classifyVisit(new URL(`${shop}?utm_source=newsletter&utm_medium=email&utm_campaign=launch`), "", now, 1, "UA"),
    ).toMatchObject({
      source_type: "utm",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      session_count: "1",
    });
    expect(classifyVisit(new URL(shop), "https://www.google.com/", now, 2, "UA")).toMatchObject({
      source_type: "organic",
      utm_source: "google.com",
      session_count: "2",
    });
    expect(classifyVisit(new URL(shop), "https://forum.example.org/t/1", now, 1, "UA")).toMatchObject({
      source_type: "referral",
      utm_source: "forum.example.org",
      referrer: "https://forum.example.org/t/1",
    });
    expect(classifyVisit(new URL(shop), "https://shop.test/cart/", now, 1, "UA")).toMatchObject({
      source_type: "typein",
      utm_source: "(direct)",
      utm_medium: "(none)",
      referrer: "",
    });
  });
});
