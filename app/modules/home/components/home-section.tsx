import type { ReactNode } from "react";
import { Link } from "~/ui/link";

/**
 * One band of the home page: a level-2 heading that names the region, an optional link to
 * everything of its kind, and the content (the route puts the cards in).
 */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        {more ? (
          <Link to={more.href} className="font-semibold text-accent-700 hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
