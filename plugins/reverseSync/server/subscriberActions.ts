import { z } from 'zod';
import { auditedSecret } from '../../../core/contract/auditedSecret.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REVERSE_PATHS,
  SUBSCRIBER_PERMISSIONS,
  TEST_EVENT_TYPE,
  rotatedSecretSchema,
  testEventResultSchema,
} from '../contract.ts';
import { readConfiguration } from './configuration.ts';
import { notifyAttempts } from './DeliveryAttemptHub.ts';
import { attemptOnce } from './dispatcher.ts';
import { webhookIdOf } from './fanOut.ts';
import { reverseDb } from './reverseTables.ts';
import { exampleSubscriber, scopedSubscriber } from './scopedSubscriber.ts';
import { newSecret } from './signing.ts';

const subscriberParams = z.strictObject({ subscriberId: z.string().max(80) });

/** Rotating a subscriber's secret and sending it a test event. */
export function subscriberActions(services: ServerServices): AnyRoute[] {
  const { db } = services;
  return [
    defineRoute({
      method: 'POST',
      url: REVERSE_PATHS.rotateSecret,
      summary:
        "Gives the subscriber a new signing secret, answered this once; the old one signs beside it for the configuration's rotation overlap.",
      tags: ['Reverse sync'],
      permission: SUBSCRIBER_PERMISSIONS.update,
      params: subscriberParams,
      exampleParams: exampleSubscriber,
      response: rotatedSecretSchema,
      handler: async ({ params, auth, request }) => {
        const subscriber = await scopedSubscriber(db, request, auth, params.subscriberId);
        const { rotationOverlapHours } = await readConfiguration(db, auth.tenantId);
        const now = new Date(services.clock());
        const until = rotationOverlapHours > 0 ? new Date(now.getTime() + rotationOverlapHours * 3_600_000) : null;
        const secret = newSecret();
        await db.transaction().execute(async (trx) => {
          await reverseDb(trx)
            .updateTable('reverse_subscribers')
            .set({
              secret: services.secrets.seal(secret),
              secret_at: now,
              previous_secret: until ? subscriber.secret : null,
              previous_secret_until: until,
              version: subscriber.version + 1,
              updated_at: now,
              updated_by: auth.username,
            })
            .where('id', '=', subscriber.id)
            .execute();
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: { userId: auth.userId, username: auth.username },
            entity: 'subscriber',
            entityId: subscriber.id,
            action: 'rotateSecret',
            before: {
              secret: auditedSecret(subscriber.secret_at, true),
              previousSecretUntil: subscriber.previous_secret_until,
            },
            after: { secret: auditedSecret(now), previousSecretUntil: until },
            accountId: subscriber.account_id,
          });
        });
        return ok(
          { subscriberId: subscriber.id, secret, previousSecretUntil: until?.toISOString() ?? null },
          'Secret rotated: copy it now, it is not shown again',
        );
      },
    }),
    defineRoute({
      method: 'POST',
      url: REVERSE_PATHS.sendTestEvent,
      summary:
        'Sends the subscriber a signed test event now (once, no retries), logs it, and answers what the subscriber answered.',
      tags: ['Reverse sync'],
      permission: SUBSCRIBER_PERMISSIONS.update,
      params: subscriberParams,
      exampleParams: exampleSubscriber,
      response: testEventResultSchema,
      handler: async ({ params, auth, request }) => {
        const subscriber = await scopedSubscriber(db, request, auth, params.subscriberId);
        const now = new Date(services.clock());
        const id = crypto.randomUUID();
        const webhookId = webhookIdOf(id);
        const payload = JSON.stringify({
          type: TEST_EVENT_TYPE,
          timestamp: now.toISOString(),
          data: { message: `A test event for ${subscriber.name}, sent by ${auth.username}.` },
        });
        const outcome = await attemptOnce(
          services,
          {
            tenantId: auth.tenantId,
            url: subscriber.url,
            webhookId,
            payload,
            payloadFormat: subscriber.payload_format,
            translation: subscriber.translation,
            headers: subscriber.headers,
            unsealedHeaders: subscriber.unsealed_headers,
            secret: subscriber.secret,
            previousSecret: subscriber.previous_secret,
            previousSecretUntil: subscriber.previous_secret_until,
          },
          now,
        );
        await db.transaction().execute(async (trx) => {
          await reverseDb(trx)
            .insertInto('reverse_deliveries')
            .values({
              id,
              tenant_id: auth.tenantId,
              subscriber_id: subscriber.id,
              subscriber_name: subscriber.name,
              account_id: subscriber.account_id,
              webhook_id: webhookId,
              event_type: TEST_EVENT_TYPE,
              engine_event: TEST_EVENT_TYPE,
              payload,
              state: outcome.ok ? 'DELIVERED' : 'FAILED',
              attempts: 1,
              created_at: now,
              delivered_at: outcome.ok ? now : null,
            })
            .execute();
          await reverseDb(trx)
            .insertInto('reverse_attempts')
            .values({
              delivery_id: id,
              tenant_id: auth.tenantId,
              subscriber_id: subscriber.id,
              number: 1,
              at: now,
              status_code: outcome.statusCode,
              latency_ms: outcome.latencyMs,
              response: outcome.response,
              ok: outcome.ok,
            })
            .execute();
          await notifyAttempts(auth.tenantId).execute(trx);
        });
        return ok(
          {
            delivered: outcome.ok,
            attempt: {
              number: 1,
              at: now.toISOString(),
              statusCode: outcome.statusCode,
              latencyMs: outcome.latencyMs,
              response: outcome.response,
              ok: outcome.ok,
            },
          },
          outcome.ok ? 'Test event delivered' : 'The test event was not delivered',
        );
      },
    }),
  ];
}
