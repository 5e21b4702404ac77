import { useMemo, useState, type ReactNode } from 'react';
import type { CallDefinition, Query } from '../../../../core/http/callDefinition.ts';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import type { ResourceDescriptor } from '../contract/resource.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../../core/grid/gridKeybindings.ts';
import type { GridColumn, GridDataSource, GridRowAction } from '../../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';
import { useScreenShortcuts } from '../../../../core/shell/help/useScreenShortcuts.ts';
import { PageFrame } from '../../../../core/shell/layout/PageFrame.tsx';
import { resourceListQuery } from './resourceListQuery.ts';

export interface ResourceLogPageProps<Row extends object> {
  descriptor: ResourceDescriptor;
  list: CallDefinition<Query, KeysetPage<Row>>;
  gridId: string;
  title: string;
  /** The grid's accessible name, when it is not the title. */
  label?: string;
  summary: string;
  /** The screen's tabs, between its heading and the grid, when the log is one tab of a screen. */
  tabs?: ReactNode;
  columns: readonly GridColumn<Row>[];
  idOf: (row: Row) => string;
  /** The row action that opens a row's panel ("Details and replay"). */
  openLabel: string;
  searchPlaceholder: string;
  emptyMessage: string;
  /**
   * The panel of the opened row: `close()` closes it, `show(row)` opens another (the one an action made)
   * and reloads the list.
   */
  panel: (row: Row, actions: { close(): void; show(row: Row): void }) => ReactNode;
  /** Controls of the screen's own in the grid's toolbar (a live indicator, a bulk action). */
  toolbar?: ReactNode;
  /** Raised by the screen when the list changed on the server (a live event): the grid reloads. */
  revision?: number;
}

/**
 * A monitor of a read-only resource of the kit (what came in, what was sent): the grid over its list,
 * newest first, and a side panel for one row whose actions can add a row (a replay, a resend).
 */
export function ResourceLogPage<Row extends object>(props: ResourceLogPageProps<Row>) {
  const { descriptor, list } = props;
  const http = useService<HttpClient>(HttpClient);
  const [opened, setOpened] = useState<Row | null>(null);
  const [revision, setRevision] = useState(0);
  useScreenShortcuts(GRID_SHORTCUT_GROUP);
  const source = useMemo<GridDataSource<Row>>(
    () => ({
      kind: 'server',
      revision: revision + (props.revision ?? 0),
      fetchPage: async (request) =>
        (await http.call(list, resourceListQuery(descriptor, request), { signal: request.signal })).data,
    }),
    [http, list, descriptor, revision, props.revision],
  );
  const rowActions = useMemo<GridRowAction<Row>[]>(
    () => [{ id: 'details', label: props.openLabel, run: setOpened }],
    [props.openLabel],
  );
  return (
    <PageFrame title={props.title} summary={props.summary} tabs={props.tabs}>
      <DataGrid
        gridId={props.gridId}
        label={props.label ?? props.title}
        columns={props.columns}
        source={source}
        getRowId={props.idOf}
        onOpen={setOpened}
        rowActions={rowActions}
        searchPlaceholder={props.searchPlaceholder}
        emptyState={{ message: props.emptyMessage }}
        toolbar={props.toolbar}
      />
      {opened
        ? props.panel(opened, {
            close: () => setOpened(null),
            show: (row) => {
              setOpened(row);
              setRevision((value) => value + 1);
            },
          })
        : null}
    </PageFrame>
  );
}
