import type { ResponsiveImage } from "~/lib/image";

/** A top-level category as the home page's "Shop by category" shows it. */
export interface HomeCategory {
  slug: string;
  name: string;
  /** Published products in it. */
  count: number;
  image: ResponsiveImage | null;
}
