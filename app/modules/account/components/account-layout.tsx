import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { accountAddressesPath, accountDetailsPath, accountOrdersPath, accountPath, logoutPath } from "~/lib/hrefs";

const links = [
  { label: "Dashboard", href: accountPath, end: true },
  { label: "Orders", href: accountOrdersPath, end: false },
  { label: "Addresses", href: accountAddressesPath, end: false },
  { label: "Account details", href: accountDetailsPath, end: false },
  { label: "Wishlist", href: "/wishlist/", end: false },
];

/** The account area: its navigation (with the Log out form button) beside the page. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Account">
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end={link.end}
                  reloadDocument={link.href === "/wishlist/"}
                  className="block rounded px-3 py-2 hover:bg-[var(--surface-2)] aria-[current=page]:bg-[var(--surface-2)] aria-[current=page]:font-semibold aria-[current=page]:text-accent-700"
                >
                  {link.label}
                </NavLink>
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
