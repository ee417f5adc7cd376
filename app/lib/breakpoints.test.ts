import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from "./breakpoints";

describe("breakpoints", () => {
  it("are the widths the stylesheet's md: and lg: classes switch at", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");
    expect(css).toContain(`--breakpoint-md: ${TABLET_MIN_WIDTH}px;`);
    expect(css).toContain(`--breakpoint-lg: ${DESKTOP_MIN_WIDTH}px;`);
  });
});
