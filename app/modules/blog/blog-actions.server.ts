import { oneLineName } from "~/lib/direction-controls";
import { data, redirect } from "react-router";
import { writeTransaction, type DB, type Tx } from "~/lib/db.server";
import { postHref } from "~/lib/hrefs";
import { NewSessionLimitReached, openSession } from "~/lib/session.server";
import { sessionMessages } from "~/lib/session.messages";
import { blogMessages } from "./blog.messages";
import { addComment, type AddCommentResult } from "./comments.server";
import { MAX_AUTHOR_LENGTH, passesSpamChecks, readCommentFields, type CommentFieldErrors } from "./comment-rules";
import { findVisitor, visitorKeyOf } from "./visitor.server";
import { likerNameOf, setLike, type SetLikeResult } from "./likes.server";
import { countShare, sendPostByEmail, type EmailShareOutcome } from "./shares.server";
import { isShareService, shareUrl } from "./share-rules";
import type { ShareAnswer } from "./blog.types";
import { isValidEmailAddress } from "~/lib/email-address";
import { mailOrigin, siteOrigin } from "~/lib/site-origin.server";
import { getSettings } from "~/modules/settings/settings.server";
import { likeAnchor, readLikeFields } from "./like-rules";
import { commentValuesOf, type CommentValues } from "./comment-values";
import type { LikeAnswer } from "./blog.types";
import { pageRefusal } from "~/modules/site/page-refusal";
import { errorPageMessages } from "~/modules/site/error-page.messages";

/** What the comment form shows after a refused post (no JavaScript: the page re-renders with it). */
export interface CommentFormAnswer {
  intent: "comment";
  ok: boolean;
  errors?: CommentFieldErrors;
  values?: CommentValues;
  commentId?: number;
  pending?: boolean;
}

export function wantsJsonAnswer(request: Request, form: FormData): boolean {
  return form.get("_js") === "1" || (request.headers.get("Accept") ?? "").includes("application/json");
}

/**
 * The visitor's key for a change, opening a session inside the change's transaction when the visitor
 * has none (so a refused change leaves no session behind). Returns the Set-Cookie to send, if any.
 * A new visitor past NEW_SESSION_ADDRESS_LIMIT makes it throw NewSessionLimitReached.
 */
export async function visitorForChange(
  tx: Tx,
  session: { id: string; customer_id: number | null } | null,
  clientAddress: string,
): Promise<{ key: string; sessionId: string; customerId: number | null; setCookie: string | null }> {
  if (session)
    return { key: visitorKeyOf(session)!, sessionId: session.id, customerId: session.customer_id, setCookie: null };
  const opened = await openSession(tx, { address: clientAddress });
  return { key: opened.id, sessionId: opened.id, customerId: null, setCookie: opened.setCookie };
}

class Refused extends Error {
  constructor(readonly result: Extract<AddCommentResult, { ok: false }>) {
    super(result.message);
  }
}

/**
 * POST /blog/{slug}/ with intent=comment. Robots (honeypot, anti-spam timestamp) are refused without
 * a word of why; people get each field's error. Without JavaScript a stored comment redirects to its
 * place on the page (303), and a refused one re-renders the page with the errors and the typed text.
 */
export async function handleCommentPost(
  db: DB,
  request: Request,
  form: FormData,
  post: { id: number; slug: string },
  clientAddress: string,
) {
  const json = wantsJsonAnswer(request, form);
  const values = commentValuesOf(form);
  const refuse = (status: number, errors: CommentFieldErrors) =>
    data({ intent: "comment", ok: false, errors, values } satisfies CommentFormAnswer, { status });

  if (!passesSpamChecks(form, Date.now())) return refuse(400, { form: blogMessages.notAccepted });
  const read = readCommentFields(form);
  if (!read.ok) return refuse(400, read.errors);

  const { session } = await findVisitor(db, request);
  let setCookie: string | null = null;
  let stored: Extract<AddCommentResult, { ok: true }>;
  try {
    stored = await writeTransaction(db, async (tx) => {
      const visitor = await visitorForChange(tx, session, clientAddress);
      const result = await addComment(tx, {
        ...read.fields,
        postId: post.id,
        authorKey: visitor.key,
        authorIp: clientAddress,
        customerId: visitor.customerId,
        now: new Date(),
      });
      if (!result.ok) throw new Refused(result);
      setCookie = visitor.setCookie;
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return refuse(error.result.status, { form: error.result.message });
    if (error instanceof NewSessionLimitReached) return refuse(429, { form: sessionMessages.tooManyNewVisitors });
    throw error;
  }
  const headers = new Headers();
  if (setCookie) headers.set("Set-Cookie", setCookie);
  if (json) {
    return data(
      { intent: "comment", ok: true, commentId: stored.id, pending: stored.pending } satisfies CommentFormAnswer,
      {
        headers,
      },
    );
  }
  return redirect(`${postHref(post.slug)}#comment-${stored.id}`, { status: 303, headers });
}

/**
 * A like or share form posted without JavaScript that no button of the page sends (missing or
 * made-up fields, another post's id): the shop's error page says why (400) and leads back to the
 * post, rather than the post coming back as if something had happened. The link has no anchor:
 * the refused form's address is the post's own, and a link to it that differed only by its
 * anchor would not load the post again (nor would a share's redirect to a network keep one off).
 */
function refusedForm(message: string, post: { slug: string }) {
  return pageRefusal(400, message, { href: postHref(post.slug), text: errorPageMessages.backToPage });
}

/** POST /blog/{slug}/: the intent decides (comment; like; share). Anything else is a 400. */
export async function handleBlogPost(
  db: DB,
  request: Request,
  form: FormData,
  post: { id: number; slug: string; title: string; excerpt: string; shareImageUrl: string | null },
  clientAddress: string,
) {
  switch (form.get("intent")) {
    case "comment":
      return handleCommentPost(db, request, form, post, clientAddress);
    case "like":
      return handleLikePost(db, request, form, post, clientAddress);
    case "share":
      return handleSharePost(db, request, form, post, clientAddress);
    case "email-share":
      return handleEmailShare(db, request, form, post, clientAddress);
    default:
      // No form of the page sends another intent: a neutral refusal, with the way back to the post.
      throw refusedForm(blogMessages.formNotAccepted, post);
  }
}

/**
 * POST /blog/{slug}/ with intent=like, target=post|comment, id, liked=1|0: sets the visitor's like (opening
 * a session for a first-time visitor). Without JavaScript a counted like goes back to the thing
 * liked (303), and a refused one gets the page again with its reason.
 */
export async function handleLikePost(
  db: DB,
  request: Request,
  form: FormData,
  post: { id: number; slug: string },
  clientAddress: string,
) {
  const json = wantsJsonAnswer(request, form);
  const fields = readLikeFields(form);
  const back = (anchor: string) => `${postHref(post.slug)}#${anchor}`;
  if (!fields || (fields.target === "post" && fields.id !== post.id)) {
    if (json)
      return data({ intent: "like", ok: false, message: blogMessages.likeRefused } satisfies LikeAnswer, {
        status: 400,
      });
    throw refusedForm(blogMessages.likeRefused, post);
  }
  const { session } = await findVisitor(db, request);
  let setCookie: string | null = null;
  let result: SetLikeResult | "too-many-new-visitors";
  try {
    result = await writeTransaction(db, async (tx) => {
      const visitor = await visitorForChange(tx, session, clientAddress);
      const likerName = await likerNameOf(tx, visitor.key, visitor.customerId);
      const answer = await setLike(tx, {
        ...fields,
        postId: post.id,
        likerKey: visitor.key,
        likerName,
        clientAddress,
        now: new Date(),
      });
      if (!answer.ok) throw new LikeRefused(answer);
      setCookie = visitor.setCookie;
      return answer;
    });
  } catch (error) {
    if (error instanceof NewSessionLimitReached) result = "too-many-new-visitors";
    else if (error instanceof LikeRefused) result = error.result;
    else throw error;
  }
  const headers = new Headers();
  if (setCookie) headers.set("Set-Cookie", setCookie);
  // Which button a refusal belongs to; the state it asked for did not come about, so it is left out.
  const button = { target: fields.target, id: fields.id };
  // A refused like is answered with its reason, with JavaScript or without: without it the page comes
  // back with the reason beside the button (as a refused comment's errors do), never as if it counted.
  if (result === "too-many-new-visitors")
    return data(
      { intent: "like", ok: false, ...button, message: sessionMessages.tooManyNewVisitors } satisfies LikeAnswer,
      {
        status: 429,
      },
    );
  if (!result.ok) {
    const message = result.reason === "too-fast" ? blogMessages.likeTooFast : blogMessages.likeRefused;
    return data({ intent: "like", ok: false, ...button, message } satisfies LikeAnswer, {
      status: result.status,
      headers,
    });
  }
  if (!json) return redirect(back(likeAnchor(fields.target, fields.id)), { status: 303, headers });
  return data({ intent: "like", ok: true, ...button, liked: result.liked, count: result.count } satisfies LikeAnswer, {
    headers,
  });
}

class LikeRefused extends Error {
  constructor(readonly result: SetLikeResult) {
    super("like refused");
  }
}

/**
 * POST /blog/{slug}/ with intent=share, service: counts the share. Without JavaScript it then sends
 * the visitor on to the network's share page (303); with it, the page has opened the popup and gets
 * the new count.
 */
export async function handleSharePost(
  db: DB,
  request: Request,
  form: FormData,
  post: { id: number; slug: string; title: string; shareImageUrl: string | null },
  clientAddress: string,
) {
  const json = wantsJsonAnswer(request, form);
  const service = form.get("service");
  if (!isShareService(service) || service === "email") {
    if (json)
      return data({ intent: "share", ok: false, message: blogMessages.shareRefused } satisfies ShareAnswer, {
        status: 400,
      });
    throw refusedForm(blogMessages.shareRefused, post);
  }
  const count = await writeTransaction(db, (tx) => countShare(tx, post.id, service, clientAddress));
  if (json) return data({ intent: "share", ok: true, service, count } satisfies ShareAnswer);
  if (service === "print") return redirect(`${postHref(post.slug)}#share`, 303);
  const origin = siteOrigin(request);
  return redirect(
    shareUrl(service, {
      url: new URL(postHref(post.slug), origin).href,
      title: post.title,
      image: post.shareImageUrl ? new URL(post.shareImageUrl, origin).href : null,
    }),
    303,
  );
}

/**
 * POST /blog/{slug}/ with intent=email-share: sends the post's address to a friend through the mail
 * outbox (honeypot and anti-spam timestamp as for comments; the same-origin check guards every post).
 * After MAX_EMAIL_SHARES sends of a post, a visitor gets the error block instead.
 */
export async function handleEmailShare(
  db: DB,
  request: Request,
  form: FormData,
  post: { id: number; slug: string; title: string; excerpt: string },
  clientAddress: string,
) {
  const to = String(form.get("share_to") ?? "").trim();
  // One line: the name opens the mail's text, where line breaks would let it write the mail.
  const name = oneLineName(String(form.get("share_name") ?? ""));
  // With or without JavaScript the answer is the same data: the page shows it beside the form.
  const answer = (status: number, body: ShareAnswer, headers?: Headers) => data(body, { status, headers });
  // A refusal gives back what was typed: without JavaScript the page is drawn anew and would lose it.
  const values = { name, to };
  if (!passesSpamChecks(form, Date.now()))
    return answer(400, { intent: "email-share", ok: false, message: blogMessages.emailShareNotAccepted, values });
  const errors: ShareAnswer["errors"] = {};
  if (!isValidEmailAddress(to)) errors.to = blogMessages.emailShareInvalid;
  if (!name) errors.name = blogMessages.nameRequired;
  else if (name.length > MAX_AUTHOR_LENGTH) errors.name = blogMessages.nameTooLong(MAX_AUTHOR_LENGTH);
  if (Object.keys(errors).length > 0) return answer(400, { intent: "email-share", ok: false, errors, values });

  const { session } = await findVisitor(db, request);
  const settings = await getSettings(db);
  const url = new URL(postHref(post.slug), mailOrigin(request)).href;
  let setCookie: string | null = null;
  const outcome = await writeTransaction(db, async (tx) => {
    const visitor = await visitorForChange(tx, session, clientAddress);
    const result = await sendPostByEmail(tx, {
      sessionId: visitor.sessionId,
      postId: post.id,
      to,
      fromName: name,
      subject: blogMessages.emailShareSubject(settings.store_name, post.title),
      text: `${name} thinks you may like this post on ${settings.store_name}:\n\n${post.title}\n${post.excerpt}\n\n${url}\n`,
      clientAddress,
    });
    if (result !== "sent") throw new EmailShareRefused(result);
    setCookie = visitor.setCookie;
    return result;
  }).catch((error: unknown) => {
    if (error instanceof EmailShareRefused) return error.outcome;
    if (error instanceof NewSessionLimitReached) return "new-visitor-limit" as const;
    throw error;
  });
  const headers = new Headers();
  if (setCookie) headers.set("Set-Cookie", setCookie);
  if (outcome !== "sent") {
    const message = {
      "visitor-limit": blogMessages.emailShareTooMany,
      "address-limit": blogMessages.emailShareTooManyFromAddress,
      "recipient-limit": blogMessages.emailShareTooManyToRecipient,
      "new-visitor-limit": sessionMessages.tooManyNewVisitors,
    }[outcome];
    return answer(429, {
      intent: "email-share",
      ok: false,
      title: blogMessages.emailShareRefusedTitle,
      message,
      values,
    });
  }
  return answer(200, { intent: "email-share", ok: true, message: blogMessages.emailShareSent }, headers);
}

class EmailShareRefused extends Error {
  constructor(readonly outcome: EmailShareOutcome) {
    super("e-mail share refused");
  }
}
