import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { ApiError } from '../../../core/server/http/errors.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { xmlPayload } from './xmlPayload.ts';
import { OrderSubmissions } from '../../engine/public/server/OrderSubmissions.ts';
import { XmlTranslations } from '../../translator/public/server/XmlTranslations.ts';
import { API_KEY_HEADER, SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER, type InboundOutcome } from '../contract.ts';
import { triggersDb } from './triggersTables.ts';

/** What a call needs of its trigger (`t`). */
export const TRIGGER_COLUMNS = [
  't.id',
  't.tenant_id as tenantId',
  't.name',
  't.auth',
  't.secret',
  't.format',
  't.translation',
  't.service',
  't.operation',
  't.idempotency_field as idempotencyField',
  't.subscriber_key_field as subscriberKeyField',
] as const;

export interface TriggerRow {
  id: string;
  tenantId: string;
  name: string;
  auth: 'API_KEY' | 'HMAC';
  secret: string;
  format: 'JSON' | 'XML';
  translation: string | null;
  service: string;
  operation: string;
  idempotencyField: string | null;
  subscriberKeyField: string | null;
}

/** A call to run: as received, or a logged one again (its caller was authenticated then). */
export interface InboundRequest {
  headers: Record<string, string>;
  body: string;
  replayOf: string | null;
  /** Why the server's edge refused the call (a NUL character): it is logged, and answered with that. */
  edgeRefusal?: ApiError;
}

export interface InboundAnswer {
  status: number;
  body: { result: InboundOutcome; message: string; orderId?: string; orderNumber?: string; callId: string };
}

const MASKED = new Set([API_KEY_HEADER, SIGNATURE_HEADER, 'authorization', 'cookie']);
const MAX_LOGGED_BODY = 65_536;
/** A refused call is kept shorter: what it was is told by its start. */
const MAX_REFUSED_BODY = 4_096;
const MAX_HEADER_VALUE = 512;
const MAX_HEADERS = 50;

/** Text as the log can keep it: PostgreSQL refuses NUL, which a refused call may hold. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** The trigger at a tenant's path, when it is enabled. */
export async function triggerAt(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  path: string,
): Promise<TriggerRow | undefined> {
  return triggersDb(db)
    .selectFrom('triggers as t')
    .select([...TRIGGER_COLUMNS])
    .where('t.tenant_id', '=', tenantId)
    .where('t.path', '=', path)
    .where('t.enabled', '=', true)
    .executeTakeFirst();
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The HMAC-SHA256 signature a caller sends for a body signed at a time (Unix seconds, also sent in
 * `x-signature-timestamp`): `sha256=<hex>` of `<timestamp>.<body>`, as Standard Webhooks and Stripe sign.
 */
export const signatureOf = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;

function authenticated(trigger: TriggerRow, secret: string, request: InboundRequest): boolean {
  if (trigger.auth === 'API_KEY') return same(request.headers[API_KEY_HEADER] ?? '', secret);
  const timestamp = request.headers[SIGNATURE_TIMESTAMP_HEADER] ?? '';
  return same(request.headers[SIGNATURE_HEADER] ?? '', signatureOf(secret, timestamp, request.body));
}

/**
 * A signed call is taken once, and only near the time it was signed: a timestamp further from now than
 * the tolerance, or a signature seen before within it, is a captured call sent again.
 */
async function assertFreshSignature(services: ServerServices, trigger: TriggerRow, request: InboundRequest) {
  const toleranceSeconds = services.config.SDP_SIGNATURE_TOLERANCE_SECONDS;
  const signedAt = Number(request.headers[SIGNATURE_TIMESTAMP_HEADER]) * 1000;
  const now = services.clock();
  if (!Number.isFinite(signedAt) || Math.abs(now - signedAt) > toleranceSeconds * 1000) {
    throw new Refused(
      401,
      `The signature's timestamp (${SIGNATURE_TIMESTAMP_HEADER}) is more than ${toleranceSeconds} s from now: sign each call when it is sent.`,
    );
  }
  const db = triggersDb(services.db);
  await db
    .deleteFrom('trigger_signatures')
    .where('trigger_id', '=', trigger.id)
    .where('seen_at', '<', new Date(now - 2 * toleranceSeconds * 1000))
    .execute();
  const remembered = await db
    .insertInto('trigger_signatures')
    .values({
      trigger_id: trigger.id,
      tenant_id: trigger.tenantId,
      signature: request.headers[SIGNATURE_HEADER] ?? '',
      seen_at: new Date(now),
    })
    .onConflict((conflict) => conflict.columns(['trigger_id', 'signature']).doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!remembered) throw new Refused(401, 'This signed call was received before: sign each call anew.');
}

const valueAt = (payload: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      payload,
    );

const scalar = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/** What the body becomes: JSON as it is, XML through the trigger's translation (if any) into fields. */
async function payloadOf(
  services: ServerServices,
  trigger: TriggerRow,
  body: string,
): Promise<Record<string, unknown>> {
  if (trigger.format === 'JSON') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      throw new Refused(400, `The body is not JSON: ${(error as Error).message}`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Refused(400, 'The body must be a JSON object.');
    }
    return parsed as Record<string, unknown>;
  }
  let xml = body;
  if (trigger.translation) {
    const translated = await services
      .get(XmlTranslations)
      .translate(services.db, trigger.tenantId, trigger.translation, body);
    if ('problem' in translated) throw new Refused(400, translated.problem);
    xml = translated.output;
  }
  const read = xmlPayload(xml);
  if ('problem' in read) throw new Refused(400, `The ${trigger.translation ? 'translated ' : ''}XML: ${read.problem}`);
  return read.payload;
}

/**
 * One call to a trigger: the caller authenticated (API key, or the body's HMAC signature), the body made
 * the order's payload, its idempotency key and subscriber key read from the payload's fields, the order
 * handed to the engine (a replay with the same key answers the order made before) — and the call logged
 * with its outcome, whatever it is.
 */
export async function runInbound(
  services: ServerServices,
  trigger: TriggerRow,
  request: InboundRequest,
): Promise<InboundAnswer> {
  const started = services.clock();
  let outcome: InboundOutcome = 'REFUSED';
  let status = 400;
  let message = '';
  let payload: Record<string, unknown> | null = null;
  let order: { orderId: string; orderNumber: string } | null = null;
  try {
    if (request.edgeRefusal) throw request.edgeRefusal;
    if (request.replayOf === null && !authenticated(trigger, services.secrets.open(trigger.secret), request)) {
      outcome = 'UNAUTHORIZED';
      throw new Refused(401, `The ${trigger.auth === 'API_KEY' ? 'API key' : 'signature'} is missing or wrong.`);
    }
    if (request.replayOf === null && trigger.auth === 'HMAC') {
      outcome = 'UNAUTHORIZED';
      await assertFreshSignature(services, trigger, request);
      outcome = 'REFUSED';
    }
    payload = await payloadOf(services, trigger, request.body);
    const idempotency = trigger.idempotencyField ? scalar(valueAt(payload, trigger.idempotencyField)) : null;
    if (trigger.idempotencyField && idempotency === null) {
      throw new Refused(400, `The payload has no ${trigger.idempotencyField} to tell one request from another.`);
    }
    const subscriberKey = trigger.subscriberKeyField ? scalar(valueAt(payload, trigger.subscriberKeyField)) : null;
    const submitted = await services.get(OrderSubmissions).submit({
      tenantId: trigger.tenantId,
      actor: `trigger:${trigger.name}`,
      order: { service: trigger.service, operation: trigger.operation, payload, subscriberKey },
      source: 'TRIGGER',
      idempotencyKey: idempotency === null ? null : `trigger:${trigger.id}:${idempotency}`,
    });
    order = { orderId: submitted.orderId, orderNumber: submitted.orderNumber };
    outcome = submitted.created ? 'CREATED' : 'REPLAYED';
    status = submitted.created ? 201 : 200;
    message = submitted.created
      ? `Order ${submitted.orderNumber} created.`
      : `Already received as ${submitted.orderNumber}.`;
  } catch (error) {
    if (error instanceof Refused) {
      status = error.status;
      message = error.message;
    } else if (error instanceof ApiError) {
      status = error.statusCode;
      message = error.description;
    } else {
      throw error;
    }
  }
  const taken = outcome === 'CREATED' || outcome === 'REPLAYED';
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .slice(0, MAX_HEADERS)
      .map(([name, value]) => [
        storable(name.slice(0, MAX_HEADER_VALUE)),
        MASKED.has(name) ? '•••' : storable(value.slice(0, MAX_HEADER_VALUE)),
      ]),
  );
  const { id: callId } = await triggersDb(services.db)
    .insertInto('trigger_calls')
    .values({
      tenant_id: trigger.tenantId,
      trigger_id: trigger.id,
      trigger_name: trigger.name,
      headers: JSON.stringify(headers),
      body: storable(request.body.slice(0, taken ? MAX_LOGGED_BODY : MAX_REFUSED_BODY)),
      payload: payload === null ? null : JSON.stringify(payload),
      outcome,
      http_status: status,
      message,
      order_id: order?.orderId ?? null,
      order_number: order?.orderNumber ?? null,
      duration_ms: Math.max(0, Math.round(services.clock() - started)),
      replay_of: request.replayOf,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { status, body: { result: outcome, message, ...(order ?? {}), callId } };
}
