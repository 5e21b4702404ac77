import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import { inboundCallSchema, type InboundCall, type Trigger } from './contract.ts';
import { INBOUND_CALL_RESOURCE, INBOUND_PATHS, TRIGGER_RESOURCE } from './paths.ts';

export const triggerCalls = resourceCalls<Trigger, FormBody, FormBody>(TRIGGER_RESOURCE);
export const inboundCallCalls = resourceCalls<InboundCall, FormBody, FormBody>(INBOUND_CALL_RESOURCE);

export const replayCall = defineCall<{ callId: string }, InboundCall>({
  method: 'POST',
  path: INBOUND_PATHS.replay,
  responseSchema: inboundCallSchema,
});
