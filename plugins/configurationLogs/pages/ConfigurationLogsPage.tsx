import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import type { FetchPageRequest, GridColumn, GridDataSource } from '../../../core/grid/gridTypes.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { AUDIT_COLUMNS } from '../auditQuery.ts';
import { formatAuditTime, humanise } from '../auditFormat.ts';
import { AuditDiffPanel } from '../components/AuditDiffPanel.tsx';
import type { AuditEntry, AuditFilters } from '../contract.ts';
import { ConfigurationLogsStore } from '../store.ts';
import * as css from './configurationLogs.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';

function auditColumns({ entities, actions }: AuditFilters): GridColumn<AuditEntry>[] {
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: humanise(value) }));
  return [
    {
      id: AUDIT_COLUMNS.at,
      header: 'When',
      accessor: (entry) => entry.at,
      cell: (entry) => <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>,
      exportValue: (entry) => formatAuditTime(entry.at),
      filter: { kind: 'date-range' },
      width: 200,
      hideable: false,
    },
    {
      id: AUDIT_COLUMNS.user,
      header: 'Who',
      accessor: (entry) => entry.actorUsername,
      filter: { kind: 'text' },
      width: 150,
    },
    {
      id: AUDIT_COLUMNS.entity,
      header: 'Entity',
      accessor: (entry) => entry.entity,
      cell: (entry) => humanise(entry.entity),
      exportValue: (entry) => humanise(entry.entity),
      filter: { kind: 'select', options: options(entities) },
      width: 130,
    },
    {
      id: AUDIT_COLUMNS.entityId,
      header: 'Entity id',
      accessor: (entry) => entry.entityId,
      cell: (entry) => <span className={css.mono}>{entry.entityId}</span>,
      width: 200,
    },
    {
      id: AUDIT_COLUMNS.action,
      header: 'Action',
      accessor: (entry) => entry.action,
      cell: (entry) => <span className={css.actionBadge}>{humanise(entry.action)}</span>,
      exportValue: (entry) => humanise(entry.action),
      filter: { kind: 'select', options: options(actions) },
      width: 120,
    },
    {
      id: AUDIT_COLUMNS.changedFields,
      header: 'Changed fields',
      accessor: (entry) => entry.changedFields,
      cell: (entry) =>
        entry.changedFields.length === 0 ? (
          <span className={css.none}>None</span>
        ) : (
          <span className={css.fieldList} title={entry.changedFields.join(', ')}>
            {entry.changedFields.join(', ')}
          </span>
        ),
      exportValue: (entry) => entry.changedFields.join(', '),
      width: 240,
    },
  ];
}

/** `/configure/logs`: the tenant's audit log, with the before/after of each write in a side panel. */
function ConfigurationLogsPage() {
  const store = useService<ConfigurationLogsStore>(ConfigurationLogsStore);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  useScreenShortcuts(GRID_SHORTCUT_GROUP);

  useEffect(() => {
    // Without the choices the entity and action filters stay empty; the log itself still works.
    store.loadFilterChoices().catch(() => undefined);
  }, [store]);

  const choices = store.filterChoices;
  const columns = useMemo(() => auditColumns(choices), [choices]);
  const fetchPage = useCallback((request: FetchPageRequest) => store.fetchPage(request), [store]);
  const source = useMemo<GridDataSource<AuditEntry>>(() => ({ kind: 'server', fetchPage }), [fetchPage]);
  const close = useCallback(() => setOpened(null), []);

  return (
    <PageFrame
      title="Configuration Logs"
      summary="Every change made in this tenant: who made it, when, and what it changed."
    >
      <DataGrid
        gridId="configurationLogs"
        label="Configuration Logs"
        columns={columns}
        source={source}
        getRowId={(entry) => entry.id}
        onOpen={setOpened}
        searchPlaceholder="Search by user"
        emptyState={{ message: 'No changes match these filters.' }}
      />
      {opened && <AuditDiffPanel entry={opened} onClose={close} />}
    </PageFrame>
  );
}

export default observer(ConfigurationLogsPage);
