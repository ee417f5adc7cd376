import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";
import { getSettings } from "~/modules/settings/settings.server";
import { findHomeData, findProductName } from "~/modules/catalog/listing.server";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { Icon } from "~/ui/icon";
import { listingBasePath } from "~/modules/catalog/listing-url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context;
  const [settings, home] = await Promise.all([getSettings(db), findHomeData(db)]);
  const addedId = new URL(request.url).searchParams.get("added_to_cart");
  const addedName = addedId && /^\d{1,10}$/.test(addedId) ? await findProductName(db, Number(addedId)) : null;
  return { ...home, storeName: settings.store_name, notice: addedName ? `“${addedName}” has been added to your cart.` : null };
}

export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === "/cart/add" ? false : defaultShouldRevalidate;
}

export function meta({ data: d }: Route.MetaArgs) {
  const name = d?.storeName ?? "Overlay Lab";
  return [
    { title: `${name} — stream overlays, alerts, emotes and merch` },
    { name: "description", content: "Stream overlays, alerts, emote packs and streamer merch, ready for your next broadcast." },
  ];
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-16">
      {d.notice ? (
        <div role="alert" className="notice-success flex flex-wrap items-center justify-between gap-3">
          <span>{d.notice}</span>
          <Link to="/cart/" className="btn-secondary py-1.5">View cart</Link>
        </div>
      ) : null}
      <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#1e1033] via-[#3b1a6e] to-[#6d28d9] px-6 py-14 text-white md:px-12 md:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 opacity-30 [background-image:linear-gradient(rgba(255,255,255,.12)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.12)_1px,transparent_1px)] [background-size:40px_40px]" />
        <div className="relative max-w-2xl">
          <p className="mb-3 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">New: Neon Grid collection</p>
          <h1 id="hero-title" className="text-4xl font-extrabold leading-tight tracking-tight md:text-5xl">Make every stream look like a main event</h1>
          <p className="mt-4 text-lg text-white/85">Overlays, alerts, emote packs and merch made for streamers. Download in minutes, go live tonight.</p>
          <p className="mt-8 flex flex-wrap gap-3">
            <Link to="/shop/" className="btn bg-white px-6 py-3 text-accent-800 hover:bg-accent-50">Shop now <Icon name="chevron-right" /></Link>
            <Link to="/product-category/stream-overlays/" className="btn border border-white/50 px-6 py-3 text-white hover:bg-white/10">Browse overlays</Link>
          </p>
        </div>
      </section>

      {d.featured.length > 0 ? (
        <section aria-labelledby="featured-title">
          <div className="mb-6 flex items-end justify-between gap-4">
            <h2 id="featured-title" className="text-2xl font-bold md:text-3xl">Featured products</h2>
            <Link to="/shop/" className="font-semibold text-accent-700 hover:underline">View all products</Link>
          </div>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
            {d.featured.map((item, i) => <ProductCard key={item.id} item={item} returnTo="/" headingLevel={3} priority={i < 4} />)}
          </ul>
        </section>
      ) : null}

      {d.categories.length > 0 ? (
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="mb-6 text-2xl font-bold md:text-3xl">Shop by category</h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {d.categories.map((c) => (
              <li key={c.slug} className="card group relative overflow-hidden">
                {c.image ? (
                  <img src={c.image.src} srcSet={c.image.srcSet || undefined} sizes="(min-width: 992px) 300px, 50vw" width={c.image.width} height={c.image.height} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
                ) : <div className="aspect-[4/3] w-full bg-[var(--surface-2)]" />}
                <div className="p-4">
                  <h3 className="font-semibold">
                    <Link to={listingBasePath(c.slug)} className="after:absolute after:inset-0 after:content-[''] hover:text-accent-700">{c.name}</Link>
                  </h3>
                  <p className="muted tabular text-sm">{c.count} {c.count === 1 ? "product" : "products"}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {d.posts.length > 0 ? (
        <section aria-labelledby="posts-title">
          <h2 id="posts-title" className="mb-6 text-2xl font-bold md:text-3xl">From the blog</h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {d.posts.map((p) => (
              <li key={p.slug} className="card relative overflow-hidden">
                {p.image ? <img src={p.image.src} srcSet={p.image.srcSet || undefined} sizes="(min-width: 768px) 400px, 100vw" width={p.image.width} height={p.image.height} alt="" loading="lazy" className="aspect-video w-full object-cover" /> : null}
                <div className="p-5">
                  <p className="muted text-sm"><time dateTime={p.publishedAt}>{dateFormat.format(new Date(p.publishedAt))}</time></p>
                  <h3 className="mt-1 text-lg font-semibold leading-snug">
                    <a href={`/blog/${p.slug}/`} className="after:absolute after:inset-0 after:content-[''] hover:text-accent-700">{p.title}</a>
                  </h3>
                  {p.excerpt ? <p className="muted mt-2 line-clamp-3">{p.excerpt}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
