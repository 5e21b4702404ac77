import { sql } from 'kysely';
import type { JobQueue } from '../../../core/server/jobs/JobQueue.ts';
import { runRegularly } from '../../../core/server/jobs/runRegularly.ts';
import { ORDER_EVENTS_CHANNEL } from '../../engine/public/server/OrderEventFeed.ts';
import { XmlTranslations, type TranslationResult } from '../../translator/public/server/XmlTranslations.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import type { ReverseConfiguration } from '../contract.ts';
import { readConfiguration } from './configuration.ts';
import { checkDestination } from './destinations.ts';
import { fanOut } from './fanOut.ts';
import { claimDue, type DueRow } from './claimDue.ts';
import { recordOutcomes, type FinishedAttempt } from './recordOutcomes.ts';
import { DispatchSignal } from './DispatchSignal.ts';
import { SendsInFlight } from './SendsInFlight.ts';
import { sendAttempt, type AttemptOutcome } from './sendAttempt.ts';
import { headersToSend } from './subscriberHeaders.ts';
import { xmlOfPayload } from './xmlPayload.ts';

export const DISPATCH_QUEUE = 'reverse-sync';
const RETENTION_EVERY = 500;
/** How long one run of the chain goes on, well within any job expiry; the next starts at once. */
const RUN_MS = 1_000;
/** The longest a run waits between passes when nothing wakes it (retries come due on the clock). */
const PASS_EVERY_MS = 200;

/** Deliveries whose subscriber is gone or disabled are not sent: SKIPPED (replay sends them once it is back). */
async function skipOrphans(services: ServerServices): Promise<void> {
  await sql`update reverse_deliveries d set state = 'SKIPPED', next_attempt_at = null, lease_until = null
    where d.state in ('PENDING', 'RETRYING') and (d.subscriber_id is null or exists (
      select 1 from reverse_subscribers s where s.id = d.subscriber_id and not s.enabled))`.execute(services.db);
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
 * Sends one delivery's next attempt to its destination as checked now (`checkDestination`), a refused or
 * unresolved one failing it without a call, with why.
 */
export async function attemptOnce(
  services: ServerServices,
  row: Omit<DueRow, 'id' | 'subscriberId' | 'attempts' | 'retrySchedule'>,
  now: Date,
): Promise<AttemptOutcome> {
  const checked = await checkDestination(services, row.tenantId, row.url);
  if ('refused' in checked) return notSent(checked.refused);
  if ('unresolved' in checked) return notSent(checked.unresolved);
  const body = await bodyOf(services, row);
  if ('problem' in body) return notSent(body.problem);
  return sendAttempt({
    destination: checked.destination,
    webhookId: row.webhookId,
    body: body.output,
    contentType: row.payloadFormat === 'XML' ? 'application/xml' : 'application/json',
    secrets: signingSecrets(services, row, now),
    headers: headersToSend(row, services.secrets),
    timestampSeconds: Math.floor(now.getTime() / 1000),
  });
}

/**
 * Claims the due deliveries and starts their sends without waiting for them: each outcome is written when
 * its send ends (with the others ending then). Answers how many were started.
 */
export async function startDueSends(services: ServerServices, sends: SendsInFlight): Promise<number> {
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
  for (const row of due) {
    sends.start(async (): Promise<FinishedAttempt> => {
      const outcome = await attemptOnce(services, row, now);
      return {
        deliveryId: row.id,
        tenantId: row.tenantId,
        subscriberId: row.subscriberId,
        attemptsBefore: row.attempts,
        retrySchedule: row.retrySchedule,
        configuration: await configurationOf(row.tenantId),
        outcome,
        at: new Date(services.clock()),
      };
    });
  }
  return due.length;
}

/** Drops final deliveries older than each tenant's retention. */
export async function pruneDeliveries(services: ServerServices): Promise<void> {
  const now = new Date(services.clock());
  await sql`delete from reverse_deliveries d where d.state in ('DELIVERED', 'FAILED', 'SKIPPED')
    and d.created_at < ${now}::timestamptz - make_interval(days => coalesce(
      (select retention_days from reverse_configuration c where c.tenant_id = d.tenant_id), 30))`.execute(services.db);
}

/**
 * One pass: events to deliveries (when some may have come), due deliveries' sends started; what was done.
 * Deliveries of a subscriber disabled or removed are skipped first when `skip` asks.
 */
export async function dispatchOnce(
  services: ServerServices,
  sends: SendsInFlight,
  read: { events: boolean; skip: boolean },
): Promise<{ made: number; started: number }> {
  if (read.skip) await skipOrphans(services);
  const made = read.events ? await fanOut(services) : 0;
  const started = await startDueSends(services, sends);
  return { made, started };
}

/** The dispatcher's parts in one process: what wakes its passes, and its sends under way. */
export interface Dispatch {
  signal: DispatchSignal;
  sends: SendsInFlight;
}

const dispatches = new WeakMap<ServerServices, Dispatch>();

/** The dispatcher's parts of the process whose services these are, made on the first call. */
export function processDispatch(services: ServerServices): Dispatch {
  let dispatch = dispatches.get(services);
  if (!dispatch) {
    const signal = new DispatchSignal();
    const sends = new SendsInFlight(
      (attempts) => recordOutcomes(services.db, attempts, services.lease.id),
      (error) => services.log.error({ err: error }, 'reverse sync'),
      () => signal.notify(),
    );
    dispatch = { signal, sends };
    dispatches.set(services, dispatch);
  }
  return dispatch;
}

/**
 * The dispatcher's chain on its queue. A run passes again at once while a pass finds work; otherwise it
 * waits for new order events (their NOTIFY) or outcomes written, at most `PASS_EVERY_MS` between passes,
 * and after `RUN_MS` the next run starts at once — so an event is read as soon as it is committed, with
 * no polling period. Sends outlive the run that started them: no run waits for a slow subscriber. A
 * draining process ends its run at once, leaving the chain to the others.
 */
export function dispatchRegularly(jobs: JobQueue, services: ServerServices): SendsInFlight {
  const { signal, sends } = processDispatch(services);
  const listening = services.database
    .listen(ORDER_EVENTS_CHANNEL, {
      notified: () => signal.notifyEvents(),
      connected: () => signal.notifyEvents(),
      lost: () => undefined,
    })
    .catch((error: unknown) => services.log.error({ err: error }, 'reverse sync: no wake-up on order events'));
  let passes = 0;
  runRegularly(jobs, {
    queue: DISPATCH_QUEUE,
    everyMs: PASS_EVERY_MS,
    idleMs: PASS_EVERY_MS,
    run: async () => {
      await listening;
      const end = performance.now() + RUN_MS;
      let sinceRead = Number.NEGATIVE_INFINITY;
      for (let pass = 0; !services.lease.draining; pass += 1) {
        // Events are read when told of them, and at least every PASS_EVERY_MS should a NOTIFY be lost.
        const events = signal.takeEvents() || performance.now() - sinceRead >= PASS_EVERY_MS;
        if (events) sinceRead = performance.now();
        const { made, started } = await dispatchOnce(services, sends, { events, skip: pass === 0 });
        passes += 1;
        if (passes % RETENTION_EVERY === 0) await pruneDeliveries(services);
        const left = end - performance.now();
        if (left <= 0) return 'again';
        if (made > 0) signal.notifyEvents();
        else if (started === 0) await signal.next(Math.min(PASS_EVERY_MS, left));
      }
      return 'again';
    },
    onError: (error) => services.log.error({ err: error }, 'reverse sync'),
  });
  return sends;
}
