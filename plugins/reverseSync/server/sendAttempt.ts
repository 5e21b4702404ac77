import { performance } from 'node:perf_hooks';
import { signedHeaders } from './signing.ts';

/** How long a subscriber has to answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** The most of an answer read and kept. */
export const RESPONSE_CAP_BYTES = 1_024;

export interface OutgoingMessage {
  url: string;
  webhookId: string;
  body: string;
  contentType: string;
  /** The secrets that sign it: the current one, and a rotated one while it overlaps. */
  secrets: readonly string[];
  headers: Readonly<Record<string, string>>;
  timestampSeconds: number;
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  response: string;
}

/** Reads at most the cap of a body, then lets the rest go. */
async function cappedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < RESPONSE_CAP_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, RESPONSE_CAP_BYTES).toString('utf8');
}

/**
 * Posts one signed message: 2xx is delivered; any other answer, a redirect (never followed), a timeout or
 * a refused connection is a failure with what was learnt.
 */
export async function sendAttempt(message: OutgoingMessage): Promise<AttemptOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(message.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...message.headers,
        'content-type': message.contentType,
        ...signedHeaders(message.secrets, message.webhookId, message.timestampSeconds, message.body),
      },
      body: message.body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const text = await cappedText(response);
    const redirected = response.status >= 300 && response.status < 400;
    return {
      ok: response.status >= 200 && response.status < 300,
      statusCode: response.status,
      latencyMs: latency(),
      response: redirected ? `Redirect to ${response.headers.get('location') ?? '?'} not followed. ${text}` : text,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return {
      ok: false,
      statusCode: null,
      latencyMs: latency(),
      response: timedOut
        ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s.`
        : `Could not connect: ${cause || (error instanceof Error ? error.message : String(error))}`,
    };
  }
}
