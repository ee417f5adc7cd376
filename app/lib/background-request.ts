/**
 * What a form sent in the background (a fetcher, through its route's clientAction) answers when
 * the request got no answer the page can use: the network failed (the visitor is offline), the
 * server failed, or no answer came in time. The page stays where it is and shows the failure as it
 * shows a refusal, instead of the site's error page taking the place of the page the visitor was on.
 */

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
