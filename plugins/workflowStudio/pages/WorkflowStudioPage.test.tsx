import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ORDER_PATHS,
  SERVICE_RESOURCE,
  TASK_TEMPLATE_RESOURCE,
  WORKFLOW_PATHS,
  WORKFLOW_RESOURCE,
} from '../../engine/public/contract/enginePaths.ts';
import { ORDER_STREAM_EVENT, type OrderTask } from '../../engine/public/contract/order.ts';
import type { Service } from '../../engine/public/contract/service.ts';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import type { Workflow, WorkflowDraft } from '../../engine/public/contract/workflow.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { orderTask, parkedOrder } from '../../../tests/support/orderFixtures.ts';
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

const NUMBERS = {
  serviceId: '00000000-0000-4000-8000-0000000000b1',
  name: 'numbers',
  displayName: 'Numbers',
  status: 'ACTIVE',
  operations: [
    { name: 'ADD', workflowId: WORKFLOW.workflowId, workflowVersion: null, form: null, rules: [], translation: null },
  ],
} as unknown as Service;

const TEST_ORDER = parkedOrder({
  orderId: '00000000-0000-4000-8000-0000000000d1',
  orderNumber: 'SO-000123',
  serviceId: NUMBERS.serviceId,
  service: 'numbers',
  workflowId: WORKFLOW.workflowId,
  workflow: WORKFLOW.name,
  workflowVersion: 2,
  state: 'RUNNING',
  stateReason: null,
});

const ORDER_INFO = `/order/orderinfo/${TEST_ORDER.orderId}`;
const ORDER_TASKS = fillPath(ORDER_PATHS.tasks, { orderId: TEST_ORDER.orderId });
const stepTask = (stepId: string, state: OrderTask['state']) => orderTask(stepId, stepId, state);

function renderStudio(flags = '1111', workflow: Workflow = WORKFLOW) {
  return renderWorkspace({
    plugins: [workflowStudioPlugin],
    path: studioHref(WORKFLOW.name),
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', WORKFLOW_RESOURCE.paths.list, { items: [workflow], nextCursor: null })
        .respond('GET', SERVICE_RESOURCE.paths.list, { items: [NUMBERS], nextCursor: null })
        .respond('POST', ORDER_PATHS.create, TEST_ORDER)
        .respond('GET', ORDER_INFO, TEST_ORDER)
        .respond('GET', ORDER_TASKS, [stepTask('start', 'COMPLETED')])
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
  it('opened without a workflow, offers a searchable list with state, version and last change that Enter opens', async () => {
    const published: Workflow = {
      ...WORKFLOW,
      workflowId: '00000000-0000-4000-8000-0000000000a2',
      name: 'Fibre install',
      latestVersion: 4,
      enabled: false,
    };
    const view = await renderWorkspace({
      plugins: [workflowStudioPlugin],
      path: '/configure/workflow',
      user: adminUser(),
      http: (http) =>
        http.respond('GET', WORKFLOW_RESOURCE.paths.list, { items: [published, WORKFLOW], nextCursor: null }),
    });
    const list = await screen.findByRole('listbox', { name: 'Workflows' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    const fibre = within(list).getAllByRole('option')[0] as HTMLElement;
    expect(fibre.textContent).toContain('Disabled');
    expect(fibre.textContent).toContain('Version 4');
    expect(fibre.textContent).toMatch(/Changed .* by designer/);
    expect(screen.getByRole('link', { name: /Configure › Workflows/ }).getAttribute('href')).toBe(
      '/sdp/configure/workflows',
    );

    const search = screen.getByRole('combobox', { name: 'Search workflows' });
    expect(document.activeElement).toBe(search);
    await view.events.type(search, 'number');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Number activation')]);
    await view.events.keyboard('{Enter}');
    await waitFor(() => expect(view.pathname()).toBe('/configure/workflow'));
    expect(window.location.search).toContain('workflowName=Number');
  });

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

  it('reads the workflow and the task templates once each: started with its chunk, taken by the studio', async () => {
    const { http } = await renderStudio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Number activation' })).toBeTruthy();
    expect(http.callsTo(WORKFLOW_RESOURCE.paths.list).map((call) => call.path)).toEqual([
      `${WORKFLOW_RESOURCE.paths.list}?q=Number+activation&limit=50`,
    ]);
    expect(http.callsTo(TASK_TEMPLATE_RESOURCE.paths.list).map((call) => call.path)).toEqual([
      `${TASK_TEMPLATE_RESOURCE.paths.list}?limit=200&sort=name&order=asc`,
    ]);
    expect(http.callsTo(DRAFT_PATH)).toHaveLength(1);
  });

  it('shows a reader the draft without a way to change it', async () => {
    await renderStudio('0100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Number activation' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Read only');
    expect((screen.getByRole('textbox', { name: 'Find a step to add' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Publish…' })).toBeNull();
  });

  it("gives a step its own retry policy, starting from its template's", async () => {
    const { events, http } = await renderStudio();
    await screen.findByRole('heading', { level: 1, name: 'Number activation' });
    await events.keyboard('a');
    await events.type(screen.getByRole('textbox', { name: 'Find a step to add' }), 'Reserve{Enter}');
    const inspector = screen.getByRole('complementary', { name: 'Inspector' });
    await events.click(await within(inspector).findByRole('checkbox', { name: /Own retry policy/ }));
    const attempts = within(inspector).getByLabelText('Attempts');
    expect((attempts as HTMLInputElement).value).toBe('3');
    await events.clear(attempts);
    await events.type(attempts, '0');
    expect(await within(inspector).findByText('Attempts: 1 to 100.')).toBeTruthy();
    await events.clear(attempts);
    await events.type(attempts, '6{Enter}');
    await events.selectOptions(within(inspector).getByLabelText('Backoff'), 'FIXED');
    const puts = () => http.callsTo(DRAFT_PATH).filter((call) => call.method === 'PUT');
    await waitFor(
      () => {
        const last = puts().at(-1)?.input as { definition: WorkflowDefinition } | undefined;
        const step = last?.definition.steps.find((candidate) => candidate.id === 'reserve-msisdn');
        expect(step?.overrides?.retry).toMatchObject({ maxAttempts: 6, backoff: 'FIXED' });
      },
      { timeout: 5_000 },
    );
  });

  it('runs a test order from the palette key and shows its steps on the canvas as its events arrive', async () => {
    const view = await renderStudio('1111', { ...WORKFLOW, latestVersion: 2 });
    await screen.findByRole('heading', { level: 1, name: 'Number activation' });
    await view.events.keyboard('t');
    const panel = await screen.findByRole('dialog', { name: 'Run a test order on Number activation' });
    expect(await within(panel).findByRole('option', { name: 'Numbers · ADD (latest: version 2)' })).toBeTruthy();
    const payload = within(panel).getByLabelText('Payload');
    await view.events.clear(payload);
    await view.events.type(payload, '[[1]');
    await view.events.click(within(panel).getByRole('button', { name: 'Run test order' }));
    expect(await within(panel).findByText(/payload/i, { selector: '[id$="-error"]' })).toBeTruthy();
    await view.events.clear(payload);
    await view.events.type(payload, '{{"msisdn": "447700900123"}');
    await view.events.click(within(panel).getByRole('button', { name: 'Run test order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.http.callsTo(ORDER_PATHS.create)[0]?.input).toEqual({
      service: 'numbers',
      operation: 'ADD',
      payload: { msisdn: '447700900123' },
      subscriberKey: null,
    });
    const bar = screen.getByRole('region', { name: 'Test run' });
    expect(within(bar).getByRole('link', { name: 'SO-000123' })).toBeTruthy();
    const stepBox = (id: string) => document.querySelector<HTMLElement>(`[data-step="${id}"]`);
    await waitFor(() => expect(stepBox('start')?.dataset.run).toBe('COMPLETED'));
    expect(stepBox('end')?.dataset.run).toBe('NOT_RUN');

    view.http
      .respond('GET', ORDER_INFO, { ...TEST_ORDER, state: 'COMPLETED' })
      .respond('GET', ORDER_TASKS, [stepTask('start', 'COMPLETED'), stepTask('end', 'COMPLETED')]);
    await waitFor(() =>
      expect(view.streams.openAt('/order/stream')[0]?.query).toEqual({ orderId: TEST_ORDER.orderId }),
    );
    view.streams.emit('/order/stream', ORDER_STREAM_EVENT, {
      eventId: '9',
      orderId: TEST_ORDER.orderId,
      type: 'ORDER_COMPLETED',
      stepId: 'end',
      taskId: null,
      data: null,
      actor: 'engine',
      at: '2026-11-25T10:00:01.000Z',
      orderNumber: TEST_ORDER.orderNumber,
      orderState: 'COMPLETED',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await waitFor(() => expect(stepBox('end')?.dataset.run).toBe('COMPLETED'));
    expect(within(bar).getByText('2 of 2 steps done')).toBeTruthy();
  });
});
