import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourcePaths, resourcePermissions, type ResourceDescriptor } from '../contract/resource.ts';
import { stubViewportSize } from '../../../../tests/support/gridDoubles.tsx';
import type { GridColumn } from '../../../../core/grid/gridTypes.ts';
import { ApiError } from '../../../../core/http/ApiError.ts';
import { definePlugin } from '../../../../core/plugin/manifest.ts';
import { adminUser, renderWorkspace, type FakeHttpClient } from '../../../../tests/renderWorkspace.tsx';
import { uniformPermissionTree } from '../../../../core/contract/permissionCatalogue.ts';
import { resourceCalls } from './resourceCalls.ts';
import type { FormBody } from './resourceFields.ts';
import { resourceFormSpec } from './resourceFormSpec.ts';
import { ResourcePage } from './ResourcePage.tsx';

interface Thing {
  thingId: string;
  name: string;
  note: string;
  enabled: boolean;
  version: number;
}

const THINGS: ResourceDescriptor<'name', 'enabled'> = {
  entity: 'thing',
  plural: 'things',
  idField: 'thingId',
  paths: resourcePaths('/things', 'thingId'),
  permissions: resourcePermissions('triggers'),
  sorts: ['name'],
  filters: { enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};
const calls = resourceCalls<Thing, FormBody, FormBody>(THINGS);
const columns: GridColumn<Thing>[] = [
  { id: 'name', header: 'Name', accessor: (thing) => thing.name, sortable: true },
  { id: 'note', header: 'Note', accessor: (thing) => thing.note },
];
const form = {
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 40 },
    { name: 'note', label: 'Note', kind: 'textarea' },
  ] as const,
  empty: { name: '', note: '' },
  valuesOf: (thing: Thing) => ({ name: thing.name, note: thing.note }),
};

function ThingsPage() {
  return (
    <ResourcePage
      descriptor={THINGS}
      calls={calls}
      gridId="things"
      label="Things"
      columns={columns}
      idOf={(thing) => thing.thingId}
      labelOf={(thing) => thing.name}
      form={form}
    />
  );
}

/** A resource whose toggle is a status, and whose form holds a number and a typed list. */
const GADGETS: ResourceDescriptor<'name', 'status'> = {
  entity: 'gadget',
  plural: 'gadgets',
  idField: 'gadgetId',
  paths: resourcePaths('/gadgets', 'gadgetId'),
  permissions: resourcePermissions('triggers'),
  sorts: ['name'],
  filters: { status: 'list' },
  toggle: { field: 'status', enabled: 'ACTIVE', disabled: 'INACTIVE' },
};
const gadgetSchema = z.object({
  gadgetId: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  timeoutMs: z.number().int(),
  operations: z.array(z.string()),
  version: z.number().int(),
});
type Gadget = z.infer<typeof gadgetSchema>;
const gadgetForm = resourceFormSpec({
  record: gadgetSchema,
  create: z.strictObject({
    name: z.string().trim().min(1),
    status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
    timeoutMs: z.number().int().min(1).default(30_000),
    operations: z.array(z.string()).default([]),
  }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'ACTIVE', label: 'Active' },
        { value: 'INACTIVE', label: 'Inactive' },
      ],
    },
    { name: 'timeoutMs', label: 'Timeout (ms)', kind: 'number', required: true, min: 1 },
    { name: 'operations', label: 'Operations', kind: 'list', upperCase: true },
  ],
});
const gadgetCalls = resourceCalls<Gadget, FormBody, FormBody>(GADGETS);
const GEAR: Gadget = {
  gadgetId: 'g-gear',
  name: 'Gear',
  status: 'ACTIVE',
  timeoutMs: 1000,
  operations: ['ADD'],
  version: 2,
};
const COG: Gadget = { gadgetId: 'g-cog', name: 'Cog', status: 'INACTIVE', timeoutMs: 500, operations: [], version: 1 };

function GadgetsPage() {
  return (
    <ResourcePage
      descriptor={GADGETS}
      calls={gadgetCalls}
      gridId="gadgets"
      label="Gadgets"
      columns={[{ id: 'name', header: 'Name', accessor: (gadget: Gadget) => gadget.name, sortable: true }]}
      idOf={(gadget) => gadget.gadgetId}
      labelOf={(gadget) => gadget.name}
      form={gadgetForm}
    />
  );
}

const thingsPlugin = definePlugin({
  id: 'kitThings',
  routes: [
    {
      id: 'things',
      path: '/things',
      title: 'Things',
      permission: THINGS.permissions.read,
      layout: 'main',
      load: async () => ({ default: ThingsPage }),
    },
    {
      id: 'gadgets',
      path: '/gadgets',
      title: 'Gadgets',
      permission: GADGETS.permissions.read,
      layout: 'main',
      load: async () => ({ default: GadgetsPage }),
    },
  ],
  nav: [],
  commands: [],
});

const LATHE: Thing = { thingId: 't-lathe', name: 'Lathe', note: '', enabled: true, version: 3 };
const DRILL: Thing = { thingId: 't-drill', name: 'Drill', note: 'big', enabled: true, version: 1 };

function failure(status: number, message: string, data: unknown): never {
  throw new ApiError(message, 'failed', status, { status: 'Failed', data, message, errorDescription: message });
}

async function renderThings(path = '/things', flags = '1111', http?: (http: FakeHttpClient) => void) {
  return renderWorkspace({
    plugins: [thingsPlugin],
    path,
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (fake) => {
      fake.respond('GET', '/things', { items: [LATHE, DRILL], nextCursor: null });
      fake.respond('GET', '/gadgets', { items: [GEAR, COG], nextCursor: null });
      http?.(fake);
    },
  });
}

describe('ResourcePage', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists with the sort and filters the resource offers, in the list query', async () => {
    const { http } = await renderThings('/things?things.sort=name:desc');
    await within(await screen.findByRole('grid', { name: 'Things' })).findByText('Lathe');
    const query = new URLSearchParams(http.callsTo('/things')[0]?.path.split('?')[1]);
    expect(query.get('sort')).toBe('name');
    expect(query.get('order')).toBe('desc');
    expect(query.get('limit')).toBeTruthy();
  });

  it('shows a server field error on the field it names, focused, keeping what was typed; Ctrl+S saves', async () => {
    const { events, http } = await renderThings('/things?new=1');
    http.respond('POST', '/things', () =>
      failure(400, 'name: taken', { fieldErrors: [{ part: 'body', path: 'name', message: 'That name is taken.' }] }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Create thing' });
    await events.type(within(panel).getByLabelText('Name'), 'Lathe');
    await events.type(within(panel).getByLabelText('Note'), 'kept');
    await events.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(http.callsTo('/things').filter((call) => call.method === 'POST')).toHaveLength(1));
    const name = within(panel).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByText('That name is taken.').id).toBe(name.getAttribute('aria-describedby'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((within(panel).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('kept');
  });

  it('checks required fields before sending and focuses the first one in error', async () => {
    const { events, http } = await renderThings('/things?new=1');
    const panel = await screen.findByRole('dialog', { name: 'Create thing' });
    await events.click(within(panel).getByRole('button', { name: 'Create thing' }));
    expect(await within(panel).findByText('Enter name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByLabelText('Name')));
    expect(http.callsTo('/things').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers Reload or Overwrite on a stale save; Overwrite resends the changes at the current version', async () => {
    let puts = 0;
    let stored: Thing = LATHE;
    const { events, http } = await renderThings(`/things?edit=${LATHE.thingId}`, '1111', (fake) =>
      fake
        .respond('GET', '/things/t-lathe', () => stored)
        .respond('PUT', '/things/t-lathe', (_url: URL, input: unknown) => {
          puts += 1;
          if (puts === 1) failure(412, 'The thing was changed by someone else.', { currentVersion: 4 });
          return { ...LATHE, ...(input as object), version: 5 };
        }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Edit thing Lathe' });
    await events.type(within(panel).getByLabelText('Note'), 'mine');
    stored = { ...LATHE, note: 'theirs', version: 4 };
    await events.click(within(panel).getByRole('button', { name: 'Save' }));
    await events.click(await within(panel).findByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(puts).toBe(2));
    const sent = http.callsTo('/things/t-lathe').filter((call) => call.method === 'PUT');
    expect(sent[0]?.input).toEqual({ id: 't-lathe', version: 3, changes: { note: 'mine' } });
    expect(sent[1]?.input).toEqual({ id: 't-lathe', version: 4, changes: { note: 'mine' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit thing Lathe' })).toBeNull());
  });

  it('asks before discarding typed changes on Esc', async () => {
    const { events } = await renderThings('/things?new=1');
    const panel = await screen.findByRole('dialog', { name: 'Create thing' });
    await events.type(within(panel).getByLabelText('Name'), 'Saw');
    await events.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await events.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((within(panel).getByLabelText('Name') as HTMLInputElement).value).toBe('Saw');
  });

  it('explains a refused delete with the reason the server gives', async () => {
    const { events, http } = await renderThings();
    http.respond('DELETE', '/things/t-lathe', () =>
      failure(409, 'The thing is in use.', { reason: 'in use by 3 running orders' }),
    );
    const grid = await screen.findByRole('grid', { name: 'Things' });
    const row = (await within(grid).findByText('Lathe')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    await events.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete thing Lathe?' });
    await events.click(within(ask).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('alertdialog', { name: 'The thing Lathe cannot be deleted' });
    expect(refused.textContent).toContain('in use by 3 running orders');
    expect(http.callsTo('/things/t-lathe')[0]?.path).toBe('/things/t-lathe?version=3');
  });

  it('deletes the selected rows in one call after a confirm naming the count', async () => {
    const { events, http } = await renderThings();
    http.respond('POST', '/things/bulk', {
      action: 'delete',
      succeeded: 2,
      failed: 0,
      results: [
        { id: 't-lathe', ok: true, status: 200, message: '' },
        { id: 't-drill', ok: true, status: 200, message: '' },
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Things' });
    await within(grid).findByText('Drill');
    for (const box of within(grid).getAllByRole('checkbox', { name: 'Select row' })) await events.click(box);
    await events.click(
      within(screen.getByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Delete 2 things?' });
    await events.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(http.callsTo('/things/bulk')).toHaveLength(1));
    expect(http.callsTo('/things/bulk')[0]?.input).toEqual({
      action: 'delete',
      items: [
        { id: 't-lathe', version: 3 },
        { id: 't-drill', version: 1 },
      ],
    });
  });

  it('offers no write to a user who may only read', async () => {
    const { events } = await renderThings('/things?new=1', '0100');
    const grid = await screen.findByRole('grid', { name: 'Things' });
    const row = (await within(grid).findByText('Lathe')).closest('[role="row"]') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Create thing' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Create thing' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Row actions' })).toBeNull();
    expect(within(grid).queryAllByRole('checkbox', { name: 'Select row' })).toHaveLength(0);
    await events.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('words the toggle after its field: Activate and Deactivate for a Status of Active and Inactive', async () => {
    const { events, http } = await renderThings('/gadgets');
    http.respond('POST', '/gadgets/bulk', {
      action: 'disable',
      succeeded: 1,
      failed: 0,
      results: [{ id: 'g-gear', ok: true, status: 200, message: '', version: 3 }],
    });
    const grid = await screen.findByRole('grid', { name: 'Gadgets' });
    const row = (await within(grid).findByText('Gear')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Activate' })).toBeNull();
    await events.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate Gear?' });
    await events.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(http.callsTo('/gadgets/bulk')).toHaveLength(1));
    expect(http.callsTo('/gadgets/bulk')[0]?.input).toEqual({
      action: 'disable',
      items: [{ id: 'g-gear', version: 2 }],
    });
    expect(await screen.findByText('1 gadget deactivated.')).toBeTruthy();
    for (const box of within(grid).getAllByRole('checkbox', { name: 'Select row' })) await events.click(box);
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByRole('button', { name: 'Activate' })).toBeTruthy();
    await events.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deactivate 2 gadgets?' })).toBeTruthy();
  });

  it('holds a number as a number and a list as its items, keeping what was typed that is not a number', async () => {
    const { events, http } = await renderThings(`/gadgets?edit=${GEAR.gadgetId}`, '1111', (fake) =>
      fake.respond('GET', '/gadgets/g-gear', GEAR).respond('PUT', '/gadgets/g-gear', (_url: URL, input: unknown) => ({
        ...GEAR,
        ...(input as object),
        version: 3,
      })),
    );
    const panel = await screen.findByRole('dialog', { name: 'Edit gadget Gear' });
    const timeout = within(panel).getByLabelText('Timeout (ms)') as HTMLInputElement;
    const operations = within(panel).getByLabelText('Operations') as HTMLInputElement;
    expect(timeout.value).toBe('1000');
    expect(operations.value).toBe('ADD');
    await events.clear(timeout);
    await events.type(timeout, '2s');
    await events.type(operations, ', modify, ');
    expect(operations.value).toBe('ADD, MODIFY, ');
    await events.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Timeout (ms) is a number.')).toBeTruthy();
    expect(timeout.value).toBe('2s');
    expect(http.callsTo('/gadgets/g-gear').filter((call) => call.method === 'PUT')).toHaveLength(0);
    await events.clear(timeout);
    await events.type(timeout, '2000');
    await events.click(within(panel).getByRole('button', { name: 'Save' }));
    const puts = () => http.callsTo('/gadgets/g-gear').filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.input).toEqual({
      id: 'g-gear',
      version: 2,
      changes: { timeoutMs: 2000, operations: ['ADD', 'MODIFY'] },
    });
  });
});
