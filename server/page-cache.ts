import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { readCookie } from "../app/lib/cookies";
import { SESSION_COOKIE } from "../app/lib/session.server";
import { SITE_ORIGIN_VARY } from "../app/lib/site-origin.server";
import { addToCartOutcomeParams } from "../app/modules/cart/add-to-cart-outcome";
import { contactOutcomeParams } from "../app/modules/contact/contact-sent-outcome";
import { hasBannerDismissalCookie } from "../app/modules/site/banner-cookies";
import { beforeHeadersAreSent } from "./before-headers";
import { logger } from "./logger";
import { hostHeaderCount } from "./request-address";

/**
 * The guest page cache (docs/decisions/011-guest-page-cache.md): whole GET responses, HTML
 * documents and React Router's `.data` answers, for visitors without a session, kept in memory
 * and keyed by the content version, so a change anywhere drops them within a second.
 */

/**
 * What the cache tells the caches in front of the processes (a CDN, a reverse proxy) about a guest
 * page: keep it 60 s, then hand it out up to 300 s more while fetching the new copy in the
 * background. Browsers ignore s-maxage, so they ask again each time (a 304 when the ETag matches).
 */
export const GUEST_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=300";
/**
 * The page differs by encoding; a copy stored for a visitor without cookies is not for one with a
 * session; and without PUBLIC_URL its absolute links (canonical, og:url) are made from the
 * forwarded host and scheme, so a cache in front must not hand one request's copy to another that
 * names another host.
 */
export const GUEST_VARY = `Accept-Encoding, Cookie, ${SITE_ORIGIN_VARY}`;
/** A safety net: an entry is dropped after 5 minutes even if the content version never changed. */
export const MAX_ENTRY_AGE_MS = 5 * 60_000;
/** The default size of the cache (PAGE_CACHE_BYTES). */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * A page is stored from the second time its address is asked for, not the first (as nginx's
 * proxy_cache_min_uses 2): an address asked for once (a random query string, a crawler's one
 * visit) costs a render, not the compression of a stored copy too, and never pushes pages that are
 * asked for again out of the cache. The addresses seen are remembered across content versions
 * (a page asked for before is stored at its first request under a new version), up to this many
 * characters in all, the least recently asked for forgotten first.
 */
export const ADDRESSES_SEEN_MAX_CHARS = 1024 * 1024;
/**
 * How many pages may be compressed for storing at once. Their gzip and brotli work runs on Node's
 * thread pool (four threads), which also reads the files the server sends and compresses rendered
 * pages: unbounded, a crawl that admitted hundreds of pages at once could queue their compression
 * ahead of every other visitor's file. A page passed over is stored on a later request (its
 * address is already known).
 */
export const MAX_PAGES_COMPRESSED_AT_ONCE = 2;

/** Why a request is neither served from the cache nor stored in it; null when it may be. */
export type BypassReason = "method" | "session" | "banner-cookie" | "per-visitor-query";

/** Query parameters that make an address one visitor's (an outcome shown after a form's 303). */
const PER_VISITOR_PARAMS: readonly string[] = [...addToCartOutcomeParams, ...contactOutcomeParams];

/**
 * The bypass rules. A form's answer (any method but GET and HEAD) acts for one visitor; a session
 * holder's pages show their cart; a banner-dismissal cookie changes the page for a visitor without
 * JavaScript (decision 004); an add-to-cart outcome or a sent contact form's outcome in the
 * address is one visitor's notice.
 */
export function pageCacheBypass(method: string, url: string, cookieHeader: string | undefined): BypassReason | null {
  if (method !== "GET" && method !== "HEAD") return "method";
  if (readCookie(cookieHeader, SESSION_COOKIE) !== null) return "session";
  if (hasBannerDismissalCookie(cookieHeader)) return "banner-cookie";
  const query = url.indexOf("?");
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    if (PER_VISITOR_PARAMS.some((name) => params.has(name))) return "per-visitor-query";
  }
  return null;
}

/**
 * The key of a page: the content version, then everything React Router builds the request's
 * address from, as sent (the connection's scheme, X-Forwarded-Proto, Host, X-Forwarded-Host, the
 * path and query). The host counts because a page may hold absolute links made from it, so a
 * forged Host never fills the entry other visitors get.
 */
export function pageCacheKey(version: number, req: Pick<IncomingMessage, "headers" | "url" | "socket">): string {
  return `${version} ${pageAddress(req)}`;
}

/** A page's key without the content version: the address a request asks for, whatever the content. */
export function pageAddress(req: Pick<IncomingMessage, "headers" | "url" | "socket">): string {
  const scheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
  const { host = "", "x-forwarded-proto": proto = "", "x-forwarded-host": forwardedHost = "" } = req.headers;
  return [scheme, proto, host, forwardedHost, req.url].join(" ");
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to send, from Accept-Encoding: the highest weight among those the entry has,
 * brotli before gzip before identity when weights tie. Identity not named is acceptable, after
 * every encoding the request names; when the request excludes everything, identity is sent anyway.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const weights = encodingWeights(acceptEncoding ?? "");
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of ENCODINGS_BEST_FIRST) {
    if (!available.includes(encoding)) continue;
    const weight = weights[encoding];
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const ENCODINGS_BEST_FIRST = ["br", "gzip", "identity"] as const;

/**
 * Accept-Encoding headers read before: browsers send a handful of distinct values, and a cached
 * page is answered in microseconds, of which parsing the header again was a good share. Forgotten
 * all at once when full, so odd values sent on purpose cannot grow it.
 */
const weightsByHeader = new Map<string, Record<Encoding, number>>();
const WEIGHTS_REMEMBERED = 64;

/** The weight Accept-Encoding gives each encoding the cache stores (0: refused). */
function encodingWeights(acceptEncoding: string): Record<Encoding, number> {
  const known = weightsByHeader.get(acceptEncoding);
  if (known) return known;
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const star = named.get("*");
  const weights: Record<Encoding, number> = {
    br: named.get("br") ?? star ?? 0,
    gzip: named.get("gzip") ?? named.get("x-gzip") ?? star ?? 0,
    identity: named.get("identity") ?? star ?? Number.MIN_VALUE,
  };
  if (weightsByHeader.size >= WEIGHTS_REMEMBERED) weightsByHeader.clear();
  weightsByHeader.set(acceptEncoding, weights);
  return weights;
}

/** If-None-Match against an entity tag, by weak comparison (RFC 9110, 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Headers as `[name, value, name, value, …]`, as `res.writeHead` takes them. */
export type HeaderList = (string | number | string[])[];

function headerList(headers: OutgoingHttpHeaders): HeaderList {
  return Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [name, value]));
}

/** A stored page: its headers and its body in each encoding, compressed once when stored. */
export interface CachedPage {
  key: string;
  version: number;
  storedAt: number;
  /** When its request came in, in the order requests came: a page rendered later is never replaced by one rendered earlier. */
  requestOrder: number;
  /** Every header of the response but those the cache sets itself (see STORED_HEADERS_SKIPPED). */
  headers: [string, string | number | string[]][];
  bodies: { identity: Buffer; gzip: Buffer | null; br: Buffer | null };
  /** Strong tags: a hash of the identity body, with -gzip / -br for the compressed bytes. */
  etags: Record<Encoding, string>;
  /** The encodings the entry has, best first. */
  encodings: Encoding[];
  /**
   * The headers of a 200 and of a 304 in each encoding, made once when the page is stored, as flat
   * name, value lists: Node writes a list without walking an object's keys.
   */
  replies: Partial<Record<Encoding, { ok: HeaderList; notModified: HeaderList }>>;
  /** What the entry costs the cache: bodies, headers and key. */
  bytes: number;
}

const STORED_HEADERS_SKIPPED = new Set([
  "cache-control",
  "vary",
  "etag",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
]);

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** Builds an entry from a complete response: tags it and compresses it, off the main thread. */
export async function buildCachedPage(
  key: string,
  version: number,
  headers: Record<string, string | number | string[] | undefined>,
  identity: Buffer,
  now = Date.now(),
  requestOrder = 0,
): Promise<CachedPage> {
  const [gzipped, brotli] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  // Compressed bytes only where they are smaller (a tiny body is sent as it is).
  const bodies = {
    identity,
    gzip: gzipped.length < identity.length ? gzipped : null,
    br: brotli.length < identity.length ? brotli : null,
  };
  const kept = Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !STORED_HEADERS_SKIPPED.has(name.toLowerCase()))
    .map(([name, value]) => [name, value] as [string, string | number | string[]]);
  const hash = createHash("sha256").update(identity).digest("base64url");
  const headerBytes = kept.reduce((n, [name, value]) => n + name.length + String(value).length, 0);
  const etags = { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` };
  const encodings = (["br", "gzip", "identity"] as const).filter((e) => bodies[e] !== null);
  const replies: CachedPage["replies"] = {};
  for (const encoding of encodings) {
    // A 304 carries the page's other headers (its Content-Security-Policy above all): a cache that
    // revalidates replaces the stored headers with these.
    const notModified: OutgoingHttpHeaders = {};
    for (const [name, value] of kept) if (name.toLowerCase() !== "content-type") notModified[name] = value;
    notModified["Cache-Control"] = GUEST_CACHE_CONTROL;
    notModified["Vary"] = GUEST_VARY;
    notModified["ETag"] = etags[encoding];
    const ok: OutgoingHttpHeaders = { ...Object.fromEntries(kept), ...notModified };
    if (encoding !== "identity") ok["Content-Encoding"] = encoding;
    ok["Content-Length"] = bodies[encoding]!.length;
    replies[encoding] = { ok: headerList(ok), notModified: headerList(notModified) };
  }
  return {
    key,
    version,
    storedAt: now,
    requestOrder,
    headers: kept,
    bodies,
    etags,
    encodings,
    replies,
    bytes: identity.length + (bodies.gzip?.length ?? 0) + (bodies.br?.length ?? 0) + headerBytes * 7 + key.length,
  };
}

export interface PageCacheOptions {
  /** The most the entries may hold in all, in bytes (bodies in every encoding, headers, keys). */
  maxBytes: number;
  maxAgeMs?: number;
}

/** Least recently used pages are dropped first once the entries hold more than maxBytes. */
export class PageCache {
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  /** Counters for tests and for a look at a running process. */
  readonly stats = { hits: 0, misses: 0, stores: 0, evictions: 0, bypasses: 0, storesPassedOver: 0 };
  private readonly entries = new Map<string, CachedPage>();
  private used = 0;
  /** Page addresses asked for before (pageAddress), least recently asked for first. */
  private readonly addressesSeen = new Set<string>();
  private addressesSeenChars = 0;
  private version: number | null = null;
  private pagesBeingCompressed = 0;

  constructor({ maxBytes, maxAgeMs = MAX_ENTRY_AGE_MS }: PageCacheOptions) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
      throw new Error(`The page cache's size (PAGE_CACHE_BYTES) must be a whole number of bytes, got ${maxBytes}.`);
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Takes the content version a request read; a different one than before drops every entry. */
  useVersion(version: number): void {
    if (version === this.version) return;
    this.version = version;
    this.entries.clear();
    this.used = 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.version !== this.version || now - page.storedAt > this.maxAgeMs) {
      this.remove(page);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  /**
   * Whether a page that was not found should be stored once rendered: yes when its address
   * (pageAddress) was asked for before (see ADDRESSES_SEEN_MAX_CHARS).
   */
  admits(address: string): boolean {
    const seen = this.addressesSeen.delete(address);
    this.addressesSeen.add(address);
    if (seen) return true;
    this.addressesSeenChars += address.length;
    for (const oldest of this.addressesSeen) {
      if (this.addressesSeenChars <= ADDRESSES_SEEN_MAX_CHARS) break;
      this.addressesSeen.delete(oldest);
      this.addressesSeenChars -= oldest.length;
    }
    return false;
  }

  /**
   * Compresses a page for storing and stores it, unless MAX_PAGES_COMPRESSED_AT_ONCE pages are
   * being compressed already: then it is passed over (and stored on a later request).
   */
  store(build: () => Promise<CachedPage>): Promise<boolean> {
    if (this.pagesBeingCompressed >= MAX_PAGES_COMPRESSED_AT_ONCE) {
      this.stats.storesPassedOver += 1;
      return Promise.resolve(false);
    }
    this.pagesBeingCompressed += 1;
    return build()
      .then((page) => this.set(page))
      .finally(() => {
        this.pagesBeingCompressed -= 1;
      });
  }

  /** Stores a page made under the current version; returns whether it was kept. */
  set(page: CachedPage): boolean {
    if (page.version !== this.version || page.bytes > this.maxBytes) return false;
    const old = this.entries.get(page.key);
    // Two renders of one page can finish out of order (a change may land between them): the copy
    // of the later request stays.
    if (old && old.requestOrder > page.requestOrder) return false;
    if (old) this.remove(old);
    this.entries.set(page.key, page);
    this.used += page.bytes;
    for (const oldest of this.entries.values()) {
      if (this.used <= this.maxBytes) break;
      this.remove(oldest);
      this.stats.evictions += 1;
    }
    this.stats.stores += 1;
    return true;
  }

  /** Forgets every page and every address seen. */
  clear(): void {
    this.entries.clear();
    this.used = 0;
    this.addressesSeen.clear();
    this.addressesSeenChars = 0;
  }

  private remove(page: CachedPage): void {
    if (this.entries.get(page.key) !== page) return;
    this.entries.delete(page.key);
    this.used -= page.bytes;
  }
}

const servedFromCache = new WeakSet<object>();

/**
 * Whether this response's bytes come from the cache, already encoded: compression() must leave
 * them alone (server/app.ts passes this to its filter).
 */
export function isServedFromPageCache(res: ServerResponse): boolean {
  return servedFromCache.has(res);
}

export interface GuestPageOptions {
  cache: PageCache;
  /** The content version (currentContentVersion, remembered for up to a second). */
  readVersion: () => Promise<number>;
}

/**
 * Serves guest pages from the cache, and stores the complete ones that go by. Put it after the
 * request checks and before React Router's handler; keepPrivateResponsesUncached (earlier in the
 * chain, so its rule runs after this one's) still wins for anything private.
 */
export function serveGuestPages({ cache, readVersion }: GuestPageOptions): RequestHandler {
  return async (req, res, next) => {
    if (pageCacheBypass(req.method, req.originalUrl, req.headers.cookie) !== null) {
      cache.stats.bypasses += 1;
      return next();
    }
    let version: number;
    try {
      version = await readVersion();
    } catch (error) {
      // Without the version nothing can be served or stored safely; the page is rendered as usual.
      logger.error({ err: error }, "page cache: could not read the content version");
      return next();
    }
    cache.useVersion(version);
    const key = pageCacheKey(version, req);
    const page = cache.get(key);
    if (page) {
      cache.stats.hits += 1;
      servedFromCache.add(res);
      return sendCachedPage(req, res, page);
    }
    cache.stats.misses += 1;
    // A HEAD answer has no body to store, but carries the same headers as the GET.
    if (req.method === "GET" && cache.admits(pageAddress(req))) storeWhenComplete(res, cache, key, version);
    else markAsGuestPage(res);
    next();
  };
}

/** Sends a stored page in the encoding the request prefers, or 304 when the browser has those bytes. */
function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const encoding = pickEncoding(req.headers["accept-encoding"], page.encodings);
  const reply = page.replies[encoding]!;
  if (etagMatches(req.headers["if-none-match"], page.etags[encoding])) {
    res.writeHead(304, reply.notModified);
    res.end();
    return;
  }
  res.writeHead(200, reply.ok);
  if (req.method === "HEAD") res.end();
  else res.end(page.bodies[encoding]);
}

export interface GuestPageFrontDoorOptions {
  cache: PageCache;
  /** The content version if this process read it less than a second ago, else null (knownContentVersion). */
  knownVersion: () => number | null;
}

/**
 * The cache's front door, ahead of Express: answers a guest's GET or HEAD for a stored page at
 * once, from memory, with the headers stored with it (the security headers and the page's own
 * policy among them), and returns true; returns false for anything else, which then goes through
 * the whole chain (where serveGuestPages stores what it renders). Nothing here waits: when the
 * content version is not known from the last second, the request takes the long way.
 */
export function guestPageFrontDoor({
  cache,
  knownVersion,
}: GuestPageFrontDoorOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (pageCacheBypass(req.method ?? "", req.url ?? "", req.headers.cookie) !== null) return false;
    // The key holds the first Host only: a request with two takes the long way, to its 400.
    if (hostHeaderCount(req.rawHeaders) !== 1) return false;
    const version = knownVersion();
    if (version === null) return false;
    cache.useVersion(version);
    const page = cache.get(pageCacheKey(version, req));
    if (!page) return false;
    cache.stats.hits += 1;
    sendCachedPage(req, res, page);
    return true;
  };
}

const PAGE_TYPES = /^(text\/html|text\/x-script)\s*(;|$)/i;

/**
 * Gives a response the guest Cache-Control and Vary as its headers go out, when it is a page a
 * cache may keep: 200, a page or `.data`, no cookie, nothing private about it; any other page that
 * says nothing of caching gets `no-store`. Returns whether it was a guest page: null until its
 * headers have gone out.
 */
function markAsGuestPage(res: Response): () => boolean | null {
  let isGuestPage: boolean | null = null;
  beforeHeadersAreSent(res, () => {
    isGuestPage =
      res.statusCode === 200 &&
      !res.hasHeader("Set-Cookie") &&
      PAGE_TYPES.test(String(res.getHeader("Content-Type") ?? "")) &&
      !/\b(private|no-store|no-cache)\b/i.test(String(res.getHeader("Cache-Control") ?? ""));
    if (isGuestPage) {
      res.setHeader("Cache-Control", GUEST_CACHE_CONTROL);
      for (const header of GUEST_VARY.split(", ")) res.vary(header);
    } else if (!res.hasHeader("Cache-Control") && PAGE_TYPES.test(String(res.getHeader("Content-Type") ?? ""))) {
      // A guest's "not found" or error page is built for the address and host asked for; a proxy
      // that keeps such answers by default would hand one built for a forged host to everyone.
      res.setHeader("Cache-Control", "no-store");
    }
  });
  return () => isGuestPage;
}

let requestsSeen = 0;

/**
 * Lets the response go out as React Router writes it, keeping a copy of its bytes (as written,
 * before compression), and stores it once it has gone out complete, if it is a guest page (see
 * markAsGuestPage).
 */
function storeWhenComplete(res: Response, cache: PageCache, key: string, version: number): void {
  const requestOrder = ++requestsSeen;
  const isGuestPage = markAsGuestPage(res);
  let tooBig = false;
  let size = 0;
  const chunks: Buffer[] = [];

  const keep = (chunk: unknown, encoding: unknown) => {
    if (isGuestPage() === false || tooBig || chunk == null || typeof chunk === "function") return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > cache.maxBytes) {
      tooBig = true;
      chunks.length = 0;
      return;
    }
    chunks.push(bytes);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];

  res.once("finish", () => {
    // keepPrivateResponsesUncached decides after this cache: if it made the answer private, or a
    // cookie was set after all, the page is not stored.
    if (
      isGuestPage() !== true ||
      tooBig ||
      res.getHeader("Cache-Control") !== GUEST_CACHE_CONTROL ||
      res.hasHeader("Set-Cookie")
    )
      return;
    const headers = res.getHeaders();
    cache
      .store(() => buildCachedPage(key, version, headers, Buffer.concat(chunks, size), Date.now(), requestOrder))
      .catch((error: unknown) => logger.error({ err: error }, "page cache: could not store a page"));
  });
}
