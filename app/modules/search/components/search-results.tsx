import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { searchHref, searchPagePath } from "~/lib/hrefs";
import { Icon } from "~/ui/icon";
import { useShopData } from "~/lib/use-shop-data";
import { formatPostDate } from "~/modules/blog/post-text";
import { Pagination } from "~/ui/pagination";
import type { PostHit } from "../search.types";
import { maxSearchLength } from "../search-query";

/** The form at the top of the results page: GET /search/?s=… (the field is required). */
export function SearchPageForm({ terms }: { terms: string }) {
  // The field shows the current search after every navigation (Back included). It is updated in
  // place, not created again, so the focus stays in it after a search sent from it.
  const field = useRef<HTMLInputElement>(null);
  const shownTerms = useRef(terms);
  useEffect(() => {
    if (shownTerms.current === terms) return;
    shownTerms.current = terms;
    if (field.current) field.current.value = terms;
  }, [terms]);
  return (
    <Form method="get" action={searchPagePath} role="search" className="flex max-w-xl gap-2">
      <label htmlFor="search-page-field" className="sr-only">
        Search
      </label>
      <input
        ref={field}
        id="search-page-field"
        className="field"
        type="search"
        name="s"
        defaultValue={terms}
        required
        maxLength={maxSearchLength}
        placeholder="Products, categories, blog topics…"
      />
      <button type="submit" className="btn-primary shrink-0">
        <Icon name="search" className="size-[17px]" /> Find
      </button>
    </Form>
  );
}

/**
 * What the search found ("2 products and 1 post found.", or why nothing was): a polite status
 * region that stays in the page, so a new search sent from this page is heard. Each search
 * writes a new text node, so the same count after another search is heard too.
 */
export function SearchOutcome({ text, isEmpty }: { text: string; isEmpty: boolean }) {
  const { key } = useLocation();
  return (
    <p role="status" className={text === "" ? "sr-only" : isEmpty ? "notice-info" : "muted"}>
      <span key={key}>{text}</span>
    </p>
  );
}

export function PostResults({ posts }: { posts: PostHit[] }) {
  const { timezone } = useShopData();
  return (
    <ul className="space-y-4">
      {posts.map((p) => (
        <li key={p.id} className="card p-4">
          <Link to={p.url} className="text-lg font-semibold hover:text-accent-700">
            {p.title}
          </Link>
          <p className="muted mt-1 text-sm">
            <time dateTime={p.publishedAt}>{formatPostDate(p.publishedAt, timezone)}</time>
          </p>
          {p.excerpt ? <p className="mt-2">{p.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Numbered page links in the URL (?s=…&paged=n), so every page works without JavaScript. */
export function SearchPagination({ terms, page, pageCount }: { terms: string; page: number; pageCount: number }) {
  return (
    <Pagination current={page} totalPages={pageCount} href={(n) => searchHref(terms, n)} label="Search results pages" />
  );
}
