import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_ELEMENT_RESOURCE, NETWORK_PATHS } from '../../engine/public/contract/enginePaths.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import networksPlugin from '../index.ts';
import { NETWORKS_PATH } from '../paths.ts';
import { HLR } from '../testRecords.ts';
import type { NetworkElement } from '../../engine/public/contract/networkElement.ts';

function renderNetworks(path = NETWORKS_PATH, elements: readonly NetworkElement[] = [HLR]) {
  return renderWorkspace({
    plugins: [networksPlugin],
    path,
    user: adminUser(),
    http: (http) =>
      http
        .respond('GET', NETWORK_ELEMENT_RESOURCE.paths.list, { items: elements, nextCursor: null })
        .respond(
          'GET',
          fillPath(NETWORK_ELEMENT_RESOURCE.paths.get ?? '', { networkElementId: HLR.networkElementId }),
          {
            ...elements[0],
          },
        )
        .respond('GET', fillPath(NETWORK_PATHS.health, { networkElementId: HLR.networkElementId }), {
          healthy: true,
          status: 200,
          durationMs: 8.2,
          message: 'Healthy: 200',
        })
        .respond('POST', NETWORK_ELEMENT_RESOURCE.paths.create ?? '', (_url: URL, input: unknown) => ({
          ...HLR,
          ...(input as object),
        })),
  });
}

describe('Configure › Networks', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists elements with their authentication and a link to their templates', async () => {
    await renderNetworks();
    const grid = await screen.findByRole('grid', { name: 'Networks' });
    expect(await within(grid).findByText('/simulator/hlr')).toBeTruthy();
    expect(within(grid).getByText('API key')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: '4' }).getAttribute('href')).toBe(
      `/sdp/configure/networks/provisioning?networkElementId=${HLR.networkElementId}`,
    );
  });

  it('creates an element with basic authentication, the password sent once and never kept in view', async () => {
    const { events, http } = await renderNetworks(`${NETWORKS_PATH}?new=1`);
    const panel = await screen.findByRole('dialog', { name: 'Create network element' });
    await events.type(within(panel).getByLabelText('Name'), 'CRM');
    await events.clear(within(panel).getByLabelText('Type'));
    await events.type(within(panel).getByLabelText('Type'), 'CRM');
    await events.type(within(panel).getByLabelText('Base URL'), 'https://crm.example.net/api');
    expect(within(panel).queryByLabelText('Password')).toBeNull();
    await events.selectOptions(within(panel).getByLabelText('Authentication'), 'BASIC');
    await events.type(within(panel).getByLabelText('User name'), 'sdp');
    const password = within(panel).getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await events.type(password, 's3cret');
    await events.clear(within(panel).getByLabelText('Health check path'));
    await events.click(within(panel).getByRole('button', { name: 'Create network element' }));
    const posts = () => http.callsTo(NETWORK_ELEMENT_RESOURCE.paths.create ?? '').filter((c) => c.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.input).toEqual({
      name: 'CRM',
      description: '',
      type: 'CRM',
      protocol: 'REST',
      baseUrl: 'https://crm.example.net/api',
      auth: { type: 'BASIC', username: 'sdp', password: 's3cret' },
      timeoutMs: 10_000,
      concurrencyLimit: 10,
      healthCheckPath: null,
      enabled: true,
    });
  });

  it('marks an element copied without its secret, and asks for it in its form until it is typed', async () => {
    const copied: NetworkElement = {
      ...HLR,
      enabled: false,
      auth: { ...HLR.auth, secretSet: false, secretUpdatedAt: null },
    };
    const { events } = await renderNetworks(`${NETWORKS_PATH}?edit=${HLR.networkElementId}`, [copied]);
    const grid = await screen.findByRole('grid', { name: 'Networks' });
    expect(await within(grid).findByText('Secret needed')).toBeTruthy();
    const panel = await screen.findByRole('dialog', { name: 'Edit network element HLR' });
    const notice = /Enter the Key: this network element was copied from another tenant without it/;
    expect(within(panel).getByText(notice)).toBeTruthy();
    await events.type(within(panel).getByLabelText('Key'), 'borealis-key');
    expect(within(panel).queryByText(notice)).toBeNull();
  });

  it('checks an element’s health on demand', async () => {
    const { events } = await renderNetworks();
    const grid = await screen.findByRole('grid', { name: 'Networks' });
    const row = (await within(grid).findByText('/simulator/hlr')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    await events.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Check health' }));
    expect(await screen.findByText('HLR: Healthy: 200 (8 ms)')).toBeTruthy();
  });
});
