import { lazy, Suspense } from "react";
import { useShopData } from "~/lib/use-shop-data";

type WidgetModule = { default: typeof import("./mini-cart-widget").MiniCartWidget };
let loadedWidget: WidgetModule | null = null;
const loadWidget = () => import("./mini-cart-widget").then((m) => (loadedWidget = { default: m.MiniCartWidget }));
// The server loads it as it starts, so no page waits on it (a page must come out whole).
if (import.meta.env.SSR) void loadWidget();

/**
 * The widget's code loads only for a visitor whose cart holds something: most listing visits have
 * no cart, and the listing's first-load JavaScript stays within its budget. The server renders it in
 * full either way; a module already loaded is handed over at once, without suspending.
 */
const MiniCartWidget = lazy(() =>
  loadedWidget
    ? ({ then: (ok: (m: WidgetModule) => unknown) => ok(loadedWidget!) } as unknown as Promise<WidgetModule>)
    : loadWidget(),
);

/** The listing sidebar's mini-cart widget, for a visitor with something in the cart. */
export function MiniCartWidgetSlot() {
  const { cart } = useShopData();
  if (!cart || cart.lines.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartWidget />
    </Suspense>
  );
}
