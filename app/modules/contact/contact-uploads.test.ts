import { describe, expect, it } from "vitest";
import {
  acceptsContactUpload,
  contentMatchesName,
  detectFileType,
  displayFileName,
  fileSizeLimit,
  isStoredUploadName,
  MAX_UPLOAD_FILE_BYTES,
  uploadExpiry,
} from "./contact-uploads";

describe("fileSizeLimit", () => {
  it("is the field's tightest maxfilesize rule, capped by the shop's own maximum", () => {
    expect(fileSizeLimit({ rules: [] })).toBe(MAX_UPLOAD_FILE_BYTES);
    expect(fileSizeLimit({ rules: [{ rule: "maxfilesize", threshold: 1000 }] })).toBe(1000);
    expect(
      fileSizeLimit({
        rules: [
          { rule: "maxfilesize", threshold: 5000 },
          { rule: "all", rules: [{ rule: "maxfilesize", threshold: 300, field: "f", error: "" }] },
        ],
      }),
    ).toBe(300);
    expect(fileSizeLimit({ rules: [{ rule: "maxfilesize", threshold: 50 * 1024 * 1024 }] })).toBe(
      MAX_UPLOAD_FILE_BYTES,
    );
  });
});

describe("stored names", () => {
  it("are 32 hex digits and nothing else", () => {
    expect(isStoredUploadName("0123456789abcdef0123456789abcdef")).toBe(true);
    expect(isStoredUploadName("../0123456789abcdef0123456789abcd")).toBe(false);
    expect(isStoredUploadName("0123456789abcdef0123456789abcdef.pdf")).toBe(false);
    expect(isStoredUploadName("")).toBe(false);
  });
});

describe("displayFileName", () => {
  it("keeps the last path segment without control or direction marks", () => {
    expect(displayFileName("C:\\Users\\ann\\Desktop\\logo.png")).toBe("logo.png");
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(displayFileName("a\r\nBcc: x@example.com.txt")).toBe("aBcc_ x@example.com.txt");
    expect(displayFileName('  my   "file" <1>.pdf ')).toBe("my _file_ _1_.pdf");
  });
  it("drops leading dots and falls back to 'file'", () => {
    expect(displayFileName(".htaccess")).toBe("htaccess");
    expect(displayFileName("")).toBe("file");
    expect(displayFileName("///")).toBe("file");
    expect(displayFileName("\u0000\u0001")).toBe("file");
  });
  it("shortens long names to 120 characters, keeping the extension", () => {
    const name = displayFileName(`${"x".repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith("….pdf")).toBe(true);
  });
});

describe("detectFileType", () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it("tells common types by their first bytes, not their names", () => {
    expect(detectFileType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectFileType(new TextEncoder().encode("GIF89a"))).toBe("image/gif");
    expect(detectFileType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(detectFileType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe("application/zip");
  });
  it("calls printable UTF-8 text, and anything else octet-stream", () => {
    expect(detectFileType(new TextEncoder().encode("Hello, wörld\n"))).toBe("text/plain");
    // Cut in the middle of "ö": still text.
    expect(detectFileType(new TextEncoder().encode("wö").subarray(0, 2))).toBe("text/plain");
    expect(detectFileType(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBe("application/octet-stream");
    expect(detectFileType(bytes(0xc3, 0x28))).toBe("application/octet-stream");
    expect(detectFileType(bytes())).toBe("application/octet-stream");
  });
});

describe("retention", () => {
  it("expires a file the given number of days after it came", () => {
    expect(uploadExpiry(new Date("2026-11-01T10:00:00Z"), 30).toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });
});

describe("acceptsContactUpload", () => {
  it("is the contact page and the feedback endpoint only", () => {
    expect(acceptsContactUpload("/contact/")).toBe(true);
    expect(acceptsContactUpload("/api/contact-forms/12/feedback")).toBe(true);
    expect(acceptsContactUpload("/api/contact-forms/12/refill")).toBe(false);
    expect(acceptsContactUpload("/contact-captcha/1.svg")).toBe(false);
    expect(acceptsContactUpload("/cart/")).toBe(false);
    expect(acceptsContactUpload("/blog/a-post/")).toBe(false);
  });
});

describe("a file's bytes and its name", () => {
  it("must agree when the name says a kind of file that can be recognised", () => {
    expect(contentMatchesName("logo.png", "image/png")).toBe(true);
    expect(contentMatchesName("photo.JPG", "image/jpeg")).toBe(true);
    expect(contentMatchesName("a.pdf", "text/plain")).toBe(false);
    expect(contentMatchesName("a.png", "application/pdf")).toBe(false);
  });
  it("are not compared for names that cannot be checked that way", () => {
    expect(contentMatchesName("notes.txt", "text/plain")).toBe(true);
    expect(contentMatchesName("drawing.svg", "text/plain")).toBe(true);
    expect(contentMatchesName("no-extension", "application/octet-stream")).toBe(true);
  });
});
