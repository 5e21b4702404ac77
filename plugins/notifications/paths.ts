import { resourcePermissions, type ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of the notifications share, free of zod so the manifest may import it: the alerts'
 * paths (the spec's `/user/…Alert…` family), the sent notifications' (`/api/admin/notification…`) and keys.
 */
export const ALERT_PERMISSIONS = resourcePermissions('notifications');
export const SENT_PERMISSIONS = resourcePermissions('monitor:notifications');

export const ALERT_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled' | 'channel'> = {
  entity: 'notification',
  plural: 'notifications',
  idField: 'alertId',
  paths: {
    list: '/user/getAllAlerts',
    get: '/user/getAlert/:alertId',
    create: '/user/createAlert',
    update: '/user/updateAlert/:alertId',
    delete: '/user/deleteAlert/:alertId',
    bulk: '/user/alerts/bulk',
    export: '/user/alerts/export',
  },
  permissions: ALERT_PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list', channel: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

export const SENT_RESOURCE: ResourceDescriptor<'createdAt', 'state' | 'channel' | 'alert'> = {
  entity: 'sent notification',
  plural: 'sent notifications',
  idField: 'notificationId',
  paths: {
    list: '/api/admin/notification',
    get: '/api/admin/notification/:notificationId',
    export: '/api/admin/notification/export',
  },
  permissions: { read: SENT_PERMISSIONS.read },
  sorts: ['createdAt'],
  defaultOrder: 'desc',
  filters: { state: 'list', channel: 'list', alert: 'text' },
};

export const SENT_PATHS = {
  /** Sends a notification again, as a new one (monitor:notifications:u). */
  resend: '/api/admin/notification/resend',
} as const;

export const NOTIFICATIONS_PATH = '/configure/notifications';
/** `?notificationName=` opens one notification's form. */
export const NOTIFICATION_NAME_PARAM = 'notificationName';
export const SENT_MONITOR_PATH = '/monitor/notification-listing';
