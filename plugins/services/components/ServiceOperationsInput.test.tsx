import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import { workflowStudioHref } from '../../engine/public/web/studioLinks.ts';
import { renderWithNames } from '../../../tests/support/referenceNamesBed.tsx';
import { operationsValue } from '../operationRows.ts';
import { ServiceOperationsInput } from './ServiceOperationsInput.tsx';

function Operations({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ServiceOperationsInput
        id="ops"
        label="Operations"
        value={value}
        invalid={false}
        describedBy={undefined}
        values={{}}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const ADD = operationsValue([
  {
    name: 'ADD',
    workflowId: 'w1',
    workflowVersion: null,
    form: 'Site survey',
    rules: ['Long number', 'Gone'],
    translation: null,
  },
]);

describe('a service’s operation rows', () => {
  it('pick the form, rules and translation among the existing ones, an unknown rule marked, and link the workflow', async () => {
    renderWithNames(<Operations initial={ADD} />, {
      names: {
        form: [{ name: 'Site survey', enabled: true, id: 'f1' }],
        validationRule: [{ name: 'Long number', enabled: true, id: 'r1' }],
        translation: [{ name: 'crm-in', enabled: false, id: 'x1' }],
      },
      http: (http) =>
        http.respond('GET', WORKFLOW_RESOURCE.paths.list, {
          items: [
            {
              workflowId: 'w1',
              name: 'Fibre activation',
              description: '',
              icon: null,
              enabled: true,
              latestVersion: 2,
              latestPublishedAt: '2026-01-02T00:00:00.000Z',
              draftChanged: false,
              stepCount: 4,
              version: 1,
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-02T00:00:00.000Z',
              updatedBy: null,
            },
          ],
          nextCursor: null,
        }),
      links: [{ kind: 'form', href: ({ name }) => `/configure/forms/designer?formName=${name}` }],
    });
    const row = screen.getByRole('group', { name: 'ADD' });
    expect(within(row).getByRole('combobox', { name: 'Form' })).toBeTruthy();
    expect(await within(row).findByText('No validation rule is named “Gone”.')).toBeTruthy();
    expect(await within(row).findByRole('link', { name: 'Open the form Site survey (new tab)' })).toBeTruthy();
    const workflow = await within(row).findByRole('link', { name: 'Open the workflow Fibre activation (new tab)' });
    expect(workflow.getAttribute('href')).toBe(workflowStudioHref('Fibre activation', { operation: 'ADD' }));
    await userEvent.type(within(row).getByRole('combobox', { name: 'Translation' }), 'crm');
    const names = await within(row).findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() =>
      expect(
        within(names)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['crm-inDisabled']),
    );
    await userEvent.keyboard('{Enter}');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '[]')[0].translation).toBe('crm-in');
  });
});
