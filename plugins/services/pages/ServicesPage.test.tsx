import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_RESOURCE, WORKFLOW_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { Service } from '../../engine/public/contract/service.ts';
import type { Workflow } from '../../engine/public/contract/workflow.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import servicesPlugin from '../index.ts';
import { SERVICES_PATH } from '../paths.ts';

const META = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', updatedBy: 'designer' };

const ACTIVATION: Workflow = {
  workflowId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Mobile activation',
  description: '',
  icon: null,
  enabled: true,
  latestVersion: 3,
  latestPublishedAt: META.updatedAt,
  draftChanged: false,
  stepCount: 6,
  version: 1,
  ...META,
};

const POSTPAID: Service = {
  serviceId: '00000000-0000-4000-8000-0000000000b1',
  name: 'mobile-postpaid',
  displayName: 'Mobile postpaid',
  category: 'Mobile',
  icon: null,
  status: 'ACTIVE',
  operations: [
    {
      name: 'ADD',
      workflowId: ACTIVATION.workflowId,
      workflowVersion: null,
      form: null,
      rules: [],
      translation: null,
    },
  ],
  version: 1,
  ...META,
};

function renderServices(path = SERVICES_PATH) {
  return renderWorkspace({
    plugins: [servicesPlugin],
    path,
    user: adminUser(),
    http: (http) =>
      http
        .respond('GET', SERVICE_RESOURCE.paths.list, { items: [POSTPAID], nextCursor: null })
        .respond('GET', WORKFLOW_RESOURCE.paths.list, { items: [ACTIVATION], nextCursor: null })
        .respond('POST', SERVICE_RESOURCE.paths.create ?? '', (_url: URL, input: unknown) => ({
          ...POSTPAID,
          ...(input as object),
        })),
  });
}

describe('Configure › Services', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists services with their operations and state', async () => {
    await renderServices();
    const grid = await screen.findByRole('grid', { name: 'Services' });
    expect(await within(grid).findByText('Mobile postpaid')).toBeTruthy();
    expect(within(grid).getByText('ADD')).toBeTruthy();
    expect(within(grid).getByText('Active')).toBeTruthy();
  });

  it('opens the create form from mode=newService and sends its operations, a version pinned', async () => {
    const { events, http } = await renderServices(`${SERVICES_PATH}?mode=newService`);
    const panel = await screen.findByRole('dialog', { name: 'Create service' });
    await events.type(within(panel).getByLabelText('Name'), 'iptv');
    await events.type(within(panel).getByLabelText('Display name'), 'IPTV add-on');
    await events.type(within(panel).getByLabelText('Category'), 'TV');
    expect(within(panel).getByText('No operations yet: orders cannot be entered for this service.')).toBeTruthy();
    await events.click(within(panel).getByRole('button', { name: 'Add operation' }));
    const operation = within(panel).getByRole('group', { name: 'ADD' });
    await events.click(within(panel).getByRole('button', { name: 'Create service' }));
    expect(await within(panel).findByText('ADD needs a workflow.')).toBeTruthy();
    await events.selectOptions(within(operation).getByLabelText('Workflow'), ACTIVATION.workflowId);
    await events.selectOptions(within(operation).getByLabelText('Version'), '2');
    await events.click(within(panel).getByRole('button', { name: 'Create service' }));
    const posts = () => http.callsTo(SERVICE_RESOURCE.paths.create ?? '').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.input).toEqual({
      name: 'iptv',
      displayName: 'IPTV add-on',
      category: 'TV',
      icon: null,
      status: 'ACTIVE',
      operations: [
        {
          name: 'ADD',
          workflowId: ACTIVATION.workflowId,
          workflowVersion: 2,
          form: null,
          rules: [],
          translation: null,
        },
      ],
    });
  });
});
