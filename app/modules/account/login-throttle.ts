/**
 * How failed logins slow the next attempt (login-throttle.server.ts keeps the counters in the
 * database, so every process agrees). Three counters are kept: per account and address, per
 * address (one machine trying many accounts) and per account (many machines trying one). Each
 * allows a few failures freely; after that an attempt is answered only once a wait has passed since
 * the counter's last failure, doubling with each failure up to a short ceiling. So a guesser gets a
 * handful of tries a minute, while the owner of the account waits seconds, never a lock-out.
 * Refused attempts are not counted and check no password. A counter starts over once
 * `WINDOW_MS` has passed since its last failure; a successful login clears its account's counters.
 */

export type ThrottleScope = "account-address" | "address" | "account";

export const THROTTLE_RULES: Record<ThrottleScope, { free: number; maxWaitSeconds: number }> = {
  "account-address": { free: 5, maxWaitSeconds: 15 },
  address: { free: 20, maxWaitSeconds: 15 },
  account: { free: 20, maxWaitSeconds: 15 },
};

/** Failures further apart than this start the count over. */
export const WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleCounter {
  scope: ThrottleScope;
  failures: number;
  lastFailureAt: string;
}

/** The wait a counter asks for after its last failure, in seconds (0 = none). */
export function waitAfter(scope: ThrottleScope, failures: number): number {
  const { free, maxWaitSeconds } = THROTTLE_RULES[scope];
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), maxWaitSeconds);
}

/** How many whole seconds the visitor must still wait before this attempt is answered (0 = go ahead). */
export function secondsToWait(counters: readonly ThrottleCounter[], now: Date): number {
  let wait = 0;
  for (const counter of counters) {
    const last = Date.parse(counter.lastFailureAt);
    if (!Number.isFinite(last) || now.getTime() - last >= WINDOW_MS) continue;
    const until = last + waitAfter(counter.scope, counter.failures) * 1000;
    wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
  }
  return wait;
}
