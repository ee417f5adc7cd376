import { Link } from "~/ui/link";
import { Icon } from "~/ui/icon";
import { categoryHref, shopPath } from "~/lib/hrefs";

/** The home page's opening banner: what the shop sells and one strong call to action. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#1e1033] via-[#3b1a6e] to-[#6d28d9] px-6 py-14 text-white md:px-12 md:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-30 [background-image:linear-gradient(rgba(255,255,255,.12)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.12)_1px,transparent_1px)] [background-size:40px_40px]"
      />
      <div className="relative max-w-2xl">
        <p className="mb-3 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          New: Neon Grid collection
        </p>
        <h1 id="hero-title" className="text-4xl font-extrabold leading-tight tracking-tight md:text-5xl">
          Make every stream look like a main event
        </h1>
        <p className="mt-4 text-lg text-white/85">
          Overlays, alerts, emote packs and merch made for streamers. Download in minutes, go live tonight.
        </p>
        <p className="mt-8 flex flex-wrap gap-3">
          <Link to={shopPath} className="btn bg-white px-6 py-3 text-accent-800 hover:bg-accent-50">
            Shop now <Icon name="chevron-right" />
          </Link>
          <Link
            to={categoryHref("stream-overlays")}
            className="btn border border-white/50 px-6 py-3 text-white hover:bg-white/10"
          >
            Browse overlays
          </Link>
        </p>
      </div>
    </section>
  );
}
