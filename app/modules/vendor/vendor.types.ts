/** A vendor as its public page and the product page's "Sold by" show it. */
export interface VendorView {
  id: number;
  name: string;
  shopUrl: string;
}
