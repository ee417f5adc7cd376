import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AntiSpamTimestamp, fillAntiSpamTimestamps } from "./anti-spam-timestamp";

describe("anti-spam timestamp", () => {
  it("renders a hidden _timestamp field marked for filling", () => {
    const html = renderToStaticMarkup(createElement(AntiSpamTimestamp));
    expect(html).toContain('type="hidden"');
    expect(html).toContain('name="_timestamp"');
    expect(html).toContain("data-antispam-timestamp");
  });

  it("fills every marked field on the page with the load time", () => {
    const inputs = [{ value: "" }, { value: "" }];
    let selector = "";
    const root = { querySelectorAll: (s: string) => ((selector = s), inputs) } as unknown as ParentNode;
    expect(fillAntiSpamTimestamps(root, 1_764_000_000_000)).toBe(2);
    expect(selector).toBe("input[data-antispam-timestamp]");
    expect(inputs.map((input) => input.value)).toEqual(["1764000000000", "1764000000000"]);
  });
});
