import { resourcePermissions, type ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of the triggers share, free of zod so the manifest may import it: the triggers'
 * paths (the spec's `/api/triggers/…` family), the inbound calls' (`/api/admin/inboundapis…`), their
 * keys, and where the outside world calls a trigger.
 */
export const TRIGGER_PERMISSIONS = resourcePermissions('triggers');
export const INBOUND_CALL_PERMISSIONS = resourcePermissions('monitor:inbound api');

export const TRIGGER_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled' | 'auth' | 'format'> = {
  entity: 'trigger',
  plural: 'triggers',
  idField: 'triggerId',
  paths: {
    list: '/api/triggers/getAllTriggers',
    get: '/api/triggers/getTrigger/:triggerId',
    create: '/api/triggers/createTrigger',
    update: '/api/triggers/updateTrigger/:triggerId',
    delete: '/api/triggers/deleteTrigger/:triggerId',
    bulk: '/api/triggers/bulk',
    export: '/api/triggers/export',
  },
  permissions: TRIGGER_PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list', auth: 'list', format: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

export const INBOUND_CALL_RESOURCE: ResourceDescriptor<'receivedAt', 'outcome' | 'trigger'> = {
  entity: 'inbound call',
  plural: 'inbound calls',
  idField: 'callId',
  paths: {
    list: '/api/admin/inboundapis',
    get: '/api/admin/inboundapis/:callId',
    export: '/api/admin/inboundapis/export',
  },
  permissions: { read: INBOUND_CALL_PERMISSIONS.read },
  sorts: ['receivedAt'],
  defaultOrder: 'desc',
  filters: { outcome: 'list', trigger: 'text' },
};

export const INBOUND_PATHS = {
  /** Runs a logged call's body through its trigger again (monitor:inbound api:u). */
  replay: '/api/admin/inboundapis/replay',
} as const;

/** Where the outside world calls a trigger: `/inbound/<tenant>/<path>`, outside the API and the console. */
export const INBOUND_PREFIX = '/inbound';
export const inboundPath = (tenantId: string, path: string) => `${INBOUND_PREFIX}/${tenantId}/${path}`;

/** The headers a caller authenticates with. */
export const API_KEY_HEADER = 'x-api-key';
export const SIGNATURE_HEADER = 'x-signature';
/** The Unix time in seconds a signed call was signed at; the signature covers `<timestamp>.<body>`. */
export const SIGNATURE_TIMESTAMP_HEADER = 'x-signature-timestamp';

export const TRIGGERS_PATH = '/configure/triggers';
export const INBOUND_MONITOR_PATH = '/monitor/inbound-triggers';
