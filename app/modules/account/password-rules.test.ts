import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, passwordProblem, passwordProblemMessage } from "./password-rules";

describe("passwordProblem", () => {
  it("refuses fewer than 8 characters, counting characters not bytes", () => {
    expect(passwordProblem("Ab3$xyz")).toBe("short");
    expect(passwordProblem("ÄÖÜäöüßé")).toBeNull();
  });
  it("accepts long pass-phrases up to the ceiling", () => {
    expect(passwordProblem("correct horse battery staple on a rainy tuesday")).toBeNull();
    expect(passwordProblem("x".repeat(MAX_PASSWORD_LENGTH - 1) + "y")).toBeNull();
    expect(passwordProblem("x".repeat(MAX_PASSWORD_LENGTH + 1))).toBe("long");
  });
  it("refuses the most common passwords whatever their case", () => {
    expect(passwordProblem("password")).toBe("common");
    expect(passwordProblem("Password123")).toBe("common");
    expect(passwordProblem("12345678")).toBe("common");
    expect(passwordProblem("qwertyuiop")).toBe("common");
  });
  it("refuses the username or e-mail address as the password", () => {
    expect(passwordProblem("Jane.Doe.1984", ["jane.doe.1984", "jane@example.com"])).toBe("like-name");
    expect(passwordProblem("Jane.Doe.1985", ["jane.doe.1984", ""])).toBeNull();
  });
  it("words each problem", () => {
    expect(passwordProblemMessage("short")).toMatch(/at least 8 characters/);
    expect(passwordProblemMessage("common")).toMatch(/too common/);
  });
});
