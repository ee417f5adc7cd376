import { writeTransaction, type DB, type Tx } from "../../app/lib/db.server";
import { bumpContentVersion } from "../../app/lib/content-version.server";
import { insertReturningIds, insertRows } from "./batch";
import { categoryDefs } from "./catalog-data";
import { FULL_SIZE, imageSizeRows, writeAllImageFiles, type ArtSpec, type PaletteName } from "./images";
import { summarizeVariations } from "../../app/modules/catalog/product-totals";
import { stockStatusFor } from "../../app/modules/catalog/stock";
import { createRandom, SEED_EPOCH } from "./random";
import { startingPrice } from "./starting-prices";

/**
 * A large generated catalog for benchmarks: many products with real-looking names, prices,
 * categories, attribute terms and a few variations, sharing a dozen pictures. Written in
 * transactions of a few thousand products, with multi-row inserts.
 */

const adjectives = [
  "Neon",
  "Pastel",
  "Retro",
  "Cyber",
  "Cozy",
  "Minimal",
  "Glitch",
  "Pixel",
  "Cosmic",
  "Midnight",
  "Sunset",
  "Arcade",
  "Lo-fi",
  "Vapor",
  "Crystal",
  "Aurora",
  "Galaxy",
  "Candy",
  "Shadow",
  "Electric",
  "Velvet",
  "Frost",
  "Ember",
  "Lunar",
  "Solar",
  "Chrome",
  "Holo",
  "Jungle",
  "Ocean",
  "Sakura",
];
const motifs = [
  "Grid",
  "Wave",
  "Drift",
  "Pulse",
  "Bloom",
  "Circuit",
  "Dream",
  "Rush",
  "Storm",
  "Nova",
  "Echo",
  "Blaze",
  "Orbit",
  "Spark",
  "Cloud",
  "Fox",
  "Cat",
  "Dragon",
  "Rocket",
  "Heart",
  "Star",
  "Skull",
  "Bunny",
  "Frog",
  "Ghost",
  "Robot",
  "Mushroom",
  "Comet",
  "Prism",
  "Tide",
];
const nouns: Record<string, string[]> = {
  "stream-overlays": ["Overlay", "Overlay Pack", "Scene Set", "Webcam Frame", "HUD Overlay"],
  alerts: ["Alerts", "Alert Pack", "Alert Set", "Goal Bar", "Sound Alerts"],
  "emote-packs": ["Emotes", "Emote Pack", "Sub Badges", "Sticker Pack", "Animated Emotes"],
  merch: ["Hoodie", "Tee", "Mug", "Cap", "Mousepad"],
  panels: ["Twitch Panels", "Panel Set", "Offline Screen", "Channel Banner", "Schedule Panel"],
  transitions: ["Stinger", "Stinger Transition", "BRB Screen", "Starting Soon Screen", "Scene Wipe"],
  bundles: ["Bundle", "Stream Bundle", "Starter Kit", "Mega Pack", "Theme Bundle"],
};
const themes: PaletteName[] = ["neon", "pastel", "retro", "cyber", "cozy", "minimal"];
const colors = ["black", "violet", "white", "heather-grey", "pink", "navy"];
const colorHexes: Record<string, string> = {
  black: "#18181b",
  violet: "#7c3aed",
  white: "#fafafa",
  "heather-grey": "#9ca3af",
  pink: "#ec4899",
  navy: "#1e3a8a",
};
const kindOf: Record<string, ArtSpec["kind"]> = {
  "stream-overlays": "overlay",
  alerts: "alert",
  "emote-packs": "emotes",
  merch: "merch",
  panels: "panels",
  transitions: "transition",
  bundles: "bundle",
};

const BATCH = 5000;

export interface LargeCatalogReport {
  products: number;
  variations: number;
  ms: number;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The shared pictures: two per category (merch in two colours). */
function benchArt(): ArtSpec[] {
  return categoryDefs.flatMap((c) =>
    [0, 1].map((i): ArtSpec =>
      c.slug === "merch"
        ? {
            key: `bench-merch-${i + 1}`,
            kind: "merch",
            palette: "neon",
            garment: i ? "tee" : "hoodie",
            color: i ? colorHexes.violet : colorHexes.black,
            title: "Streamer Merch",
            alt: "Streamer merch",
          }
        : {
            key: `bench-${c.slug}-${i + 1}`,
            kind: kindOf[c.slug],
            palette: themes[(i * 3 + c.slug.length) % 6],
            title: c.name,
            alt: c.name,
            variant: i,
          },
    ),
  );
}

async function ensureImages(db: DB, uploadsDir: string): Promise<Map<string, number>> {
  const art = benchArt();
  await writeAllImageFiles(art, uploadsDir);
  return writeTransaction(db, async (tx) => {
    const existing = await tx
      .selectFrom("images")
      .select(["id", "file_key"])
      .where(
        "file_key",
        "in",
        art.map((a) => a.key),
      )
      .execute();
    const ids = new Map(existing.map((e) => [e.file_key, e.id]));
    const missing = art.filter((a) => !ids.has(a.key));
    if (missing.length > 0) {
      const added = await insertReturningIds(
        tx,
        "images",
        missing.map((a) => ({
          file_key: a.key,
          alt: a.alt,
          title: a.title,
          caption: "",
          width: FULL_SIZE,
          height: FULL_SIZE,
        })),
        "file_key",
      );
      await insertRows(
        tx,
        "image_sizes",
        [...added].flatMap(([key, id]) => imageSizeRows(id, key)),
      );
      for (const [k, v] of added) ids.set(k, v);
    }
    return ids;
  });
}

async function lookups(db: Tx) {
  const categories = await db.selectFrom("categories").select(["id", "slug"]).execute();
  const attributes = await db.selectFrom("attributes").select(["id", "slug"]).execute();
  const terms = await db
    .selectFrom("attribute_terms")
    .innerJoin("attributes", "attributes.id", "attribute_terms.attribute_id")
    .select(["attribute_terms.id", "attribute_terms.slug", "attributes.slug as attribute"])
    .execute();
  const category = new Map(categories.map((c) => [c.slug, c.id]));
  const attribute = new Map(attributes.map((a) => [a.slug, a.id]));
  const term = new Map(terms.map((t) => [`${t.attribute}:${t.slug}`, t.id]));
  for (const c of categoryDefs)
    if (!category.has(c.slug)) throw new Error(`Category ${c.slug} is missing: seed the demo store first.`);
  for (const a of ["color", "size", "theme", "license"])
    if (!attribute.has(a)) throw new Error(`Attribute ${a} is missing: seed the demo store first.`);
  return { category, attribute, term };
}

export async function addLargeCatalog(
  db: DB,
  opts: { count: number; uploadsDir: string; onProgress?: (done: number) => void },
): Promise<LargeCatalogReport> {
  const started = Date.now();
  const imageIds = await ensureImages(db, opts.uploadsDir);
  const ids = await lookups(db);
  const last = await db
    .selectFrom("products")
    .select((e) => e.fn.max("id").as("max"))
    .executeTakeFirst();
  const first = Number(last?.max ?? 0) + 1;
  const r = createRandom(first * 7919);
  let variationCount = 0;

  for (let offset = 0; offset < opts.count; offset += BATCH) {
    const size = Math.min(BATCH, opts.count - offset);
    await writeTransaction(db, async (tx) => {
      const products: Record<string, unknown>[] = [];
      const extra: {
        slug: string;
        category: string;
        theme: string;
        color: string | null;
        variable: boolean;
        variations: Record<string, unknown>[];
        createdAt: string;
        totals: { price: number; regular_price: number };
      }[] = [];
      for (let i = 0; i < size; i++) {
        const n = first + offset + i;
        const category = categoryDefs[n % categoryDefs.length].slug;
        const name = `${r.pick(adjectives)} ${r.pick(motifs)} ${r.pick(nouns[category])}`;
        const slug = `${slugify(name)}-${n}`;
        const isMerch = category === "merch";
        const theme = r.pick(themes);
        const color = isMerch ? r.pick(colors) : null;
        const regular = r.int(3, 79) * 100 + r.pick([0, 0, 99, 50]);
        const sale = r.chance(0.2) ? Math.round(regular * (0.6 + r.next() * 0.3)) : null;
        const stock = isMerch ? r.int(0, 60) : null;
        // One in ten digital products is variable: theme × license.
        const variable = !isMerch && n % 10 === 0;
        const variations = variable
          ? [theme, themes[(themes.indexOf(theme) + 1) % 6]].flatMap((t) =>
              ["personal", "commercial"].map((l) => {
                const reg = l === "commercial" ? regular * 2 + 900 : regular;
                return {
                  sku: `GEN-${n}-${t.slice(0, 3).toUpperCase()}-${l.slice(0, 3).toUpperCase()}`,
                  regular_price: reg,
                  sale_price: null,
                  price: reg,
                  stock_quantity: null,
                  stock_status: "instock",
                  is_active: 1,
                  is_visible: 1,
                  is_purchasable: 1,
                  theme: t,
                  license: l,
                };
              }),
            )
          : [];
        const totals = variable
          ? summarizeVariations(variations)
          : {
              regular_price: regular,
              sale_price: sale,
              price: sale ?? regular,
              min_price: sale ?? regular,
              max_price: sale ?? regular,
              stock_status: stockStatusFor(stock),
            };
        const ratingCount = r.int(0, 200);
        const product = {
          slug,
          name,
          type: variable ? "variable" : "simple",
          status: "publish",
          short_description: `${name}: ${isMerch ? `streamer merch in ${color!.replace("-", " ")}` : `a ${theme} ${nouns[category][0].toLowerCase()} for Twitch, YouTube and Kick`}.`,
          description: `${name} from the ${adjectives[n % adjectives.length]} collection. ${isMerch ? "Printed to order, shipped in recycled packaging." : "Instant download with set-up guides for OBS and Streamlabs."}`,
          sku: `GEN-${n}`,
          ...totals,
          stock_quantity: stock,
          sold_individually: isMerch ? 0 : 1,
          min_qty: 1,
          max_qty: 0,
          weight_grams: isMerch ? r.int(100, 800) : null,
          length_mm: isMerch ? 300 : null,
          width_mm: isMerch ? 250 : null,
          height_mm: isMerch ? 40 : null,
          image_id: imageIds.get(isMerch ? `bench-merch-${(n % 2) + 1}` : `bench-${category}-${(n % 2) + 1}`)!,
          featured: 0,
          menu_order: n,
          total_sales: r.int(0, 5000),
          average_rating: ratingCount ? Math.round((2.5 + r.next() * 2.5) * 100) / 100 : 0,
          rating_count: ratingCount,
          gtin: null,
        };
        const createdAt = new Date(SEED_EPOCH - r.int(0, 730 * 24) * 3_600_000).toISOString();
        products.push({
          ...product,
          created_at: createdAt,
          lowest_prior_price: variable ? null : startingPrice(totals, createdAt).lowestPriorPrice,
        });
        extra.push({ slug, category, theme, color, variable, variations, createdAt, totals });
      }
      const productIds = await insertReturningIds(tx, "products", products, "slug");
      const pid = (slug: string) => productIds.get(slug)!;
      // Their first prices, from the day each was added (variable products: per variation, below).
      await insertRows(
        tx,
        "price_history",
        extra
          .filter((e) => !e.variable)
          .map((e) => ({ product_id: pid(e.slug), variation_id: null, ...startingPrice(e.totals, e.createdAt).row })),
      );
      await insertRows(
        tx,
        "product_categories",
        extra.map((e) => ({ product_id: pid(e.slug), category_id: ids.category.get(e.category)! })),
      );
      await insertRows(
        tx,
        "product_images",
        extra.flatMap((e) => {
          const keys = e.color
            ? ["bench-merch-1", "bench-merch-2"]
            : [`bench-${e.category}-1`, `bench-${e.category}-2`];
          return keys.map((k, position) => ({ product_id: pid(e.slug), image_id: imageIds.get(k)!, position }));
        }),
      );
      // Attribute terms so listing filters have something to count.
      const attrRows: Record<string, unknown>[] = [];
      const termRows: Record<string, unknown>[] = [];
      for (const e of extra) {
        if (e.color) {
          attrRows.push({
            product_id: pid(e.slug),
            attribute_id: ids.attribute.get("color")!,
            position: 0,
            is_variation: 0,
          });
          termRows.push({
            product_id: pid(e.slug),
            attribute_id: ids.attribute.get("color")!,
            term_id: ids.term.get(`color:${e.color}`)!,
          });
        } else {
          const themesUsed = e.variable ? [...new Set(e.variations.map((v) => v.theme as string))] : [e.theme];
          attrRows.push({
            product_id: pid(e.slug),
            attribute_id: ids.attribute.get("theme")!,
            position: 0,
            is_variation: e.variable ? 1 : 0,
          });
          for (const t of themesUsed)
            termRows.push({
              product_id: pid(e.slug),
              attribute_id: ids.attribute.get("theme")!,
              term_id: ids.term.get(`theme:${t}`)!,
            });
          if (e.variable) {
            attrRows.push({
              product_id: pid(e.slug),
              attribute_id: ids.attribute.get("license")!,
              position: 1,
              is_variation: 1,
            });
            for (const l of ["personal", "commercial"])
              termRows.push({
                product_id: pid(e.slug),
                attribute_id: ids.attribute.get("license")!,
                term_id: ids.term.get(`license:${l}`)!,
              });
          }
        }
      }
      await insertRows(tx, "product_attributes", attrRows);
      await insertRows(tx, "product_attribute_terms", termRows);

      const variable = extra.filter((e) => e.variable);
      if (variable.length > 0) {
        const variationIds = await insertReturningIds(
          tx,
          "variations",
          variable.flatMap((e) =>
            e.variations.map((v, i) => ({
              product_id: pid(e.slug),
              sku: v.sku,
              regular_price: v.regular_price,
              sale_price: v.sale_price,
              price: v.price,
              stock_quantity: null,
              stock_status: "instock",
              weight_grams: null,
              length_mm: null,
              width_mm: null,
              height_mm: null,
              image_id: imageIds.get(`bench-${e.category}-${(i % 2) + 1}`)!,
              is_visible: 1,
              is_active: 1,
              is_purchasable: 1,
              sold_individually: 1,
              min_qty: 1,
              max_qty: 0,
              gtin: null,
              menu_order: i,
            })),
          ),
          "sku",
        );
        await insertRows(
          tx,
          "variation_attributes",
          variable.flatMap((e) =>
            e.variations.flatMap((v) => [
              {
                variation_id: variationIds.get(v.sku as string)!,
                attribute_id: ids.attribute.get("theme")!,
                term_id: ids.term.get(`theme:${v.theme}`)!,
              },
              {
                variation_id: variationIds.get(v.sku as string)!,
                attribute_id: ids.attribute.get("license")!,
                term_id: ids.term.get(`license:${v.license}`)!,
              },
            ]),
          ),
        );
        await insertRows(
          tx,
          "price_history",
          variable.flatMap((e) =>
            e.variations.map((v) => ({
              product_id: pid(e.slug),
              variation_id: variationIds.get(v.sku as string)!,
              ...startingPrice(v as { price: number; regular_price: number }, e.createdAt).row,
            })),
          ),
        );
        variationCount += variationIds.size;
      }
    });
    opts.onProgress?.(offset + size);
  }
  // Once at the end: cached guest pages show the new products.
  await writeTransaction(db, (tx) => bumpContentVersion(tx));
  return { products: opts.count, variations: variationCount, ms: Date.now() - started };
}
