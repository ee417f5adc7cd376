import { describe, expect, it } from "vitest";
import { multipartBoundary, MultipartError, readMultipart, type MultipartLimits } from "./multipart.server";

/**
 * The parsing itself is busboy's; these tests hold the reader to what its callers rely on: fields
 * and files arrive whole however the body is split, limits and malformed bodies end in the right
 * MultipartError, and reading stops at the byte cap without waiting for the rest.
 */

const limits: MultipartLimits = {
  maxBodyBytes: 1024 * 1024,
  maxParts: 20,
  maxFiles: 2,
  maxFileBytes: 4096,
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

interface Received {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
  ended: "whole" | "too large" | "abandoned" | null;
}

async function read(bytes: Buffer, size: number, boundary = "XyZ", over: Partial<MultipartLimits> = {}) {
  const fields: [string, string][] = [];
  const files: Received[] = [];
  await readMultipart(
    inPieces(bytes, size),
    boundary,
    { ...limits, ...over },
    {
      field: (name, value) => fields.push([name, value]),
      file: (info) => {
        const file: Received = {
          name: info.name,
          filename: info.filename,
          type: info.contentType,
          data: Buffer.alloc(0),
          ended: null,
        };
        files.push(file);
        return {
          // Slow on purpose: the body must wait for the sink.
          write: async (chunk) => {
            await new Promise((resolve) => setImmediate(resolve));
            file.data = Buffer.concat([file.data, chunk]);
          },
          end: () => void (file.ended = "whole"),
          tooLarge: () => void (file.ended = "too large"),
          abandon: () => void (file.ended = "abandoned"),
        };
      },
    },
  );
  return { fields, files };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as MultipartError,
  );

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

describe("readMultipart", () => {
  const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
  const sample = body("XyZ", [
    { name: "a", data: "one" },
    { name: "b", data: "two\r\nlines --XyZ not a boundary" },
    { name: "f", filename: "pic.png", type: "image/png", data: binary },
    { name: "empty", filename: "", type: "application/octet-stream", data: "" },
    { name: "c", data: "" },
    { name: "ü", data: "grüße" },
  ]);

  it.each([1, 7, 64, 4096])("hands on every field and file the same in %i-byte pieces", async (size) => {
    const { fields, files } = await read(sample, size);
    expect(fields).toEqual([
      ["a", "one"],
      ["b", "two\r\nlines --XyZ not a boundary"],
      ["c", ""],
      ["ü", "grüße"],
    ]);
    // A part with an empty file name is "no file chosen": no sink is asked for.
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: "f", filename: "pic.png", type: "image/png", ended: "whole" });
    expect(files[0].data.equals(binary)).toBe(true);
  });

  it("keeps the sender's file name whole, in UTF-8", async () => {
    const bytes = body("XyZ", [{ name: "f", filename: "../My logo\u202E.png", data: "x" }]);
    expect((await read(bytes, 5)).files[0].filename).toBe("../My logo\u202E.png");
  });

  it("ignores a preamble and an epilogue", async () => {
    const bytes = Buffer.concat([
      Buffer.from("preamble\r\n"),
      body("XyZ", [{ name: "a", data: "1" }]),
      Buffer.from("epilogue"),
    ]);
    expect((await read(bytes, 5)).fields).toEqual([["a", "1"]]);
  });

  it("cuts a file off past the largest file size and reads on to the parts after it", async () => {
    const bytes = body("XyZ", [
      { name: "exact", filename: "a.bin", data: Buffer.alloc(4096, 1) },
      { name: "big", filename: "b.bin", data: Buffer.alloc(20_000, 2) },
      { name: "after", data: "still here" },
    ]);
    const { fields, files } = await read(bytes, 1000);
    expect(files.map((f) => [f.name, f.ended, f.data.length <= 4097])).toEqual([
      ["exact", "whole", true],
      ["big", "too large", true],
    ]);
    expect(files[0].data.length).toBe(4096);
    expect(fields).toEqual([["after", "still here"]]);
  });

  it("refuses a body that ends before its closing delimiter", async () => {
    const cut = sample.subarray(0, sample.length - 10);
    expect(await refusal(read(cut, 100))).toMatchObject({ reason: "malformed", status: 400 });
    const halfFile = Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhalf a file',
    );
    expect(await refusal(read(halfFile, 4))).toMatchObject({ reason: "malformed" });
    expect(await refusal(read(Buffer.from("no multipart here"), 4))).toMatchObject({ reason: "malformed" });
    expect(await refusal(read(Buffer.alloc(0), 4))).toMatchObject({ reason: "malformed" });
  });

  it("answers a refusal only once every file it began is abandoned", async () => {
    // The file's sink is still being set up (a folder made, a file opened) when the body breaks
    // off: the refusal must wait for it, or the caller's clean-up would run before the file exists.
    const states: string[] = [];
    const broken = Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhalf a file',
    );
    const error = await refusal(
      readMultipart(inPieces(broken, 1000), "XyZ", limits, {
        field: () => undefined,
        file: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          states.push("opened");
          return {
            write: () => undefined,
            end: () => void states.push("whole"),
            tooLarge: () => void states.push("too large"),
            abandon: async () => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              states.push("abandoned");
            },
          };
        },
      }),
    );
    expect(error).toMatchObject({ reason: "malformed", status: 400 });
    expect(states).toEqual(["opened", "abandoned"]);
  });

  it("refuses parts without a name, and broken or oversized headers", async () => {
    const noName = Buffer.from("--XyZ\r\nContent-Disposition: form-data\r\n\r\nx\r\n--XyZ--");
    expect(await refusal(read(noName, 8))).toMatchObject({ reason: "malformed" });
    const noFileName = Buffer.from('--XyZ\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nx\r\n--XyZ--');
    expect(await refusal(read(noFileName, 8))).toMatchObject({ reason: "malformed" });
    const junk = Buffer.from("--XyZ\r\nnonsense\r\n\r\nx\r\n--XyZ--");
    expect(await refusal(read(junk, 8))).toMatchObject({ reason: "malformed" });
    const huge = Buffer.from(
      `--XyZ\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${"p".repeat(20_000)}\r\n\r\nx\r\n--XyZ--`,
    );
    expect(await refusal(read(huge, 100))).toMatchObject({ reason: "malformed" });
  });

  it("refuses a NUL character in a field's name or value, or a file's name, as a buffered form does", async () => {
    const nulValue = body("XyZ", [{ name: "message", data: "Hello\0there" }]);
    expect(await refusal(read(nulValue, 8))).toMatchObject({ reason: "malformed", status: 400 });
    const nulName = body("XyZ", [{ name: "mess\0age", data: "Hello" }]);
    expect(await refusal(read(nulName, 8))).toMatchObject({ reason: "malformed", status: 400 });
    const nulFileName = body("XyZ", [{ name: "f", filename: "a\0.txt", type: "text/plain", data: "x" }]);
    expect(await refusal(read(nulFileName, 8))).toMatchObject({ reason: "malformed", status: 400 });
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
        { field: () => undefined, file: () => null },
      ),
    );
    expect(error).toMatchObject({ reason: "too-large", status: 413 });
    expect(pulled).toBeLessThanOrEqual(11);
  });

  it("waits for a file's sink before reading more of the body", async () => {
    let pulled = 0;
    async function* endless() {
      yield Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\n');
      for (;;) {
        pulled++;
        yield Buffer.alloc(1024, 0x61);
      }
    }
    let release!: (error: Error) => void;
    const blocked = new Promise<never>((_, reject) => (release = reject));
    const reading = refusal(
      readMultipart(
        endless(),
        "XyZ",
        { ...limits, maxFileBytes: 10 * 1024 * 1024 },
        {
          field: () => undefined,
          file: () => ({
            write: () => blocked,
            end: () => undefined,
            tooLarge: () => undefined,
            abandon: () => undefined,
          }),
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // What busboy's file stream buffers, and no more.
    expect(pulled).toBeLessThan(100);
    const stuck = new Error("disk stuck");
    release(stuck);
    expect(await reading).toBe(stuck);
  });

  it("limits parts, files and field sizes, allowing each limit itself", async () => {
    const parts = (n: number) =>
      body(
        "XyZ",
        Array.from({ length: n }, (_, i) => ({ name: `f${i}`, data: "x" })),
      );
    expect((await read(parts(20), 50)).fields).toHaveLength(20);
    expect(await refusal(read(parts(21), 50))).toMatchObject({ reason: "too-many-parts", status: 413 });

    const files = (n: number) =>
      body(
        "XyZ",
        Array.from({ length: n }, (_, i) => ({ name: `f${i}`, filename: `${i}.txt`, data: "x" })),
      );
    expect((await read(files(2), 50)).files).toHaveLength(2);
    expect(await refusal(read(files(3), 50))).toMatchObject({ reason: "too-many-files", status: 413 });

    const field = (n: number) => body("XyZ", [{ name: "a", data: "y".repeat(n) }]);
    expect((await read(field(1024), 50)).fields[0][1]).toHaveLength(1024);
    expect(await refusal(read(field(1025), 50))).toMatchObject({ reason: "field-too-large", status: 413 });
  });

  it("stops at the first error a handler or sink throws, and passes it on", async () => {
    const bytes = body("XyZ", [
      { name: "f", filename: "a.bin", data: Buffer.alloc(50_000, 1) },
      { name: "g", filename: "b.bin", data: "x" },
    ]);
    const disk = Object.assign(new Error("no space"), { code: "ENOSPC" });
    let writes = 0;
    const error = await refusal(
      readMultipart(
        inPieces(bytes, 1000),
        "XyZ",
        { ...limits, maxFileBytes: 100_000 },
        {
          field: () => undefined,
          file: (info) =>
            info.name === "g"
              ? null
              : {
                  write: () => {
                    if (++writes === 3) throw disk;
                  },
                  end: () => undefined,
                  tooLarge: () => undefined,
                  abandon: () => undefined,
                },
        },
      ),
    );
    expect(error).toBe(disk);
    expect(writes).toBe(3);

    const refused = new MultipartError("too-many-files", 413);
    const thrown = await refusal(
      readMultipart(inPieces(bytes, 1000), "XyZ", limits, {
        field: () => undefined,
        file: () => {
          throw refused;
        },
      }),
    );
    expect(thrown).toBe(refused);
  });
});
