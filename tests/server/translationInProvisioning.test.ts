import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkElement } from '../../plugins/engine/public/contract/networkElement.ts';
import {
  PROVISIONING_PATHS,
  PROVISIONING_TEMPLATE_RESOURCE,
  type NetworkExchange,
  type ProvisioningTemplate,
} from '../../plugins/engine/public/contract/provisioningTemplate.ts';
import { NETWORK_ELEMENT_RESOURCE } from '../../plugins/engine/public/contract/networkElement.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { recordPath } from '../../plugins/resourceKit/public/contract/resource.ts';
import { designerCaller } from '../../plugins/engine/testing/engineCallers.ts';
import { expectStatus, type Caller } from './support/adminCalls.ts';
import { AURORA } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * A provisioning template whose XML body goes through a translation of the translator (XSLT) before it
 * is sent, over real HTTP, on the translation a demo start seeds.
 */
let server: TestServer;
let designer: Caller;

const CRM_BODY = `<crmOrder id="{{ orderId }}">
  <customer><phone>{{ msisdn }}</phone></customer>
  <sim iccid="{{ iccid }}"/>
  <product code="{{ plan }}"/>
</crmOrder>`;

beforeAll(async () => {
  server = await startTestServer();
  designer = await designerCaller(server, AURORA, 'xslt-designer');
});

afterAll(async () => {
  await server?.close();
});

async function oss(): Promise<NetworkElement> {
  const path = `${NETWORK_ELEMENT_RESOURCE.paths.list}?q=OSS`;
  const page = expectStatus(await designer.get<KeysetPage<NetworkElement>>(path), 200).body.data;
  return page.items.find((element) => element.name === 'OSS') as NetworkElement;
}

const tryCall = async (template: ProvisioningTemplate, input: Record<string, unknown>) =>
  expectStatus(
    await designer.post<NetworkExchange>(
      fillPath(PROVISIONING_PATHS.test, { provisioningTemplateId: template.provisioningTemplateId }),
      { input },
    ),
    200,
  ).body.data;

describe('a translation in a provisioning template', () => {
  it('sends the rendered XML through the translation, and names a translation that fails', async () => {
    const { networkElementId } = await oss();
    const created = await designer.post<ProvisioningTemplate>(PROVISIONING_TEMPLATE_RESOURCE.paths.create ?? '', {
      networkElementId,
      operation: 'ORDER',
      path: '/orders',
      bodyFormat: 'XML',
      body: CRM_BODY,
      translation: 'crm-order-to-sdp',
    });
    const template = expectStatus(created, 200).body.data;
    expect(template.translation).toBe('crm-order-to-sdp');

    const input = { orderId: 'CRM-1', msisdn: '46700009999', iccid: '8946000000000009999', plan: 'unlimited-5g' };
    const exchange = await tryCall(template, input);
    const sent = exchange.request.body ?? '';
    expect(sent).toContain('<msisdn>46700009999</msisdn>');
    expect(sent).toContain('<plan>UNLIMITED-5G</plan>');
    expect(sent).toContain('<externalId>CRM-1</externalId>');
    expect(sent).not.toContain('crmOrder');

    const update = recordPath(PROVISIONING_TEMPLATE_RESOURCE, 'update', template.provisioningTemplateId);
    expectStatus(await designer.put(update, { version: template.version, translation: 'no-such-translation' }), 200);
    const missing = await tryCall({ ...template, translation: 'no-such-translation' }, input);
    expect(missing.response).toBeNull();
    expect(missing.outcome).toMatchObject({ succeeded: false, errorCode: 'MAPPING' });
    expect(missing.outcome.message).toContain('the translation no-such-translation');

    // Another body format leaves the translation unused rather than refusing the change.
    const json = { version: template.version + 1, bodyFormat: 'JSON', body: '{"msisdn": msisdn}' };
    expectStatus(await designer.put(update, json), 200);
  });
});
