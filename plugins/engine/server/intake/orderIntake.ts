import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { FINAL_ORDER_STATES, type CreateOrder, type OrderSource } from '../../public/contract/order.ts';
import type { IntakeHold, OpenOrder } from '../../public/server/OrderIntakeChecks.ts';
import type { ServiceOperation } from '../../public/contract/service.ts';
import { assertAccountUsable, type AccountScope } from '../../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../../core/server/auth/authContext.ts';
import { isUniqueViolation } from '../../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { ApiError, invalidField, invalidFields } from '../../../../core/server/http/errors.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { OrderAdvancer, TASK_QUEUE, type EngineDeps } from '../execution/OrderAdvancer.ts';
import { countCreated } from '../stats/orderStats.ts';
import { nextOrderNumber } from './orderNumbers.ts';
import { appendEvents, lockOrder, stateChangedEvent, type EventInput } from '../execution/orderStore.ts';

type Db = Kysely<CoreDatabase>;
type Submission = Required<{ [Key in keyof CreateOrder]: Exclude<CreateOrder[Key], undefined> }>;

export interface IntakeRequest {
  /** Who takes the order in: a user, or a plugin acting for the tenant (`trigger:…`). */
  auth: Pick<AuthContext, 'tenantId' | 'username'>;
  scope: AccountScope;
  submission: Submission;
  source: OrderSource;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey: string | null;
}

export interface IntakeResult {
  orderId: string;
  /** False when the submission was a replay answered with the order it made before. */
  created: boolean;
}

interface Target {
  serviceId: string;
  operation: ServiceOperation;
  serviceName: string;
  workflowId: string;
  workflowName: string;
  version: number;
  /** The operation's order-entry form, by name. */
  form: string | null;
}

/** The service's operation and the published version its order is pinned to; 400 naming the field otherwise. */
async function resolveTarget(db: Db, tenantId: string, submission: Submission): Promise<Target> {
  const service = await engineDb(db)
    .selectFrom('services')
    .select(['id', 'name', 'status', 'operations'])
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(name)`, '=', submission.service.toLowerCase())
    .executeTakeFirst();
  if (!service) throw invalidField('body', 'service', `There is no service named "${submission.service}"`);
  if (service.status !== 'ACTIVE') throw invalidField('body', 'service', `The service ${service.name} is inactive`);
  const operation = service.operations.find((candidate) => candidate.name === submission.operation.toUpperCase());
  if (!operation)
    throw invalidField('body', 'operation', `The service ${service.name} has no operation ${submission.operation}`);
  const workflow = await engineDb(db)
    .selectFrom('workflows')
    .select(['id', 'name', 'enabled', 'latest_version as latestVersion'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', operation.workflowId)
    .executeTakeFirst();
  const version = operation.workflowVersion ?? workflow?.latestVersion ?? null;
  if (!workflow || version === null) {
    throw invalidField('body', 'operation', `${service.name} ${operation.name} maps no published workflow`);
  }
  if (!workflow.enabled) throw invalidField('body', 'operation', `The workflow ${workflow.name} is disabled`);
  return {
    serviceId: service.id,
    operation,
    serviceName: service.name,
    workflowId: workflow.id,
    workflowName: workflow.name,
    version,
    form: operation.form,
  };
}

/** The partner account of the order: the caller's scope decides which it may name, and the default. */
async function resolveAccount(db: Db, request: IntakeRequest): Promise<string | null> {
  const { accountId } = request.submission;
  if (accountId === null) return request.scope.root;
  await assertAccountUsable(db, request.auth.tenantId, request.scope, 'accountId', accountId);
  return accountId;
}

/** JSON with every object's keys sorted: the same request hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export function requestHash(submission: Submission): string {
  return createHash('sha256').update(canonicalJson(submission)).digest('hex');
}

async function replayOf(db: Db, tenantId: string, key: string, hash: string): Promise<IntakeResult | null> {
  const existing = await engineDb(db)
    .selectFrom('orders')
    .select(['id', 'request_hash as requestHash'])
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.requestHash !== hash) {
    throw new ApiError(
      422,
      `The idempotency key ${key} was used for another order request: send a new key for a new order.`,
    );
  }
  return { orderId: existing.id, created: false };
}

/**
 * The tenant's orders on a subscriber key that have not ended: what dependency rules look at. For an
 * order already taken (`before`), only those taken before it, so two held orders never wait for each other.
 */
export async function openOrdersOn(
  db: Db,
  tenantId: string,
  subscriberKey: string | null,
  before?: { orderNumber: string },
): Promise<OpenOrder[]> {
  if (subscriberKey === null) return [];
  let query = engineDb(db)
    .selectFrom('orders')
    .select(['id as orderId', 'order_number as orderNumber', 'service_name as service', 'operation', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('subscriber_key', '=', subscriberKey)
    .where('state', 'not in', [...FINAL_ORDER_STATES]);
  if (before) query = query.where('order_number', '<', before.orderNumber);
  return query.orderBy('created_at').limit(50).execute();
}

/**
 * What the order must pass before it is taken: its operation's form (400 naming each `payload.<key>`),
 * then the checks other plugins contribute (rules): a 409 when another order stands in the way, else
 * a 400 naming each field. Answers what holds the order back, if anything: it is then taken as PENDING.
 */
async function checkSubmission(
  db: Db,
  deps: EngineDeps,
  tenantId: string,
  target: Target,
  submission: Submission,
): Promise<IntakeHold | null> {
  if (target.form !== null) {
    const problems = await deps.forms.problems(db, tenantId, target.form, submission.payload);
    if (problems.length > 0) {
      throw invalidFields(
        'body',
        problems.map(({ key, message }) => ({ path: `payload.${key}`, message })),
      );
    }
  }
  const { problems, holds } = await deps.intake.review(db, {
    tenantId,
    service: target.serviceName,
    operation: target.operation,
    payload: submission.payload,
    subscriberKey: submission.subscriberKey,
    openOrders: () => openOrdersOn(db, tenantId, submission.subscriberKey),
  });
  const conflict = problems.find((problem) => problem.conflict);
  if (conflict) throw new ApiError(409, conflict.message);
  if (problems.length > 0) throw invalidFields('body', problems);
  return holds[0] ?? null;
}

/** The event of an order held by a dependency rule: what it waits for, and why. */
export function heldEvent(hold: IntakeHold, actor: string): EventInput {
  const { orderId, orderNumber } = hold.waitFor;
  return { type: 'ORDER_HELD', data: { waitingFor: { orderId, orderNumber }, reason: hold.message }, actor };
}

/**
 * Takes an order in: checks the service, operation and account, pins the newest published version (or
 * the operation's pinned one), and in one transaction writes the order, its first events and the jobs of
 * its first steps. An idempotency key (the header, or the external id) makes a replay answer the same
 * order; the same key with another request is a 422; two at once make one order (the unique index waits
 * for the first, and the second is answered as its replay). An order a dependency rule holds is taken as
 * PENDING (ORDER_HELD) and started by the order watch once the order it waits for has ended.
 */
export async function takeOrder(db: Db, deps: EngineDeps, request: IntakeRequest): Promise<IntakeResult> {
  const { auth, submission } = request;
  const key = request.idempotencyKey ?? (submission.externalId !== null ? `external:${submission.externalId}` : null);
  const hash = requestHash(submission);
  if (key !== null) {
    const replay = await replayOf(db, auth.tenantId, key, hash);
    if (replay) return replay;
  }
  const target = await resolveTarget(db, auth.tenantId, submission);
  const hold = await checkSubmission(db, deps, auth.tenantId, target, submission);
  const accountId = await resolveAccount(db, request);
  const advancer = new OrderAdvancer(deps);
  const orderNumber = await nextOrderNumber(db, auth.tenantId);
  try {
    const orderId = await db.transaction().execute(async (trx) => {
      const now = new Date(deps.clock());
      const { id } = await engineDb(trx)
        .insertInto('orders')
        .values({
          tenant_id: auth.tenantId,
          order_number: orderNumber,
          service_id: target.serviceId,
          service_name: target.serviceName,
          operation: submission.operation.toUpperCase(),
          workflow_id: target.workflowId,
          workflow_name: target.workflowName,
          workflow_version: target.version,
          account_id: accountId,
          subscriber_key: submission.subscriberKey,
          external_id: submission.externalId,
          payload: JSON.stringify(submission.payload),
          priority: submission.priority,
          source: request.source,
          idempotency_key: key,
          request_hash: hash,
          state: hold ? 'PENDING' : 'RUNNING',
          state_reason: hold?.message ?? null,
          waiting_for_order_id: hold?.waitFor.orderId ?? null,
          sla_due_at: submission.slaDueAt,
          created_by: auth.username,
          created_at: now,
          updated_at: now,
          last_event_at: now,
          updated_by: auth.username,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const order = await lockOrder(trx, id);
      if (!order) throw new Error('The order just written is gone');
      await countCreated(trx, order, order.state);
      const data = { source: request.source, workflowVersion: target.version, idempotencyKey: key };
      const created = { type: 'ORDER_CREATED', data, actor: auth.username };
      const taken = stateChangedEvent(null, { to: order.state, reason: hold?.message ?? null, actor: auth.username });
      await appendEvents(trx, order, [created, taken, ...(hold ? [heldEvent(hold, auth.username)] : [])], now);
      if (!hold) await advancer.start(trx, order, auth.username);
      return id;
    });
    deps.jobs.wake(TASK_QUEUE);
    return { orderId, created: true };
  } catch (error) {
    if (key === null || !isUniqueViolation(error)) throw error;
    const replay = await replayOf(db, auth.tenantId, key, hash);
    if (!replay) throw error;
    return replay;
  }
}
