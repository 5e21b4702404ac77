import type { NetworkExchange } from '../../public/contract/provisioningTemplate.ts';

/** How one attempt of a task went. */
export interface Outcome {
  succeeded: boolean;
  /** Whether another attempt may do better, when the error code alone does not say (a step waiting for stock). */
  retryable?: boolean;
  errorCode: string | null;
  message: string;
  output: unknown;
  exchange: NetworkExchange | null;
  durationMs: number;
}

/** The columns of `task_attempts` that record an attempt's outcome. */
export function recordedAttempt(outcome: Outcome, at: Date) {
  return {
    state: outcome.succeeded ? ('SUCCEEDED' as const) : ('FAILED' as const),
    request: outcome.exchange ? JSON.stringify(outcome.exchange.request) : null,
    response: outcome.exchange?.response ? JSON.stringify(outcome.exchange.response) : null,
    error_code: outcome.errorCode,
    error_message: outcome.succeeded ? null : outcome.message,
    ended_at: at,
    duration_ms: outcome.durationMs,
  };
}
