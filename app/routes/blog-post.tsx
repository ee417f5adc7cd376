import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { feedPath, postHref } from "~/lib/hrefs";
import { canonicalLink } from "~/lib/meta";
import { titleWithStoreName } from "~/lib/page-title";
import { readForm } from "~/lib/form.server";
import { sendActionInBackground } from "~/lib/background-request";
import { failedPostAnswer } from "~/modules/blog/failed-answers";
import { getSettings } from "~/modules/settings/settings.server";
import { findPostBySlug, findPostProductIds } from "~/modules/blog/blog.server";
import { findListingItemsByIds } from "~/modules/catalog/listing.server";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { findAddToCartNotice } from "~/modules/cart/add-to-cart-notice.server";
import { AddToCartNoticeView } from "~/modules/cart/components/add-to-cart-notice";
import { PostProducts } from "~/modules/blog/components/post-products";
import { loadPostPageExtras } from "~/modules/blog/post-page.server";
import { handleBlogPost } from "~/modules/blog/blog-actions.server";
import { postDescription, postShareTags } from "~/modules/blog/post-json-ld";
import { shareMeta } from "~/lib/share-tags";
import { siteOrigin } from "~/lib/site-origin.server";
import { PostArticle } from "~/modules/blog/components/post-article";
import { PostInteractions } from "~/modules/blog/components/post-interactions";
import { EmbeddedContactForm } from "~/modules/contact/components/embedded-contact-form";
import {
  findEmbeddedSentAnswer,
  handleEmbeddedContactPost,
  isContactPost,
  loadEmbeddedForms,
} from "~/modules/blog/post-contact-forms.server";

/** /blog/{slug}/: a published post with its comments; anything else is not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context;
  const [settings, post] = await Promise.all([getSettings(db), findPostBySlug(db, params.slug)]);
  if (!post) throw data("Page not found", { status: 404 });
  const [extras, products, contactForms, contactSent, addToCartNotice] = await Promise.all([
    loadPostPageExtras(db, request, post.id),
    findPostProductIds(db, post.id).then((ids) => findListingItemsByIds(db, ids)),
    loadEmbeddedForms(db, post.blocks, context.clientAddress ?? ""),
    findEmbeddedSentAnswer(db, request, post),
    findAddToCartNotice(db, request),
  ]);
  // A visitor with a session may see their own held comment, and an embedded form carries
  // one-time challenges (decision 023): either way never a shared page.
  const headers: HeadersInit =
    extras.visitorKey || Object.keys(contactForms).length > 0 ? { "Cache-Control": "private, no-store" } : {};
  return data(
    {
      post,
      storeName: settings.store_name,
      products,
      contactForms,
      // Reached by the redirect after an embedded form was sent without JavaScript.
      contactSent,
      addToCartNotice,
      // Open Graph tags and structured data for `meta` (lib/share-tags.ts).
      share: shareMeta(postShareTags(post, { origin: siteOrigin(request), storeName: settings.store_name })),
      ...extras,
      visitorKey: undefined,
    },
    { headers },
  );
}

/** Comments, likes, shares and embedded contact forms (without JavaScript) post to the post's own address. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const post = await findPostBySlug(context.db, params.slug);
  if (!post) throw data("Page not found", { status: 404 });
  const form = await readForm(request);
  // An embedded contact form sent without JavaScript posts here too.
  if (isContactPost(form)) return handleEmbeddedContactPost(context.db, form, post, context.clientAddress ?? "");
  return handleBlogPost(context.db, request, form, post, context.clientAddress ?? "");
}

/**
 * With JavaScript: a Like, a share, an e-mail share or a comment that gets no answer (offline, a
 * failed server) is answered as a refusal, and the post stays on screen. The other forms' answers
 * pass as they are.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const failed = failedPostAnswer(await request.clone().formData());
  return failed ? sendActionInBackground(serverAction, failed) : serverAction();
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const { post } = d;
  const description = postDescription(post);
  return [
    { title: titleWithStoreName(post.title, d.storeName) },
    { name: "description", content: description },
    canonicalLink(matches, postHref(post.slug)),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${d.storeName} blog`, href: feedPath },
    ...d.share,
  ];
}

export default function BlogPost({ loaderData: d, actionData }: Route.ComponentProps) {
  const contactPosted = actionData && "intent" in actionData && actionData.intent === "contact" ? actionData : null;
  const contactAnswer = contactPosted ?? d.contactSent;
  const renderForm = (formId: number) => (
    <EmbeddedContactForm
      form={d.contactForms[formId] ?? null}
      action={postHref(d.post.slug)}
      containerPost={d.post.id}
      result={contactAnswer?.formId === formId ? contactAnswer.result : null}
    />
  );
  return (
    <PostInteractions
      page={d}
      answer={contactPosted ? null : (actionData ?? null)}
      article={(reactions) => (
        <>
          {d.addToCartNotice ? (
            <AddToCartNoticeView notice={d.addToCartNotice} className="mx-auto mb-6 max-w-3xl" />
          ) : null}
          <PostArticle post={d.post} renderForm={renderForm}>
            {d.products.length > 0 ? (
              <PostProducts>
                {d.products.map((item) => (
                  <ProductCard key={item.id} item={item} returnTo={postHref(d.post.slug)} headingLevel={3} />
                ))}
              </PostProducts>
            ) : null}
            {reactions}
          </PostArticle>
        </>
      )}
    />
  );
}
