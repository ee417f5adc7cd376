import { Link } from "~/ui/link";
import { Icon } from "~/ui/icon";
import { postHref } from "~/lib/hrefs";
import type { PostLink } from "../blog.types";

/** Links to the post published just before and just after this one. */
export function PostNav({ previous, next }: { previous: PostLink | null; next: PostLink | null }) {
  if (!previous && !next) return null;
  const cell = "card flex h-full flex-col gap-1 p-4 hover:border-accent-600";
  return (
    <nav aria-label="Post navigation" className="mt-12 border-t border-[var(--border)] pt-8">
      <ul className="grid gap-4 md:grid-cols-2">
        {previous ? (
          <li>
            <Link to={postHref(previous.slug)} rel="prev" className={cell}>
              <span className="muted inline-flex items-center gap-1 text-sm">
                <Icon name="chevron-left" /> Previous post
              </span>
              <span className="font-semibold">{previous.title}</span>
            </Link>
          </li>
        ) : null}
        {next ? (
          <li className="md:col-start-2 md:text-right">
            <Link to={postHref(next.slug)} rel="next" className={`${cell} md:items-end`}>
              <span className="muted inline-flex items-center gap-1 text-sm">
                Next post <Icon name="chevron-right" />
              </span>
              <span className="font-semibold">{next.title}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
