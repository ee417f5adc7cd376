import { describe, expect, it } from "vitest";
import { inlineScriptBodies } from "./content-security-policy.server";
import { holdScriptsUntilPaint } from "./scripts-after-paint.server";
import { SCRIPTS_AFTER_PAINT_TYPE, startScriptsAfterPaint } from "./scripts-after-paint";

const moduleScript = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';

/** A document as React renders a page: preloads hoisted into the head, React Router's scripts at the end. */
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="canonical" href="https://shop.example/"/>',
  "</head><body><main><p>Text about &lt;script type=&quot;module&quot;&gt;</p></main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleScript}</script>`,
  "</body></html>",
].join("");

describe("holdScriptsUntilPaint", () => {
  const held = holdScriptsUntilPaint(Buffer.from(page)).toString();

  it("takes the script preloads out of the head and keeps every other link", () => {
    expect(held).not.toContain("modulepreload");
    expect(held).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(held).toContain('<link rel="canonical" href="https://shop.example/"/>');
  });

  it("holds React Router's module script, its text unchanged, under the type the head's script runs", () => {
    expect(held).toContain(`<script type="${SCRIPTS_AFTER_PAINT_TYPE}">${moduleScript}</script>`);
    expect(held).not.toContain('type="module"');
    // The same text, so the Content-Security-Policy hash of the held script allows the module run from it.
    expect(inlineScriptBodies(held)).toContain(moduleScript);
  });

  it("ends the head with the script that runs the held one, before the body's content", () => {
    expect(held).toContain(`<script>${startScriptsAfterPaint}</script></head><body>`);
    expect(held.split(startScriptsAfterPaint)).toHaveLength(2);
  });

  it("keeps every other character's bytes as they were, whatever its script", () => {
    const withText = page.replace("<main>", "<main><p>Café — 東京 🛒</p>");
    expect(holdScriptsUntilPaint(Buffer.from(withText)).toString()).toContain("<main><p>Café — 東京 🛒</p>");
  });

  it("leaves the rest of the document as it was", () => {
    expect(held.replace(/<link rel="modulepreload"[^>]*>/g, "")).toBe(
      page
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace("</head>", `<script>${startScriptsAfterPaint}</script></head>`)
        .replace('<script type="module" async="">', `<script type="${SCRIPTS_AFTER_PAINT_TYPE}">`),
    );
  });

  it("changes nothing in a document without React Router's module script, so no page loses its scripts", () => {
    const withoutModule = page.replace(/<script type="module"[^]*?<\/script>/, "");
    expect(holdScriptsUntilPaint(Buffer.from(withoutModule)).toString()).toBe(withoutModule);
    expect(holdScriptsUntilPaint(Buffer.from("not a document")).toString()).toBe("not a document");
  });
});
