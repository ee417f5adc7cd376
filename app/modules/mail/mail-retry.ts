/**
 * When the outbox tries a message again after a failed attempt. Errors the mail server calls
 * permanent (a 5xx answer: no such mailbox, refused sender) are retried a few times only; anything
 * else (server down, timeout, 4xx "try later") is retried until it goes through, with the wait
 * doubling from the first delay up to the cap, so nothing queued is ever given up because the mail
 * server was away for a while.
 */
export interface RetryPolicy {
  /** The wait after the first failure, in ms. */
  firstDelayMs: number;
  /** The longest wait between two attempts, in ms. */
  maxDelayMs: number;
  /** Attempts after which a permanently refused message is marked failed. */
  permanentFailureAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  permanentFailureAttempts: 3,
};

/** The wait before the next attempt, after `attempts` failed ones (attempts ≥ 1). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(policy.firstDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/** A mail server's answer code (nodemailer's `responseCode`), when the error has one. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** After a failed attempt: try again later, or give up (only for permanent refusals). */
export function afterFailure(
  attempts: number,
  error: unknown,
  policy: RetryPolicy = defaultRetryPolicy,
): { kind: "retry"; delayMs: number } | { kind: "give-up" } {
  if (isPermanentMailError(error) && attempts >= policy.permanentFailureAttempts) return { kind: "give-up" };
  return { kind: "retry", delayMs: retryDelayMs(attempts, policy) };
}
