import { describe, expect, it } from "vitest";
import { isFormContentType } from "./form-body-check";

describe("isFormContentType", () => {
  it("accepts the two form encodings, with parameters and in any case", () => {
    expect(isFormContentType("application/x-www-form-urlencoded")).toBe(true);
    expect(isFormContentType("application/x-www-form-urlencoded;charset=UTF-8")).toBe(true);
    expect(isFormContentType("multipart/form-data; boundary=----x")).toBe(true);
    expect(isFormContentType("Multipart/Form-Data; boundary=x")).toBe(true);
  });
  it("refuses JSON, text and a missing type", () => {
    expect(isFormContentType("application/json")).toBe(false);
    expect(isFormContentType("text/plain")).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
    expect(isFormContentType("")).toBe(false);
  });
});
