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

/** A product with its attributes and variations, read in a fixed five statements. */
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
  const [attributes, terms, variations, variationAttributes] = await Promise.all([
    db
      .selectFrom("product_attributes")
      .innerJoin("attributes", "attributes.id", "product_attributes.attribute_id")
      .select(["attributes.id", "attributes.slug", "attributes.name", "product_attributes.is_variation"])
      .where("product_attributes.product_id", "=", product.id)
      .orderBy("product_attributes.position")
      .orderBy("attributes.position")
      .execute(),
    db
      .selectFrom("product_attribute_terms")
      .innerJoin("attribute_terms", "attribute_terms.id", "product_attribute_terms.term_id")
      .select(["attribute_terms.id", "attribute_terms.attribute_id", "attribute_terms.slug", "attribute_terms.name"])
      .where("product_attribute_terms.product_id", "=", product.id)
      .orderBy("attribute_terms.position")
      .orderBy("attribute_terms.name")
      .execute(),
    isVariable
      ? db
          .selectFrom("variations")
          .selectAll()
          .where("product_id", "=", product.id)
          .orderBy("menu_order")
          .orderBy("id")
          .execute()
      : Promise.resolve([]),
    isVariable
      ? db
          .selectFrom("variation_attributes")
          .innerJoin("variations", "variations.id", "variation_attributes.variation_id")
          .leftJoin("attribute_terms", "attribute_terms.id", "variation_attributes.term_id")
          .select([
            "variation_attributes.variation_id",
            "variation_attributes.attribute_id",
            "attribute_terms.slug as term_slug",
          ])
          .where("variations.product_id", "=", product.id)
          .execute()
      : Promise.resolve([]),
  ]);

  const recordAttributes: RecordAttribute[] = attributes.map((a) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    field: attributeField(a.slug),
    isVariation: a.is_variation === 1,
    terms: terms.filter((t) => t.attribute_id === a.id).map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
  }));
  const variationAttributeList = recordAttributes.filter((a) => a.isVariation);
  const termOf = new Map(variationAttributes.map((r) => [`${r.variation_id}:${r.attribute_id}`, r.term_slug ?? ""]));
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
