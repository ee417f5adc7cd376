import { Link } from "react-router";
import { useStore } from "~/lib/use-store";

export function SiteFooter() {
  const { storeName, year } = useStore();
  return (
    <footer className="mt-16 border-t border-[var(--border)] bg-[var(--surface-2)]">
      <div className="mx-auto grid max-w-[1280px] gap-8 px-4 py-10 md:grid-cols-3 md:px-6">
        <div>
          <p className="text-lg font-bold">{storeName}</p>
          <p className="muted mt-2">Overlays, alerts, emotes and merch for streamers who care how their channel looks.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2">
            <li><Link to="/shop/">Shop</Link></li>
            <li><Link to="/cart/">Cart</Link></li>
            <li><a href="/blog/">Blog</a></li>
            <li><a href="/contact/">Contact</a></li>
          </ul>
        </nav>
        <p className="muted md:text-right">© <span className="tabular">{year}</span> {storeName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
