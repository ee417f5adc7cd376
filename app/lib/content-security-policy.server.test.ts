import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptBodies,
  inlineScriptHashes,
  scriptHashSource,
} from "./content-security-policy.server";

describe("inlineScriptBodies", () => {
  it("finds the text of every inline script, and skips scripts loaded from a file", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      "<script>document.documentElement.classList.add('js')</script>",
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<script type="module" src="/assets/app.js"></script>',
      "</head><body>",
      '<script type="module" async="">import "/assets/manifest.js";</script>',
      "<SCRIPT>window.x = 1</SCRIPT >",
      '<script data-src="not-a-src">one()</script>',
      "<script></script>",
      "</body></html>",
    ].join("");
    expect(inlineScriptBodies(html)).toEqual([
      "document.documentElement.classList.add('js')",
      'import "/assets/manifest.js";',
      "window.x = 1",
      "one()",
      "",
    ]);
  });

  it("ends a script at the first closing tag, as the browser does", () => {
    expect(inlineScriptBodies("<script>a('</scripts>')</script/><p>x</p><script>b()</script>")).toEqual([
      "a('</scripts>')",
      "b()",
    ]);
  });

  it("takes everything up to the end of an unterminated script", () => {
    expect(inlineScriptBodies("<script>tail()")).toEqual(["tail()"]);
  });

  it("does not mistake other elements for scripts", () => {
    expect(inlineScriptBodies("<scripted>no</scripted><noscript>no</noscript><p>script</p>")).toEqual([]);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's UTF-8 text with sha256, once per distinct script", () => {
    const body = "window.__x = 'é'";
    const expected = `'sha256-${createHash("sha256").update(Buffer.from(body, "utf8")).digest("base64")}'`;
    expect(scriptHashSource(body)).toBe(expected);
    expect(inlineScriptHashes(`<script>${body}</script><script>${body}</script>`)).toEqual([expected]);
  });

  it("gives the hash browsers document for alert('Hello, world.');", () => {
    // The example from the CSP specification.
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from our own files and the given hashes only, never any inline script", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"] });
    const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d]));
    expect(directives["script-src"]).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toMatch(/unsafe-eval|nonce-/);
    expect(directives["style-src"]).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives["img-src"]).toBe("img-src 'self' data:");
    expect(directives["connect-src"]).toBe("connect-src 'self'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(directives["base-uri"]).toBe("base-uri 'self'");
    expect(directives["form-action"]).toBe("form-action 'self'");
    expect(directives["object-src"]).toBe("object-src 'none'");
  });

  it("without hashes, allows our own script files only", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it("lets a page's forms lead to the other origins it names, each once", () => {
    const policy = contentSecurityPolicy({ formActionSources: ["https://x.com", "https://t.me", "https://x.com"] });
    expect(policy).toContain("form-action 'self' https://x.com https://t.me;");
  });

  it("lets the development server's live reload connect", () => {
    expect(contentSecurityPolicy({ development: true })).toContain("connect-src 'self' ws: wss:");
  });
});
