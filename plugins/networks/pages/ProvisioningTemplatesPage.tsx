import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { NETWORK_PERMISSIONS, PROVISIONING_TEMPLATE_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import { HTTP_METHODS, type ProvisioningTemplate } from '../../engine/public/contract/provisioningTemplate.ts';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { codeOptions, enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { networkElementCalls, provisioningTemplateCalls } from '../calls.ts';
import { TemplateTestPanel } from '../components/TemplateTestPanel.tsx';
import { NETWORKS_PATH } from '../paths.ts';
import { provisioningTemplateForm, type ElementChoice } from '../provisioningTemplateForm.ts';

function templateColumns(elements: readonly ElementChoice[]): GridColumn<ProvisioningTemplate>[] {
  return [
    {
      id: 'networkElementId',
      header: 'Network element',
      accessor: (row) => row.networkElement,
      filter: {
        kind: 'select',
        options: elements.map((element) => ({ value: element.networkElementId, label: element.name })),
      },
      searchable: false,
      width: 150,
    },
    {
      id: 'operation',
      header: 'Operation',
      accessor: (row) => row.operation,
      sortable: true,
      hideable: false,
      width: 150,
    },
    {
      id: 'method',
      header: 'Method',
      accessor: (row) => row.method,
      filter: { kind: 'select', options: codeOptions(HTTP_METHODS) },
      searchable: false,
      width: 90,
    },
    { id: 'path', header: 'Path', accessor: (row) => row.path, width: 240 },
    { id: 'bodyFormat', header: 'Body', accessor: (row) => row.bodyFormat, searchable: false, width: 80 },
    {
      id: 'successCondition',
      header: 'Success when',
      accessor: (row) => row.successCondition ?? '2xx',
      searchable: false,
      width: 180,
      defaultHidden: true,
    },
    { id: 'description', header: 'Description', accessor: (row) => row.description, width: 240, defaultHidden: true },
    enabledColumn((row) => row.enabled),
    updatedColumn(),
  ];
}

/**
 * `/configure/networks/provisioning` (`networkElementId` for one element's): how HTTP tasks call each
 * operation of an element — method, path, headers and body with placeholders, response mapping and
 * success condition — and "Send test request" to see a call go out and come back.
 */
export default function ProvisioningTemplatesPage() {
  const [params] = useSearchParams();
  const networkElementId = params.get('networkElementId');
  const elements = useResourceChoices(networkElementCalls.list, 'name');
  const element = elements.find((choice) => choice.networkElementId === networkElementId);
  const mayTest = usePermission(NETWORK_PERMISSIONS.update);
  const [testing, setTesting] = useState<ProvisioningTemplate | null>(null);

  const columns = useMemo(() => templateColumns(elements), [elements]);
  const form = useMemo(() => provisioningTemplateForm(elements, networkElementId), [elements, networkElementId]);
  const listQuery = useMemo(() => (networkElementId ? { networkElementId } : undefined), [networkElementId]);
  const rowActions = useMemo<GridRowAction<ProvisioningTemplate>[]>(
    () => (mayTest ? [{ id: 'test', label: 'Send test request', run: setTesting }] : []),
    [mayTest],
  );

  return (
    <>
      <ResourcePage
        key={networkElementId ?? 'all'}
        descriptor={PROVISIONING_TEMPLATE_RESOURCE}
        references={{ kind: 'provisioningTemplate', name: (row) => `${row.networkElement}/${row.operation}` }}
        calls={provisioningTemplateCalls}
        gridId="provisioning-templates"
        label="Provisioning templates"
        summary={
          networkElementId
            ? `The requests HTTP tasks send to ${element?.name ?? 'this network element'}, one per operation.`
            : 'The requests HTTP tasks send to each network element, one per operation.'
        }
        columns={columns}
        idOf={(row) => row.provisioningTemplateId}
        labelOf={(row) => `${row.networkElement} › ${row.operation}`}
        form={form}
        listQuery={listQuery}
        rowActions={rowActions}
        searchPlaceholder="Search operation, path or description"
        toolbar={networkElementId ? <Link to={`${NETWORKS_PATH}`}>All network elements</Link> : null}
      />
      {testing ? <TemplateTestPanel template={testing} onClose={() => setTesting(null)} /> : null}
    </>
  );
}
