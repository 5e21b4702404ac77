import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { referenceNamesPath, type ReferenceName } from '../../../../core/contract/references.ts';
import { renderWithNames } from '../../../../tests/support/referenceNamesBed.tsx';
import { ReferencePicker, type ReferencePickerProps } from './ReferencePicker.tsx';

const FORMS: ReferenceName[] = [
  { name: 'Site survey', enabled: true, id: 'f1' },
  { name: 'Site visit', enabled: false, id: 'f2' },
  { name: 'Fibre survey', enabled: true, id: 'f3' },
];

function Field(props: Omit<ReferencePickerProps, 'value' | 'onChange' | 'id'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="picker">Form</label>
      <ReferencePicker id="picker" {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

function renderPicker(props: Parameters<typeof Field>[0], items: readonly ReferenceName[] = FORMS) {
  return renderWithNames(<Field {...props} />, {
    names: { [props.refersTo]: items },
    links: [{ kind: 'form', href: ({ name }) => `/forms/designer/${name}` }],
  });
}

const value = () => screen.getByTestId('value').textContent;

describe('ReferencePicker', () => {
  it('offers the names of its kind as you type, with a disabled one marked, named by its label', async () => {
    const http = renderPicker({ refersTo: 'form' });
    const input = screen.getByRole('combobox', { name: 'Form' });
    await userEvent.type(input, 'site');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Site survey',
        'Site visitDisabled',
      ]),
    );
    expect(list.hidden).toBe(false);
    expect(http.callsTo(referenceNamesPath('form')).some((call) => call.path.includes('q=site'))).toBe(true);
  });

  it('takes a name with the arrow keys and Enter, and Escape closes the list', async () => {
    renderPicker({ refersTo: 'form' });
    const input = screen.getByRole('combobox', { name: 'Form' });
    await userEvent.type(input, 'survey');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(value()).toBe('Site survey');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks a name the tenant has no item of, and links to a known one', async () => {
    renderPicker({ refersTo: 'form', initial: 'Site survey' });
    const open = await screen.findByRole('link', { name: 'Open the form Site survey (new tab)' });
    expect(open.getAttribute('href')).toBe('/forms/designer/Site survey');
    const input = screen.getByRole('combobox', { name: 'Form' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Site surve');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Site survey']),
    );
    expect(screen.queryByText('No form is named “Site surve”.')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('No form is named “Site surve”.')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain('picker-unknown');
    expect(screen.queryByRole('link', { name: /Open the form/ })).toBeNull();
  });

  it('checks each of several names and completes the last one', async () => {
    renderPicker({ refersTo: 'form', multiple: true, initial: 'Site survey, Nothing' });
    expect(await screen.findByText('No form is named “Nothing”.')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Form' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Site survey, fib');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fibre survey']),
    );
    await userEvent.keyboard('{Enter}');
    expect(value()).toBe('Site survey, Fibre survey');
    expect(await screen.findByRole('link', { name: 'Fibre survey' })).toBeTruthy();
  });

  it('offers only the names within another field’s value, and nothing without one', async () => {
    const templates: ReferenceName[] = [
      { name: 'HLR/ADD', enabled: true, id: 't1' },
      { name: 'HLR/DELETE', enabled: true, id: 't2' },
      { name: 'OLT/ADD', enabled: true, id: 't3' },
    ];
    renderPicker({ refersTo: 'provisioningTemplate', within: 'HLR', initial: 'QUALIFY' }, templates);
    expect(await screen.findByText('No provisioning template of HLR is named “QUALIFY”.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('combobox', { name: 'Form' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Form' }), 'A');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ADD']));
    await userEvent.keyboard('{Enter}');
    expect(value()).toBe('ADD');
  });
});
