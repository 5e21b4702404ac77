import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** The streams one user may hold open at once (a console has one or two; each tab its own). */
export const MAX_STREAMS_PER_USER = 20;

/** The `Last-Event-ID` a reconnecting EventSource sends: the id of the last event it received. */
export function lastEventId(request: FastifyRequest): string | null {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && header !== '' ? header : null;
}

export interface EventStream {
  /** Sends one event; its id is what the client sends back as `Last-Event-ID` when it reconnects. */
  send(event: { id: string; type: string; data: unknown }): void;
  /** Resolves when the client goes away or the server closes. */
  readonly closed: Promise<void>;
  readonly isClosed: boolean;
  close(): void;
}

const KEEPALIVE_MS = 15_000;
const open = new WeakMap<FastifyInstance, Set<EventStream>>();
/** The number of streams each user holds open, per app. */
const perUser = new WeakMap<FastifyInstance, Map<string, number>>();

/** Ends the app's open streams: the server closes without waiting for clients that never leave. */
export function closeEventStreams(app: FastifyInstance): void {
  for (const stream of open.get(app) ?? []) stream.close();
}

/** How long a client waits before reconnecting after the stream breaks. */
const RETRY_MS = 2_000;

/**
 * Takes over the reply and opens a server-sent event stream: uncompressed, never cached or buffered by a
 * proxy, a comment every 15 s so idle connections stay open, ended when the client goes.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const holders = perUser.get(request.server) ?? new Map<string, number>();
  perUser.set(request.server, holders);
  const holder = request.auth?.userId ?? `ip:${request.ip}`;
  const held = holders.get(holder) ?? 0;
  if (held >= MAX_STREAMS_PER_USER) {
    throw new ApiError(
      429,
      `You have ${MAX_STREAMS_PER_USER} event streams open (the limit). Close another page or tab and try again.`,
      { 'retry-after': '5' },
    );
  }
  holders.set(holder, held + 1);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  let resolveClosed: () => void = () => undefined;
  const closedPromise = new Promise<void>((resolve) => (resolveClosed = resolve));
  const keepalive = setInterval(() => raw.write(': keep-alive\n\n'), KEEPALIVE_MS);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    if (!raw.writableEnded) raw.end();
    resolveClosed();
  };
  request.raw.on('close', end);
  raw.on('close', end);
  const streams = open.get(request.server) ?? new Set<EventStream>();
  open.set(request.server, streams);
  const stream: EventStream = {
    send(event) {
      if (closed) return;
      // JSON text has no line breaks of its own, so one data line carries the whole event.
      raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    closed: closedPromise,
    get isClosed() {
      return closed;
    },
    close: end,
  };
  streams.add(stream);
  void closedPromise.then(() => {
    streams.delete(stream);
    const left = (holders.get(holder) ?? 1) - 1;
    if (left > 0) holders.set(holder, left);
    else holders.delete(holder);
  });
  return stream;
}
