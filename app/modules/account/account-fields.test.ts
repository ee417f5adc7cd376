import { describe, expect, it } from "vitest";
import { isSelfServiceRole, isValidUsername, normalizeShopUrl, shopUrlProblem } from "./account-fields";

describe("isSelfServiceRole", () => {
  it("allows only customer and vendor", () => {
    expect(isSelfServiceRole("customer")).toBe(true);
    expect(isSelfServiceRole("vendor")).toBe(true);
    for (const role of ["owner", "administrator", "shop_manager", "Customer", "", null, ["customer"]]) {
      expect(isSelfServiceRole(role)).toBe(false);
    }
  });
});

describe("isValidUsername", () => {
  it("takes 3 to 60 letters, digits, dots, hyphens and underscores", () => {
    expect(isValidUsername("jane.doe_84")).toBe(true);
    expect(isValidUsername("jd")).toBe(false);
    expect(isValidUsername("a".repeat(61))).toBe(false);
    expect(isValidUsername("jane doe")).toBe(false);
    expect(isValidUsername("<script>")).toBe(false);
  });
});

describe("shopUrlProblem", () => {
  it("takes a lowercase slug", () => {
    expect(shopUrlProblem("neon-works")).toBeNull();
    expect(shopUrlProblem("")).toBe("required");
    expect(shopUrlProblem("Neon")).toBe("invalid");
    expect(shopUrlProblem("-neon")).toBe("invalid");
    expect(shopUrlProblem("ne--on")).toBe("invalid");
    expect(shopUrlProblem("ab")).toBe("invalid");
    expect(shopUrlProblem("../admin")).toBe("invalid");
  });
  it("refuses reserved words", () => {
    expect(shopUrlProblem("admin")).toBe("reserved");
    expect(shopUrlProblem("checkout")).toBe("reserved");
  });
  it("normalizes what was typed", () => {
    expect(normalizeShopUrl("  My Shop_1 ")).toBe("my-shop-1");
  });
});
