import { describe, expect, it } from "vitest";
import { headerSafe } from "./contact.server";

describe("a contact mail's subject", () => {
  it("keeps to one line", () => {
    expect(headerSafe("Hello\r\nBcc: all@example.com")).toBe("Hello Bcc: all@example.com");
  });

  it("has one space where an empty tag left two", () => {
    expect(headerSafe("Overlay Lab:  from Ann")).toBe("Overlay Lab: from Ann");
  });
});
