import type { Selectable } from "kysely";
import type { Tx } from "~/lib/db.server";
import type { Database } from "../../../database/schema";
import { purchaseLimits } from "./purchase-limits";
import type { PurchasableProduct } from "./purchase";
import { isInStock } from "./stock";
import { attributeField } from "./variation";

export type ProductRow = Selectable<Database["products"]>;
export type VariationRow = Selectable<Database["variations"]>;

export interface RecordAttribute {
  id: number;
  slug: string;
  name: string;
  field: string;
  isVariation: boolean;
  terms: { id: number; slug: string; name: string }[];
}

/** A product with its attributes and variations, read in a fixed three statements. */
export interface ProductRecord {
  product: ProductRow;
  attributes: RecordAttribute[];
  variations: { row: VariationRow; attributes: Record<string, string> }[];
}

/**
 * The product (by slug or id, any status) with what deciding a purchase needs. The product
 * page adds its pictures and categories to this; add to cart uses it as it is, so both see
 * the same variations, limits and stock.
 */
export async function loadProductRecord(db: Tx, key: { slug: string } | { id: number }): Promise<ProductRecord | null> {
  let query = db.selectFrom("products").selectAll();
  query = "slug" in key ? query.where("slug", "=", key.slug) : query.where("id", "=", key.id);
  const product = await query.executeTakeFirst();
  if (!product) return null;
  const isVariable = product.type === "variable";
  // Two statements after the product: its attributes with their terms (a row per term), and
  // its variations with their chosen terms (a row per variation and attribute).
  const [attributeRows, variationRows] = await Promise.all([
    db
      .selectFrom("product_attributes as pa")
      .innerJoin("attributes as a", "a.id", "pa.attribute_id")
      .leftJoin("product_attribute_terms as pat", (join) =>
        join.onRef("pat.product_id", "=", "pa.product_id").onRef("pat.attribute_id", "=", "pa.attribute_id"),
      )
      .leftJoin("attribute_terms as t", "t.id", "pat.term_id")
      .select([
        "a.id",
        "a.slug",
        "a.name",
        "pa.is_variation",
        "t.id as term_id",
        "t.slug as term_slug",
        "t.name as term_name",
      ])
      .where("pa.product_id", "=", product.id)
      .orderBy("pa.position")
      .orderBy("a.position")
      .orderBy("a.id")
      .orderBy("t.position")
      .orderBy("t.name")
      .execute(),
    isVariable
      ? db
          .selectFrom("variations as v")
          .leftJoin("variation_attributes as va", "va.variation_id", "v.id")
          .leftJoin("attribute_terms as vt", "vt.id", "va.term_id")
          .selectAll("v")
          .select(["va.attribute_id as chosen_attribute_id", "vt.slug as chosen_term_slug"])
          .where("v.product_id", "=", product.id)
          .orderBy("v.menu_order")
          .orderBy("v.id")
          .execute()
      : Promise.resolve([]),
  ]);

  const recordAttributes: RecordAttribute[] = [];
  for (const row of attributeRows) {
    let attribute = recordAttributes.at(-1);
    if (attribute?.id !== row.id) {
      attribute = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        field: attributeField(row.slug),
        isVariation: row.is_variation === 1,
        terms: [],
      };
      recordAttributes.push(attribute);
    }
    if (row.term_id != null)
      attribute.terms.push({ id: row.term_id, slug: row.term_slug ?? "", name: row.term_name ?? "" });
  }
  const variationAttributeList = recordAttributes.filter((a) => a.isVariation);
  const variations: VariationRow[] = [];
  const termOf = new Map<string, string>();
  for (const { chosen_attribute_id, chosen_term_slug, ...row } of variationRows) {
    if (variations.at(-1)?.id !== row.id) variations.push(row);
    if (chosen_attribute_id != null) termOf.set(`${row.id}:${chosen_attribute_id}`, chosen_term_slug ?? "");
  }
  return {
    product,
    attributes: recordAttributes,
    variations: variations.map((row) => ({
      row,
      // No row, or a null term, both mean "any value" of that attribute.
      attributes: Object.fromEntries(
        variationAttributeList.map((a) => [a.field, termOf.get(`${row.id}:${a.id}`) ?? ""]),
      ),
    })),
  };
}

/** The record as add to cart sees it: what can be bought, with its limits and stock. */
export function toPurchasable(record: ProductRecord): PurchasableProduct {
  const { product } = record;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    type: product.type === "variable" ? "variable" : "simple",
    isPublished: product.status === "publish",
    isInStock: isInStock(product.stock_status, product.stock_quantity),
    stockQuantity: product.stock_quantity,
    limits: purchaseLimits(product),
    attributes: record.attributes.map((a) => ({
      slug: a.slug,
      field: a.field,
      isVariation: a.isVariation,
      terms: a.terms,
    })),
    variations: record.variations.map(({ row, attributes }) => ({
      variation_id: row.id,
      attributes,
      variation_is_visible: row.is_visible === 1,
      variation_is_active: row.is_active === 1,
      is_purchasable: row.is_purchasable === 1,
      is_in_stock: isInStock(row.stock_status, row.stock_quantity),
      limits: purchaseLimits(product, row),
      stockQuantity: row.stock_quantity,
    })),
  };
}

/** What can be bought of this product, or null when there is no such product. */
export async function findPurchasableProduct(db: Tx, productId: number): Promise<PurchasableProduct | null> {
  const record = await loadProductRecord(db, { id: productId });
  return record ? toPurchasable(record) : null;
}
