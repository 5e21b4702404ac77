import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TASK_TEMPLATE_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { referenceNamesPath, referencesPath } from '../../../core/contract/references.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { namesAnswer } from '../../../tests/support/referenceNamesBed.tsx';
import tasksPlugin from '../index.ts';
import { TASKS_PATH } from '../paths.ts';

const ACTIVATE: TaskTemplate = {
  taskTemplateId: '00000000-0000-4000-8000-000000000001',
  name: 'Activate subscriber',
  description: 'Creates the subscriber in the HLR with the SIM.',
  type: 'HTTP_CALL',
  config: { networkElement: 'HLR', operation: 'ADD' },
  inputMapping: { msisdn: 'order.msisdn' },
  outputMapping: { result: 'response' },
  retryPolicy: { maxAttempts: 3, backoff: 'EXPONENTIAL', delayMs: 1000, maxDelayMs: 60000, jitter: true },
  timeoutMs: 10_000,
  retryableErrors: ['TIMEOUT', 'HTTP_5XX'],
  enabled: true,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'designer',
};

const one = `${TASK_TEMPLATE_RESOURCE.paths.list}/${ACTIVATE.taskTemplateId}`;

function renderTasks(path = TASKS_PATH, flags = '1111') {
  return renderWorkspace({
    plugins: [tasksPlugin],
    path,
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', TASK_TEMPLATE_RESOURCE.paths.list, { items: [ACTIVATE], nextCursor: null })
        .respond('GET', one, ACTIVATE)
        .respond('GET', referencesPath('taskTemplate'), {
          kind: 'taskTemplate',
          title: 'task template',
          name: 'Activate subscriber',
          exists: true,
          usedBy: [
            { kind: 'workflow', title: 'workflow', name: 'Mobile postpaid – add', via: 'draft step "Activate"' },
          ],
          refersTo: [
            {
              kind: 'networkElement',
              title: 'network element',
              name: 'HLR',
              via: 'HTTP_CALL networkElement',
              exists: true,
            },
            {
              kind: 'provisioningTemplate',
              title: 'provisioning template',
              name: 'HLR/ADD',
              via: 'HTTP_CALL operation',
              exists: false,
            },
          ],
        })
        .respond(
          'GET',
          referenceNamesPath('deviceModel'),
          namesAnswer('deviceModel', [
            { name: 'ONT', enabled: null, id: null },
            { name: 'HG8245H', enabled: true, id: 'm1' },
          ]),
        )
        .respond(
          'GET',
          referenceNamesPath('location'),
          namesAnswer('location', [{ name: 'Harbour Road warehouse', enabled: true, id: 'l1' }]),
        )
        .respond('PUT', one, (_url: URL, input: unknown) => ({ ...ACTIVATE, version: 5, ...(input as object) }))
        .respond('POST', TASK_TEMPLATE_RESOURCE.paths.create ?? '', (_url: URL, input: unknown) => ({
          ...ACTIVATE,
          ...(input as object),
          taskTemplateId: '00000000-0000-4000-8000-000000000002',
        })),
  });
}

describe('Configure › Tasks', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists templates with what each calls and its retry policy', async () => {
    await renderTasks();
    const grid = await screen.findByRole('grid', { name: 'Tasks' });
    expect(await within(grid).findByText('Activate subscriber')).toBeTruthy();
    expect(within(grid).getByText('HLR › ADD')).toBeTruthy();
    expect(within(grid).getByText('3× exponential from 1 s')).toBeTruthy();
    expect(document.title).toBe('SDP - Tasks');
  });

  it('creates a WAIT template: only its own settings shown, numbers and lists sent as such', async () => {
    const { events, http } = await renderTasks(`${TASKS_PATH}?new=1`);
    const panel = await screen.findByRole('dialog', { name: 'Create task template' });
    await events.type(within(panel).getByLabelText('Name'), 'Cooling off');
    await events.selectOptions(within(panel).getByLabelText('Type'), 'WAIT');
    expect(within(panel).queryByLabelText('Network element')).toBeNull();
    await events.type(within(panel).getByLabelText('Wait for (ms)'), '3600000');
    await events.clear(within(panel).getByLabelText('Attempts'));
    await events.type(within(panel).getByLabelText('Attempts'), '1');
    await events.click(within(panel).getByRole('checkbox', { name: 'HTTP_429' }));
    await events.click(within(panel).getByRole('button', { name: 'Create task template' }));
    const posts = () =>
      http.callsTo(TASK_TEMPLATE_RESOURCE.paths.create ?? '').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.input).toEqual({
      name: 'Cooling off',
      description: '',
      type: 'WAIT',
      config: { durationMs: 3_600_000 },
      inputMapping: {},
      outputMapping: {},
      timeoutMs: 30_000,
      retryPolicy: { maxAttempts: 1, backoff: 'EXPONENTIAL', delayMs: 1000, maxDelayMs: 60000, jitter: true },
      retryableErrors: ['TIMEOUT', 'CONNECTION', 'HTTP_5XX'],
      enabled: true,
    });
  });

  it('names an ASSIGN_STOCK step’s model and location with pickers, an unknown location marked', async () => {
    const { events, http } = await renderTasks(`${TASKS_PATH}?new=1`);
    const panel = await screen.findByRole('dialog', { name: 'Create task template' });
    await events.type(within(panel).getByLabelText('Name'), 'Take an ONT');
    await events.selectOptions(within(panel).getByLabelText('Type'), 'ASSIGN_STOCK');
    const model = within(panel).getByRole('combobox', { name: 'Stock model' });
    await events.type(model, 'on');
    const suggestions = () =>
      within(within(panel).getByRole('listbox', { name: 'Suggestions' })).queryAllByRole('option');
    await waitFor(() => expect(suggestions().map((option) => option.textContent)).toEqual(['ONT']));
    await events.keyboard('{Enter}');
    expect((model as HTMLInputElement).value).toBe('ONT');
    await events.selectOptions(within(panel).getByLabelText('Take stock from'), 'FIXED');
    const location = within(panel).getByRole('combobox', { name: 'Location' });
    await events.type(location, 'Harbour Rd');
    await events.keyboard('{Escape}');
    expect(await within(panel).findByText('No location is named “Harbour Rd”.')).toBeTruthy();
    await events.clear(location);
    await events.type(location, 'harbour');
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    await events.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).queryByText(/No location is named/)).toBeNull());
    await events.click(within(panel).getByRole('button', { name: 'Create task template' }));
    const posts = () =>
      http.callsTo(TASK_TEMPLATE_RESOURCE.paths.create ?? '').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]?.input as { config: unknown }).config).toEqual({
      model: 'ONT',
      locationRule: 'FIXED',
      location: 'Harbour Road warehouse',
    });
  });

  it('lists in the panel where the template is used and what it names, an unknown name marked', async () => {
    const { http } = await renderTasks(`${TASKS_PATH}?edit=${ACTIVATE.taskTemplateId}`);
    const panel = await screen.findByRole('dialog', { name: 'Edit task template Activate subscriber' });
    const used = await within(panel).findByRole('region', { name: 'Where used' });
    expect(used.textContent).toContain('the workflow Mobile postpaid – add (draft step "Activate")');
    expect(used.textContent).toContain('the provisioning template HLR/ADD (HTTP_CALL operation) — not found');
    const asked = http.callsTo(referencesPath('taskTemplate'))[0];
    expect(asked?.path).toContain('name=Activate+subscriber');
  });

  it('refuses a mapping that is not a JSON object before sending, keeping what was typed', async () => {
    const { events, http } = await renderTasks(`${TASKS_PATH}?edit=${ACTIVATE.taskTemplateId}`);
    const panel = await screen.findByRole('dialog', { name: 'Edit task template Activate subscriber' });
    const mapping = within(panel).getByLabelText('Input mapping');
    await events.clear(mapping);
    await events.type(mapping, '[[1]');
    await events.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Input mapping is a JSON object: { … }.')).toBeTruthy();
    expect((mapping as HTMLTextAreaElement).value).toBe('[1]');
    expect(http.callsTo(one).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends only the changed retry policy on save', async () => {
    const { events, http } = await renderTasks(`${TASKS_PATH}?edit=${ACTIVATE.taskTemplateId}`);
    const panel = await screen.findByRole('dialog', { name: 'Edit task template Activate subscriber' });
    expect((within(panel).getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    await events.selectOptions(within(panel).getByLabelText('Backoff'), 'LINEAR');
    await events.click(within(panel).getByRole('button', { name: 'Save' }));
    const puts = () => http.callsTo(one).filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.input).toEqual({
      id: ACTIVATE.taskTemplateId,
      version: 4,
      changes: { retryPolicy: { ...ACTIVATE.retryPolicy, backoff: 'LINEAR' } },
    });
  });

  it('offers no create, edit or clone to a user who may only read', async () => {
    await renderTasks(TASKS_PATH, '0100');
    await within(await screen.findByRole('grid', { name: 'Tasks' })).findByText('Activate subscriber');
    expect(screen.queryByRole('button', { name: 'Create task template' })).toBeNull();
  });
});
