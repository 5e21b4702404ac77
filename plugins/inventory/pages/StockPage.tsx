import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import type { GridDataSource, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { resourceListQuery } from '../../resourceKit/public/web/resourceListQuery.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { itemCalls } from '../calls.ts';
import { ITEM_ACTIONS, ItemActionPanel, type ItemAction } from '../components/ItemActionPanel.tsx';
import { ItemPanel } from '../components/ItemPanel.tsx';
import { ReceiveStockPanel } from '../components/ReceiveStockPanel.tsx';
import { INVENTORY_PERMISSIONS, ITEM_RESOURCE, type Item } from '../contract.ts';
import { ITEM_PARAM, STOCK_GRID_ID } from '../inventoryLinks.ts';
import { stockColumns } from '../stockColumns.tsx';
import { useDeviceModels, useLocations, useMovementReasons } from '../inventoryChoices.ts';

const RECEIVE_PARAM = 'receive';

/**
 * `/inventory/stock`: every item by serial, ICCID or MAC on the server's keyset listing (filters, saved
 * views, CSV export from the grid); receive stock by CSV with a dry run; mark faulty, retire, move; an
 * item's whole history in its panel (`?item=<id>`).
 */
export default function StockPage() {
  const http = useService<HttpClient>(HttpClient);
  const mayReceive = usePermission(INVENTORY_PERMISSIONS.stock.create);
  const mayUpdate = usePermission(INVENTORY_PERMISSIONS.stock.update);
  const { records: models } = useDeviceModels();
  const { records: locations } = useLocations();
  const { records: reasons } = useMovementReasons();
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const [acting, setActing] = useState<{ item: Item; action: ItemAction } | null>(null);
  const columns = useMemo(() => stockColumns(models, locations), [models, locations]);
  const itemId = params.get(ITEM_PARAM);
  const receiving = params.get(RECEIVE_PARAM) === '1' && mayReceive;

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: value === null },
      ),
    [setParams],
  );

  const source = useMemo<GridDataSource<Item>>(
    () => ({
      kind: 'server',
      revision,
      fetchPage: async (request) =>
        (await http.call(itemCalls.list, resourceListQuery(ITEM_RESOURCE, request), { signal: request.signal })).data,
    }),
    [http, revision],
  );

  const rowActions = useMemo<GridRowAction<Item>[]>(
    () => [
      { id: 'history', label: 'History', run: (item) => setParam(ITEM_PARAM, item.itemId) },
      ...(mayUpdate
        ? (Object.keys(ITEM_ACTIONS) as ItemAction[]).map((action) => ({
            id: action,
            label: ITEM_ACTIONS[action].label,
            danger: ITEM_ACTIONS[action].danger,
            available: (item: Item) => ITEM_ACTIONS[action].from.includes(item.state),
            run: (item: Item) => setActing({ item, action }),
          }))
        : []),
    ],
    [mayUpdate, setParam],
  );

  return (
    <PageFrame
      title="Stock"
      summary="Every device by serial, ICCID or MAC: where it is, its state, its order and subscriber."
    >
      <DataGrid
        gridId={STOCK_GRID_ID}
        label="Stock"
        columns={columns}
        source={source}
        getRowId={(item) => item.itemId}
        onOpen={(item) => setParam(ITEM_PARAM, item.itemId)}
        searchPlaceholder="Search serial, ICCID, MAC, order or subscriber"
        rowActions={rowActions}
        emptyState={{
          message: 'No items match.',
          action: mayReceive ? { label: 'Receive stock', run: () => setParam(RECEIVE_PARAM, '1') } : undefined,
        }}
        toolbar={
          mayReceive ? (
            <button
              type="button"
              className={`${button.primary} ${compactButton}`}
              onClick={() => setParam(RECEIVE_PARAM, '1')}
            >
              Receive stock
            </button>
          ) : null
        }
      />
      {receiving ? (
        <ReceiveStockPanel
          locations={locations}
          onClose={() => setParam(RECEIVE_PARAM, null)}
          onApplied={() => {
            setParam(RECEIVE_PARAM, null);
            setRevision((value) => value + 1);
          }}
        />
      ) : null}
      {itemId ? <ItemPanel itemId={itemId} revision={revision} onClose={() => setParam(ITEM_PARAM, null)} /> : null}
      {acting ? (
        <ItemActionPanel
          item={acting.item}
          action={acting.action}
          reasons={reasons}
          locations={locations}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
            setRevision((value) => value + 1);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
