import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../public/contract/formDefinition.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { FORM_TEMPLATE_RESOURCE, type FormTemplate } from '../contract.ts';
import formsPlugin from '../index.ts';
import { FORMS_PATH, formDesignerHref } from '../paths.ts';

const SURVEY: FormTemplate = {
  formId: '00000000-0000-4000-8000-0000000000f1',
  name: 'Site survey',
  description: 'What the technician found.',
  definition: formDefinitionSchema.parse({
    sections: [
      {
        title: 'Findings',
        fields: [
          { key: 'feasible', label: 'Fibre can be installed', type: 'checkbox' },
          {
            key: 'blocker',
            label: 'What stands in the way',
            type: 'select',
            required: true,
            options: [{ value: 'No duct' }, { value: 'Access refused' }],
            visibleWhen: 'feasible = false',
          },
        ],
      },
    ],
  }),
  enabled: true,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'designer',
};

const RECORD = fillPath(FORM_TEMPLATE_RESOURCE.paths.get ?? '', { formId: SURVEY.formId });

function renderForms(path: string, flags = '1111') {
  return renderWorkspace({
    plugins: [formsPlugin],
    path,
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', FORM_TEMPLATE_RESOURCE.paths.list, { items: [SURVEY], nextCursor: null })
        .respond('GET', RECORD, SURVEY)
        .respond('PUT', RECORD, (_url: URL, input: unknown) => ({
          ...SURVEY,
          ...(input as { changes: object }).changes,
          version: 5,
        })),
  });
}

describe('the forms', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists the forms, each opening in the designer', async () => {
    const { events } = await renderForms(FORMS_PATH);
    const grid = await screen.findByRole('grid', { name: 'Forms' });
    expect(await within(grid).findByText('Site survey')).toBeTruthy();
    expect(document.title).toBe('SDP - Forms');
    await events.click(within(grid).getByRole('button', { name: /actions/i }));
    await events.click(await screen.findByRole('menuitem', { name: 'Open in designer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site survey' })).toBeTruthy();
  });

  it('shows a field in the preview on its condition, adds one from the outline, and saves at the version', async () => {
    const { events, http } = await renderForms(formDesignerHref(SURVEY.name));
    const preview = await screen.findByRole('group', { name: 'Preview of Site survey' });
    const box = await within(preview).findByLabelText('Fibre can be installed');
    expect(await within(preview).findByLabelText('What stands in the way *')).toBeTruthy();
    await events.click(box);
    await waitFor(() => expect(within(preview).queryByLabelText('What stands in the way *')).toBeNull());

    const outline = screen.getByRole('list', { name: 'Sections and fields' });
    within(outline)
      .getByRole('button', { name: /What stands in the way/ })
      .focus();
    await events.keyboard('a');
    const inspector = await screen.findByRole('group', { name: 'Field field1' });
    await events.clear(within(inspector).getByLabelText('Label'));
    await events.type(within(inspector).getByLabelText('Label'), 'Notes');
    await events.selectOptions(within(inspector).getByLabelText('Type'), 'textarea');
    expect(await within(preview).findByLabelText('Notes')).toBeTruthy();
    await events.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(http.callsTo(RECORD).filter((call) => call.method === 'PUT')).toHaveLength(1));
    const sent = http.callsTo(RECORD).find((call) => call.method === 'PUT')?.input as {
      version: number;
      changes: { definition: FormTemplate['definition'] };
    };
    expect(sent.version).toBe(4);
    expect(sent.changes.definition.sections[0]?.fields.map((field) => [field.key, field.label, field.type])).toEqual([
      ['feasible', 'Fibre can be installed', 'checkbox'],
      ['blocker', 'What stands in the way', 'select'],
      ['field1', 'Notes', 'textarea'],
    ]);
    expect(await screen.findByText('Saved · version 5')).toBeTruthy();
  });

  it('marks a problem where it is and saves nothing while there is one', async () => {
    const { events } = await renderForms(formDesignerHref(SURVEY.name));
    const outline = await screen.findByRole('list', { name: 'Sections and fields' });
    await events.click(within(outline).getByRole('button', { name: /What stands in the way/ }));
    const inspector = await screen.findByRole('group', { name: 'Field What stands in the way' });
    await events.clear(within(inspector).getByLabelText('Options'));
    expect(await within(inspector).findByText('What stands in the way needs at least one option.')).toBeTruthy();
    expect(within(outline).getByText('1 problem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await events.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(outline).queryByText('1 problem')).toBeNull());
  });

  it('opens read-only for a reader', async () => {
    await renderForms(formDesignerHref(SURVEY.name), '0100');
    expect(await screen.findByText('Read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
  });
});
