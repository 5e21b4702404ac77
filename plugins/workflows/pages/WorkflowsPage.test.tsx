import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS, WORKFLOW_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { Workflow } from '../../engine/public/contract/workflow.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import workflowsPlugin from '../index.ts';
import { WORKFLOWS_PATH } from '../paths.ts';

const META = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', updatedBy: 'designer' };

const ACTIVATION: Workflow = {
  workflowId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Mobile activation',
  description: 'Reserve, activate, bill',
  icon: null,
  enabled: true,
  latestVersion: 3,
  latestPublishedAt: META.updatedAt,
  draftChanged: true,
  stepCount: 6,
  version: 7,
  ...META,
};
const COPY: Workflow = {
  ...ACTIVATION,
  workflowId: '00000000-0000-4000-8000-0000000000a2',
  name: 'Mobile activation (copy)',
  latestVersion: null,
  latestPublishedAt: null,
  draftChanged: false,
  version: 1,
};

function renderWorkflows(path = WORKFLOWS_PATH) {
  return renderWorkspace({
    plugins: [workflowsPlugin],
    path,
    user: adminUser(),
    http: (http) =>
      http
        .respond('GET', WORKFLOW_RESOURCE.paths.list, { items: [ACTIVATION], nextCursor: null })
        .respond('GET', `${WORKFLOW_RESOURCE.paths.list}/${COPY.workflowId}`, COPY)
        .respond('POST', fillPath(WORKFLOW_PATHS.clone, { workflowId: ACTIVATION.workflowId }), COPY)
        .respond(
          'PUT',
          fillPath(WORKFLOW_PATHS.icon, { workflowId: ACTIVATION.workflowId }),
          (_url: URL, input: unknown) => ({
            ...ACTIVATION,
            icon: (input as { dataUrl: string }).dataUrl,
          }),
        )
        .respond('POST', WORKFLOW_RESOURCE.paths.create ?? '', (_url: URL, input: unknown) => ({
          ...COPY,
          ...(input as object),
        })),
  });
}

describe('Configure › Workflows', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('shows each workflow’s latest version and a draft changed since', async () => {
    await renderWorkflows();
    const grid = await screen.findByRole('grid', { name: 'Workflows' });
    expect(await within(grid).findByText('Mobile activation')).toBeTruthy();
    expect(within(grid).getByText('Draft changed')).toBeTruthy();
  });

  it('creates a workflow from mode=newWorkflow', async () => {
    const { events, http } = await renderWorkflows(`${WORKFLOWS_PATH}?mode=newWorkflow`);
    const panel = await screen.findByRole('dialog', { name: 'Create workflow' });
    await events.type(within(panel).getByLabelText('Name'), 'Fibre repair');
    await events.click(within(panel).getByRole('button', { name: 'Create workflow' }));
    const posts = () => http.callsTo(WORKFLOW_RESOURCE.paths.create ?? '').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.input).toEqual({ name: 'Fibre repair', description: '', enabled: true });
  });

  it('clones a workflow on the server and opens the copy to rename it', async () => {
    const { events, http } = await renderWorkflows();
    const grid = await screen.findByRole('grid', { name: 'Workflows' });
    const row = (await within(grid).findByText('Mobile activation')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    await events.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Clone' }));
    expect(await screen.findByRole('dialog', { name: 'Edit workflow Mobile activation (copy)' })).toBeTruthy();
    expect(http.callsTo(fillPath(WORKFLOW_PATHS.clone, { workflowId: ACTIVATION.workflowId }))[0]?.input).toEqual({
      workflowId: ACTIVATION.workflowId,
      name: 'Mobile activation (copy)',
    });
  });

  it('uploads a workflow’s icon from its row and shows it, refusing a file over the size', async () => {
    const { events, http } = await renderWorkflows();
    const grid = await screen.findByRole('grid', { name: 'Workflows' });
    const row = (await within(grid).findByText('Mobile activation')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    await events.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Change icon…' }));
    const panel = await screen.findByRole('dialog', { name: 'Icon of Mobile activation' });
    expect(within(panel).getByText('No icon')).toBeTruthy();
    const input = within(panel).getByLabelText('Icon file');
    await events.upload(input, new File([new Uint8Array(33 * 1024)], 'large.png', { type: 'image/png' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The icon must be at most 32 KB.');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'icon.svg', { type: 'image/svg+xml' });
    await events.upload(input, svg);
    const puts = () => http.callsTo(fillPath(WORKFLOW_PATHS.icon, { workflowId: ACTIVATION.workflowId }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]?.input as { dataUrl: string }).dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await within(panel).findByRole('img', { name: 'Icon of Mobile activation' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Remove icon' })).toBeTruthy();
  });
});
