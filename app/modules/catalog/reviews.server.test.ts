import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "~/lib/db.server";
import { createTestDatabase, testDatabaseKinds, warmPool, type TestDatabase } from "../../../database/test-db";
import { attributionFields } from "~/modules/checkout/attribution";
import { forgetCachedSettings, setSetting } from "~/modules/settings/settings.server";
import { reviewMessages } from "./review.messages";
import type { ReviewFormAnswer } from "./catalog.types";
import { handleReviewPost } from "./review-actions.server";
import { REVIEW_HONEYPOT_FIELD, REVIEWS_PER_HOUR } from "./reviews";
import {
  REVIEW_ADDRESS_LIMIT,
  findApprovedReviews,
  listReviews,
  setReviewStatus,
  submitReview,
} from "./reviews.server";

const noAttribution = Object.fromEntries(attributionFields.map((f) => [`attribution_${f}`, ""]));

describe.each(testDatabaseKinds)("product reviews on %s", (kind) => {
  let t: TestDatabase;
  let productId: number;
  let otherId: number;
  /** An account registered with the e-mail a guest order was placed with. */
  let buyerId: number;

  const product = (id: number) =>
    t.db
      .selectFrom("products")
      .select(["average_rating", "rating_count"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const base = {
      type: "simple",
      status: "publish",
      short_description: "",
      description: "",
      sku: null,
      regular_price: 1000,
      sale_price: null,
      price: 1000,
      min_price: 1000,
      max_price: 1000,
      stock_status: "instock",
      stock_quantity: null,
      created_at: nowIso(),
    };
    const rows = await t.db
      .insertInto("products")
      .values([
        { ...base, slug: "reviewed", name: "Reviewed" },
        { ...base, slug: "other", name: "Other" },
      ] as never)
      .returning("id")
      .execute();
    [productId, otherId] = rows.map((r) => r.id);
    const order = await t.db
      .insertInto("orders")
      .values({
        order_key: "k1",
        checkout_token: "t1",
        status: "processing",
        customer_id: null,
        email: "Buyer@Example.com",
        created_at: nowIso(),
        ...noAttribution,
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("order_lines")
      .values({ order_id: order.id, product_id: productId, variation_id: null, name: "Reviewed", quantity: 1 } as never)
      .execute();
    const buyer = await t.db
      .insertInto("customers")
      .values({
        username: "buyer",
        email: "buyer@example.com",
        password_hash: "x",
        first_name: "",
        last_name: "",
        role: "customer",
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    buyerId = buyer.id;
  });
  afterAll(async () => t?.cleanup());

  it("keeps a new review pending while moderation is on, and counts only approved ones", async () => {
    const review = {
      productId,
      customerId: null,
      author: "Ana",
      email: "ana@example.com",
      rating: 4,
      content: "Nice",
      clientAddress: "192.0.2.1",
    };
    expect(await submitReview(t.db, review, { moderate: true })).toEqual({ ok: true, status: "pending" });
    expect(await product(productId)).toEqual({ average_rating: 0, rating_count: 0 });
    expect(await findApprovedReviews(t.db, productId, "UTC")).toEqual([]);

    const [pending] = await listReviews(t.db, "pending");
    expect(pending).toMatchObject({ product: "Reviewed", author: "Ana", rating: 4 });
    expect(await setReviewStatus(t.db, pending.id, "approved")).toMatchObject({ ok: true, previous: "pending" });
    expect(await product(productId)).toEqual({ average_rating: 4, rating_count: 1 });
  });

  it("publishes at once without moderation, averages the ratings and marks buyers as verified owners", async () => {
    const review = {
      productId,
      customerId: buyerId,
      author: "Bo",
      email: "buyer@example.com",
      rating: 5,
      content: "Great",
      clientAddress: "192.0.2.1",
    };
    expect(await submitReview(t.db, review, { moderate: false })).toEqual({ ok: true, status: "approved" });
    expect(await product(productId)).toEqual({ average_rating: 4.5, rating_count: 2 });
    const listed = await findApprovedReviews(t.db, productId, "America/Los_Angeles");
    expect(listed.map((r) => [r.author, r.isVerifiedOwner])).toEqual([
      ["Ana", false],
      ["Bo", true],
    ]);
    expect(listed[0].dateText).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // The other product is untouched.
    expect(await product(otherId)).toEqual({ average_rating: 0, rating_count: 0 });
  });

  it("never marks a guest as a verified owner for typing a buyer's e-mail address", async () => {
    const review = {
      productId,
      customerId: null,
      author: "Impostor",
      email: "BUYER@example.com",
      rating: 1,
      content: "Bad",
      clientAddress: "192.0.2.3",
    };
    expect(await submitReview(t.db, review, { moderate: true })).toEqual({ ok: true, status: "pending" });
    const stored = await t.db
      .selectFrom("product_reviews")
      .select("verified")
      .where("author_name", "=", "Impostor")
      .executeTakeFirstOrThrow();
    expect(stored.verified).toBe(0);
  });

  it("takes a review marked as spam out of the average", async () => {
    const [bo] = (await listReviews(t.db, "approved")).filter((r) => r.author === "Bo");
    await setReviewStatus(t.db, bo.id, "spam");
    expect(await product(productId)).toEqual({ average_rating: 4, rating_count: 1 });
    expect(await setReviewStatus(t.db, 999_999, "approved")).toEqual({ ok: false });
  });

  it("limits how many reviews one e-mail sends an hour", async () => {
    const review = {
      productId: otherId,
      customerId: null,
      author: "Cy",
      email: "cy@example.com",
      rating: 3,
      content: "Ok",
      clientAddress: "192.0.2.2",
    };
    for (let i = 0; i < REVIEWS_PER_HOUR; i++)
      expect((await submitReview(t.db, review, { moderate: true })).ok).toBe(true);
    expect(await submitReview(t.db, review, { moderate: true })).toEqual({ ok: false, code: "too-many" });
  });

  it("holds the limit per e-mail for reviews sent all at once, from several addresses", async () => {
    await warmPool(t);
    const answers = await Promise.all(
      Array.from({ length: REVIEWS_PER_HOUR + 3 }, (_, i) =>
        submitReview(
          t.db,
          {
            productId: otherId,
            customerId: null,
            author: "Bo",
            email: i % 2 ? "BURST@example.com" : "burst@example.com",
            rating: 4,
            content: `Fine ${i}`,
            clientAddress: `192.0.2.${100 + i}`,
          },
          { moderate: true },
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(REVIEWS_PER_HOUR);
  });

  it("limits how many reviews one network address sends an hour, whatever the e-mail addresses", async () => {
    const from = (i: number) => ({
      productId: otherId,
      customerId: null,
      author: `Guest ${i}`,
      email: `guest${i}@example.com`,
      rating: 1,
      content: "Bad",
      clientAddress: "203.0.113.40",
    });
    for (let i = 0; i < REVIEW_ADDRESS_LIMIT.max; i++)
      expect((await submitReview(t.db, from(i), { moderate: true })).ok).toBe(true);
    expect(await submitReview(t.db, from(99), { moderate: true })).toEqual({ ok: false, code: "too-many" });
    expect((await submitReview(t.db, { ...from(100), clientAddress: "198.51.100.40" }, { moderate: true })).ok).toBe(
      true,
    );
  });

  describe("the review form's post", () => {
    const post = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const answer = (await handleReviewPost(
        t.db,
        new Request("http://shop.test/product/other/"),
        form,
        otherId,
        "192.0.2.3",
      )) as {
        data: ReviewFormAnswer;
        init: ResponseInit | null;
      };
      return { ...answer.data, status: answer.init?.status ?? 200 };
    };
    const valid = {
      intent: "review",
      rating: "5",
      comment: "Lovely overlay",
      author: "Dee",
      email: "dee@example.com",
      _timestamp: String(Date.now() - 60_000),
    };
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom("product_reviews")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("refuses a missing rating, text, name or e-mail with its message and stores nothing", async () => {
      const before = await count();
      expect(await post({ ...valid, rating: "" })).toMatchObject({
        ok: false,
        field: "rating",
        message: reviewMessages.reviewRatingRequired,
        status: 400,
      });
      expect(await post({ ...valid, rating: "6" })).toMatchObject({ field: "rating" });
      expect(await post({ ...valid, comment: "   " })).toMatchObject({ field: "comment" });
      expect(await post({ ...valid, author: "" })).toMatchObject({ field: "author" });
      expect(await post({ ...valid, email: "not-an-email" })).toMatchObject({
        field: "email",
        message: reviewMessages.reviewEmailInvalid,
      });
      expect(await post({ ...valid, extra: "x" })).toMatchObject({ ok: false, status: 400 });
      expect(await count()).toBe(before);
    });

    it("names every field at fault at once, the first one leading", async () => {
      expect(await post({ ...valid, rating: "", comment: "", author: "", email: "" })).toMatchObject({
        ok: false,
        field: "rating",
        message: reviewMessages.reviewRatingRequired,
        fieldErrors: {
          rating: reviewMessages.reviewRatingRequired,
          comment: reviewMessages.reviewTextRequired,
          author: reviewMessages.reviewNameRequired,
          email: reviewMessages.reviewEmailInvalid,
        },
      });
      const some = await post({ ...valid, comment: "", email: "x" });
      expect(some).toMatchObject({ field: "comment", message: reviewMessages.reviewTextRequired });
      expect(Object.keys((some as { fieldErrors: object }).fieldErrors)).toEqual(["comment", "email"]);
    });

    it("refuses a filled honeypot or a form sent at once after loading", async () => {
      const before = await count();
      expect(await post({ ...valid, [REVIEW_HONEYPOT_FIELD]: "http://spam.example" })).toMatchObject({
        ok: false,
        message: reviewMessages.reviewRefused,
      });
      expect(await post({ ...valid, _timestamp: String(Date.now()) })).toMatchObject({ ok: false });
      expect(await count()).toBe(before);
    });

    it("thanks the reviewer and says the review awaits approval; publishes when moderation is off", async () => {
      expect(await post(valid)).toEqual({ ok: true, message: reviewMessages.reviewAwaitingApproval, status: 200 });
      expect(await post({ ...valid, _timestamp: "" })).toMatchObject({ ok: true });
      await setSetting(t.db, "review_moderation", "no");
      try {
        expect(await post({ ...valid, email: "eve@example.com" })).toMatchObject({
          ok: true,
          message: reviewMessages.reviewPublished,
        });
        expect((await findApprovedReviews(t.db, otherId, "UTC")).map((r) => r.author)).toEqual(["Dee"]);
      } finally {
        await setSetting(t.db, "review_moderation", "yes");
        forgetCachedSettings();
      }
    });

    it("keeps the reviewer's name on one line, as every reader sees it", async () => {
      expect(await post({ ...valid, author: "Dee\r\nOwner\u202E", email: "dee2@example.com" })).toMatchObject({
        ok: true,
      });
      const names = (await listReviews(t.db, "pending")).map((r) => r.author);
      expect(names).toContain("Dee Owner");
      expect(names.some((name) => /[\r\n\u202E]/.test(name))).toBe(false);
    });
  });
});
