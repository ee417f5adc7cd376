import { describe, expect, it } from "vitest";
import { isValidPhoneNumber, normalizePhoneNumber } from "./phone-number";

describe("normalizePhoneNumber", () => {
  it("drops formatting and extensions and writes the international prefix as +", () => {
    expect(normalizePhoneNumber("0049 (30) 123-456")).toBe("+4930123456");
    expect(normalizePhoneNumber("+1 555 0100 # 12")).toBe("+15550100");
    expect(normalizePhoneNumber("(030) 123-45.67/8")).toBe("03012345678");
    expect(normalizePhoneNumber("555.123.4567")).toBe("5551234567");
  });

  it("refuses what is not a number of 6 to 15 digits", () => {
    expect(normalizePhoneNumber("1234")).toBeNull();
    expect(normalizePhoneNumber("+12345")).toBeNull();
    expect(normalizePhoneNumber("1234567890123456")).toBeNull();
    expect(normalizePhoneNumber("123+4567")).toBeNull();
  });
});

describe("isValidPhoneNumber", () => {
  it.each([
    ["555-0100", true],
    ["+1 555 0100", true],
    ["123456", true],
    ["123456789012345", true],
    ["-----", false],
    ["(...) ..", false],
    ["+ ( )", false],
    ["12345", false],
    ["555-CALL", false],
    ["", false],
  ])("%s → %s", (phone, valid) => {
    expect(isValidPhoneNumber(phone)).toBe(valid);
  });
});
