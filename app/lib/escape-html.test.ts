import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("turns every character that could open a tag or close an attribute into its entity", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
  });

  it("leaves ordinary text, and an entity already written, readable once decoded", () => {
    expect(escapeHtml("Neon Grid Hoodie — 20% off")).toBe("Neon Grid Hoodie — 20% off");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
