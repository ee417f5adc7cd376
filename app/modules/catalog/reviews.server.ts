import { sql } from "kysely";
import { takeTurns, writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { bumpContentVersion } from "~/lib/content-version.server";
import { formatPostDate } from "~/modules/blog/post-text";
import { ratingSummary, REVIEWS_PER_HOUR } from "./reviews";
import type { ProductReview } from "./catalog.types";
import { allowRequest, type RateLimit } from "~/lib/rate-limit.server";

export type { ProductReview } from "./catalog.types";

/** Orders in these states count as having bought a product ("Verified owner"). */
const BOUGHT_STATUSES = ["processing", "completed", "on-hold"];

/** The product's approved reviews, oldest first, dated in the store's timezone. One statement. */
export async function findApprovedReviews(db: Tx, productId: number, timezone: string): Promise<ProductReview[]> {
  const rows = await db
    .selectFrom("product_reviews")
    .select(["id", "author_name", "rating", "content", "verified", "created_at"])
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    author: r.author_name,
    rating: r.rating,
    content: r.content,
    isVerifiedOwner: r.verified === 1,
    date: r.created_at,
    dateText: formatPostDate(r.created_at, timezone),
  }));
}

/** Recomputes the product's average_rating and rating_count from its approved reviews. */
export async function refreshProductRating(tx: Tx, productId: number): Promise<void> {
  const rows = await tx
    .selectFrom("product_reviews")
    .select("rating")
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .execute();
  const { average, count } = ratingSummary(rows.map((r) => r.rating));
  await tx
    .updateTable("products")
    .set({ average_rating: average, rating_count: count })
    .where("id", "=", productId)
    .execute();
}

/**
 * Whether a customer has bought the product: an order in a bought state holds it, placed while
 * logged in to the account or with the account's e-mail address. Only an account counts: an e-mail
 * address typed into a guest's review proves nothing about who typed it.
 */
export async function hasBoughtProduct(tx: Tx, customerId: number, productId: number): Promise<boolean> {
  const account = await tx.selectFrom("customers").select("email").where("id", "=", customerId).executeTakeFirst();
  if (!account) return false;
  const row = await tx
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .select("orders.id")
    .where((eb) =>
      eb.or([
        eb("orders.customer_id", "=", customerId),
        eb(sql<string>`lower(orders.email)`, "=", account.email.toLowerCase()),
      ]),
    )
    .where("orders.status", "in", BOUGHT_STATUSES)
    .where("order_lines.product_id", "=", productId)
    .limit(1)
    .executeTakeFirst();
  return row != null;
}

export interface NewReview {
  productId: number;
  customerId: number | null;
  author: string;
  email: string;
  rating: number;
  content: string;
  /** The sender's network address, for REVIEW_ADDRESS_LIMIT. */
  clientAddress: string;
}

/**
 * Reviews one network address may send an hour, whatever e-mail addresses they carry (the limit per
 * e-mail alone held back no one who makes a new address for each).
 */
export const REVIEW_ADDRESS_LIMIT: RateLimit = { scope: "review", max: 20, windowMs: 60 * 60 * 1000 };

export type SubmitReviewResult = { ok: true; status: "approved" | "pending" } | { ok: false; code: "too-many" };

/**
 * Stores a review: approved at once when the owner does not moderate reviews (the product's
 * average, count and cached pages follow in the same transaction), otherwise pending. One
 * e-mail address may send REVIEWS_PER_HOUR reviews an hour, one network address REVIEW_ADDRESS_LIMIT.
 */
export async function submitReview(
  db: DB,
  review: NewReview,
  opts: { moderate: boolean; now?: Date },
): Promise<SubmitReviewResult> {
  const now = opts.now ?? new Date();
  return writeTransaction(db, async (tx) => {
    // Reviews of one e-mail address sent at once take turns, so each counts the ones before it.
    await takeTurns(tx, `review:${review.email.toLowerCase()}`);
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    const recent = await tx
      .selectFrom("product_reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(sql<string>`lower(author_email)`, "=", review.email.toLowerCase())
      .where("created_at", ">", hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= REVIEWS_PER_HOUR) return { ok: false, code: "too-many" } as const;
    if (!(await allowRequest(tx, REVIEW_ADDRESS_LIMIT, review.clientAddress, now)))
      return { ok: false, code: "too-many" } as const;
    const status = opts.moderate ? "pending" : "approved";
    await tx
      .insertInto("product_reviews")
      .values({
        product_id: review.productId,
        customer_id: review.customerId,
        author_name: review.author,
        author_email: review.email,
        rating: review.rating,
        content: review.content,
        status,
        verified:
          review.customerId !== null && (await hasBoughtProduct(tx, review.customerId, review.productId)) ? 1 : 0,
        created_at: now.toISOString(),
      })
      .execute();
    if (status === "approved") {
      await refreshProductRating(tx, review.productId);
      await bumpContentVersion(tx);
    }
    return { ok: true, status } as const;
  });
}

export interface ReviewListing {
  id: number;
  product: string;
  author: string;
  email: string;
  rating: number;
  status: string;
  content: string;
  createdAt: string;
}

/** Reviews for the owner, newest first; only those in `status` when given. */
export async function listReviews(db: Tx, status?: string): Promise<ReviewListing[]> {
  let query = db
    .selectFrom("product_reviews as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .select([
      "r.id",
      "p.name as product",
      "r.author_name as author",
      "r.author_email as email",
      "r.rating",
      "r.status",
      "r.content",
      "r.created_at as createdAt",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc");
  if (status) query = query.where("r.status", "=", status);
  return query.execute();
}

export type ReviewStatusResult = { ok: true; productId: number; previous: string } | { ok: false };

/**
 * Sets a review's status (approved | pending | spam) and keeps the product's average and count,
 * and the cached pages, in step, in one transaction.
 */
export async function setReviewStatus(db: DB, id: number, status: "approved" | "pending" | "spam") {
  return writeTransaction(db, async (tx): Promise<ReviewStatusResult> => {
    const row = await tx
      .selectFrom("product_reviews")
      .select(["product_id", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { ok: false };
    if (row.status !== status) {
      await tx.updateTable("product_reviews").set({ status }).where("id", "=", id).execute();
      await refreshProductRating(tx, row.product_id);
      await bumpContentVersion(tx);
    }
    return { ok: true, productId: row.product_id, previous: row.status };
  });
}
