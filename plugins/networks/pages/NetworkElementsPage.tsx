import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NETWORK_ELEMENT_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import {
  KNOWN_NETWORK_ELEMENT_TYPES,
  NETWORK_PROTOCOLS,
  type NetworkElement,
} from '../../engine/public/contract/networkElement.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { codeOptions, enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { checkHealthCall, networkElementCalls } from '../calls.ts';
import { provisioningHref } from '../paths.ts';
import {
  AUTH_LABELS,
  cloneNetworkElementValues,
  lacksSecret,
  missingElementSecret,
  networkElementForm,
} from '../networkElementForm.ts';

const templatesHref = (element: NetworkElement) => provisioningHref(element.networkElementId);

const columns: readonly GridColumn<NetworkElement>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 180 },
  {
    id: 'type',
    header: 'Type',
    accessor: (row) => row.type,
    sortable: true,
    filter: { kind: 'select', options: codeOptions(KNOWN_NETWORK_ELEMENT_TYPES) },
    width: 110,
  },
  {
    id: 'protocol',
    header: 'Protocol',
    accessor: (row) => row.protocol,
    filter: { kind: 'select', options: codeOptions(NETWORK_PROTOCOLS) },
    searchable: false,
    width: 100,
  },
  { id: 'baseUrl', header: 'Base URL', accessor: (row) => row.baseUrl, width: 240 },
  {
    id: 'auth',
    header: 'Authentication',
    accessor: (row) => AUTH_LABELS[row.auth.type],
    searchable: false,
    width: 130,
  },
  {
    id: 'limits',
    header: 'Timeout · at once',
    accessor: (row) => `${row.timeoutMs / 1000} s · ${row.concurrencyLimit}`,
    searchable: false,
    width: 140,
    defaultHidden: true,
  },
  {
    id: 'templateCount',
    header: 'Templates',
    accessor: (row) => row.templateCount,
    cell: (row) => <Link to={templatesHref(row)}>{row.templateCount}</Link>,
    searchable: false,
    align: 'end',
    width: 100,
  },
  enabledColumn((row) => row.enabled, { secretNeeded: lacksSecret }),
  updatedColumn(),
];

/**
 * `/configure/networks`: the network elements HTTP tasks call — base URL, authentication (secrets sealed),
 * limits and health — with a check on demand and each one's provisioning templates a click away.
 */
export default function NetworkElementsPage() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const navigate = useNavigate();
  const rowActions = useMemo<GridRowAction<NetworkElement>[]>(
    () => [
      { id: 'templates', label: 'Provisioning templates', run: (row) => navigate(templatesHref(row)) },
      {
        id: 'health',
        label: 'Check health',
        run: async (row) => {
          try {
            const { data } = await http.call(checkHealthCall, row.networkElementId);
            const said = `${row.name}: ${data.message} (${Math.round(data.durationMs)} ms)`;
            if (data.healthy) notifier.success(said);
            else notifier.error(said);
          } catch (error) {
            notifier.error(isApiError(error) ? error.message : `${row.name} could not be checked.`);
          }
        },
      },
    ],
    [http, notifier, navigate],
  );
  return (
    <ResourcePage
      descriptor={NETWORK_ELEMENT_RESOURCE}
      references={{ kind: 'networkElement' }}
      calls={networkElementCalls}
      gridId="network-elements"
      label="Networks"
      summary="The network elements HTTP tasks call: where they are, how to sign in, how much they take at once."
      columns={columns}
      idOf={(row) => row.networkElementId}
      labelOf={(row) => row.name}
      form={networkElementForm}
      missingSecret={missingElementSecret}
      cloneValues={cloneNetworkElementValues}
      rowActions={rowActions}
      searchPlaceholder="Search name, type or base URL"
    />
  );
}
