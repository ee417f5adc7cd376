import type { Kysely } from "kysely";

/** The address an order ships to when the shopper chose "Ship to a different address?" (empty otherwise). */
const shippingColumns = ["first_name", "last_name", "country", "address_1", "city", "state", "postcode"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const f of shippingColumns)
    await db.schema
      .alterTable("orders")
      .addColumn(`shipping_${f}`, "text", (c) => c.notNull().defaultTo(""))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const f of [...shippingColumns].reverse())
    await db.schema.alterTable("orders").dropColumn(`shipping_${f}`).execute();
}
