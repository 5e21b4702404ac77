import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { adminUser, renderWorkspace, type FakeHttpClient } from '../../../tests/renderWorkspace.tsx';
import type { CopyEvent, CopyItem, CopyPlan, CopyRequest } from '../contract.ts';
import transferPlugin from '../index.ts';
import { COPY_EVENT_RESOURCE, TRANSFER_PATH, TRANSFER_PATHS } from '../paths.ts';

const EVENT: CopyEvent = {
  eventId: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-01T10:00:00.000Z',
  actor: 'admin',
  direction: 'OUT',
  sourceTenantId: 'aurora',
  targetTenantId: 'borealis',
  family: 'copyall',
  wholeFamily: false,
  named: [{ kind: 'service', name: 'fibre-broadband' }],
  result: 'APPLIED',
  message: '2 items copied from aurora to borealis.',
  items: [
    { kind: 'service', name: 'fibre-broadband', targetName: 'fibre-broadband', action: 'create' },
    { kind: 'form', name: 'Fibre order', targetName: 'Fibre order (Aurora)', action: 'create' },
  ],
};

const SERVICE: CopyItem = {
  kind: 'service',
  title: 'service',
  name: 'fibre-broadband',
  targetName: 'fibre-broadband',
  action: 'create',
  neededBy: null,
  secrets: [],
  diff: [],
  renamedRefs: [],
};
const ELEMENT: CopyItem = {
  kind: 'networkElement',
  title: 'network element',
  name: 'OSS',
  targetName: 'OSS',
  action: 'create',
  neededBy: { kind: 'taskTemplate', title: 'task template', name: 'Check address', via: 'network element' },
  secrets: ['password'],
  diff: [],
  renamedRefs: [],
};
const FORM: CopyItem = {
  kind: 'form',
  title: 'form',
  name: 'Fibre order',
  targetName: 'Fibre order',
  action: 'conflict',
  neededBy: { kind: 'service', title: 'service', name: 'fibre-broadband', via: 'operation ADD form' },
  secrets: [],
  diff: [{ field: 'title', source: 'Order fibre', target: 'Fibre order form' }],
  renamedRefs: [],
};

/** The copy route's answer to a request: the form stays in conflict until the request resolves it. */
function planFor(request: CopyRequest): CopyPlan {
  const resolution = request.resolutions?.find((item) => item.kind === 'form');
  const form: CopyItem =
    resolution?.action === 'copy'
      ? { ...FORM, targetName: resolution.newName ?? FORM.name, action: 'create', diff: [] }
      : resolution?.action === 'overwrite'
        ? { ...FORM, action: 'update' }
        : FORM;
  const service: CopyItem =
    resolution?.action === 'copy'
      ? { ...SERVICE, renamedRefs: [{ kind: 'form', title: 'form', name: FORM.name, targetName: form.targetName }] }
      : SERVICE;
  return {
    sourceTenantId: 'aurora',
    targetTenantId: 'borealis',
    applied: request.apply === true,
    items: [service, ELEMENT, form],
    missing: [],
  };
}

function renderTransfer(options: {
  path?: string;
  copyConfiguration?: boolean;
  http?: (http: FakeHttpClient) => void;
}) {
  return renderWorkspace({
    plugins: [transferPlugin],
    path: options.path ?? TRANSFER_PATH,
    user: adminUser({ copyConfiguration: options.copyConfiguration ?? true }),
    http: (http) => {
      http
        .respond('GET', COPY_EVENT_RESOURCE.paths.list, { items: [EVENT], nextCursor: null })
        .respond('GET', TRANSFER_PATHS.targets, [{ tenantId: 'borealis', name: 'Borealis Telecom' }])
        .respond('GET', TRANSFER_PATHS.items, (url: URL) =>
          [
            { kind: 'service', title: 'service', name: 'fibre-broadband' },
            { kind: 'form', title: 'form', name: 'Fibre order' },
          ].filter((item) => item.name.toLowerCase().includes(url.searchParams.get('q')?.toLowerCase() ?? '')),
        )
        .respond(
          'POST',
          /^\/api\/admin\/(network|workflow|tasks|copyTranslatorXSLT|copyall)$/,
          (_url: URL, input: unknown) => planFor((input as { request: CopyRequest }).request),
        );
      options.http?.(http);
    },
  });
}

describe('Transfer screen', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('copies an item found by name: dry run with why and diffs, a conflict resolved, apply confirmed', async () => {
    const user = userEvent.setup();
    const { http } = await renderTransfer({});
    const target = await screen.findByRole('combobox', { name: 'Copy to' }, { timeout: 20_000 });
    await waitFor(() => expect((target as HTMLSelectElement).value).toBe('borealis'));
    await user.type(screen.getByRole('combobox', { name: 'Add an item by name' }), 'fibre-b');
    await screen.findByRole('option', { name: /fibre-broadband/ });
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Items named' })).getByText('fibre-broadband')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const table = await screen.findByRole('table', { name: 'Dry run' });
    expect(
      screen.getByText('To Borealis Telecom: 2 to create, 1 in conflict. Resolve 1 conflict to apply.'),
    ).toBeTruthy();
    expect(within(table).getByText('used by the service "fibre-broadband" (operation ADD form)')).toBeTruthy();
    expect(within(table).getByText(/Secret needed on Borealis Telecom: password/)).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: /differing fields of Fibre order/ }));
    const diff = screen.getByRole('table', { name: 'Differences of Fibre order' });
    expect(within(diff).getByText('Order fibre')).toBeTruthy();
    expect(within(diff).getByText('Fibre order form')).toBeTruthy();
    const [firstCall] = http.callsTo('/api/admin/copyall');
    expect((firstCall?.input as { request: CopyRequest }).request).toMatchObject({
      targetTenantId: 'borealis',
      wholeFamily: false,
      items: [{ kind: 'service', name: 'fibre-broadband' }],
      apply: false,
    });

    // Apply refuses while the conflict is open, keeping the table.
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose what to do with the form "Fibre order"');

    // A conflict resolved counts as what it will do, before the dry run is run again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to do with Fibre order' }), 'skip');
    expect(screen.getByText('To Borealis Telecom: 2 to create, 1 skipped.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to do with Fibre order' }), 'copy');
    expect(screen.getByText('To Borealis Telecom: 3 to create.')).toBeTruthy();
    const newName = screen.getByRole('textbox', { name: 'New name of Fibre order' });
    await user.clear(newName);
    expect(screen.getByText('Name the copy.')).toBeTruthy();
    await user.type(newName, 'Fibre order (Aurora)');
    expect(screen.queryByText('Name the copy.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Copy to Borealis Telecom?' });
    expect(dialog.textContent).toContain('Borealis Telecom: 3 to create');
    // The dry run again before the apply: the service's operation will name the renamed copy.
    expect(screen.getByText('Will name the form "Fibre order (Aurora)" instead of "Fibre order"')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy to Borealis Telecom' }));
    expect((await screen.findByRole('heading', { name: 'Applied' })).textContent).toBe('Applied');
    expect(screen.getByText('Copied to Borealis Telecom: 3 created.')).toBeTruthy();
    const applied = http.callsTo('/api/admin/copyall').at(-1);
    expect((applied?.input as { request: CopyRequest }).request).toMatchObject({
      apply: true,
      resolutions: [{ kind: 'form', name: 'Fibre order', action: 'copy', newName: 'Fibre order (Aurora)' }],
    });
    expect(within(screen.getByRole('list', { name: 'Secrets needed' })).getByText(/OSS/)).toBeTruthy();
  });

  it('compares a workflow’s draft as the studio compares versions: steps and edges added, removed, changed', async () => {
    const start = { id: 'start', kind: 'START', name: 'Start' };
    const end = { id: 'end', kind: 'END', name: 'End' };
    const check = { id: 'check', kind: 'TASK', name: 'Check address', taskTemplate: 'Check address' };
    const survey = { id: 'survey', kind: 'TASK', name: 'Site survey', taskTemplate: 'Site survey' };
    const theirs = {
      failurePolicy: 'PARK',
      steps: [start, check, end],
      edges: [
        { from: 'start', to: 'check' },
        { from: 'check', to: 'end' },
      ],
    };
    const ours = {
      failurePolicy: 'PARK',
      steps: [start, { ...check, name: 'Check the address' }, survey, end],
      edges: [
        { from: 'start', to: 'check' },
        { from: 'check', to: 'survey' },
        { from: 'survey', to: 'end' },
      ],
    };
    const workflow: CopyItem = {
      kind: 'workflow',
      title: 'workflow',
      name: 'Fibre broadband – add',
      targetName: 'Fibre broadband – add',
      action: 'conflict',
      neededBy: null,
      secrets: [],
      diff: [
        { field: 'description', source: 'Survey first', target: 'Straight on' },
        { field: 'draft', source: ours, target: theirs },
      ],
      renamedRefs: [],
    };
    const user = userEvent.setup();
    await renderTransfer({
      http: (http) =>
        http.respond('POST', /^\/api\/admin\/copyall$/, () => ({
          sourceTenantId: 'aurora',
          targetTenantId: 'borealis',
          applied: false,
          items: [workflow],
          missing: [],
        })),
    });
    const target = await screen.findByRole('combobox', { name: 'Copy to' }, { timeout: 20_000 });
    await waitFor(() => expect((target as HTMLSelectElement).value).toBe('borealis'));
    await user.type(screen.getByRole('combobox', { name: 'Add an item by name' }), 'fibre-b');
    await screen.findByRole('option', { name: /fibre-broadband/ });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const table = await screen.findByRole('table', { name: 'Dry run' });
    await user.click(within(table).getByRole('button', { name: /2 differing fields of Fibre broadband – add/ }));
    const fields = screen.getByRole('table', { name: 'Differences of Fibre broadband – add' });
    expect(within(fields).getByText('Survey first')).toBeTruthy();
    const graph = within(fields).getByRole('table', {
      name: 'Differences between The draft on Borealis Telecom and The draft copied',
    });
    const rows = within(graph)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Step addedSite survey (survey) · Site survey',
        'Check the address: nameCheck addressCheck the address',
        'Edge removedcheck → end',
        'Edge addedcheck → survey',
      ]),
    );
  });

  it('shows the server’s message on a failed dry run and keeps the selection', async () => {
    const user = userEvent.setup();
    await renderTransfer({
      http: (http) =>
        http.fail('POST', '/api/admin/workflow', 'targetTenantId: you are not an administrator of this tenant'),
    });
    await screen.findByRole('combobox', { name: 'Copy to' }, { timeout: 20_000 });
    await user.click(screen.getByRole('radio', { name: 'Workflows' }));
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'targetTenantId: you are not an administrator of this tenant',
    );
    expect((screen.getByRole('radio', { name: 'Workflows' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('table', { name: 'Dry run' })).toBeNull();
    // A look at the copy events loses nothing either.
    await user.click(screen.getByRole('tab', { name: 'Copy events' }));
    await screen.findByRole('grid', { name: 'Copy events' });
    await user.click(screen.getByRole('tab', { name: 'Copy' }));
    expect((screen.getByRole('radio', { name: 'Workflows' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks for a target and a selection before a dry run', async () => {
    const user = userEvent.setup();
    const { http } = await renderTransfer({});
    await screen.findByRole('combobox', { name: 'Copy to' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose what to copy: a family, or items by name.');
    expect(http.callsTo(/^\/api\/admin\/copyall$/)).toHaveLength(0);
  });

  it('imports a bundle file through the same dry run, into this tenant', async () => {
    const user = userEvent.setup();
    const { http } = await renderTransfer({
      http: (http) =>
        http.respond('POST', TRANSFER_PATHS.bundleImport, (_url: URL, input: unknown) => ({
          ...planFor({ targetTenantId: 'aurora' }),
          applied: (input as { apply: boolean }).apply,
        })),
    });
    await screen.findByRole('combobox', { name: 'Copy to' }, { timeout: 20_000 });
    const bundle = { format: 'sdp-configuration-bundle', schemaVersion: 1, items: [] };
    const file = new File([JSON.stringify(bundle)], 'aurora.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Bundle file'), file);
    expect(await screen.findByRole('heading', { name: 'Import a bundle into this tenant' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByRole('table', { name: 'Dry run' });
    expect(http.callsTo(TRANSFER_PATHS.bundleImport)[0]?.input).toEqual({ bundle, apply: false, resolutions: [] });
  });

  it('offers the palette commands, each landing on its control', async () => {
    expect(transferPlugin.commands?.map((command) => command.title)).toEqual([
      'Copy to tenant…',
      'Export configuration bundle',
      'Import configuration bundle',
      'Tenants that may copy here',
    ]);
    await renderTransfer({ path: `${TRANSFER_PATH}?focus=export` });
    const exportButton = await screen.findByRole('button', { name: 'Export bundle' }, { timeout: 20_000 });
    await waitFor(() => expect(document.activeElement).toBe(exportButton));
  });

  it('lists the copy events in their tab by what was chosen, each opening the items it copied', async () => {
    await renderTransfer({ path: `${TRANSFER_PATH}?tab=events` });
    const grid = await screen.findByRole('grid', { name: 'Copy events' });
    await waitFor(() => expect(within(grid).getByText('2 items copied from aurora to borealis.')).toBeTruthy());
    await userEvent.click(within(grid).getByText('2 items copied from aurora to borealis.'));
    // A copy of one named service reads as that service, not as its family ("All configuration").
    expect(within(grid).getByText('"fibre-broadband"')).toBeTruthy();
    const panel = await screen.findByRole('dialog', { name: /"fibre-broadband": aurora → borealis/ });
    const items = within(panel).getByRole('table', { name: 'Items of the copy' });
    expect(within(items).getByText('Fibre order (Aurora)')).toBeTruthy();
  });

  it('is forbidden without configuration copy', async () => {
    await renderTransfer({ copyConfiguration: false });
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Copy to' })).toBeNull();
  });
});
