import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ORDER_PATHS,
  ORDER_STREAM_EVENT,
  orderStreamEventSchema,
  type OrderStreamEvent,
} from '../../engine/public/contract/order.ts';
import {
  ASSIGNEE_ME,
  GROUP_MINE,
  WORKLIST_PERMISSIONS,
  WORKLIST_RESOURCE,
  type WorklistItem,
} from '../../engine/public/contract/worklist.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { csvFileName, downloadCsv } from '../../../core/grid/csvExport.ts';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import type { FetchPageRequest, GridDataSource, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { readGridQuery } from '../../../core/grid/gridUrlState.ts';
import * as toolbarCss from '../../../core/grid/toolbar.css.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { useEventStream } from '../../../core/http/useEventStream.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { resourceFilterQuery, resourceListQuery } from '../../resourceKit/public/web/resourceListQuery.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import type { Query } from '../../../core/http/callDefinition.ts';
import { updateItemCall, worklistCalls } from '../calls.ts';
import WorklistItemPanel from '../components/WorklistItemPanel.tsx';
import { WorklistUploadPanel } from '../components/WorklistUploadPanel.tsx';
import * as css from '../components/worklist.css.ts';
import { worklistCsv } from '../worklistCsv.ts';
import {
  WORKLIST_GRID_ID,
  WORKLIST_VIEW_LABELS,
  WORKLIST_VIEW_PARAM,
  WORKLIST_VIEWS,
  worklistView,
  type WorklistView,
} from '../paths.ts';
import { worklistColumns } from './worklistColumns.tsx';

const ITEM_PARAM = 'item';
/** The ageing column moves on without a reload. */
const AGE_TICK_MS = 60_000;
const STREAM_QUERY = {};

function viewQuery(view: WorklistView): Query {
  if (view === 'mine') return { assignee: ASSIGNEE_ME };
  if (view === 'groups') return { group: GROUP_MINE };
  return {};
}

/** `/monitor/worklist`: the manual steps waiting for a person — mine, my groups' or all. */
function WorklistPage() {
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const [params, setParams] = useSearchParams();
  const view = worklistView(params.get(WORKLIST_VIEW_PARAM));
  const openItem = params.get(ITEM_PARAM);
  const mayUpdate = usePermission(WORKLIST_PERMISSIONS.update);
  const [now, setNow] = useState(() => Date.now());
  const [revision, setRevision] = useState(0);
  const [changes, setChanges] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  useScreenShortcuts(GRID_SHORTCUT_GROUP);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const columns = useMemo(() => worklistColumns(now), [now]);
  const reload = useCallback(() => {
    setChanges(0);
    setRevision((current) => current + 1);
  }, []);

  const connected = useEventStream(
    { path: ORDER_PATHS.stream, query: STREAM_QUERY, event: ORDER_STREAM_EVENT, schema: orderStreamEventSchema },
    (event: OrderStreamEvent) => {
      if (event.type.startsWith('WORKLIST_')) setChanges((current) => current + 1);
    },
  );

  const fetchPage = useCallback(
    async (request: FetchPageRequest) => {
      const query = { ...resourceListQuery(WORKLIST_RESOURCE, request), ...viewQuery(view) };
      return (await http.call(worklistCalls.list, query, { signal: request.signal })).data;
    },
    [http, view],
  );
  const source = useMemo<GridDataSource<WorklistItem>>(
    () => ({ kind: 'server', fetchPage, revision: `${view}:${revision}` }),
    [fetchPage, view, revision],
  );

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const me = session.username;
  const rowActions = useMemo<GridRowAction<WorklistItem>[]>(
    () =>
      mayUpdate
        ? [
            {
              id: 'claim',
              label: 'Claim',
              available: (item) => item.state === 'OPEN',
              run: async (item) => {
                await http
                  .call(updateItemCall, { action: 'claim', itemId: item.itemId, version: item.version })
                  .catch(() => undefined);
                reload();
              },
            },
            {
              id: 'release',
              label: 'Release',
              available: (item) => item.state === 'CLAIMED' && item.assignee === me,
              run: async (item) => {
                await http
                  .call(updateItemCall, { action: 'release', itemId: item.itemId, version: item.version })
                  .catch(() => undefined);
                reload();
              },
            },
          ]
        : [],
    [http, mayUpdate, me, reload],
  );

  const exportForUpload = async () => {
    setExportError(null);
    const query = readGridQuery(params, WORKLIST_GRID_ID, columns);
    try {
      const { data } = await http.call(worklistCalls.export, {
        ...resourceFilterQuery(WORKLIST_RESOURCE, query.filters),
        ...(query.search ? { q: query.search } : {}),
        ...viewQuery(view),
      });
      downloadCsv(csvFileName('worklist-upload'), worklistCsv(data.items));
      if (data.truncated) setExportError('More items matched than one export holds: only the first are in the file.');
    } catch (failure) {
      setExportError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const toolbar = (
    <>
      <LiveState connected={connected} />
      <button type="button" className={toolbarCss.button} onClick={() => void exportForUpload()}>
        Export for upload
      </button>
      {mayUpdate ? (
        <button type="button" className={toolbarCss.button} onClick={() => setUploading(true)}>
          Upload CSV…
        </button>
      ) : null}
    </>
  );

  return (
    <PageFrame
      title="Worklist"
      summary="Steps of orders that wait for a person: take one, fill in its form, and the order goes on."
    >
      <div className={css.views} role="tablist" aria-label="Whose items">
        {WORKLIST_VIEWS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === view}
            className={css.viewTab}
            onClick={() => setParam(WORKLIST_VIEW_PARAM, candidate === 'all' ? null : candidate)}
          >
            {WORKLIST_VIEW_LABELS[candidate]}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {changes > 0 ? (
          <div className={css.notice}>
            <span>{changes === 1 ? 'An item changed' : `${changes} item changes`} since the list was loaded.</span>
            <button type="button" className={css.smallButton} onClick={reload}>
              Refresh
            </button>
          </div>
        ) : null}
        {exportError ? <p className={css.error}>{exportError}</p> : null}
      </div>
      <DataGrid
        gridId={WORKLIST_GRID_ID}
        label="Worklist"
        columns={columns}
        source={source}
        getRowId={(item) => item.itemId}
        onOpen={(item) => setParam(ITEM_PARAM, item.itemId)}
        searchPlaceholder="Title, order number or assignee"
        rowActions={rowActions}
        toolbar={toolbar}
        emptyState={{ message: view === 'mine' ? 'Nothing is assigned to you.' : 'No items match these filters.' }}
      />
      {openItem ? (
        <WorklistItemPanel itemId={openItem} onClose={() => setParam(ITEM_PARAM, null)} onChanged={reload} />
      ) : null}
      {uploading ? <WorklistUploadPanel onClose={() => setUploading(false)} onApplied={reload} /> : null}
    </PageFrame>
  );
}

export default observer(WorklistPage);
