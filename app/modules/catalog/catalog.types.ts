import type { ResponsiveImage } from "~/lib/image";
import type { ProductImage, Variation, VariationRuleFields } from "./variation";

/** View types of the catalog: what its pages and components receive (no database rows). */

export interface ProductAttribute {
  slug: string;
  name: string;
  /** The form field, attribute_<slug>. */
  field: string;
  isVariation: boolean;
  /** Chosen by colour swatches rather than a select (isColorAttribute, decided on the server). */
  isSwatch: boolean;
  /** A swatch's colour, when the shop knows one for the term (swatchColor); else it shows its name. */
  terms: { slug: string; name: string; color?: string }[];
}

/** Everything the single product page shows. */
export interface ProductPage {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  shortDescription: string;
  description: string;
  sku: string;
  gtin: string;
  /** Cents. Simple: current and regular price. Variable: the range of its variations. */
  price: number;
  regularPrice: number;
  /** Beside a simple product's sale price: the lowest price of the 30 days before the sale. */
  lowestPriorPrice: number | null;
  minPrice: number;
  maxPrice: number;
  isInStock: boolean;
  availability: string;
  soldIndividually: boolean;
  /** What a second add of it says while it (or its chosen variation) is sold individually: the server's words. */
  soldIndividuallyWarning: string;
  minQty: number;
  /** The most the cart may hold (purchaseLimits). */
  maxQty: number;
  /** Plain text ("0.65 kg"). */
  weight_html: string;
  dimensions_html: string;
  categories: { slug: string; name: string }[];
  gallery: ProductImage[];
  attributes: ProductAttribute[];
  /**
   * Every variation, or, for a product whose choices are looked up on the server, only the one
   * the page's address chooses (withVariationsForPage, decision 037).
   */
  variations: Variation[];
  /**
   * null when `variations` holds them all (the form looks choices up in the page); otherwise
   * every variation's options and flags, for the option states, and the form asks the server.
   */
  variationRules: VariationRuleFields[] | null;
  ratingCount: number;
  averageRating: number;
  /** The vendor's account id when a vendor sells the product. */
  vendorId: number | null;
  /** Up to 4 other products of its categories, as listing cards (related-products.server.ts). */
  related: ListingItem[];
}

/** An approved review as the product page lists it. */
export interface ProductReview {
  id: number;
  author: string;
  /** 1–5 stars. */
  rating: number;
  content: string;
  /** The e-mail had bought the product when the review was written. */
  isVerifiedOwner: boolean;
  /** ISO time, and the date as the store's timezone writes it. */
  date: string;
  dateText: string;
}

/** What the review form's post answers: a thank-you, or the refusal with the field it is about. */
export type ReviewField = "rating" | "comment" | "author" | "email";

export type ReviewFormAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      field: ReviewField | null;
      /** Every field at fault with its message, the first of them being `field` and `message`. */
      fieldErrors?: Partial<Record<ReviewField, string>>;
      /** What was sent, so the page shown again without JavaScript keeps it. */
      values?: ReviewFormValues;
    };

/** The review form's fields as a shopper filled them in. */
export interface ReviewFormValues {
  rating: string;
  comment: string;
  author: string;
  email: string;
}

/** A product in a grid (listing, home page, search results). */
export interface ListingItem {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  /** What a shopper pays now; for variable products the lowest variation's price. */
  price: number;
  regular: number;
  minPrice: number;
  maxPrice: number;
  saleBadge: string | null;
  /** Beside a sale price: the lowest price of the 30 days before the sale (cents); else null. */
  lowestPriorPrice: number | null;
  isInStock: boolean;
  /** A simple product that can go straight into the cart from the listing. */
  isPurchasable: boolean;
  soldIndividually: boolean;
  /** What one press of the listing's Add to cart button adds: the product's minimum quantity. */
  addQuantity: number;
  image: ResponsiveImage | null;
}

/** The filter sidebar's counts. */
export interface FacetTerm {
  slug: string;
  name: string;
  count: number;
  selected: boolean;
}
export interface ListingFacets {
  categories: { slug: string; name: string; count: number; depth: number }[];
  /** Cents; null when nothing matches. */
  price: { min: number; max: number } | null;
  attributes: { slug: string; name: string; terms: FacetTerm[] }[];
}
