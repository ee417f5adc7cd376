import { Form, Link } from "react-router";
import { Icon } from "~/ui/icon";
import { Price } from "~/ui/price";
import type { PostHit, ProductHit } from "../search.server";
import { maxSearchLength } from "../search-query";

/** The form at the top of the results page: GET /search/?s=… (the field is required). */
export function SearchPageForm({ terms }: { terms: string }) {
  return (
    <Form method="get" action="/search/" role="search" className="flex max-w-xl gap-2">
      <label htmlFor="search-page-field" className="sr-only">Search</label>
      {/* Keyed by the terms so the field shows the current search after every navigation. */}
      <input
        key={terms}
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

export function ProductResults({ products }: { products: ProductHit[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id} className="card overflow-hidden">
          <Link to={p.url} className="group block">
            {p.image ? (
              <img
                src={p.image.url}
                width={p.image.width}
                height={p.image.height}
                alt=""
                loading="lazy"
                className="aspect-square w-full bg-[var(--surface-2)] object-cover"
              />
            ) : (
              <div className="aspect-square w-full bg-[var(--surface-2)]" aria-hidden="true" />
            )}
            <span className="block px-3 pt-3 font-semibold group-hover:text-accent-700">{p.name}</span>
          </Link>
          <p className="px-3 pb-3 pt-1">
            <Price price={p.price} regular={p.regularPrice} max={p.type === "variable" ? p.maxPrice : null} />
            {p.isInStock ? null : <span className="muted ml-2 text-sm">Out of stock</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function PostResults({ posts }: { posts: PostHit[] }) {
  return (
    <ul className="space-y-4">
      {posts.map((p) => (
        <li key={p.id} className="card p-4">
          <Link to={p.url} className="text-lg font-semibold hover:text-accent-700">{p.title}</Link>
          <p className="muted mt-1 text-sm">
            <time dateTime={p.publishedAt}>{new Date(p.publishedAt).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}</time>
          </p>
          {p.excerpt ? <p className="mt-2">{p.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Numbered page links in the URL (?s=…&paged=n), so every page works without JavaScript. */
export function SearchPagination({ terms, page, pageCount }: { terms: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => `/search/?${new URLSearchParams(n > 1 ? { s: terms, paged: String(n) } : { s: terms })}`;
  const link = "inline-flex min-w-11 items-center justify-center rounded-lg border border-[var(--border)] px-3 py-2 hover:bg-[var(--surface-2)]";
  return (
    <nav aria-label="Search results pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? <li><Link className={link} to={href(page - 1)} rel="prev">Previous page</Link></li> : null}
        {Array.from({ length: pageCount }, (_, i) => i + 1)
          .filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2)
          .map((n, i, shown) => (
            <li key={n} className="contents">
              {i > 0 && n - shown[i - 1] > 1 ? <span className="muted px-1" aria-hidden="true">…</span> : null}
              {n === page ? (
                <span aria-current="page" className={`${link} bg-accent-700 font-bold text-white`}>{n}</span>
              ) : (
                <Link className={link} to={href(n)} aria-label={`Page ${n}`}>{n}</Link>
              )}
            </li>
          ))}
        {page < pageCount ? <li><Link className={link} to={href(page + 1)} rel="next">Next page</Link></li> : null}
      </ul>
    </nav>
  );
}
