import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Destination } from './destinations.ts';
import { signedHeaders } from './signing.ts';

/** How long a subscriber has to answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** The most of an answer read and kept. */
export const RESPONSE_CAP_BYTES = 1_024;

export interface OutgoingMessage {
  /** The URL and the addresses checked for it (`checkDestination`). */
  destination: Destination;
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

/** Connections kept open between attempts: each was opened to an address checked for its host. */
const httpAgent = new HttpAgent({ keepAlive: true });
const httpsAgent = new HttpsAgent({ keepAlive: true });

interface Answer {
  status: number;
  location: string | undefined;
  text: string;
}

/**
 * A look-up that answers the checked addresses, whatever the host's name resolves to by now: a name that
 * resolved to the outside world when checked cannot turn into an inside address for the connection.
 */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  const [first] = entries;
  return (_host, options, callback) => {
    if (!first) callback(new Error('No checked address to connect to.'), '');
    else if (options.all) callback(null, entries);
    else callback(null, first.address, first.family);
  };
}

/** Reads at most the cap of a body, then lets the rest go. */
async function cappedText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.byteLength;
    if (size >= RESPONSE_CAP_BYTES) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, RESPONSE_CAP_BYTES).toString('utf8');
}

/** One POST to the checked addresses, redirects not followed. */
function post(message: OutgoingMessage, headers: Record<string, string>, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(message.destination.url);
    const https = url.protocol === 'https:';
    const lookup = pinnedLookup(message.destination.addresses);
    const request = (https ? httpsRequest : httpRequest)(
      url,
      { method: 'POST', headers, agent: https ? httpsAgent : httpAgent, lookup, signal },
      (response) => {
        cappedText(response).then(
          (text) => resolve({ status: response.statusCode ?? 0, location: response.headers.location, text }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end(message.body);
  });
}

/**
 * Posts one signed message: 2xx is delivered; any other answer, a redirect (never followed), a timeout or
 * a refused connection is a failure with what was learnt.
 */
export async function sendAttempt(message: OutgoingMessage): Promise<AttemptOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(ATTEMPT_TIMEOUT_MS);
  try {
    const answer = await post(
      message,
      {
        ...message.headers,
        'content-type': message.contentType,
        'content-length': String(Buffer.byteLength(message.body)),
        ...signedHeaders(message.secrets, message.webhookId, message.timestampSeconds, message.body),
      },
      signal,
    );
    const redirected = answer.status >= 300 && answer.status < 400;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      statusCode: answer.status,
      latencyMs: latency(),
      response: redirected ? `Redirect to ${answer.location ?? '?'} not followed. ${answer.text}` : answer.text,
    };
  } catch (error) {
    return {
      ok: false,
      statusCode: null,
      latencyMs: latency(),
      response: signal.aborted
        ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s.`
        : `Could not connect: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
