import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { UnsavedChangesDialog } from '../../core/shell/dialog/UnsavedChangesDialog.tsx';
import {
  useUnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from '../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { NavigationService } from '../../core/workspace/NavigationService.ts';
import { renderWorkspace } from '../renderWorkspace.tsx';
import { consolePlugin } from './testPlugins.tsx';

/** A form that is dirty once something is typed; "Save and list" navigates itself without asking. */
function NoteForm(options: UnsavedChangesGuardOptions) {
  const [text, setText] = useState('');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(text !== '', options);
  return (
    <form aria-label="Note">
      <input aria-label="Note text" value={text} onChange={(event) => setText(event.target.value)} />
      <p>Showing section {params.get('section') ?? 'none'}</p>
      <button type="button" onClick={() => setParams({ section: 'two' })}>
        Section two
      </button>
      <button type="button" onClick={() => guard.navigateWithoutAsking(() => void navigate('/dashboard'))}>
        Save and list
      </button>
      <UnsavedChangesDialog guard={guard} message="Your note is not saved." />
    </form>
  );
}

const notesPlugin = definePlugin({
  id: 'notes',
  routes: [
    {
      id: 'note',
      path: '/note',
      title: 'Note',
      permission: 'ignoreAndReturnTrue',
      layout: 'main',
      load: () => Promise.resolve({ default: () => <NoteForm /> }),
    },
    {
      id: 'sectioned-note',
      path: '/sectioned-note',
      title: 'Sectioned note',
      permission: 'ignoreAndReturnTrue',
      layout: 'main',
      load: () => Promise.resolve({ default: () => <NoteForm leavesOn="path" /> }),
    },
  ],
  nav: [],
  commands: [],
});

async function typedNote(path = '/note') {
  const view = await renderWorkspace({ plugins: [consolePlugin, notesPlugin], path });
  const input = await screen.findByRole('textbox', { name: 'Note text' });
  await view.events.type(input, 'draft');
  const navigateTo = (to: string) => act(() => view.get<NavigationService>(NavigationService).navigate(to));
  return { ...view, input: input as HTMLInputElement, navigateTo };
}

const question = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

describe('unsaved changes', () => {
  it('asks before an in-app navigation; Stay keeps the path and what was typed, Leave goes', async () => {
    const view = await typedNote();
    await view.navigateTo('/dashboard');
    const dialog = await question();
    expect(within(dialog).getByText('Your note is not saved. Leaving discards them.')).toBeTruthy();
    await view.events.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.pathname()).toBe('/note');
    expect(view.input.value).toBe('draft');

    await view.navigateTo('/dashboard');
    await view.events.click(within(await question()).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(view.pathname()).toBe('/dashboard');
  });

  it('asks on the browser Back button too', async () => {
    const view = await renderWorkspace({ plugins: [consolePlugin, notesPlugin], path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await act(() => view.get<NavigationService>(NavigationService).navigate('/note'));
    await view.events.type(await screen.findByRole('textbox', { name: 'Note text' }), 'draft');
    act(() => window.history.back());
    await view.events.click(within(await question()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(view.pathname()).toBe('/note'));
    expect((screen.getByRole('textbox', { name: 'Note text' }) as HTMLInputElement).value).toBe('draft');
  });

  it('does not ask once nothing is unsaved, nor for the form’s own navigation', async () => {
    const view = await typedNote();
    await view.events.click(screen.getByRole('button', { name: 'Save and list' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await view.navigateTo('/note');
    await screen.findByRole('textbox', { name: 'Note text' });
    await view.navigateTo('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('treats a change of the query as leaving', async () => {
    const view = await typedNote();
    await view.events.click(screen.getByRole('button', { name: 'Section two' }));
    await view.events.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('Showing section none')).toBeTruthy();
  });

  it('does not ask for a query change when the form says the query only moves around it', async () => {
    const sectioned = await typedNote('/sectioned-note');
    await sectioned.events.click(screen.getByRole('button', { name: 'Section two' }));
    await screen.findByText('Showing section two');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sectioned.input.value).toBe('draft');
  });

  it('has the browser ask before the tab is closed or reloaded, only while something is unsaved', async () => {
    const view = await typedNote();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await view.events.clear(view.input);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});
