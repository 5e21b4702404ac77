import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TASK_TEMPLATE_RESOURCE,
  WORKFLOW_PATHS,
  WORKFLOW_RESOURCE,
} from '../../../core/contract/engine/enginePaths.ts';
import type { TaskTemplate } from '../../../core/contract/engine/taskTemplate.ts';
import type { Workflow, WorkflowDraft } from '../../../core/contract/engine/workflow.ts';
import type { WorkflowDefinition } from '../../../core/contract/engine/workflowDefinition.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import workflowStudioPlugin from '../index.ts';
import { studioHref } from '../paths.ts';

const META = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', updatedBy: 'designer' };

const WORKFLOW: Workflow = {
  workflowId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Number activation',
  description: '',
  icon: null,
  enabled: true,
  latestVersion: null,
  latestPublishedAt: null,
  draftChanged: false,
  stepCount: 2,
  version: 3,
  ...META,
};

const DRAFT: WorkflowDraft = {
  workflowId: WORKFLOW.workflowId,
  version: 3,
  contentHash: 'h',
  definition: {
    failurePolicy: 'PARK',
    steps: [
      { id: 'start', kind: 'START', name: 'Start' },
      { id: 'end', kind: 'END', name: 'End' },
    ],
    edges: [{ from: 'start', to: 'end' }],
  },
};

const RESERVE = {
  taskTemplateId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Reserve MSISDN',
  type: 'HTTP_CALL',
  enabled: true,
} as TaskTemplate;

const DRAFT_PATH = fillPath(WORKFLOW_PATHS.draft, { workflowId: WORKFLOW.workflowId });

function renderStudio(flags = '1111') {
  return renderWorkspace({
    plugins: [workflowStudioPlugin],
    path: studioHref(WORKFLOW.name),
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', WORKFLOW_RESOURCE.paths.list, { items: [WORKFLOW], nextCursor: null })
        .respond('GET', TASK_TEMPLATE_RESOURCE.paths.list, { items: [RESERVE], nextCursor: null })
        .respond('GET', DRAFT_PATH, DRAFT)
        .respond('PUT', DRAFT_PATH, (_url: URL, input: unknown) => ({
          ...DRAFT,
          version: 4,
          definition: (input as { definition: WorkflowDefinition }).definition,
        })),
  });
}

describe('the workflow studio', { timeout: 30_000 }, () => {
  it('adds a task after the selected step by keyboard and saves the draft a moment later', async () => {
    const { events, http } = await renderStudio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Number activation' })).toBeTruthy();
    expect(document.title).toBe('SDP - Workflow studio');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('All changes saved');

    // Nothing selected: an arrow selects the first step; `a` goes to the step list.
    await events.keyboard('{ArrowDown}');
    const inspectorOf = () => screen.getByRole('complementary', { name: 'Inspector' });
    expect(await within(inspectorOf()).findByText('Step · START')).toBeTruthy();
    await events.keyboard('a');
    const search = screen.getByRole('textbox', { name: 'Find a step to add' });
    expect(document.activeElement).toBe(search);
    await events.type(search, 'Reserve{Enter}');
    expect(((await within(inspectorOf()).findByLabelText('Step id')) as HTMLInputElement).value).toBe('reserve-msisdn');

    const puts = () => http.callsTo(DRAFT_PATH).filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 5_000 });
    const sent = puts()[0]?.input as { version: number; definition: WorkflowDefinition };
    expect(sent.version).toBe(3);
    expect(sent.definition.steps.map((step) => step.id)).toEqual(['start', 'end', 'reserve-msisdn']);
    expect(sent.definition.edges).toEqual([
      { from: 'start', to: 'reserve-msisdn' },
      { from: 'reserve-msisdn', to: 'end' },
    ]);
    await waitFor(() => expect(status.textContent).toContain('All changes saved'));
  });

  it('shows a reader the draft without a way to change it', async () => {
    await renderStudio('0100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Number activation' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Read only');
    expect((screen.getByRole('textbox', { name: 'Find a step to add' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Publish…' })).toBeNull();
  });
});
