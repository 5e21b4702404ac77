import { resourcePermissions, type ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of reverse sync share, free of zod so the manifest may import it: the keys of the
 * spec's three areas, the subscribers' paths (the spec's `/api/subscriber/…` family), the deliveries'
 * and the configuration's (`/reverseSync/…`), and the screens' paths.
 */
export const SUBSCRIBER_PERMISSIONS = resourcePermissions('reverseSync:subscribers');
export const EVENT_PERMISSIONS = resourcePermissions('reverseSync:events');
export const CONFIGURATION_PERMISSIONS = resourcePermissions('reverseSync:configuration');

export const SUBSCRIBER_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled' | 'eventType' | 'account'> = {
  entity: 'subscriber',
  plural: 'subscribers',
  idField: 'subscriberId',
  accountField: 'accountId',
  paths: {
    list: '/api/subscriber/getAllSubscribers',
    get: '/api/subscriber/getSubscriber/:subscriberId',
    create: '/api/subscriber/createSubscriber',
    update: '/api/subscriber/updateSubscriber/:subscriberId',
    delete: '/api/subscriber/deleteSubscriber/:subscriberId',
    bulk: '/api/subscriber/bulk',
    export: '/api/subscriber/export',
  },
  permissions: SUBSCRIBER_PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list', eventType: 'list', account: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

type DeliveryFilter = 'state' | 'subscriber' | 'eventType' | 'orderNumber';

export const DELIVERY_RESOURCE: ResourceDescriptor<'createdAt', DeliveryFilter> = {
  entity: 'delivery',
  plural: 'deliveries',
  idField: 'deliveryId',
  accountField: 'accountId',
  paths: {
    list: '/reverseSync/deliveries',
    get: '/reverseSync/deliveries/:deliveryId',
    export: '/reverseSync/deliveries/export',
  },
  permissions: { read: EVENT_PERMISSIONS.read },
  sorts: ['createdAt'],
  defaultOrder: 'desc',
  filters: { state: 'list', subscriber: 'list', eventType: 'list', orderNumber: 'text' },
};

export const REVERSE_PATHS = {
  /** A new signing secret, answered once; the old one signs beside it for the overlap (…:u). */
  rotateSecret: '/api/subscriber/rotateSecret/:subscriberId',
  /** Sends a test event now and answers what the subscriber answered (…:u). */
  sendTestEvent: '/api/subscriber/sendTestEvent/:subscriberId',
  /** Sends one delivery again, with its webhook-id (reverseSync:events:u). */
  replay: '/reverseSync/deliveries/replay',
  /** Counts (dry run) or replays a subscriber's failed deliveries since a time, as a job (reverseSync:events:u). */
  replayFailed: '/reverseSync/deliveries/replayFailed',
  /** A replay job's progress and per-delivery result. */
  replayJob: '/reverseSync/replayJobs/:jobId',
  /** The deliveries of one order's events, with the steps that raised them. */
  orderDeliveries: '/reverseSync/orders/:orderId/deliveries',
  /** The published workflow version the order ran on, read with reverseSync:events:r (the source-workflow page). */
  orderWorkflow: '/reverseSync/orders/:orderId/workflow',
  /** Server-sent events of new delivery attempts (`delivery-attempt`), for the events screen. */
  deliveryStream: '/reverseSync/deliveries/stream',
  configuration: '/reverseSync/configuration',
  /** The built-in receiver's behaviour and its newest calls. */
  receiver: '/reverseSync/receiver',
} as const;

/** Where the built-in receiver listens: `/reverse-receiver/<tenant>/<name>`, outside the API. */
export const RECEIVER_PREFIX = '/reverse-receiver';
export const receiverPath = (tenantId: string, name: string) => `${RECEIVER_PREFIX}/${tenantId}/${name}`;
/**
 * A subscriber's address may be the built-in receiver's path alone: it is sent to this server, on
 * whichever port it listens at the time.
 */
export const BUILT_IN_RECEIVER_URL = new RegExp(`^${RECEIVER_PREFIX}/([A-Za-z0-9_-]{1,64})/[A-Za-z0-9_-]{1,64}$`);

/** The event type of the delivery stream's messages. */
export const DELIVERY_STREAM_EVENT = 'delivery-attempt';

export const SUBSCRIBERS_PATH = '/reverse/subscribers';
export const EVENTS_PATH = '/reverse/events';
export const SOURCE_WORKFLOW_PATH = '/reverse/events/details/source-workflow';
export const CONFIGURATION_PATH = '/reverse/configuration';
/** `?orderId=` names the order of the source-workflow page. */
export const ORDER_ID_PARAM = 'orderId';
