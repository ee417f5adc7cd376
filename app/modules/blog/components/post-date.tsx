import { useShopData } from "~/lib/use-shop-data";
import { formatPostDate } from "../post-text";

/** A post's publishing date, shown in the store's timezone. */
export function PostDate({ iso }: { iso: string }) {
  const { timezone } = useShopData();
  return <time dateTime={iso}>{formatPostDate(iso, timezone)}</time>;
}
