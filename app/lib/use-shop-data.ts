import { useRouteLoaderData } from "react-router";
import { fallbackShopData, type ShopData } from "./shop-data";

/** The root loader's data (store name, money format, counters, menus, banners), or the fallback. */
export function useShopData(): ShopData {
  return (useRouteLoaderData("root") as ShopData | undefined) ?? fallbackShopData;
}
