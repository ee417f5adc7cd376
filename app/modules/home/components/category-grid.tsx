import { Link } from "~/ui/link";
import { categoryHref } from "~/lib/hrefs";
import type { HomeCategory } from "../home.types";
import { HomeSection } from "./home-section";

/** "Shop by category": the top-level categories with their pictures and product counts. */
export function CategoryGrid({ categories }: { categories: HomeCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <HomeSection id="categories" title="Shop by category">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.slug} className="card group relative overflow-hidden">
            {/* Square like the pictures themselves (and the product cards), so nothing printed on them is cut off. */}
            {c.image ? (
              <img
                src={c.image.src}
                srcSet={c.image.srcSet || undefined}
                sizes="(min-width: 992px) 300px, 50vw"
                width={c.image.width}
                height={c.image.height}
                alt=""
                loading="lazy"
                className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
            ) : (
              <div className="aspect-square w-full bg-[var(--surface-2)]" />
            )}
            <div className="p-4">
              <h3 className="font-semibold">
                <Link
                  to={categoryHref(c.slug)}
                  className="after:absolute after:inset-0 after:content-[''] hover:text-accent-700"
                >
                  {c.name}
                </Link>
              </h3>
              <p className="muted tabular text-sm">
                {c.count} {c.count === 1 ? "product" : "products"}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
