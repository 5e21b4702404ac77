import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call a subscriber's endpoint received: its path, headers and raw body. */
export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How a path answers: a status and body, after a delay, or a redirect. */
export interface Answer {
  status: number;
  body?: string;
  delayMs?: number;
  location?: string;
}

/**
 * An outside subscriber's HTTP endpoint on loopback: records every call and answers each path as the
 * test sets it (200 `{"thanks":true}` unless told otherwise).
 */
export class LocalSubscriber {
  readonly calls: ReceivedCall[] = [];
  private readonly answers = new Map<string, Answer>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.calls.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = this.answers.get(path) ?? { status: 200, body: '{"thanks":true}' };
        setTimeout(() => {
          if (response.destroyed) return;
          response.writeHead(answer.status, {
            'content-type': 'application/json',
            ...(answer.location ? { location: answer.location } : {}),
          });
          response.end(answer.body ?? '');
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  answer(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  callsTo(path: string): ReceivedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const TOLERANCE_SECONDS = 5 * 60;

/**
 * The Standard Webhooks check a receiver makes, written from the specification: the key is the base64
 * after `whsec_`; the signed content is `<webhook-id>.<webhook-timestamp>.<body>`; `webhook-signature` is
 * a space-separated list of `v1,<base64 HMAC-SHA256>`; the timestamp is within five minutes of now.
 * Answers whether one of the listed signatures is the secret's.
 */
export function verifiesWith(secret: string, call: ReceivedCall, nowSeconds: number): boolean {
  const id = call.headers['webhook-id'];
  const timestamp = call.headers['webhook-timestamp'];
  const signatures = call.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - nowSeconds) > TOLERANCE_SECONDS) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${call.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
