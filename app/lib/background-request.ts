/**
 * What a form sent in the background (a fetcher, through its route's clientAction) answers when
 * the request got no answer the page can use: the network failed (the visitor is offline), the
 * server failed, or no answer came in time. The page stays where it is and shows the failure as it
 * shows a refusal, instead of the site's error page taking the place of the page the visitor was on.
 */
import { data } from "react-router";

/** The wording of a background request that got no usable answer. */
export const backgroundRequestMessages = {
  offline: "You are probably offline.",
  unknownError: "An unknown error occurred.",
} as const;

/** Why a background request got no usable answer: no network, or a failed (or late) server. */
export type BackgroundFailure = "offline" | "failed";

function isRedirect(value: unknown): boolean {
  return value instanceof Response && value.status >= 300 && value.status < 400;
}

/** The message of a failure, for answers that carry one. */
export function backgroundFailureMessage(reason: BackgroundFailure): string {
  return reason === "offline" ? backgroundRequestMessages.offline : backgroundRequestMessages.unknownError;
}

/**
 * Sends the request (a route's server action) and answers `failure(reason)` instead when it fails,
 * or, with `timeoutMs`, when no answer has come by then. A redirect the server answers is passed on.
 * The browser's fetch rejects with a TypeError when the network fails; anything else thrown is the
 * server's failure.
 */
export async function sendInBackground<T, F>(
  send: () => Promise<T>,
  failure: (reason: BackgroundFailure) => F,
  timeoutMs?: number,
): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut =
    timeoutMs === undefined
      ? null
      : new Promise<F>((resolve) => {
          timer = setTimeout(() => resolve(failure("failed")), timeoutMs);
        });
  try {
    return await (timedOut ? Promise.race([send(), timedOut]) : send());
  } catch (error) {
    if (isRedirect(error)) throw error;
    return failure(error instanceof TypeError ? "offline" : "failed");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The status a route's failure answer carries in the browser (no server sent it). React Router
 * reloads the page's data after an action whose status is below 400, and offline that reload fails
 * too, putting the site's error page in place of the page after all; at 400 or above it does not.
 */
export const BACKGROUND_FAILURE_STATUS = 503;

/**
 * sendInBackground for a route's clientAction (`send` is its serverAction): the failure answer
 * carries BACKGROUND_FAILURE_STATUS, so the page's data is not reloaded after it.
 */
export function sendActionInBackground<T, F>(
  send: () => Promise<T>,
  failure: (reason: BackgroundFailure) => F,
  timeoutMs?: number,
) {
  return sendInBackground(send, (reason) => data(failure(reason), { status: BACKGROUND_FAILURE_STATUS }), timeoutMs);
}
