import { createContext, useContext, type ReactNode } from "react";

/** The product a slot's controls act on. */
export interface ProductActionTarget {
  productId: number;
  productName: string;
  isVariable: boolean;
  /** Where a form without JavaScript returns to. */
  returnTo: string;
  /**
   * "page": inside the product's own add-to-cart form (its options go along); "card": a listing
   * card or anywhere else without a form around it.
   */
  placement: "page" | "card";
}

type RenderProductActions = (target: ProductActionTarget) => ReactNode;

const ProductActionsContext = createContext<RenderProductActions | null>(null);

/**
 * Controls that other domains add to every product (the wishlist's Add to wishlist), without
 * the catalog's components importing them: the app shell provides the renderer, the product
 * page, listing cards and quick view place <ProductActions> where the controls go.
 */
export const ProductActionsProvider = ProductActionsContext.Provider;

export function ProductActions(target: ProductActionTarget) {
  const render = useContext(ProductActionsContext);
  return render ? <>{render(target)}</> : null;
}
