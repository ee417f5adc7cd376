import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-text";

describe("terminalSafe", () => {
  it("shows escape sequences, bells, carriage returns and C1 controls as their codes", () => {
    expect(terminalSafe("Note\u001b[2J\u001b]0;pwned\u0007")).toBe("Note\\x1B[2J\\x1B]0;pwned\\x07");
    expect(terminalSafe("paid\rrefund to IBAN")).toBe("paid\\x0Drefund to IBAN");
    expect(terminalSafe("a\u009b31mb\u007f")).toBe("a\\x9B31mb\\x7F");
  });

  it("shows direction controls as their codes, so a name cannot turn the line around", () => {
    expect(terminalSafe("Eve\u202E approved")).toBe("Eve\\u202E approved");
    expect(terminalSafe("\u2066x\u2069")).toBe("\\u2066x\\u2069");
  });

  it("keeps line breaks, tabs and every printable character", () => {
    expect(terminalSafe("Line 1\r\nLine 2\n\tÖl × 2 “ok” 😀")).toBe("Line 1\nLine 2\n\tÖl × 2 “ok” 😀");
  });
});
