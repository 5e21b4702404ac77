import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import { sentNotificationSchema, type Alert, type SentNotification } from './contract.ts';
import { ALERT_RESOURCE, SENT_PATHS, SENT_RESOURCE } from './paths.ts';

export const alertCalls = resourceCalls<Alert, FormBody, FormBody>(ALERT_RESOURCE);
export const sentCalls = resourceCalls<SentNotification, FormBody, FormBody>(SENT_RESOURCE);

export const resendCall = defineCall<{ notificationId: string }, SentNotification>({
  method: 'POST',
  path: SENT_PATHS.resend,
  responseSchema: sentNotificationSchema,
});
