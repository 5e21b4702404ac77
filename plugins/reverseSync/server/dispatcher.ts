import { sql } from 'kysely';
import type { JobQueue } from '../../../core/server/jobs/JobQueue.ts';
import { runRegularly } from '../../../core/server/jobs/runRegularly.ts';
import { XmlTranslations, type TranslationResult } from '../../translator/public/server/XmlTranslations.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { BUILT_IN_RECEIVER_URL, type ReverseConfiguration } from '../contract.ts';
import { readConfiguration } from './configuration.ts';
import { refusedDestination } from './destinations.ts';
import { fanOut } from './fanOut.ts';
import { reverseDb } from './reverseTables.ts';
import { sendAttempt, type AttemptOutcome } from './sendAttempt.ts';
import { xmlOfPayload } from './xmlPayload.ts';

export const DISPATCH_QUEUE = 'reverse-sync';
/** A delivery being sent is taken for this long: a process that dies mid-send lets it go again after it. */
export const LEASE_MS = 30_000;
const BATCH = 500;
const RETENTION_EVERY = 500;
const SERVER_ACTOR = 'reverse-sync';

interface DueRow {
  id: string;
  tenantId: string;
  subscriberId: string;
  webhookId: string;
  payload: string;
  attempts: number;
  url: string;
  headers: Record<string, string>;
  payloadFormat: string;
  translation: string | null;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  retrySchedule: number[] | null;
}

/** Deliveries whose subscriber is gone or disabled are not sent: SKIPPED (replay sends them once it is back). */
async function skipOrphans(services: ServerServices): Promise<void> {
  await sql`update reverse_deliveries d set state = 'SKIPPED', next_attempt_at = null, lease_until = null
    where d.state in ('PENDING', 'RETRYING') and (d.subscriber_id is null or exists (
      select 1 from reverse_subscribers s where s.id = d.subscriber_id and not s.enabled))`.execute(services.db);
}

/**
 * Takes the due deliveries: each subscriber's oldest, at most its concurrency, and of a subscriber that
 * asks for order, only an order's earliest event not yet delivered.
 */
async function claimDue(services: ServerServices, now: Date): Promise<DueRow[]> {
  const { rows } = await sql<DueRow>`
    with due as (
      select d.id, row_number() over (partition by d.subscriber_id order by d.next_attempt_at, d.event_id) as rank,
        s.concurrency
      from reverse_deliveries d join reverse_subscribers s on s.id = d.subscriber_id
      where d.state in ('PENDING', 'RETRYING') and d.next_attempt_at <= ${now}
        and (d.lease_until is null or d.lease_until < ${now}) and s.enabled
        and (not s.in_order or d.order_id is null or not exists (
          select 1 from reverse_deliveries e where e.subscriber_id = d.subscriber_id and e.order_id = d.order_id
            and e.state in ('PENDING', 'RETRYING') and e.event_id < d.event_id))
      order by d.next_attempt_at
      limit ${BATCH * 4}
    )
    update reverse_deliveries d set lease_until = ${new Date(now.getTime() + LEASE_MS)}
    from reverse_subscribers s
    where d.id in (select id from due where rank <= concurrency limit ${BATCH})
      and s.id = d.subscriber_id and (d.lease_until is null or d.lease_until < ${now})
    returning d.id, d.tenant_id as "tenantId", d.subscriber_id as "subscriberId", d.webhook_id as "webhookId",
      d.payload, d.attempts, s.url, s.headers, s.payload_format as "payloadFormat", s.translation, s.secret, s.previous_secret as "previousSecret",
      s.previous_secret_until as "previousSecretUntil", s.retry_schedule as "retrySchedule"`.execute(services.db);
  return rows;
}

/** The secrets that sign now: the current one, and the rotated one while its overlap lasts. */
export function signingSecrets(
  services: ServerServices,
  row: Pick<DueRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>,
  now: Date,
): string[] {
  const secrets = [services.secrets.open(row.secret)];
  if (row.previousSecret && row.previousSecretUntil && new Date(row.previousSecretUntil) > now) {
    secrets.push(services.secrets.open(row.previousSecret));
  }
  return secrets;
}

/** What is posted: the JSON payload, or its XML through the subscriber's translation when it names one. */
async function bodyOf(
  services: ServerServices,
  row: Pick<DueRow, 'tenantId' | 'payload' | 'payloadFormat' | 'translation'>,
): Promise<TranslationResult> {
  if (row.payloadFormat !== 'XML') return { output: row.payload };
  const xml = xmlOfPayload(row.payload);
  if (!row.translation) return { output: xml };
  const translated = await services.get(XmlTranslations).translate(services.db, row.tenantId, row.translation, xml);
  return 'problem' in translated
    ? { problem: `the translation "${row.translation}": ${translated.problem}` }
    : translated;
}

const notSent = (why: string): AttemptOutcome => ({
  ok: false,
  statusCode: null,
  latencyMs: 0,
  response: `Not sent: ${why}`,
});

/**
 * Sends one delivery's next attempt, refused destinations failing it without a call. The built-in
 * receiver's path (of the delivery's own tenant) is sent to this server wherever it listens now.
 */
export async function attemptOnce(
  services: ServerServices,
  row: Omit<DueRow, 'id' | 'subscriberId' | 'attempts' | 'retrySchedule'>,
  configuration: ReverseConfiguration,
  now: Date,
): Promise<AttemptOutcome> {
  const builtIn = BUILT_IN_RECEIVER_URL.exec(row.url);
  let url = row.url;
  if (builtIn) {
    if (builtIn[1] !== row.tenantId) return notSent("the built-in receiver's path names another tenant.");
    const origin = services.localOrigin();
    if (origin === null) return notSent('this server is not listening yet.');
    url = `${origin}${row.url}`;
  } else {
    const refused = await refusedDestination(row.url, configuration);
    if (refused) return notSent(refused);
  }
  const body = await bodyOf(services, row);
  if ('problem' in body) return notSent(body.problem);
  return sendAttempt({
    url,
    webhookId: row.webhookId,
    body: body.output,
    contentType: row.payloadFormat === 'XML' ? 'application/xml' : 'application/json',
    secrets: signingSecrets(services, row, now),
    headers: row.headers,
    timestampSeconds: Math.floor(now.getTime() / 1000),
  });
}

/** Writes an attempt and what it makes of its delivery and its subscriber's health. */
async function recordOutcome(
  services: ServerServices,
  row: DueRow,
  outcome: AttemptOutcome,
  configuration: ReverseConfiguration,
  at: Date,
): Promise<void> {
  const number = row.attempts + 1;
  const schedule = row.retrySchedule ?? configuration.retrySchedule;
  const retryAfter = schedule[number];
  await services.db.transaction().execute(async (trx) => {
    const db = reverseDb(trx);
    await db
      .insertInto('reverse_attempts')
      .values({
        delivery_id: row.id,
        tenant_id: row.tenantId,
        subscriber_id: row.subscriberId,
        number,
        at,
        status_code: outcome.statusCode,
        latency_ms: outcome.latencyMs,
        response: outcome.response,
        ok: outcome.ok,
      })
      .execute();
    await db
      .updateTable('reverse_deliveries')
      .set(
        outcome.ok
          ? { state: 'DELIVERED', attempts: number, delivered_at: at, next_attempt_at: null, lease_until: null }
          : retryAfter === undefined
            ? { state: 'FAILED', attempts: number, next_attempt_at: null, lease_until: null }
            : {
                state: 'RETRYING',
                attempts: number,
                next_attempt_at: new Date(at.getTime() + retryAfter * 1000),
                lease_until: null,
              },
      )
      .where('id', '=', row.id)
      .execute();
    if (outcome.ok) {
      await db
        .updateTable('reverse_subscribers')
        .set({ failing_since: null })
        .where('id', '=', row.subscriberId)
        .where('failing_since', 'is not', null)
        .execute();
      return;
    }
    const disableBefore = new Date(at.getTime() - configuration.disableAfterHours * 3_600_000);
    await sql`update reverse_subscribers set failing_since = coalesce(failing_since, ${at})
      where id = ${row.subscriberId}`.execute(trx);
    await sql`update reverse_subscribers set enabled = false, disabled_at = ${at},
        disabled_reason = 'Failing since ' || to_char(failing_since at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, longer than ' || ${configuration.disableAfterHours}::text || ' h',
        version = version + 1, updated_at = ${at}, updated_by = ${SERVER_ACTOR}
      where id = ${row.subscriberId} and enabled and failing_since <= ${disableBefore}`.execute(trx);
  });
}

/** Sends every due delivery once (each subscriber at most its concurrency at once); answers how many. */
export async function deliverDue(services: ServerServices): Promise<number> {
  await skipOrphans(services);
  const now = new Date(services.clock());
  const due = await claimDue(services, now);
  const configurations = new Map<string, Promise<ReverseConfiguration>>();
  const configurationOf = (tenantId: string) => {
    let configuration = configurations.get(tenantId);
    if (!configuration) {
      configuration = readConfiguration(services.db, tenantId);
      configurations.set(tenantId, configuration);
    }
    return configuration;
  };
  await Promise.all(
    due.map(async (row) => {
      const configuration = await configurationOf(row.tenantId);
      const outcome = await attemptOnce(services, row, configuration, now);
      await recordOutcome(services, row, outcome, configuration, new Date(services.clock()));
    }),
  );
  return due.length;
}

/** Drops final deliveries older than each tenant's retention. */
export async function pruneDeliveries(services: ServerServices): Promise<void> {
  const now = new Date(services.clock());
  await sql`delete from reverse_deliveries d where d.state in ('DELIVERED', 'FAILED', 'SKIPPED')
    and d.created_at < ${now}::timestamptz - make_interval(days => coalesce(
      (select retention_days from reverse_configuration c where c.tenant_id = d.tenant_id), 30))`.execute(services.db);
}

/** One pass: events to deliveries, due deliveries sent; what was done. */
export async function dispatchOnce(services: ServerServices): Promise<{ made: number; sent: number }> {
  const made = await fanOut(services);
  const sent = await deliverDue(services);
  return { made, sent };
}

/** The dispatcher's chain on its queue: a pass, again right away while there is work, else in 200 ms. */
export function dispatchRegularly(jobs: JobQueue, services: ServerServices): void {
  let passes = 0;
  runRegularly(jobs, {
    queue: DISPATCH_QUEUE,
    everyMs: 200,
    idleMs: 200,
    run: async () => {
      await dispatchOnce(services);
      passes += 1;
      if (passes % RETENTION_EVERY === 0) await pruneDeliveries(services);
    },
    onError: (error) => services.log.error({ err: error }, 'reverse sync'),
  });
}
