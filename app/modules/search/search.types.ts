/** View types of search: what its dialog, results page and JSON answer carry. */

export interface SearchImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface ProductHit {
  id: number;
  name: string;
  url: string;
  /** simple | variable */
  type: string;
  price: number;
  regularPrice: number;
  maxPrice: number;
  isInStock: boolean;
  image: SearchImage | null;
}

export interface PostHit {
  id: number;
  title: string;
  url: string;
  excerpt: string;
  publishedAt: string;
}

export interface LiveResults {
  products: ProductHit[];
  posts: PostHit[];
  /** How many products and posts match in all, counted up to `liveCountLimit` + 1 (search-query.ts). */
  productCount: number;
  postCount: number;
}

export interface SearchPage {
  terms: string;
  page: number;
  pageCount: number;
  perPage: number;
  productCount: number;
  postCount: number;
  /** The products of this page, best first: the route shows them in the listing's own cards. */
  productIds: number[];
  posts: PostHit[];
}

/** The live-search JSON the dialog reads (documented in the README under /api/search). */
export interface LiveResultsJson {
  products: { name: string; url: string; price: string; regularPrice: string | null; image: SearchImage | null }[];
  posts: { title: string; url: string }[];
  /** How many products and posts match in all, counted up to `liveCountLimit` + 1 (search-query.ts). */
  productCount: number;
  postCount: number;
}
