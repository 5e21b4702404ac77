import type { RetryPolicy } from '../../public/contract/workflowDefinition.ts';

/**
 * The wait before the next attempt, after `attempt` attempts failed: FIXED waits the delay, LINEAR the
 * delay times the attempts, EXPONENTIAL the delay doubled per attempt; never more than the maximum. With
 * jitter the wait is drawn between half of it and all of it, so retries of many orders spread out.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const steps = Math.max(1, attempt);
  const base =
    policy.backoff === 'FIXED'
      ? policy.delayMs
      : policy.backoff === 'LINEAR'
        ? policy.delayMs * steps
        : policy.delayMs * 2 ** Math.min(steps - 1, 30);
  const capped = Math.min(base, Math.max(policy.maxDelayMs, policy.delayMs));
  return policy.jitter ? Math.round(capped / 2 + (capped / 2) * random()) : capped;
}
