// When a failed delivery is tried again (README "Hand-off"): after the base wait (1 minute), then
// twice as long after each next failure (2, 4, 8 … minutes), never more than the longest wait
// (1 hour), for as long as the retry window (24 hours from the delivery's creation) lasts.

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxDelayMs: number;
  retryWindowMs: number;
}

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^doublings grows past any wait quickly; Math.min keeps it finite.
  return Math.min(policy.retryBaseMs * 2 ** Math.min(doublings, 60), policy.retryMaxDelayMs);
}

/**
 * When to try again after the `attempts`-th failed attempt, or null when that time would be past
 * the retry window: the delivery has failed for good.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date, policy: RetryPolicy): Date | null {
  const next = now.getTime() + retryDelayMs(attempts, policy);
  return next > createdAt.getTime() + policy.retryWindowMs ? null : new Date(next);
}
