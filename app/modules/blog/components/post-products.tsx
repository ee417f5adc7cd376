import type { ReactNode } from "react";

/** The region "Products in this post": the cards come from the route (they belong to the catalog). */
export function PostProducts({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="post-products-title" className="mt-10">
      <h2 id="post-products-title" className="mb-4 text-2xl font-bold">
        Products in this post
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3">{children}</ul>
    </section>
  );
}
