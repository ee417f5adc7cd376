import type { Tx } from "~/lib/db.server";

/** Number of items (sum of quantities) in the session's cart. */
export async function countCartItems(db: Tx, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cart_id")
    .where("carts.session_id", "=", sessionId)
    .select((eb) => eb.fn.sum<number>("cart_lines.quantity").as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
