import {
  NETWORK_ELEMENT_RESOURCE,
  NETWORK_PATHS,
  PROVISIONING_PATHS,
  PROVISIONING_TEMPLATE_RESOURCE,
} from '../engine/public/contract/enginePaths.ts';
import type { NetworkElement, NetworkHealth } from '../engine/public/contract/networkElement.ts';
import type { NetworkExchange, ProvisioningTemplate } from '../engine/public/contract/provisioningTemplate.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';

export const networkElementCalls = resourceCalls<NetworkElement, FormBody, FormBody>(NETWORK_ELEMENT_RESOURCE);
export const provisioningTemplateCalls = resourceCalls<ProvisioningTemplate, FormBody, FormBody>(
  PROVISIONING_TEMPLATE_RESOURCE,
);

/** Checks an element now: a GET of its health path. */
export const checkHealthCall = defineCall<string, NetworkHealth>({
  method: 'GET',
  path: (networkElementId) => fillPath(NETWORK_PATHS.health, { networkElementId }),
  notifyErrors: false,
});

export interface TemplateTestInput {
  provisioningTemplateId: string;
  input: Record<string, unknown>;
  idempotencyKey?: string;
}

/** Sends a template's request with a sample task input: what went out, what came back, the outcome. */
export const testTemplateCall = defineCall<TemplateTestInput, NetworkExchange>({
  method: 'POST',
  path: ({ provisioningTemplateId }) => fillPath(PROVISIONING_PATHS.test, { provisioningTemplateId }),
  body: ({ input, idempotencyKey }) => ({ input, ...(idempotencyKey ? { idempotencyKey } : {}) }),
  notifyErrors: false,
});
