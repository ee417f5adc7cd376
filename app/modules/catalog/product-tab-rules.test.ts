import { describe, expect, it } from "vitest";
import { openTabFromQuery } from "./product-tab-rules";

const ids = ["description", "additional-information", "reviews"];

describe("the product sections without JavaScript", () => {
  it("opens the section the address names, else the default", () => {
    expect(openTabFromQuery("reviews", ids, "description")).toBe("reviews");
    expect(openTabFromQuery(null, ids, "description")).toBe("description");
    expect(openTabFromQuery("<script>", ids, "description")).toBe("description");
    expect(openTabFromQuery(null, ids, null)).toBeNull();
  });
});
