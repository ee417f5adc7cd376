import { describe, expect, it } from "vitest";
import { isValidEmailAddress, mailboxKey } from "./email-address";

/** An address of exactly `length` characters: a long local part at example.com. */
const ofLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("isValidEmailAddress", () => {
  it.each([
    ["ada@example.com", "a plain address"],
    ["first.last+tag@sub.example.co", "dots and a plus tag in the local part, a subdomain"],
    ["a@b.co", "exactly 6 characters"],
    ["!#$%&'*+/=?^_`{|}~.-@example.com", "every symbol the local part may use"],
    ["ADA@EXAMPLE.COM", "capital letters"],
    ["ada@mail-1.example.com", "digits and an inner hyphen in a label"],
    ["ada@123.45", "labels of digits only"],
    ["ada@xn--bcher-kva.example", "a punycode domain"],
    [".ada.@example.com", "dots anywhere in the local part (the rule does not place them)"],
    [ofLength(254), "254 characters"],
  ])("accepts %s (%s)", (address) => {
    expect(isValidEmailAddress(address)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["a@b.c", "5 characters"],
    ["a@b", "too short and a single label"],
    [ofLength(255), "255 characters"],
    ["example.com", "no @"],
    ["@example.com", "@ first"],
    ["ada@home@example.com", "two @"],
    ["a@example.com<script>", "markup in the domain"],
    ["<script>@example.com", "markup in the local part"],
    ['a"b@example.com', "a quote in the local part"],
    ["a(b)@example.com", "parentheses in the local part"],
    ["a,b@example.com", "a comma in the local part"],
    ["ada@example", "a single label"],
    ["ada@-x.com", "a label starting with a hyphen"],
    ["ada@x-.com", "a label ending with a hyphen"],
    ["ada@example.-com", "the last label starting with a hyphen"],
    ["ada@x..com", "consecutive dots in the domain"],
    ["ada@.example.com", "a leading dot in the domain"],
    ["ada@example.com.", "a trailing dot in the domain"],
    ["ada@ex_ample.com", "an underscore in the domain"],
    ["ada@exa+mple.com", "a plus in the domain"],
    ["ada@[127.0.0.1]", "an address literal"],
    ["ada lovelace@example.com", "a space in the local part"],
    ["ada@exam ple.com", "a space in the domain"],
    [" ada@example.com", "a leading space"],
    ["ada@example.com ", "a trailing space"],
    ["ada@example.com\n", "a trailing newline"],
    ["ada@\texample.com", "a tab at the start of the domain"],
    ["ada\u00a0b@example.com", "a no-break space"],
    ["josé@example.com", "a non-ASCII letter in the local part"],
    ["ada@exämple.com", "a non-ASCII letter in the domain"],
    ["ada@例え.jp", "a non-Latin domain"],
    ["ada＠example.com", "a full-width @"],
    ["ada@example.com\u200b", "a zero-width space"],
  ])("refuses %j (%s)", (address) => {
    expect(isValidEmailAddress(address)).toBe(false);
  });
});

describe("mailboxKey", () => {
  it("is the same for one inbox in any letter case, with or without a plus tag", () => {
    const key = mailboxKey("ann@example.com");
    for (const same of [" Ann@Example.COM ", "ann+news@example.com", "ANN+a+b@EXAMPLE.com"])
      expect(mailboxKey(same)).toBe(key);
  });
  it("tells different inboxes apart", () => {
    expect(mailboxKey("anne@example.com")).not.toBe(mailboxKey("ann@example.com"));
    expect(mailboxKey("ann@example.org")).not.toBe(mailboxKey("ann@example.com"));
    // A plus that starts the local part is the whole name, not a tag.
    expect(mailboxKey("+ann@example.com")).toBe("+ann@example.com");
  });
});
