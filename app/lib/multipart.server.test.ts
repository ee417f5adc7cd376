import { describe, expect, it } from "vitest";
import {
  multipartBoundary,
  MultipartError,
  parseDisposition,
  readMultipart,
  type MultipartLimits,
} from "./multipart.server";

const limits: MultipartLimits = {
  maxBodyBytes: 1024 * 1024,
  maxParts: 20,
  maxFiles: 2,
  maxHeaderBytes: 1024,
  maxFieldBytes: 1024,
};

function body(boundary: string, parts: { name: string; filename?: string; type?: string; data: string | Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

async function* inPieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(bytes: Buffer, size: number, boundary = "XyZ", over: Partial<MultipartLimits> = {}) {
  const fields: [string, string][] = [];
  const files: { name: string; filename: string; type: string; data: Buffer }[] = [];
  await readMultipart(
    inPieces(bytes, size),
    boundary,
    { ...limits, ...over },
    {
      field: (name, value) => fields.push([name, value]),
      file: (info) => {
        const file = { name: info.name, filename: info.filename, type: info.contentType, data: Buffer.alloc(0) };
        files.push(file);
        return {
          write: (chunk) => {
            file.data = Buffer.concat([file.data, chunk]);
          },
          end: () => undefined,
        };
      },
    },
  );
  return { fields, files };
}

describe("multipartBoundary", () => {
  it("reads plain and quoted boundaries of multipart/form-data only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary("multipart/mixed; boundary=abc")).toBeNull();
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${"a".repeat(71)}`)).toBeNull();
    expect(multipartBoundary("multipart/form-data; boundary=a\u0000b")).toBeNull();
  });
});

describe("parseDisposition", () => {
  it("reads quoted values with semicolons and escapes", () => {
    const d = parseDisposition('form-data; name="a;b"; filename="x \\"y\\".pdf"');
    expect(d?.type).toBe("form-data");
    expect(d?.params.get("name")).toBe("a;b");
    expect(d?.params.get("filename")).toBe('x "y".pdf');
  });
  it("refuses an unterminated quote", () => {
    expect(parseDisposition('form-data; name="a')).toBeNull();
  });
});

describe("readMultipart", () => {
  const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
  const sample = body("XyZ", [
    { name: "a", data: "one" },
    { name: "b", data: "two\r\nlines --XyZ not a boundary" },
    { name: "f", filename: "pic.png", type: "image/png", data: binary },
    { name: "empty", filename: "", type: "application/octet-stream", data: "" },
    { name: "c", data: "" },
  ]);

  it.each([1, 2, 3, 7, 64, 4096])("reads every part the same in %i-byte pieces", async (size) => {
    const { fields, files } = await read(sample, size);
    expect(fields).toEqual([
      ["a", "one"],
      ["b", "two\r\nlines --XyZ not a boundary"],
      ["c", ""],
    ]);
    // A part with an empty file name is "no file chosen": no sink is asked for.
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: "f", filename: "pic.png", type: "image/png" });
    expect(files[0].data.equals(binary)).toBe(true);
  });

  it("ignores a preamble and an epilogue", async () => {
    const bytes = Buffer.concat([
      Buffer.from("preamble\r\n"),
      body("XyZ", [{ name: "a", data: "1" }]),
      Buffer.from("epilogue"),
    ]);
    expect((await read(bytes, 5)).fields).toEqual([["a", "1"]]);
  });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as MultipartError,
    );

  it("refuses a body that ends before its closing delimiter", async () => {
    const cut = sample.subarray(0, sample.length - 10);
    expect(await refusal(read(cut, 100))).toMatchObject({ reason: "malformed", status: 400 });
    expect(await refusal(read(Buffer.from("no multipart here"), 4))).toMatchObject({ reason: "malformed" });
  });

  it("refuses parts without a form-data disposition or name, and oversized headers", async () => {
    const noName = Buffer.from("--XyZ\r\nContent-Disposition: form-data\r\n\r\nx\r\n--XyZ--");
    expect(await refusal(read(noName, 8))).toMatchObject({ reason: "malformed" });
    const junk = Buffer.from("--XyZ\r\nnonsense\r\n\r\nx\r\n--XyZ--");
    expect(await refusal(read(junk, 8))).toMatchObject({ reason: "malformed" });
    const huge = Buffer.from(
      `--XyZ\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${"p".repeat(2000)}\r\n\r\nx\r\n--XyZ--`,
    );
    expect(await refusal(read(huge, 100))).toMatchObject({ reason: "malformed" });
    const garbage = Buffer.from("--XyZjunk\r\nContent-Disposition: form-data; name=a\r\n\r\nx\r\n--XyZ--");
    expect(await refusal(read(garbage, 3))).toMatchObject({ reason: "malformed" });
  });

  it("stops at the body limit without reading further", async () => {
    let pulled = 0;
    async function* endless() {
      yield Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\n');
      for (;;) {
        pulled++;
        yield Buffer.alloc(1024, 0x61);
      }
    }
    const error = await refusal(
      readMultipart(
        endless(),
        "XyZ",
        { ...limits, maxBodyBytes: 10 * 1024 },
        {
          field: () => undefined,
          file: () => null,
        },
      ),
    );
    expect(error).toMatchObject({ reason: "too-large", status: 413 });
    expect(pulled).toBeLessThanOrEqual(11);
  });

  it("limits parts, files and field sizes", async () => {
    const many = body(
      "XyZ",
      Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, data: "x" })),
    );
    expect(await refusal(read(many, 50))).toMatchObject({ reason: "too-many-parts", status: 413 });
    const files = body(
      "XyZ",
      [1, 2, 3].map((i) => ({ name: `f${i}`, filename: `${i}.txt`, data: "x" })),
    );
    expect(await refusal(read(files, 50))).toMatchObject({ reason: "too-many-files", status: 413 });
    const long = body("XyZ", [{ name: "a", data: "y".repeat(1025) }]);
    expect(await refusal(read(long, 50))).toMatchObject({ reason: "field-too-large", status: 413 });
  });
});
