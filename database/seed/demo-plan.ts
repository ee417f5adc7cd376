import type { ArtSpec, PaletteName } from "./images";
import {
  colorHex,
  productDefs,
  termCode,
  type AttributeSlug,
  type CategorySlug,
  type ProductDef,
} from "./catalog-data";
import { postDefs } from "./posts-data";
import { createRandom, daysBefore } from "./random";
import { summarizeVariations, type ProductTotals } from "../../app/modules/catalog/product-totals";
import { stockStatusFor } from "../../app/modules/catalog/stock";
import { ratingSummary } from "../../app/modules/catalog/reviews";
import { planReviews, type PlannedReview } from "./reviews-data";

/**
 * The demo store worked out in memory, before any database work: which pictures exist and
 * which rows reference them. Everything here is deterministic.
 */

export interface PlannedVariation {
  sku: string;
  terms: Partial<Record<AttributeSlug, string | null>>;
  regular_price: number;
  sale_price: number | null;
  price: number;
  stock_quantity: number | null;
  stock_status: string;
  is_active: number;
  is_visible: number;
  is_purchasable: number;
  image: string;
  gallery: string[];
  menu_order: number;
}

export interface PlannedProduct {
  def: ProductDef;
  type: "simple" | "variable";
  image: string;
  gallery: string[];
  totals: ProductTotals;
  stock_quantity: number | null;
  variations: PlannedVariation[];
  created_at: string;
  total_sales: number;
  /** From the approved reviews below. */
  average_rating: number;
  rating_count: number;
  reviews: PlannedReview[];
  menu_order: number;
}

export interface DemoPlan {
  art: Map<string, ArtSpec>;
  products: PlannedProduct[];
  postImages: Map<string, string>;
}

const merchKinds = new Set<CategorySlug>(["merch"]);

export function buildDemoPlan(): DemoPlan {
  const art = new Map<string, ArtSpec>();
  const add = (spec: ArtSpec): string => {
    if (!art.has(spec.key)) art.set(spec.key, spec);
    return spec.key;
  };
  const r = createRandom(20261120);

  // A few shared preview pictures per digital category, reused across product galleries.
  const pools = new Map<CategorySlug, string[]>();
  const previewPalettes: PaletteName[] = ["neon", "pastel", "retro", "cyber", "cozy", "minimal"];
  const poolKind: Partial<Record<CategorySlug, { kind: ArtSpec["kind"]; title: string }>> = {
    "stream-overlays": { kind: "overlay", title: "Scene preview" },
    alerts: { kind: "alert", title: "Alert preview" },
    "emote-packs": { kind: "emotes", title: "Emotes in chat" },
    panels: { kind: "panels", title: "Panel preview" },
    transitions: { kind: "transition", title: "Transition frames" },
    bundles: { kind: "bundle", title: "What's inside" },
  };
  for (const [category, k] of Object.entries(poolKind) as [CategorySlug, { kind: ArtSpec["kind"]; title: string }][]) {
    pools.set(
      category,
      [0, 1, 2].map((i) =>
        add({
          key: `preview-${category}-${i + 1}`,
          kind: k.kind,
          palette: previewPalettes[(i * 2 + category.length) % 6],
          title: k.title,
          alt: `${k.title}`,
          variant: i,
        }),
      ),
    );
  }

  const products = productDefs.map((def, index): PlannedProduct => {
    const isMerch = merchKinds.has(def.category);
    const themed = (theme: string) =>
      add({
        key: `${def.slug}-${theme}`,
        kind: def.kind,
        palette: theme as PaletteName,
        title: def.name,
        alt: `${def.name}, ${theme} theme`,
      });
    const merch = (color: string, extra: Partial<ArtSpec> = {}, suffix = "") =>
      add({
        key: `${def.slug}-${color}${suffix}`,
        kind: "merch",
        palette: def.palette,
        garment: def.garment,
        color: colorHex[color] ?? color,
        title: def.name,
        alt: `${def.name} in ${color.replace("-", " ")}${extra.view ? `, ${extra.view} view` : ""}`,
        ...extra,
      });

    const variations: PlannedVariation[] = [];
    let image: string;
    let gallery: string[];
    if (def.variations) {
      def.variations.forEach((v, i) => {
        const theme = v.terms.theme;
        const color = v.terms.color;
        let vImage: string;
        let vGallery: string[] = [];
        if (v.image && color) {
          // Its own picture (the size is tagged on it), in its colour.
          vImage = add({
            key: v.image,
            kind: "merch",
            palette: def.palette,
            garment: def.garment,
            color: colorHex[color],
            tag: (v.terms.size ?? "").toUpperCase(),
            title: def.name,
            alt: `${def.name} in ${color}, size ${(v.terms.size ?? "").toUpperCase()}`,
          });
        } else if (color) vImage = merch(color);
        else if (theme) vImage = themed(theme);
        else vImage = themed(def.palette);
        if (v.gallery && color) {
          vGallery = v.gallery.map((key, gi) =>
            add({
              key,
              kind: "merch",
              palette: def.palette,
              garment: def.garment,
              color: colorHex[color],
              view: (["back", "detail", "front"] as const)[gi % 3],
              title: def.name,
              alt: `${def.name} in ${color}, ${["back view", "print detail", "front view"][gi % 3]}`,
            }),
          );
        } else if (color === "black" && isMerch) {
          vGallery = [merch("black", { view: "back" }, "-back"), merch("black", { view: "detail" }, "-detail")];
        }
        const codes = (Object.keys(v.terms) as AttributeSlug[]).map((a) =>
          v.terms[a] ? termCode[v.terms[a] as string] : "ANY",
        );
        const sale = v.sale ?? null;
        variations.push({
          sku: v.sku ?? `${def.sku}-${codes.join("-")}`,
          terms: v.terms,
          regular_price: v.regular,
          sale_price: sale,
          price: sale ?? v.regular,
          stock_quantity: v.stock,
          stock_status: stockStatusFor(v.stock),
          is_active: v.active === false ? 0 : 1,
          is_visible: 1,
          is_purchasable: 1,
          image: vImage,
          gallery: vGallery,
          menu_order: i,
        });
      });
      image = variations[0].image;
      const distinct = [...new Set(variations.map((v) => v.image))].filter((k) => k !== image);
      if (def.slug === "neon-grid-hoodie") {
        gallery = [
          image,
          "neon-grid-hoodie-black-back",
          "neon-grid-hoodie-black-detail",
          "neon-grid-hoodie-black-folded",
        ];
      } else {
        const firstColor = def.variations[0].terms.color;
        const views =
          isMerch && firstColor
            ? [merch(firstColor, { view: "back" }, "-back"), merch(firstColor, { view: "detail" }, "-detail")]
            : pools.get(def.category)!.slice(0, 1);
        gallery = [image, ...distinct.slice(0, 2), ...views];
      }
    } else if (isMerch) {
      image = add({
        key: def.slug,
        kind: "merch",
        palette: def.palette,
        garment: def.garment,
        color: def.color,
        title: def.name,
        alt: def.name,
      });
      gallery = [
        image,
        add({
          key: `${def.slug}-back`,
          kind: "merch",
          palette: def.palette,
          garment: def.garment,
          color: def.color,
          view: "back",
          title: def.name,
          alt: `${def.name}, back view`,
        }),
        add({
          key: `${def.slug}-detail`,
          kind: "merch",
          palette: def.palette,
          garment: def.garment,
          color: def.color,
          view: "detail",
          title: def.name,
          alt: `${def.name}, print detail`,
        }),
      ];
    } else {
      image = add({ key: def.slug, kind: def.kind, palette: def.palette, title: def.name, alt: def.name });
      const pool = pools.get(def.category)!;
      gallery = [image, pool[index % pool.length], pool[(index + 1) % pool.length]];
    }

    const simpleSale = def.sale ?? null;
    const stock = def.variations ? null : (def.stock ?? null);
    const totals: ProductTotals = def.variations
      ? summarizeVariations(variations)
      : {
          regular_price: def.regular ?? 0,
          sale_price: simpleSale,
          price: simpleSale ?? def.regular ?? 0,
          min_price: simpleSale ?? def.regular ?? 0,
          max_price: simpleSale ?? def.regular ?? 0,
          stock_status: stockStatusFor(stock),
        };
    // Drawn as before so the rest of the plan keeps its values; the reviews follow the target.
    const ratingCount = r.int(0, 9) === 0 ? 0 : r.int(2, 140);
    // Spread over four months so "latest" differs from the catalog order.
    const createdAt = daysBefore(r.int(1, 120), r.int(0, 23));
    const totalSales = r.int(0, 480);
    const target = ratingCount === 0 ? 0 : 3.4 + r.next() * 1.6;
    const reviews = planReviews(def.slug, target);
    const summary = ratingSummary(reviews.map((review) => review.rating));
    return {
      def,
      type: def.variations ? "variable" : "simple",
      image,
      gallery: [...new Set(gallery)],
      totals,
      stock_quantity: stock,
      variations,
      created_at: createdAt,
      total_sales: totalSales,
      average_rating: summary.average,
      rating_count: summary.count,
      reviews,
      menu_order: index,
    };
  });

  const postImages = new Map<string, string>();
  for (const post of postDefs) {
    postImages.set(
      post.slug,
      add({ key: `post-${post.slug}`, kind: post.kind, palette: post.palette, title: post.label, alt: post.title }),
    );
  }
  return { art, products, postImages };
}
