import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, readRecordId } from "./record-id";

describe("readRecordId", () => {
  it("reads ids from 1 to the largest a row can have", () => {
    expect(readRecordId("1")).toBe(1);
    expect(readRecordId("0042")).toBe(42);
    expect(readRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it("reads anything else as no id: zero, past the largest, signs, exponents, spaces, not text", () => {
    for (const text of [
      "",
      "0",
      String(MAX_RECORD_ID + 1),
      "99999999999",
      "999999999999",
      "-1",
      "+1",
      "1e3",
      " 1",
      "0x10",
    ])
      expect(readRecordId(text), text).toBeNull();
    expect(readRecordId(7)).toBeNull();
    expect(readRecordId(null)).toBeNull();
  });
});
