import { describe, expect, it } from "vitest";
import { CartActionSchema, cartActionFields } from "./cart.schema";

const formOf = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};
const parse = (fields: [string, string][]) => CartActionSchema.safeParse(cartActionFields(formOf(fields)));

describe("the cart page's forms", () => {
  it("reads each intent's fields", () => {
    expect(
      parse([
        ["intent", "update"],
        ["cart[12][qty]", "3"],
      ]).data,
    ).toEqual({
      intent: "update",
      quantities: { "12": "3" },
    });
    expect(
      parse([
        ["intent", "apply-coupon"],
        ["coupon_code", "STREAM10"],
      ]).data,
    ).toEqual({
      intent: "apply-coupon",
      coupon_code: "STREAM10",
    });
    expect(
      parse([
        ["intent", "remove"],
        ["line_id", "12"],
      ]).data,
    ).toEqual({ intent: "remove", line_id: 12 });
  });

  it("refuses a field sent twice rather than taking one of its values", () => {
    expect(
      parse([
        ["intent", "update"],
        ["cart[12][qty]", "3"],
        ["cart[12][qty]", "4"],
      ]).success,
    ).toBe(false);
    expect(
      parse([
        ["intent", "apply-coupon"],
        ["coupon_code", "A"],
        ["coupon_code", "B"],
      ]).success,
    ).toBe(false);
    expect(
      parse([
        ["intent", "remove"],
        ["intent", "update"],
        ["line_id", "12"],
      ]).success,
    ).toBe(false);
  });
});
