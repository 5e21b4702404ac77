import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { inventoryDashboardCall } from '../calls.ts';
import { BarChart } from '../components/BarChart.tsx';
import * as dash from '../components/dashboard.css.ts';
import { ITEM_STATES, type InventoryDashboard } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { itemHref, stockHref, transferHref } from '../inventoryLinks.ts';
import { ITEM_STATE_TONES } from '../wording.ts';

const CHART_BARS = 8;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function DashboardBody({ figures }: { figures: InventoryDashboard }) {
  const navigate = useNavigate();
  const counts = new Map(figures.byState.map((entry) => [entry.state, entry.count]));
  const locations = useMemo(
    () => [...figures.byLocation].sort((a, b) => b.inStock - a.inStock).slice(0, CHART_BARS),
    [figures.byLocation],
  );
  const models = useMemo(
    () => [...figures.byModel].sort((a, b) => b.total - a.total).slice(0, CHART_BARS),
    [figures.byModel],
  );
  const locationBars = useMemo(
    () => locations.map((entry) => ({ label: entry.locationName, value: entry.inStock })),
    [locations],
  );
  const modelBars = useMemo(() => models.map((entry) => ({ label: entry.modelName, value: entry.inStock })), [models]);
  return (
    <div className={dash.content}>
      <ul className={dash.tiles} aria-label="Items by state">
        {ITEM_STATES.map((state) => (
          <li key={state}>
            <Link className={dash.tile} to={stockHref({ state: [state] })} title={`Open the ${state} items`}>
              <span className={dash.value[ITEM_STATE_TONES[state]]}>{(counts.get(state) ?? 0).toLocaleString()}</span>
              <span className={dash.label}>{state}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={dash.grid}>
        <section className={css.card}>
          <BarChart
            title="In stock by location"
            measure="In stock"
            bars={locationBars}
            onPick={(index) => {
              const entry = locations[index];
              if (entry) navigate(stockHref({ location: [entry.locationId], state: ['IN_STOCK'] }));
            }}
          />
        </section>
        <section className={css.card}>
          <BarChart
            title="In stock by model"
            measure="In stock"
            bars={modelBars}
            onPick={(index) => {
              const entry = models[index];
              if (entry) navigate(stockHref({ model: [entry.modelId], state: ['IN_STOCK'] }));
            }}
          />
        </section>
      </div>
      <div className={dash.grid}>
        <section className={css.card} aria-label="Below threshold">
          <h2 className={css.sectionTitle}>Below threshold</h2>
          {figures.belowThreshold.length === 0 ? (
            <p className={css.note}>Every location has enough of every model.</p>
          ) : (
            <div className={css.tableScroll}>
              <table className={css.table}>
                <thead className={css.tableHead}>
                  <tr>
                    <th>Location</th>
                    <th>Model</th>
                    <th>In stock</th>
                    <th>Threshold</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.belowThreshold.map((entry) => (
                    <tr key={`${entry.locationId}-${entry.modelId}`} className={css.tableRow}>
                      <td>
                        <Link to={stockHref({ location: [entry.locationId], model: [entry.modelId] })}>
                          {entry.locationName}
                        </Link>
                      </td>
                      <td>{entry.modelName}</td>
                      <td>{entry.inStock}</td>
                      <td>{entry.threshold}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className={css.card} aria-label="Late transfers">
          <h2 className={css.sectionTitle}>In transit longer than {figures.transitDays} days</h2>
          {figures.lateTransfers.length === 0 ? (
            <p className={css.note}>No transfer is late.</p>
          ) : (
            <div className={css.tableScroll}>
              <table className={css.table}>
                <thead className={css.tableHead}>
                  <tr>
                    <th>Transfer</th>
                    <th>From → to</th>
                    <th>Shipped</th>
                    <th>Items</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.lateTransfers.map((entry) => (
                    <tr key={entry.transferId} className={css.tableRow}>
                      <td>
                        <Link to={transferHref(entry.transferId)}>{entry.number}</Link>
                      </td>
                      <td>
                        {entry.fromLocationName} → {entry.toLocationName}
                      </td>
                      <td>{dateTime.format(new Date(entry.shippedAt))}</td>
                      <td>{entry.items}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
      <section className={css.card} aria-label="Stale reservations">
        <h2 className={css.sectionTitle}>Reservations older than their order</h2>
        {figures.staleReservations.length === 0 ? (
          <p className={css.note}>Every reserved item belongs to an order still running.</p>
        ) : (
          <table className={css.table}>
            <thead className={css.tableHead}>
              <tr>
                <th>Serial</th>
                <th>Order</th>
                <th>Order state</th>
                <th>Reserved</th>
              </tr>
            </thead>
            <tbody>
              {figures.staleReservations.map((entry) => (
                <tr key={entry.itemId} className={css.tableRow}>
                  <td className={css.mono}>
                    <Link to={itemHref(entry.itemId)}>{entry.serial}</Link>
                  </td>
                  <td>
                    {entry.orderId && entry.orderNumber ? (
                      <Link to={orderDetailHref({ orderId: entry.orderId, orderNumber: entry.orderNumber })}>
                        {entry.orderNumber}
                      </Link>
                    ) : (
                      'gone'
                    )}
                  </td>
                  <td>{entry.orderState ?? '—'}</td>
                  <td>{entry.reservedAt ? dateTime.format(new Date(entry.reservedAt)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/**
 * `/inventory/dashboard` (where `/inventory` lands): items by state as tiles opening the filtered stock,
 * stock by location and by model as charts, locations below a model's threshold, late transfers and
 * reservations older than their order.
 */
export default function DashboardPage() {
  const http = useService<HttpClient>(HttpClient);
  const [figures, setFigures] = useState<InventoryDashboard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http.call(inventoryDashboardCall, {}, { signal: controller.signal }).then(
      ({ data }) => setFigures(data),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setProblem(isApiError(error) ? error.message : 'The figures could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [http]);
  return (
    <PageFrame
      title="Inventory Dashboard"
      summary="Stock by state, location and model; what runs short, what is late, what is held too long."
    >
      <div className={css.scrollPage}>
        {problem ? (
          <p className={css.error} role="alert">
            {problem}
          </p>
        ) : null}
        {!figures && !problem ? <p className={css.note}>Loading...</p> : null}
        {figures ? <DashboardBody figures={figures} /> : null}
      </div>
    </PageFrame>
  );
}
