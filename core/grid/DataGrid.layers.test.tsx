import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkbench, type Workbench } from '../../tests/support/workbenchFixtures.ts';
import { KeybindingService } from '../registry/KeybindingService.ts';
import { ConfirmDialog } from '../shell/dialog/ConfirmDialog.tsx';
import { SidePanel } from '../shell/dialog/SidePanel.tsx';
import { createGridHarness, prepareGridTests, renderWithGrid } from '../../tests/support/gridDoubles.tsx';
import { peopleGrid } from '../../tests/support/gridPeople.tsx';

prepareGridTests(1200, 360);

const ALL = ['dashboard:r', 'monitor:orders:r', 'monitor:worklist:r', 'users:r'];

/** A screen with a grid, a button opening a side panel and one asking a question. */
function PeopleScreen() {
  const [panel, setPanel] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPanel(true)}>
        Edit
      </button>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      {peopleGrid()}
      {panel && (
        <SidePanel title="Edit person" onClose={() => setPanel(false)}>
          <input aria-label="Name" />
        </SidePanel>
      )}
      {asking && (
        <ConfirmDialog
          request={{
            title: 'Delete the person?',
            message: 'This cannot be undone.',
            confirmLabel: 'Delete',
            onConfirm: () => undefined,
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

let workbench: Workbench;
let stopKeys: () => void = () => undefined;

afterEach(() => stopKeys());

async function renderScreen() {
  workbench = createWorkbench(undefined, { granted: ALL });
  stopKeys = workbench.keys.start({ isMac: false });
  const harness = createGridHarness();
  harness.container.bind<KeybindingService>(KeybindingService).toConstantValue(workbench.keys);
  const view = renderWithGrid(<PeopleScreen />, { harness });
  await screen.findByRole('grid');
  return view;
}

function activeRowId(): string | null {
  return screen.getByRole('grid').getAttribute('aria-activedescendant');
}

/** Leaves focus nowhere, as after a click on an empty part of the page: the keys go to the page itself. */
function focusNothing() {
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(document.activeElement).toBe(document.body);
}

describe('keys behind a modal', () => {
  it('are quiet behind a side panel, the go-to sequences and the grid’s j/k alike, and come back when it closes', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit person' })).toBeTruthy();

    focusNothing();
    await user.keyboard('jjgo');
    expect(activeRowId()).toBeNull();
    expect(workbench.context.navigations).toEqual([]);
    expect(workbench.keys.pendingSequence).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    focusNothing();
    await user.keyboard('j');
    expect(activeRowId()).not.toBeNull();
    focusNothing();
    await user.keyboard('go');
    expect(workbench.context.navigations).toEqual(['/monitor/order-listing']);
  });

  it('are quiet behind a confirm dialog and come back after the answer', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete the person?' })).toBeTruthy();

    focusNothing();
    await user.keyboard('jgw');
    expect(activeRowId()).toBeNull();
    expect(workbench.context.navigations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    focusNothing();
    await user.keyboard('jgw');
    expect(activeRowId()).not.toBeNull();
    expect(workbench.context.navigations).toEqual(['/monitor/worklist']);
  });

  it('leave the global mod+ combinations working above the modal', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(workbench.context.openedPages).toEqual([undefined]);
  });
});
