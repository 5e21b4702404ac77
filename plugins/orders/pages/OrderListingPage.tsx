import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_PERMISSIONS, ORDER_RESOURCE, type Order } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import type { FetchPageRequest, GridBulkAction, GridDataSource } from '../../../core/grid/gridTypes.ts';
import { readGridQuery } from '../../../core/grid/gridUrlState.ts';
import { PreloadedCalls } from '../../../core/http/PreloadedCalls.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { resourceFilterQuery, resourceListQuery } from '../../resourceKit/public/web/resourceListQuery.ts';
import * as toolbarCss from '../../../core/grid/toolbar.css.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { orderCalls, type BulkOrdersInput } from '../calls.ts';
import BulkOrdersPanel from '../components/BulkOrdersPanel.tsx';
import { workflowGraph } from '../components/workflowGraphLoader.ts';
import * as css from '../components/orderUi.css.ts';
import { ORDER_GRID_ID, orderDetailHref } from '../paths.ts';
import { useLiveOrderRows } from '../useLiveOrderRows.ts';
import { usePrefetch } from '../../../core/workspace/usePrefetch.ts';
import { useOrderChoices } from '../useOrderChoices.ts';
import { orderColumns } from './orderColumns.tsx';

const NO_ACCOUNTS: readonly never[] = [];
/** The screen a row opens, with its graph: loaded while the list is idle, so opening an order waits only for its data. */
const PREFETCH_ORDER_SCREEN = { routes: ['order-detail'], modules: [workflowGraph.preload] };

interface BulkRequest {
  kind: BulkOrdersInput['kind'];
  orderIds?: readonly string[];
}

/** `/monitor/order-listing`: every order the user may see, live, with bulk repush and cancel. */
function OrderListingPage() {
  const calls = useService<PreloadedCalls>(PreloadedCalls);
  const session = useService<SessionStore>(SessionStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mayUpdate = usePermission(ORDER_PERMISSIONS.update);
  const choices = useOrderChoices();
  const [bulk, setBulk] = useState<BulkRequest | null>(null);
  const [revision, setRevision] = useState(0);
  useScreenShortcuts(GRID_SHORTCUT_GROUP);

  const accounts = session.item('partnerInfo') ?? NO_ACCOUNTS;
  const columns = useMemo(() => orderColumns(choices, accounts), [choices, accounts]);
  const readPage = useCallback(
    async (request: FetchPageRequest) => {
      const { data } = await calls.call(orderCalls.list, resourceListQuery(ORDER_RESOURCE, request), {
        signal: request.signal,
      });
      return data;
    },
    [calls],
  );
  const live = useLiveOrderRows(readPage);
  const prefetchOrderScreen = usePrefetch(PREFETCH_ORDER_SCREEN);
  const { acknowledge } = live;

  const source = useMemo<GridDataSource<Order>>(
    () => ({ kind: 'server', fetchPage: live.fetchPage, revision, patchRow: live.patchRow }),
    [live.fetchPage, revision, live.patchRow],
  );

  const showNew = () => {
    acknowledge();
    setRevision((current) => current + 1);
  };

  const listingQuery = () => {
    const query = readGridQuery(params, ORDER_GRID_ID, columns);
    return { ...resourceFilterQuery(ORDER_RESOURCE, query.filters), ...(query.search ? { q: query.search } : {}) };
  };

  const bulkActions = useMemo<GridBulkAction<Order>[]>(
    () =>
      mayUpdate
        ? [
            {
              id: 'repush',
              label: 'Repush',
              run: (rows) => setBulk({ kind: 'REPUSH', orderIds: rows.map((row) => row.orderId) }),
            },
            {
              id: 'cancel',
              label: 'Cancel orders',
              danger: true,
              run: (rows) => setBulk({ kind: 'CANCEL', orderIds: rows.map((row) => row.orderId) }),
            },
          ]
        : [],
    [mayUpdate],
  );

  const toolbar = (
    <>
      <LiveState connected={live.connected} />
      {mayUpdate ? (
        <>
          <button type="button" className={toolbarCss.button} onClick={() => setBulk({ kind: 'REPUSH' })}>
            Repush matching…
          </button>
          <button type="button" className={toolbarCss.button} onClick={() => setBulk({ kind: 'CANCEL' })}>
            Cancel matching…
          </button>
        </>
      ) : null}
    </>
  );

  return (
    <PageFrame title="Orders" summary="Every order, live: find one, see where it stands, and act on many at once.">
      <div aria-live="polite" className={live.newOrders > 0 ? css.notice : undefined}>
        {live.newOrders > 0 ? (
          <>
            <span>
              {live.newOrders === 1 ? '1 new order' : `${live.newOrders.toLocaleString()} new orders`} since the list
              was loaded.
            </span>
            <button type="button" className={button.secondary} onClick={showNew}>
              Show
            </button>
          </>
        ) : null}
      </div>
      {/* A row focused or hovered is about to be opened: its screen loads now if the idle moment has not come. */}
      <div className={css.gridFrame} onFocusCapture={prefetchOrderScreen} onPointerOverCapture={prefetchOrderScreen}>
        <DataGrid
          gridId={ORDER_GRID_ID}
          label="Orders"
          columns={columns}
          source={source}
          getRowId={(order) => order.orderId}
          onOpen={(order) => navigate(orderDetailHref(order))}
          searchPlaceholder="Order number, subscriber or external id"
          bulkActions={bulkActions}
          toolbar={toolbar}
          emptyState={{ message: 'No orders match these filters.' }}
        />
      </div>
      {bulk ? (
        <BulkOrdersPanel
          kind={bulk.kind}
          query={listingQuery()}
          {...(bulk.orderIds ? { orderIds: bulk.orderIds } : {})}
          onClose={() => {
            setBulk(null);
            setRevision((current) => current + 1);
          }}
        />
      ) : null}
    </PageFrame>
  );
}

export default observer(OrderListingPage);
