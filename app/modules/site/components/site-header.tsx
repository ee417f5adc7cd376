import { Link, NavLink } from "react-router";
import { Icon } from "~/ui/icon";
import { useStore } from "~/lib/use-store";

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

export function SiteHeader() {
  const { storeName, cartCount, wishlistCount, hideZeroCounter } = useStore();
  const iconButton = "relative inline-flex size-11 items-center justify-center rounded-full hover:bg-[var(--surface-2)]";
  const badge = "tabular absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent-700 px-1 text-center text-xs font-bold leading-5 text-white";
  return (
    <header className="sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--surface)]/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-4 px-4 md:px-6">
        <Link to="/" className="text-xl font-extrabold tracking-tight">
          <span className="text-accent-700">◆</span> {storeName}
        </Link>
        <nav aria-label="Main" className="mx-auto hidden lg:block">
          <ul className="flex gap-6 font-medium">
            <li><NavLink to="/shop/" className="hover:text-accent-700">Shop</NavLink></li>
            <li><NavLink to="/product-category/stream-overlays/" className="hover:text-accent-700">Overlays</NavLink></li>
            <li><NavLink to="/product-category/alerts/" className="hover:text-accent-700">Alerts</NavLink></li>
            <li><NavLink to="/product-category/emote-packs/" className="hover:text-accent-700">Emotes</NavLink></li>
            <li><NavLink to="/product-category/merch/" className="hover:text-accent-700">Merch</NavLink></li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <a href="/search/" className={iconButton} aria-label="Search"><Icon name="search" className="size-5" /></a>
          <a href="/my-account/" className={iconButton} aria-label="My account"><Icon name="user" className="size-5" /></a>
          <a href="/wishlist/" className={iconButton} aria-label={`Wishlist, ${itemsLabel(wishlistCount)}`}>
            <Icon name="heart" className="size-5" />
            {wishlistCount > 0 || !hideZeroCounter ? <span className={badge} aria-hidden="true">{wishlistCount}</span> : null}
          </a>
          <Link to="/cart/" className={iconButton} aria-label={`Cart, ${itemsLabel(cartCount)}`}>
            <Icon name="cart" className="size-5" />
            <span className={badge} aria-hidden="true">{cartCount}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
