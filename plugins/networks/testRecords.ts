import type { NetworkElement } from '../engine/public/contract/networkElement.ts';
import type { NetworkExchange, ProvisioningTemplate } from '../engine/public/contract/provisioningTemplate.ts';

const META = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', updatedBy: 'designer' };

export const HLR: NetworkElement = {
  networkElementId: '00000000-0000-4000-8000-0000000000e1',
  name: 'HLR',
  description: 'Home location register',
  type: 'HLR',
  protocol: 'REST',
  baseUrl: '/simulator/hlr',
  auth: { type: 'API_KEY', username: null, header: 'X-API-Key', secretSet: true, secretUpdatedAt: META.createdAt },
  timeoutMs: 10_000,
  concurrencyLimit: 10,
  healthCheckPath: '/health',
  enabled: true,
  templateCount: 4,
  version: 2,
  ...META,
};

export const HLR_ADD: ProvisioningTemplate = {
  provisioningTemplateId: '00000000-0000-4000-8000-0000000000f1',
  networkElementId: HLR.networkElementId,
  networkElement: 'HLR',
  operation: 'ADD',
  description: 'Creates the subscriber',
  method: 'POST',
  path: '/subscribers/{{ msisdn }}',
  headers: {},
  bodyFormat: 'JSON',
  body: '{"iccid": iccid}',
  translation: null,
  responseMapping: 'body',
  successCondition: null,
  enabled: true,
  version: 1,
  ...META,
};

export const HLR_ADD_EXCHANGE: NetworkExchange = {
  request: {
    method: 'POST',
    url: 'http://localhost/simulator/hlr/subscribers/46700000001',
    headers: { 'X-API-Key': '•••' },
    body: '{"iccid":"8946"}',
  },
  response: { status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":"s-1"}', durationMs: 12.4 },
  outcome: { succeeded: true, errorCode: null, message: 'Succeeded with 201', output: { id: 's-1' } },
};
