import type { Route } from "./+types/home";
import { getSettings } from "~/modules/settings/settings.server";
import { findHomeData } from "~/modules/catalog/listing.server";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { keepProductsAfterBackgroundAdd } from "~/modules/cart/use-add-to-cart";
import { listLatestPosts } from "~/modules/blog/blog.server";
import { LatestPosts } from "~/modules/blog/components/latest-posts";
import { HomeHero } from "~/modules/home/components/home-hero";
import { HomeSection } from "~/modules/home/components/home-section";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { shopPath } from "~/lib/hrefs";
import { CategoryGrid } from "~/modules/home/components/category-grid";

export function meta({ data: d }: Route.MetaArgs) {
  const name = d?.storeName ?? "Overlay Lab";
  return [
    { title: `${name} — stream overlays, alerts, emotes and merch` },
    {
      name: "description",
      content: "Stream overlays, alerts, emote packs and streamer merch, ready for your next broadcast.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context;
  const [settings, { featured, categories }, posts, notice] = await Promise.all([
    getSettings(db),
    findHomeData(db),
    listLatestPosts(db, 3),
    findAddToCartNotice(db, request),
  ]);
  return { featured, categories, posts, storeName: settings.store_name, notice };
}

export const shouldRevalidate = keepProductsAfterBackgroundAdd;

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-16">
      {d.notice ? <AddToCartNoticeView notice={d.notice} /> : null}
      <HomeHero />
      {d.featured.length > 0 ? (
        <HomeSection id="featured" title="Featured products" more={{ href: shopPath, label: "View all products" }}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
            {d.featured.map((item) => (
              <ProductCard key={item.id} item={item} returnTo="/" headingLevel={3} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
      <CategoryGrid categories={d.categories} />
      <LatestPosts posts={d.posts} />
    </div>
  );
}
