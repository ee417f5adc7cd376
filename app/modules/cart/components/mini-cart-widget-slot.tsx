import { useState } from "react";
import { loadApart } from "~/ui/load-apart";
import { useShopData } from "~/lib/use-shop-data";

/**
 * The widget's code loads only for a visitor whose cart holds something: most listing visits have
 * no cart, and the listing's first-load JavaScript stays within its budget. The server renders it in
 * full either way; a module already loaded is handed over at once, without suspending.
 */
const MiniCartWidget = loadApart(() => import("./mini-cart-widget").then((m) => m.MiniCartWidget));

/**
 * The listing sidebar's mini-cart widget, for a visitor with something in the cart, or for every
 * visitor when the owner has it shown while the cart is empty (mini_cart_widget_hide_if_empty "no").
 */
export function MiniCartWidgetSlot() {
  const { cart, miniCartWidgetWhenEmpty } = useShopData();
  const hasLines = miniCartWidgetWhenEmpty || (!!cart && cart.lines.length > 0);
  // Once shown, the widget stays mounted (it draws nothing for an empty cart) so that removing its
  // last line can still hand the focus on (useLineRemovalFocus).
  const [wasShown, setWasShown] = useState(hasLines);
  if (hasLines && !wasShown) setWasShown(true);
  if (!wasShown) return null;
  return <MiniCartWidget />;
}
