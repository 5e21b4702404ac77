import { Link } from 'react-router-dom';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { facts } from '../../../core/shell/controls/facts.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { itemHistoryCall } from '../calls.ts';
import * as css from '../inventory.css.ts';
import { transferHref } from '../inventoryLinks.ts';
import { useLoadedRecord } from '../useLoadedRecord.ts';
import { ITEM_STATE_TONES } from '../wording.ts';
import { MovementRows } from './MovementRows.tsx';
import { ProblemLine } from './PanelParts.tsx';
import { StatePill } from './StatePill.tsx';

/** One item's page as a side panel: where and what it is, its order and subscriber, and its whole history. */
export function ItemPanel({ itemId, revision, onClose }: { itemId: string; revision: number; onClose: () => void }) {
  const { record: history, loadProblem: problem } = useLoadedRecord(
    itemHistoryCall,
    itemId,
    'The item could not be loaded.',
    revision,
  );
  const item = history?.item;
  return (
    <SidePanel title={item ? `Item ${item.serial}` : 'Item'} size="wide" onClose={onClose}>
      <ProblemLine problem={problem} />
      {!item && !problem ? <p className={css.note}>Loading...</p> : null}
      {item && history ? (
        <div className={css.stack}>
          <dl className={facts}>
            <dt>State</dt>
            <dd>
              <StatePill state={item.state} tone={ITEM_STATE_TONES[item.state]} />
            </dd>
            <dt>Model</dt>
            <dd>
              {item.modelName} ({item.type})
            </dd>
            <dt>Location</dt>
            <dd>{item.locationName}</dd>
            <dt>ICCID</dt>
            <dd className={css.mono}>{item.iccid ?? '—'}</dd>
            <dt>MAC</dt>
            <dd className={css.mono}>{item.mac ?? '—'}</dd>
            <dt>Order</dt>
            <dd>
              {item.orderId && item.orderNumber ? (
                <Link to={orderDetailHref({ orderId: item.orderId, orderNumber: item.orderNumber })}>
                  {item.orderNumber}
                </Link>
              ) : (
                '—'
              )}
            </dd>
            <dt>Subscriber</dt>
            <dd>{item.subscriber ?? '—'}</dd>
            {item.transferId ? (
              <>
                <dt>Transfer</dt>
                <dd>
                  <Link to={transferHref(item.transferId)}>Open the transfer</Link>
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className={css.sectionTitle}>History</h3>
          <MovementRows movements={history.movements} />
        </div>
      ) : null}
    </SidePanel>
  );
}
