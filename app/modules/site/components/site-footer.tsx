import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import { useShopData } from "~/lib/use-shop-data";
import { categoryHref } from "~/lib/hrefs";
import { footerMenuLinks, type MenuCategory } from "../site-menus";
import { siteMessages } from "../site.messages";
import { LazyBackground } from "./lazy-background";
import footerPattern from "../footer-pattern.svg?url";

/**
 * The footer: the site navigation (the same menus as the sidebar menu, fully open, so the
 * "Menu" link works without JS) and the current year in the store's timezone.
 */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { storeName, year, menuCategories } = useShopData();
  // overflow-anchor: none — when more products are added above it (loading on scroll), the browser
  // must not keep a tall footer in view, or the end of the listing would stay in view and load again.
  return (
    <LazyBackground
      as="footer"
      src={footerPattern}
      className="mt-16 border-t border-[var(--border)] bg-[var(--surface-2)] [overflow-anchor:none] bg-[length:160px_auto] bg-right-bottom bg-no-repeat md:bg-[length:340px_auto]"
    >
      {/* Below 768 px the footer ends with room for the Scroll to top button, which would else sit on
          its last line; the smaller drawing fits in that room instead of behind the links. */}
      <div className="mx-auto grid max-w-[1280px] gap-8 px-4 pb-20 pt-10 md:grid-cols-3 md:px-6 md:pb-10">
        <div>
          <p className="text-lg font-bold">{storeName}</p>
          <p className="muted mt-2">
            Overlays, alerts, emotes and merch for streamers who care how their channel looks.
          </p>
          {newsletter ? (
            <section aria-labelledby="footer-newsletter" className="mt-6">
              <h2 id="footer-newsletter" className="mb-2 font-semibold">
                {siteMessages.newsletterHeading}
              </h2>
              {newsletter}
            </section>
          ) : null}
        </div>
        <nav id="site-navigation" aria-label={siteMessages.siteNavigation} className="grid grid-cols-2 gap-6">
          <div>
            <p className="mb-2 font-semibold">{siteMessages.menuTab}</p>
            <ul className="space-y-2">
              {footerMenuLinks().map((page) => (
                <li key={page.id}>
                  <Link to={page.href}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="mb-2 font-semibold">{siteMessages.categoriesTab}</p>
            <CategoryList categories={menuCategories} />
          </div>
        </nav>
        <p className="muted md:text-right">
          © <span className="tabular">{year}</span> {storeName}. All rights reserved.
        </p>
      </div>
    </LazyBackground>
  );
}

/**
 * Categories with their sub-categories. Sub-categories run on together under their parent,
 * and only from 768 px: the footer stays short, so the end of a listing (where more products
 * load on scroll) is not pushed far above the page's end. On phones each category's page lists
 * its sub-categories.
 */
function CategoryList({ categories, nested = false }: { categories: MenuCategory[]; nested?: boolean }) {
  return (
    <ul className={nested ? "mt-1 ml-3 hidden flex-wrap gap-x-3 gap-y-1 text-sm md:flex" : "space-y-2"}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryHref(category.slug)}>{category.name}</Link>
          {category.children.length > 0 ? <CategoryList categories={category.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}
