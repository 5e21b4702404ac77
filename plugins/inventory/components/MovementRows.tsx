import { Link } from 'react-router-dom';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import type { Movement } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { transferHref } from '../inventoryLinks.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where a movement took the item: `Central warehouse → Van 7`, or the one place it names. */
export function movementPlaces(movement: Movement): string {
  const from = movement.fromLocationName;
  const to = movement.toLocationName;
  if (from && to && from !== to) return `${from} → ${to}`;
  return to ?? from ?? '—';
}

/** An item's movements, oldest first: when, what, where, the state it left in, who and why, and its order or transfer. */
export function MovementRows({ movements }: { movements: readonly Movement[] }) {
  if (movements.length === 0) return <p className={css.note}>No movements recorded.</p>;
  return (
    <div className={css.tableScroll}>
      <table className={css.table}>
        <thead className={css.tableHead}>
          <tr>
            <th>When</th>
            <th>What</th>
            <th>Where</th>
            <th>State</th>
            <th>Who</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement.movementId} className={css.tableRow}>
              <td>
                <time dateTime={movement.at}>{dateTime.format(new Date(movement.at))}</time>
              </td>
              <td>
                {movement.kind}
                {movement.discrepancy ? ` (${movement.discrepancy})` : ''}
              </td>
              <td>{movementPlaces(movement)}</td>
              <td>{movement.fromState ? `${movement.fromState} → ${movement.toState}` : movement.toState}</td>
              <td>{movement.actor}</td>
              <td>
                {[movement.reason, movement.note].filter(Boolean).join(': ')}
                {movement.orderId && movement.orderNumber ? (
                  <>
                    {' '}
                    <Link to={orderDetailHref({ orderId: movement.orderId, orderNumber: movement.orderNumber })}>
                      {movement.orderNumber}
                    </Link>
                  </>
                ) : null}
                {movement.transferId ? (
                  <>
                    {' '}
                    <Link to={transferHref(movement.transferId)}>transfer</Link>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
