import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateWorklist, WorklistItem } from '../../engine/public/contract/worklist.ts';
import {
  FORM_RENDER_PATH,
  formDefinitionSchema,
  type FormDefinition,
} from '../../forms/public/contract/formDefinition.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import worklistPlugin from '../index.ts';
import { worklistItem } from '../testing/worklistFixtures.ts';

const ITEM = worklistItem();
const ITEM_PATH = `/setting/getworklist/${ITEM.itemId}`;

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = stubViewportSize();
});
afterEach(() => restoreViewport());

const SURVEY = formDefinitionSchema.parse({
  sections: [
    {
      fields: [
        { key: 'feasible', label: 'Fibre can be installed', type: 'checkbox' },
        {
          key: 'blocker',
          label: 'What stands in the way',
          type: 'select',
          required: true,
          visibleWhen: 'feasible = false',
          options: [{ value: 'No duct' }, { value: 'Access refused' }],
        },
      ],
    },
  ],
});

async function renderWorklist(
  path = '/monitor/worklist',
  user = adminUser({ username: 'oskar' }),
  form: FormDefinition | null = null,
) {
  let current: WorklistItem = ITEM;
  const view = await renderWorkspace({
    plugins: [worklistPlugin],
    path,
    user,
    storedItems: { username: 'oskar' },
    http: (http) =>
      http
        .respond('GET', '/setting/getworklist', () => ({ items: [current], nextCursor: null }))
        .respond('GET', ITEM_PATH, () => current)
        .respond('GET', `/comment/${ITEM.itemId}`, [])
        .respond('GET', /^\/views\//, [])
        .respond('GET', FORM_RENDER_PATH, () => {
          if (!form) throw new ApiError('The form was not found.', 'failed', 404);
          return { name: ITEM.form, description: '', definition: form };
        })
        .respond('POST', '/updateworklist', (_url: URL, input: unknown) => {
          const change = input as UpdateWorklist;
          current =
            change.action === 'claim'
              ? { ...current, state: 'CLAIMED', assignee: 'oskar', version: current.version + 1 }
              : change.action === 'complete'
                ? { ...current, state: 'COMPLETED', data: change.data, version: current.version + 1 }
                : current;
          return current;
        }),
  });
  await screen.findByRole('grid', { name: 'Worklist' });
  await within(screen.getByRole('grid', { name: 'Worklist' })).findByText(ITEM.title);
  return view;
}

describe('WorklistPage', () => {
  it('asks the server for the caller’s items and groups’ items by the tab chosen', async () => {
    const view = await renderWorklist();
    await view.events.click(screen.getByRole('tab', { name: 'Mine' }));
    await waitFor(() => expect(view.http.callsTo('/setting/getworklist').at(-1)?.path).toContain('assignee=me'));
    await view.events.click(screen.getByRole('tab', { name: 'My groups' }));
    await waitFor(() => expect(view.http.callsTo('/setting/getworklist').at(-1)?.path).toContain('group=mine'));
    expect(screen.getByRole('tab', { name: 'My groups' }).getAttribute('aria-selected')).toBe('true');
  });

  it('claims an item and completes it with its form, values read as JSON where they are', async () => {
    const view = await renderWorklist(`/monitor/worklist?item=${ITEM.itemId}`);
    const panel = await screen.findByRole('dialog', { name: ITEM.title });
    expect(within(panel).getByText('Claim the item to complete its form.')).toBeTruthy();
    await view.events.click(within(panel).getByRole('button', { name: 'Claim' }));
    await within(panel).findByRole('button', { name: 'Release' });

    await view.events.type(within(panel).getByRole('textbox', { name: 'Field 1' }), 'feasible');
    await view.events.type(within(panel).getByRole('textbox', { name: 'Value of feasible' }), 'true');
    await view.events.click(within(panel).getByRole('button', { name: 'Add field' }));
    await view.events.type(within(panel).getByRole('textbox', { name: 'Field 2' }), 'notes');
    await view.events.type(within(panel).getByRole('textbox', { name: 'Value of notes' }), 'Duct is clear');
    await view.events.click(within(panel).getByRole('button', { name: 'Complete' }));

    await waitFor(() =>
      expect(view.http.callsTo('/updateworklist').map((call) => call.input)).toEqual([
        { action: 'claim', itemId: ITEM.itemId, version: 1 },
        { action: 'complete', itemId: ITEM.itemId, version: 2, data: { feasible: true, notes: 'Duct is clear' } },
      ]),
    );
    expect(await within(panel).findByText('Completed', { selector: 'dd' })).toBeTruthy();
  });

  it('completes with the item’s form template, checked as the server checks it', async () => {
    const view = await renderWorklist(`/monitor/worklist?item=${ITEM.itemId}`, undefined, SURVEY);
    const panel = await screen.findByRole('dialog', { name: ITEM.title });
    await view.events.click(within(panel).getByRole('button', { name: 'Claim' }));
    await within(panel).findByRole('button', { name: 'Release' });
    const form = await within(panel).findByRole('group', { name: 'Site survey' });
    await view.events.click(within(panel).getByRole('button', { name: 'Complete' }));
    expect(await within(form).findByText('Required.')).toBeTruthy();
    expect(view.http.callsTo('/updateworklist')).toHaveLength(1);
    await view.events.selectOptions(within(form).getByLabelText('What stands in the way *'), 'No duct');
    await view.events.click(within(panel).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(view.http.callsTo('/updateworklist').at(-1)?.input).toEqual({
        action: 'complete',
        itemId: ITEM.itemId,
        version: 2,
        data: { feasible: false, blocker: 'No duct' },
      }),
    );
  });

  it('keeps the form as typed when completing is refused', async () => {
    const view = await renderWorklist(`/monitor/worklist?item=${ITEM.itemId}`);
    const panel = await screen.findByRole('dialog', { name: ITEM.title });
    await view.events.click(within(panel).getByRole('button', { name: 'Claim' }));
    await within(panel).findByRole('button', { name: 'Release' });
    view.http.fail('POST', '/updateworklist', 'The item was completed by someone else.');
    await view.events.type(within(panel).getByRole('textbox', { name: 'Field 1' }), 'feasible');
    await view.events.type(within(panel).getByRole('textbox', { name: 'Value of feasible' }), 'false');
    await view.events.click(within(panel).getByRole('button', { name: 'Complete' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The item was completed by someone else.');
    expect((within(panel).getByRole('textbox', { name: 'Value of feasible' }) as HTMLInputElement).value).toBe('false');
  });

  it('offers a reader no change: no claim, no form, no upload', async () => {
    await renderWorklist(
      `/monitor/worklist?item=${ITEM.itemId}`,
      adminUser({ username: 'oskar', permissions: { monitor: { worklist: '0100' } } }),
    );
    const panel = await screen.findByRole('dialog', { name: ITEM.title });
    expect(within(panel).queryByRole('toolbar', { name: 'Item actions' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload CSV…' })).toBeNull();
  });
});
