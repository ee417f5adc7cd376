import { describe, expect, it } from "vitest";
import { countFormFields, isOneLine, MAX_FORM_FIELDS, readForm, readFormLimited } from "./form.server";

const urlencoded = (body: string) =>
  new Request("http://shop.test/cart/", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

function multipart(fields: number): Request {
  const form = new FormData();
  for (let i = 0; i < fields; i++) form.append(`f${i}`, String(i));
  return new Request("http://shop.test/cart/", { method: "POST", body: form });
}

const manyFields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=${i}`).join("&");

describe("readFormLimited", () => {
  it("reads an ordinary form", async () => {
    const result = await readFormLimited(urlencoded("intent=update&cart%5B1%5D%5Bqty%5D=2"));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.form.get("cart[1][qty]")).toBe("2");
  });

  it("reads a multipart form", async () => {
    const result = await readFormLimited(multipart(3));
    expect(result.ok).toBe(true);
    if (result.ok) expect([...result.form.keys()]).toEqual(["f0", "f1", "f2"]);
  });

  it("accepts exactly the maximum and refuses one field more with 413", async () => {
    expect((await readFormLimited(urlencoded(manyFields(MAX_FORM_FIELDS)))).ok).toBe(true);
    const refused = await readFormLimited(urlencoded(manyFields(MAX_FORM_FIELDS + 1)));
    expect(refused).toMatchObject({ ok: false, status: 413 });
    if (!refused.ok) expect(refused.message).toMatch(/too many fields/);
  });

  it("applies the caller's own maximum, to multipart forms too", async () => {
    expect(await readFormLimited(multipart(6), 5)).toMatchObject({ ok: false, status: 413 });
    expect((await readFormLimited(multipart(5), 5)).ok).toBe(true);
  });

  it("answers 400 for a body that is not a form", async () => {
    const json = new Request("http://shop.test/", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(await readFormLimited(json)).toMatchObject({ ok: false, status: 400 });
    const broken = new Request("http://shop.test/", {
      method: "POST",
      body: "--x\r\nnonsense",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(await readFormLimited(broken)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 400 for a NUL character in a field's value or name, or in a file's name", async () => {
    expect(await readFormLimited(urlencoded("billing_first_name=Ann%00"))).toMatchObject({ ok: false, status: 400 });
    expect(await readFormLimited(urlencoded("coupon%00code=SAVE5"))).toMatchObject({ ok: false, status: 400 });
    const withFile = new FormData();
    withFile.append("your-file", new Blob(["hi"]), "a\0.txt");
    const upload = new Request("http://shop.test/contact/", { method: "POST", body: withFile });
    expect(await readFormLimited(upload)).toMatchObject({ ok: false, status: 400 });
    // Other control characters and text around a NUL's escape are ordinary text.
    expect((await readFormLimited(urlencoded("comment=tab%09and%5Cu0000"))).ok).toBe(true);
  });

  it("refuses 100,000 fields quickly, without building them", async () => {
    const body = manyFields(100_000);
    const started = performance.now();
    const result = await readFormLimited(urlencoded(body));
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("readForm", () => {
  it("keeps answering an empty form for an unreadable body", async () => {
    const json = new Request("http://shop.test/", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect([...(await readForm(json)).keys()]).toEqual([]);
  });

  it("throws a 413 response for too many fields", async () => {
    const thrown = await readForm(urlencoded(manyFields(MAX_FORM_FIELDS + 1))).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect(await (thrown as Response).text()).toMatch(/too many fields/);
  });
});

describe("countFormFields", () => {
  const form = "application/x-www-form-urlencoded";
  it("counts URL-encoded fields as the parser sees them", () => {
    const count = (s: string) => countFormFields(new TextEncoder().encode(s), form);
    expect(count("")).toBe(0);
    expect(count("a=1")).toBe(1);
    expect(count("a=1&b=2&a=3")).toBe(3);
    expect(count("&&a=1&&b&")).toBe(2);
    expect(count("a=1%26b%3D2")).toBe(1);
  });

  it("counts multipart parts, with a quoted boundary too", () => {
    const body = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="c"\r\n\r\n2\r\n--b--\r\n',
    );
    expect(countFormFields(body, "multipart/form-data; boundary=b")).toBe(2);
    expect(countFormFields(body, 'multipart/form-data; boundary="b"')).toBe(2);
    expect(countFormFields(body, "multipart/form-data")).toBe(0);
  });
});

describe("isOneLine", () => {
  it("takes text a text input can hold, tabs and any script included", () => {
    for (const value of ["", "Ada", "1 Pixel Way, Apt\t4", "José Ñúñez", "李小龍", "O’Brien-Smith"])
      expect(isOneLine(value)).toBe(true);
  });
  it("refuses line breaks of every kind and other control characters", () => {
    for (const value of [
      "Ada\r\nBcc: x@example.com",
      "Ada\nLine",
      "Ada\rLine",
      "a\u0085b",
      "a\u2028b",
      "a\u2029b",
      "a\u0000b",
      "a\u001bb",
      "a\u007fb",
    ])
      expect(isOneLine(value)).toBe(false);
  });
});
