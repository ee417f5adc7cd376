import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import { isCurrentLink, useCurrentPath } from "~/modules/site/current-path";
import {
  accountAddressesPath,
  accountDetailsPath,
  accountOrdersPath,
  accountPath,
  accountViewOrderPath,
  logoutPath,
} from "~/lib/hrefs";

/** `within`: another section of the area the link is current in (an order shown is one of the Orders). */
const links: { label: string; href: string; end: boolean; within?: string }[] = [
  { label: "Dashboard", href: accountPath, end: true },
  { label: "Orders", href: accountOrdersPath, end: false, within: accountViewOrderPath },
  { label: "Addresses", href: accountAddressesPath, end: false },
  { label: "Account details", href: accountDetailsPath, end: false },
  { label: "Wishlist", href: "/wishlist/", end: false },
];

/** The account area: its navigation (with the Log out form button) beside the page. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const here = useCurrentPath();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="page-title">{title}</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Account">
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={
                    isCurrentLink(here, link.href, link.end) || (link.within && isCurrentLink(here, link.within))
                      ? "page"
                      : undefined
                  }
                  reloadDocument={link.href === "/wishlist/"}
                  className="block rounded px-3 py-2 hover:bg-[var(--surface-2)] aria-[current=page]:bg-[var(--surface-2)] aria-[current=page]:font-semibold aria-[current=page]:text-accent-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <form method="post" action={logoutPath}>
                <button type="submit" className="w-full rounded px-3 py-2 text-left hover:bg-[var(--surface-2)]">
                  Log out
                </button>
              </form>
            </li>
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </div>
  );
}
