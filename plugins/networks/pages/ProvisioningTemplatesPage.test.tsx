import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NETWORK_ELEMENT_RESOURCE,
  PROVISIONING_PATHS,
  PROVISIONING_TEMPLATE_RESOURCE,
} from '../../engine/public/contract/enginePaths.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import networksPlugin from '../index.ts';
import { provisioningHref } from '../paths.ts';
import { HLR, HLR_ADD, HLR_ADD_EXCHANGE } from '../testRecords.ts';

const TEST_PATH = fillPath(PROVISIONING_PATHS.test, { provisioningTemplateId: HLR_ADD.provisioningTemplateId });

function renderTemplates(flags = '1111') {
  return renderWorkspace({
    plugins: [networksPlugin],
    path: provisioningHref(HLR.networkElementId),
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', NETWORK_ELEMENT_RESOURCE.paths.list, { items: [HLR], nextCursor: null })
        .respond('GET', PROVISIONING_TEMPLATE_RESOURCE.paths.list, { items: [HLR_ADD], nextCursor: null })
        .respond('POST', TEST_PATH, HLR_ADD_EXCHANGE)
        .respond('POST', PROVISIONING_TEMPLATE_RESOURCE.paths.create ?? '', (_url: URL, input: unknown) => ({
          ...HLR_ADD,
          ...(input as object),
        })),
  });
}

describe('Configure › Networks › Provisioning templates', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists one element’s templates and creates the next on that element', async () => {
    const { events, http } = await renderTemplates();
    const grid = await screen.findByRole('grid', { name: 'Provisioning templates' });
    expect(await within(grid).findByText('/subscribers/{{ msisdn }}')).toBeTruthy();
    const lists = http.callsTo(PROVISIONING_TEMPLATE_RESOURCE.paths.list);
    expect(lists.at(-1)?.path).toContain(`networkElementId=${HLR.networkElementId}`);
    expect(await screen.findByText('The requests HTTP tasks send to HLR, one per operation.')).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'Create provisioning template' }));
    const panel = await screen.findByRole('dialog', { name: 'Create provisioning template' });
    expect((within(panel).getByLabelText('Network element') as HTMLSelectElement).value).toBe(HLR.networkElementId);
    await events.type(within(panel).getByLabelText('Operation'), 'DELETE');
    await events.selectOptions(within(panel).getByLabelText('Method'), 'DELETE');
    await events.selectOptions(within(panel).getByLabelText('Body'), 'NONE');
    expect(within(panel).queryByLabelText('Body template')).toBeNull();
    await events.click(within(panel).getByRole('button', { name: 'Create provisioning template' }));
    const posts = () =>
      http.callsTo(PROVISIONING_TEMPLATE_RESOURCE.paths.create ?? '').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.input).toMatchObject({
      networkElementId: HLR.networkElementId,
      operation: 'DELETE',
      method: 'DELETE',
      path: '/',
      headers: {},
      bodyFormat: 'NONE',
      responseMapping: null,
      successCondition: null,
    });
  });

  it('sends a test request with a sample input and shows what went out and came back', async () => {
    const { events, http } = await renderTemplates();
    const grid = await screen.findByRole('grid', { name: 'Provisioning templates' });
    const row = (await within(grid).findByText('/subscribers/{{ msisdn }}')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    await events.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Send test request' }));
    const panel = await screen.findByRole('dialog', { name: 'Send test request · HLR › ADD' });
    const input = within(panel).getByLabelText('Task input (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(input.value)).toEqual({ msisdn: '' });
    await events.clear(input);
    await events.type(input, '{{"msisdn": "46700000001"}');
    await events.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Succeeded')).toBeTruthy();
    expect(within(panel).getByText('Response · 201 in 12 ms')).toBeTruthy();
    expect(http.callsTo(TEST_PATH)[0]?.input).toEqual({
      provisioningTemplateId: HLR_ADD.provisioningTemplateId,
      input: { msisdn: '46700000001' },
      idempotencyKey: undefined,
    });
  });

  it('offers no test request to a user who may only read', async () => {
    await renderTemplates('0100');
    const grid = await screen.findByRole('grid', { name: 'Provisioning templates' });
    const row = (await within(grid).findByText('/subscribers/{{ msisdn }}')).closest('[role="row"]') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Row actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create provisioning template' })).toBeNull();
  });
});
