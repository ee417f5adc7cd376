/**
 * When the outbox tries a message again after a failed attempt. Errors the mail server calls
 * permanent for the message (a 5xx answer to its recipient or content: no such mailbox, refused
 * as spam) are retried a few times only; anything
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

/**
 * The commands whose 5xx answer refuses this one message: its recipient (no such mailbox) or its
 * content (too large, taken for spam). A 5xx to the shop's login (a wrong password in SMTP_URL) or
 * to its sender address is about the shop's set-up, not the message: the server refuses every
 * message the same way until the set-up is fixed, so those are retried like a server that is away,
 * and the queued mail goes out once it is.
 */
const MESSAGE_COMMANDS = ["RCPT TO", "DATA"];

/** Whether the mail server refused this message for good (nodemailer's `responseCode` and `command`). */
export function isPermanentMailError(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown } | null;
  const code = e?.responseCode;
  return (
    typeof code === "number" &&
    code >= 500 &&
    code < 600 &&
    typeof e?.command === "string" &&
    MESSAGE_COMMANDS.includes(e.command)
  );
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
