import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVICE_RESOURCE, WORKFLOW_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { Service } from '../../engine/public/contract/service.ts';
import type { Workflow } from '../../engine/public/contract/workflow.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import servicesPlugin from '../index.ts';
import { serviceStudioHref } from '../paths.ts';

const META = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', updatedBy: 'designer' };

const workflow = (workflowId: string, name: string, latestVersion: number | null): Workflow => ({
  workflowId,
  name,
  description: '',
  icon: null,
  enabled: true,
  latestVersion,
  latestPublishedAt: latestVersion ? META.updatedAt : null,
  draftChanged: false,
  stepCount: 4,
  version: 1,
  ...META,
});

const ACTIVATION = workflow('00000000-0000-4000-8000-0000000000a1', 'Mobile activation', 3);
const CEASE = workflow('00000000-0000-4000-8000-0000000000a2', 'Mobile cease', 1);

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
      form: 'activation',
      rules: ['msisdn-format'],
      translation: null,
    },
  ],
  version: 4,
  ...META,
};

const RECORD_PATH = fillPath(SERVICE_RESOURCE.paths.get ?? '', { serviceId: POSTPAID.serviceId });

function renderStudio(flags = '1111', path = serviceStudioHref(POSTPAID.name)) {
  return renderWorkspace({
    plugins: [servicesPlugin],
    path,
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', SERVICE_RESOURCE.paths.list, { items: [POSTPAID], nextCursor: null })
        .respond('GET', RECORD_PATH, POSTPAID)
        .respond('GET', WORKFLOW_RESOURCE.paths.list, { items: [ACTIVATION, CEASE], nextCursor: null })
        .respond('PUT', RECORD_PATH, (_url: URL, input: unknown) => ({
          ...POSTPAID,
          ...(input as object),
          version: 5,
        })),
  });
}

const boxes = () => [...document.querySelectorAll<HTMLElement>('[data-box]')].map((box) => box.dataset.box);

describe('the service studio', { timeout: 30_000 }, () => {
  it('draws the service from its form, adds an operation there, and saves it at the version opened', async () => {
    const { events, http } = await renderStudio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile postpaid' })).toBeTruthy();
    expect(document.title).toBe('SDP - Service studio');
    await waitFor(() =>
      expect(boxes()).toEqual(
        expect.arrayContaining([
          'service',
          'operation:0',
          `workflow:${ACTIVATION.workflowId}:latest`,
          'form:activation',
        ]),
      ),
    );
    expect(await screen.findByText('latest published (3)')).toBeTruthy();

    const settings = screen.getByRole('region', { name: 'Service settings' });
    await events.click(within(settings).getByRole('button', { name: 'Add operation' }));
    const modify = within(settings).getByRole('group', { name: 'MODIFY' });
    await events.selectOptions(within(modify).getByLabelText('Workflow'), CEASE.workflowId);
    await waitFor(() => expect(boxes()).toContain(`workflow:${CEASE.workflowId}:latest`));
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes');

    await events.keyboard('{Control>}s{/Control}');
    const puts = () => http.callsTo(RECORD_PATH).filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    const sent = puts()[0]?.input as {
      version: number;
      changes: { operations: { name: string; workflowId: string }[] };
    };
    expect(sent.version).toBe(4);
    expect(sent.changes.operations.map((operation) => [operation.name, operation.workflowId])).toEqual([
      ['ADD', ACTIVATION.workflowId],
      ['MODIFY', CEASE.workflowId],
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('All changes saved'));
  });

  it('moves between boxes with the arrows and opens an operation’s row with Enter', async () => {
    const { events } = await renderStudio();
    await waitFor(() => expect(boxes()).toContain('operation:0'));
    await events.keyboard('{ArrowRight}');
    await events.keyboard('{ArrowRight}');
    await events.keyboard('{Enter}');
    const row = screen.getByRole('group', { name: 'ADD' });
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
  });

  it('shows a reader the service without a way to change it', async () => {
    await renderStudio('0100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile postpaid' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Read only');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Display name').matches(':disabled')).toBe(true);
  });

  it('offers the services to open when none is named, and the older path redirects', async () => {
    const view = await renderStudio('1111', '/configure/studio/service');
    const list = await screen.findByRole('listbox', { name: 'Services' });
    const option = await within(list).findByRole('option', { name: /Mobile postpaid/ });
    expect(option.textContent).toMatch(/Active/);
    expect(screen.getByRole('link', { name: /Configure › Services/ }).getAttribute('href')).toBe(
      '/sdp/configure/services',
    );
    await view.events.click(option);
    await waitFor(() => expect(window.location.search).toBe('?serviceName=mobile-postpaid'));
  });
});
