import { redirect } from "react-router";
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
import { shareMeta, websiteShareTags } from "~/lib/share-tags";
import { siteOrigin } from "~/lib/site-origin.server";
import { CategoryGrid } from "~/modules/home/components/category-grid";
import { frontPageSearchRedirect } from "~/modules/search/search-address";

export function meta({ data: d }: Route.MetaArgs) {
  return [
    { title: d?.title ?? "Overlay Lab" },
    {
      name: "description",
      content: "Stream overlays, alerts, emote packs and streamer merch, ready for your next broadcast.",
    },
    ...(d?.share ?? []),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const searchPage = frontPageSearchRedirect(new URL(request.url).search);
  if (searchPage) throw redirect(searchPage, 301);
  const { db } = context;
  const [settings, { featured, categories }, posts, notice] = await Promise.all([
    getSettings(db),
    findHomeData(db),
    listLatestPosts(db, 3),
    findAddToCartNotice(db, request),
  ]);
  const title = `${settings.store_name} — stream overlays, alerts, emotes and merch`;
  return {
    featured,
    categories,
    posts,
    notice,
    title,
    // Open Graph tags for `meta` (lib/share-tags.ts).
    share: shareMeta(websiteShareTags({ storeName: settings.store_name, title, url: `${siteOrigin(request)}/` })),
  };
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
