import { sql } from 'kysely';
import type { JobQueue } from '../../../core/server/jobs/JobQueue.ts';
import { runRegularly } from '../../../core/server/jobs/runRegularly.ts';
import { XmlTranslations, type TranslationResult } from '../../translator/public/server/XmlTranslations.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { BUILT_IN_RECEIVER_URL, type ReverseConfiguration } from '../contract.ts';
import { readConfiguration } from './configuration.ts';
import { refusedDestination } from './destinations.ts';
import { fanOut } from './fanOut.ts';
import { recordOutcomes, type FinishedAttempt } from './recordOutcomes.ts';
import { sendAttempt, type AttemptOutcome } from './sendAttempt.ts';
import { xmlOfPayload } from './xmlPayload.ts';

export const DISPATCH_QUEUE = 'reverse-sync';
/** A delivery being sent is taken for this long: a process that dies mid-send lets it go again after it. */
export const LEASE_MS = 30_000;
const BATCH = 500;
const RETENTION_EVERY = 500;
/** How long one run of the chain goes on passing while there is work, well within any job expiry. */
const BUSY_RUN_MS = 1_000;

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
  const finished = await Promise.all(
    due.map(async (row): Promise<FinishedAttempt> => {
      const configuration = await configurationOf(row.tenantId);
      const outcome = await attemptOnce(services, row, configuration, now);
      return {
        deliveryId: row.id,
        tenantId: row.tenantId,
        subscriberId: row.subscriberId,
        attemptsBefore: row.attempts,
        retrySchedule: row.retrySchedule,
        configuration,
        outcome,
        at: new Date(services.clock()),
      };
    }),
  );
  await recordOutcomes(services.db, finished);
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

/**
 * The dispatcher's chain on its queue: a run passes again at once while a pass found work (for at most
 * `BUSY_RUN_MS`), and the next run starts 200 ms after an idle pass.
 */
export function dispatchRegularly(jobs: JobQueue, services: ServerServices): void {
  let passes = 0;
  runRegularly(jobs, {
    queue: DISPATCH_QUEUE,
    everyMs: 200,
    idleMs: 200,
    run: async () => {
      const end = performance.now() + BUSY_RUN_MS;
      for (;;) {
        const { made, sent } = await dispatchOnce(services);
        passes += 1;
        if (passes % RETENTION_EVERY === 0) await pruneDeliveries(services);
        if ((made === 0 && sent === 0) || performance.now() > end) return;
      }
    },
    onError: (error) => services.log.error({ err: error }, 'reverse sync'),
  });
}
