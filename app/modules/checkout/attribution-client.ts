import { attributionFields, type Attribution } from "./attribution";

/** Browser side of order attribution: a 30-minute visit session kept in localStorage. */
const SESSION_MS = 30 * 60 * 1000;
const SESSION_KEY = "shop_attribution_session";
const COUNT_KEY = "shop_attribution_count";
const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|startpage|qwant)\./i;

interface VisitSession {
  values: Attribution;
  lastSeen: number;
  pageKey: string;
}

/** Where this visit came from, worked out from the landing page's URL and referrer. */
export function classifyVisit(url: URL, referrer: string, now: Date, count: number, userAgent: string): Attribution {
  const v = Object.fromEntries(attributionFields.map((f) => [f, ""])) as Attribution;
  const utm = (k: string) => url.searchParams.get(k) ?? "";
  let refHost = "";
  try {
    refHost = referrer ? new URL(referrer).host : "";
  } catch {
    refHost = "";
  }
  const external = refHost !== "" && refHost !== url.host;
  if (utm("utm_source") || utm("utm_medium") || utm("utm_campaign")) {
    v.source_type = "utm";
    for (const k of [
      "utm_campaign",
      "utm_source",
      "utm_medium",
      "utm_content",
      "utm_id",
      "utm_term",
      "utm_source_platform",
      "utm_creative_format",
      "utm_marketing_tactic",
    ] as const)
      v[k] = utm(k);
  } else if (external && SEARCH_ENGINES.test(refHost)) {
    v.source_type = "organic";
    v.utm_source = refHost.replace(/^www\./, "");
    v.utm_medium = "organic";
  } else if (external) {
    v.source_type = "referral";
    v.utm_source = refHost.replace(/^www\./, "");
    v.utm_medium = "referral";
  } else {
    v.source_type = "typein";
    v.utm_source = "(direct)";
    v.utm_medium = "(none)";
  }
  v.referrer = external ? referrer : "";
  v.session_entry = url.href;
  v.session_start_time = now.toISOString().replace("T", " ").slice(0, 19);
  v.session_pages = "1";
  v.session_count = String(count);
  v.user_agent = userAgent;
  return v;
}

/**
 * Whether this visit may be followed: the owner allows it (order_attribution_tracking) and the
 * browser does not ask sites not to (Global Privacy Control).
 */
export function isTrackingAllowed(ownerAllows: boolean, browser: { globalPrivacyControl?: boolean }): boolean {
  return ownerAllows && browser.globalPrivacyControl !== true;
}

/**
 * Records this page view in the visit session (a new session after 30 minutes without a
 * page view) and returns the attribution to send. Safe to call on every page; a page is
 * counted once however often it is called.
 */
export function trackVisit(ownerAllows: boolean): Attribution | null {
  try {
    if (!isTrackingAllowed(ownerAllows, navigator as { globalPrivacyControl?: boolean })) {
      // Not allowed: what an earlier visit kept goes too, and the checkout's fields stay empty.
      localStorage.removeItem(SESSION_KEY);
      localStorage.removeItem(COUNT_KEY);
      return null;
    }
    const now = Date.now();
    const pageKey = `${location.pathname}${location.search}@${performance.timeOrigin}`;
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null") as VisitSession | null;
    let session: VisitSession;
    if (stored && now - stored.lastSeen < SESSION_MS) {
      session = stored;
      if (stored.pageKey !== pageKey)
        session.values.session_pages = String(Number(stored.values.session_pages || "0") + 1);
    } else {
      const count = Number(localStorage.getItem(COUNT_KEY) ?? "0") + 1;
      localStorage.setItem(COUNT_KEY, String(count));
      session = {
        values: classifyVisit(new URL(location.href), document.referrer, new Date(now), count, navigator.userAgent),
        lastSeen: now,
        pageKey,
      };
    }
    session.lastSeen = now;
    session.pageKey = pageKey;
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    return session.values;
  } catch {
    // Storage refused (private mode, tracking off): the fields stay empty and the server records a direct visit.
    return null;
  }
}
