import { describe, expect, it } from 'vitest';
import { createNetworkElementSchema, type NetworkElement } from '../engine/public/contract/networkElement.ts';
import { specBody } from '../resourceKit/public/web/resourceFormSpec.ts';
import { cloneNetworkElementValues, networkElementForm } from './networkElementForm.ts';

const HLR: NetworkElement = {
  networkElementId: '00000000-0000-4000-8000-000000000001',
  name: 'HLR',
  description: '',
  type: 'HLR',
  protocol: 'REST',
  baseUrl: 'https://hlr.example.net/api',
  auth: { type: 'BASIC', username: 'sdp', header: null, secretSet: true, secretUpdatedAt: null },
  timeoutMs: 5000,
  concurrencyLimit: 4,
  healthCheckPath: null,
  enabled: true,
  templateCount: 2,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
};

describe('the network element form', () => {
  it('starts from the create schema’s defaults, an API key’s header as X-API-Key', () => {
    expect(networkElementForm.empty).toMatchObject({
      type: 'OTHER',
      protocol: 'REST',
      'auth.type': 'NONE',
      'auth.header': 'X-API-Key',
      timeoutMs: 10_000,
      concurrencyLimit: 10,
      healthCheckPath: '',
      enabled: true,
    });
    const body = specBody(networkElementForm, { ...networkElementForm.empty, name: 'CRM', baseUrl: '/simulator/crm' });
    expect(body).toMatchObject({ auth: { type: 'NONE' }, timeoutMs: 10_000, healthCheckPath: null });
    expect(createNetworkElementSchema.safeParse(body).success).toBe(true);
  });

  it('reads a stored element without its secret, and a header it has none of as X-API-Key', () => {
    const values = networkElementForm.valuesOf(HLR);
    expect(values).toMatchObject({
      'auth.type': 'BASIC',
      'auth.username': 'sdp',
      'auth.password': '',
      'auth.header': 'X-API-Key',
      timeoutMs: 5000,
      concurrencyLimit: 4,
    });
    expect(specBody(networkElementForm, values).auth).toEqual({ type: 'BASIC', username: 'sdp' });
    expect(cloneNetworkElementValues(HLR).name).toBe('HLR copy');
  });
});
