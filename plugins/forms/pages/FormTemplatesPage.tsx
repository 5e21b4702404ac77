import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formFields } from '../public/contract/formDefinition.ts';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { resourceFormSpec } from '../../resourceKit/public/web/resourceFormSpec.ts';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { usePrefetch } from '../../../core/workspace/usePrefetch.ts';
import { formTemplateCalls } from '../calls.ts';
import { createFormTemplateSchema, formTemplateSchema, type FormTemplate } from '../contract.ts';
import { FORM_TEMPLATE_RESOURCE, NEW_FORM_PARAM, formDesignerHref } from '../paths.ts';

const columns: readonly GridColumn<FormTemplate>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 220 },
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 340 },
  {
    id: 'fields',
    header: 'Fields',
    accessor: (row) => formFields(row.definition).length,
    searchable: false,
    align: 'end',
    width: 90,
  },
  {
    id: 'sections',
    header: 'Sections',
    accessor: (row) => row.definition.sections.length,
    searchable: false,
    align: 'end',
    width: 100,
  },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

/** The side panel names and describes a form; its fields are designed in the designer. */
const form = resourceFormSpec({
  record: formTemplateSchema,
  create: createFormTemplateSchema,
  fields: [
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      maxLength: 80,
      readOnlyOnEdit: true,
      hint: 'Services and HUMAN task templates name it: letters, digits, spaces, _, . and -, fixed once created.',
    },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  ],
});

/** `/configure/forms`: the tenant's form templates; a new one opens in the designer. */
export default function FormTemplatesPage() {
  const navigate = useNavigate();
  usePrefetch({ routes: ['form-designer'] });
  const rowActions = useMemo<GridRowAction<FormTemplate>[]>(
    () => [{ id: 'design', label: 'Open in designer', run: (row) => navigate(formDesignerHref(row.name)) }],
    [navigate],
  );
  return (
    <ResourcePage
      descriptor={FORM_TEMPLATE_RESOURCE}
      references={{ kind: 'form' }}
      calls={formTemplateCalls}
      gridId="forms"
      label="Forms"
      summary="What orders and worklist items are entered with: sections of fields, their checks and when each is shown."
      columns={columns}
      idOf={(row) => row.formId}
      labelOf={(row) => row.name}
      form={form}
      createParam={NEW_FORM_PARAM}
      rowActions={rowActions}
      onCreated={(created) => navigate(formDesignerHref(created.name), { replace: true })}
      searchPlaceholder="Search name or description"
    />
  );
}
