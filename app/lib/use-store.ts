import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { defaultMoneyFormat, formatMoney } from "./money";

/** Store-wide data from the root loader: name, money format, counters. */
export function useStore(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return (
    data ?? {
      storeName: "Overlay Lab", money: defaultMoneyFormat, timezone: "America/Los_Angeles",
      hideZeroCounter: false, cartCount: 0, wishlistCount: 0, year: new Date().getFullYear(),
      menuCategories: [], storeNotice: null, comingSoon: null,
    }
  );
}

/** Formats cents with the store's currency settings. */
export function useFormatMoney(): (cents: number) => string {
  const { money } = useStore();
  return (cents) => formatMoney(cents, money);
}
