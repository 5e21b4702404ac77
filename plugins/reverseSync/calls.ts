import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import type { WorkflowVersion } from '../engine/public/contract/workflow.ts';
import type { Delivery, ReplayJob, ReverseConfiguration, Subscriber } from './contract.ts';
import type { Attempt } from './contract.ts';
import { DELIVERY_RESOURCE, REVERSE_PATHS, SUBSCRIBER_RESOURCE } from './paths.ts';

export const subscriberCalls = resourceCalls<Subscriber, FormBody, FormBody>(SUBSCRIBER_RESOURCE);
export const deliveryCalls = resourceCalls<Delivery, FormBody, FormBody>(DELIVERY_RESOURCE);

export const rotateSecretCall = defineCall<
  string,
  { subscriberId: string; secret: string; previousSecretUntil: string | null }
>({
  method: 'POST',
  path: (subscriberId) => fillPath(REVERSE_PATHS.rotateSecret, { subscriberId }),
  body: () => ({}),
});

export const sendTestEventCall = defineCall<string, { delivered: boolean; attempt: Attempt }>({
  method: 'POST',
  path: (subscriberId) => fillPath(REVERSE_PATHS.sendTestEvent, { subscriberId }),
  body: () => ({}),
});

export const replayCall = defineCall<{ deliveryId: string }, Delivery>({ method: 'POST', path: REVERSE_PATHS.replay });

export const replayFailedCall = defineCall<{ subscriberId: string; since: string; dryRun: boolean }, ReplayJob>({
  method: 'POST',
  path: REVERSE_PATHS.replayFailed,
});

export const replayJobCall = defineCall<string, ReplayJob>({
  method: 'GET',
  path: (jobId) => fillPath(REVERSE_PATHS.replayJob, { jobId }),
});

export const orderDeliveriesCall = defineCall<string, Delivery[]>({
  method: 'GET',
  path: (orderId) => fillPath(REVERSE_PATHS.orderDeliveries, { orderId }),
});

export const orderWorkflowCall = defineCall<string, WorkflowVersion>({
  method: 'GET',
  path: (orderId) => fillPath(REVERSE_PATHS.orderWorkflow, { orderId }),
});

export const configurationCall = defineCall<void, ReverseConfiguration>({
  method: 'GET',
  path: REVERSE_PATHS.configuration,
});

export const saveConfigurationCall = defineCall<
  Omit<ReverseConfiguration, 'version'> & { version?: number },
  ReverseConfiguration
>({ method: 'PUT', path: REVERSE_PATHS.configuration });
