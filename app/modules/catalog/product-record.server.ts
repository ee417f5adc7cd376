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

/** A category the product is in, as the product page names it and finds related products by. */
export interface RecordCategory {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
}

/** A product with its attributes and variations, read in a fixed three statements. */
export interface ProductRecord {
  product: ProductRow;
  attributes: RecordAttribute[];
  variations: { row: VariationRow; attributes: Record<string, string> }[];
  /** Its categories (by position, then name); read only when asked for (the product page). */
  categories: RecordCategory[];
}

/**
 * The product (by slug or id, any status) with what deciding a purchase needs. The product
 * page adds its pictures and categories to this; add to cart uses it as it is, so both see
 * the same variations, limits and stock.
 */
export async function loadProductRecord(
  db: Tx,
  key: { slug: string } | { id: number },
  options: { withCategories?: boolean } = {},
): Promise<ProductRecord | null> {
  const { product, categories } = options.withCategories
    ? await loadProductWithCategories(db, key)
    : { product: await productQuery(db, key).executeTakeFirst(), categories: [] };
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
    categories,
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

function productQuery(db: Tx, key: { slug: string } | { id: number }) {
  const query = db.selectFrom("products").selectAll("products");
  return "slug" in key ? query.where("products.slug", "=", key.slug) : query.where("products.id", "=", key.id);
}

/**
 * The product and its categories in one statement: a row per category (one row with no category
 * for a product in none), the product's columns repeated on each — a product is in a handful.
 */
async function loadProductWithCategories(
  db: Tx,
  key: { slug: string } | { id: number },
): Promise<{ product: ProductRow | undefined; categories: RecordCategory[] }> {
  const rows = await productQuery(db, key)
    .leftJoin("product_categories as pc", "pc.product_id", "products.id")
    .leftJoin("categories as c", "c.id", "pc.category_id")
    .select([
      "c.id as category_id",
      "c.parent_id as category_parent_id",
      "c.slug as category_slug",
      "c.name as category_name",
    ])
    .orderBy("c.position")
    .orderBy("c.name")
    .execute();
  if (rows.length === 0) return { product: undefined, categories: [] };
  const {
    category_id: _id,
    category_parent_id: _parent,
    category_slug: _slug,
    category_name: _name,
    ...product
  } = rows[0]!;
  const categories = rows.flatMap((r) =>
    r.category_id == null
      ? []
      : [
          {
            id: r.category_id,
            parentId: r.category_parent_id,
            slug: r.category_slug ?? "",
            name: r.category_name ?? "",
          },
        ],
  );
  return { product, categories };
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
