import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../database/test-db";
import { runShopCommand } from "../../../scripts/shop";
import { answerFeedback, submitPostedForm } from "./contact-actions.server";
import type { ContactFormRecord } from "./contact.server";
import { hiddenFieldNames as hidden, type FeedbackAnswer } from "./contact.types";
import { contactAnswerMessages } from "./contact-answer.messages";
import { formMessages } from "~/lib/form.server";
import { purgeExpiredUploads } from "./contact-uploads.server";
import { filledDemoForm, insertDemoContactForm } from "./test-fixtures";

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("contact form files on %s", (kind) => {
  let t: TestDatabase;
  let form: ContactFormRecord;
  let dir: string;
  let address = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    form = await insertDemoContactForm(t.db);
  });
  afterAll(() => t.cleanup());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-uploads-"));
  });

  /** The demo form filled in with a picture attached, as multipart form data. */
  async function filled(over: Record<string, string | Blob | null> = {}, fileName = "../My logo\u202E.png") {
    const fields: Record<string, string | Blob | null> = {
      ...(await filledDemoForm(t.db, form, `10.8.${kind.length}.${++address}`)),
      "your-file": new File([png], fileName, { type: "image/png" }),
      ...over,
    };
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (v instanceof File) data.append(k, v, v.name);
      else if (v !== null) data.append(k, v);
    }
    return data;
  }

  /** Posts as a browser would: multipart, streamed to the feedback endpoint. */
  async function post(data: FormData | Request) {
    const request =
      data instanceof Request
        ? data
        : new Request(`http://shop.test/api/contact-forms/${form.id}/feedback`, { method: "POST", body: data });
    const response = await answerFeedback(t.db, request, String(form.id), `10.9.${kind.length}.${++address}`, dir);
    return { status: response.status, body: (await response.json()) as FeedbackAnswer & { message: string } };
  }

  const storedFiles = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

  it("stores a file under a random name and records it with its submission and mail", async () => {
    const { status, body } = await post(await filled());
    expect(status).toBe(200);
    expect(body.status).toBe("mail_sent");
    const files = storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(dir, files[0])).equals(png)).toBe(true);
    const row = await t.db.selectFrom("contact_uploads").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      field: "your-file",
      original_name: "My logo.png",
      size: png.length,
      detected_type: "image/png",
      stored_name: files[0],
      removed_at: null,
    });
    const submission = await t.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("id", "=", row.submission_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(submission.data_json)["your-file"]).toEqual(["My logo.png"]);
    const mail = await t.db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(mail.attachments_json)).toEqual([
      { storedName: files[0], filename: "My logo.png", contentType: "image/png" },
    ]);
    expect(mail.text_body).toContain("Attachment: My logo.png");
    expect(mail.text_body).toContain("- My logo.png (2 KB), attached");
  });

  it("sends a form without a file as before", async () => {
    const data = await filled({ "your-file": new File([], "", { type: "application/octet-stream" }) });
    const { body } = await post(data);
    expect(body.status).toBe("mail_sent");
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a file over the field's limit with the field's message, keeping nothing", async () => {
    const before = await t.db.selectFrom("contact_submissions").select("id").execute();
    const big = new File([Buffer.alloc(2 * 1024 * 1024 + 1, 1)], "big.pdf");
    const { status, body } = await post(await filled({ "your-file": big }));
    expect(status).toBe(200);
    expect(body.status).toBe("validation_failed");
    expect(body.invalid_fields).toEqual([
      expect.objectContaining({ field: "your-file", message: "The uploaded file is too large." }),
    ]);
    expect(storedFiles()).toEqual([]);
    expect(await t.db.selectFrom("contact_submissions").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses a file whose bytes are not what its name says, keeping nothing", async () => {
    const html = new File(["<html><script>alert(1)</script></html>"], "invoice.pdf", { type: "application/pdf" });
    const { body } = await post(await filled({ "your-file": html }));
    expect(body.status).toBe("validation_failed");
    expect(body.invalid_fields).toEqual([
      expect.objectContaining({ field: "your-file", message: "You are not allowed to upload files of this type." }),
    ]);
    expect(storedFiles()).toEqual([]);
  });

  it("deletes the file at once when the submission fails validation or is judged spam", async () => {
    const invalid = await post(await filled({ "your-email": "ann@" }));
    expect(invalid.body.status).toBe("validation_failed");
    expect(storedFiles()).toEqual([]);
    const spam = await post(await filled({ [hidden.honeypot]: "http://spam.example" }));
    expect(spam.body.status).toBe("spam");
    expect(storedFiles()).toEqual([]);
    const wrongType = await post(await filled({}, "script.exe"));
    expect(wrongType.body.invalid_fields[0]).toMatchObject({
      field: "your-file",
      message: "You are not allowed to upload files of this type.",
    });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses files for other fields, a second file, and malformed bodies, keeping nothing", async () => {
    const other = await filled();
    other.append("your-name", new File(["x"], "x.txt"));
    expect(await post(other)).toMatchObject({
      status: 413,
      body: { message: contactAnswerMessages.uploadTooManyFiles },
    });
    const twice = await filled();
    twice.append("your-file", new File(["x"], "x.txt"));
    expect((await post(twice)).status).toBe(413);
    const broken = new Request(`http://shop.test/api/contact-forms/${form.id}/feedback`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="your-file"; filename="a.txt"\r\n\r\nhalf a file',
    });
    expect(await post(broken)).toMatchObject({ status: 400, body: { message: formMessages.unreadable } });
    const noBoundary = new Request(`http://shop.test/api/contact-forms/${form.id}/feedback`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "x",
    });
    expect((await post(noBoundary)).status).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a file that came inside an ordinary form rather than dropping it", async () => {
    const result = await submitPostedForm(t.db, await filled(), form, "10.9.9.9");
    expect(result.answer.status).toBe("validation_failed");
    expect(result.answer.invalid_fields[0]).toMatchObject({
      field: "your-file",
      message: contactAnswerMessages.fileNotReceived,
    });
  });

  it("removes files past their retention and clears their rows' reference; keeps the rest", async () => {
    await post(await filled());
    const [fresh] = storedFiles();
    // An older submission's file, and a stray file no row refers to.
    await post(await filled());
    const old = storedFiles().find((f) => f !== fresh)!;
    await t.db
      .updateTable("contact_uploads")
      .set({ created_at: new Date(Date.now() - 31 * DAY).toISOString() })
      .where("stored_name", "=", old)
      .execute();
    const stray = "0".repeat(32);
    fs.writeFileSync(path.join(dir, stray), "left by a request that broke off");
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, stray), hourAgo, hourAgo);

    const text = await runShopCommand(t.db, ["contact:purge-uploads"], {
      uploadsDir: "",
      contactUploadsDir: dir,
      contactUploadRetentionDays: 30,
    });
    expect(text).toBe(`Removed 1 contact form file older than 30 days and 1 stray file; 1 kept in ${dir}.`);
    expect(storedFiles()).toEqual([fresh]);
    const oldRow = await t.db
      .selectFrom("contact_uploads")
      .selectAll()
      .where("size", "=", png.length)
      .where("stored_name", "is", null)
      .executeTakeFirstOrThrow();
    expect(oldRow.removed_at).not.toBeNull();
    expect(oldRow.original_name).toBe("My logo.png");
    const listed = await runShopCommand(t.db, ["forms:submissions"], { uploadsDir: "" });
    expect(listed).toContain(`file your-file: My logo.png (${png.length} bytes, image/png) stored as ${fresh}`);
    expect(listed).toContain(
      `file your-file: My logo.png (${png.length} bytes, image/png) removed after its retention`,
    );
    // A second run finds nothing more to do.
    expect(await purgeExpiredUploads(t.db, dir, { days: 30 })).toEqual({ expired: 0, orphans: 0, kept: 1 });
  });
});
