import { Link } from 'react-router-dom';
import type { DashboardOrders } from '../contract.ts';
import type { StatusTone } from '../../../core/shell/controls/statusPill.css.ts';
import { tileHref, type TileLink } from '../dashboardLinks.ts';
import * as css from './tiles.css.ts';

interface Tile {
  label: string;
  value: string;
  tone: StatusTone;
  /** The orders the figure counts; none for a figure about time. */
  link: TileLink | null;
  /** Says what the figure is, for the title and screen readers. */
  about: string;
}

function duration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 60_000) return `${Math.round(ms / 1_000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
}

function tilesOf({ tiles }: DashboardOrders): Tile[] {
  const count = (value: number) => value.toLocaleString();
  return [
    { label: 'Running', value: count(tiles.running), tone: 'info', link: 'running', about: 'Orders running now' },
    {
      label: 'Waiting for a person',
      value: count(tiles.waitingManual),
      tone: 'warning',
      link: 'waitingManual',
      about: 'Orders waiting for a worklist item now',
    },
    {
      label: 'Parked',
      value: count(tiles.parked),
      tone: 'danger',
      link: 'parked',
      about: 'Orders parked for an operator',
    },
    {
      label: 'Stalled',
      value: count(tiles.stalled),
      tone: 'warning',
      link: 'stalled',
      about: 'Running orders whose step has had no event for longer than its timeout',
    },
    {
      label: 'Paused',
      value: count(tiles.paused),
      tone: 'neutral',
      link: 'paused',
      about: 'Orders an operator paused',
    },
    {
      label: 'Created',
      value: count(tiles.created),
      tone: 'neutral',
      link: 'created',
      about: 'Orders created in the window',
    },
    {
      label: 'Completed',
      value: count(tiles.completed),
      tone: 'success',
      link: 'completed',
      about: 'Orders of the window that completed',
    },
    {
      label: 'Failed',
      value: count(tiles.failed),
      tone: 'danger',
      link: 'failed',
      about: 'Orders of the window that failed or were rolled back',
    },
    {
      label: 'Failure rate',
      value: `${(tiles.failureRate * 100).toFixed(1)} %`,
      tone: tiles.failureRate > 0.1 ? 'danger' : 'neutral',
      link: 'failed',
      about: 'Of the orders of the window that ended or parked, the share that failed or parked',
    },
    {
      label: 'Throughput',
      value: `${tiles.throughputPerHour.toFixed(1)} / h`,
      tone: 'neutral',
      link: 'completed',
      about: 'Orders completed per hour in the window',
    },
    {
      label: 'Duration p50 · p95',
      value: `${duration(tiles.durationP50Ms)} · ${duration(tiles.durationP95Ms)}`,
      tone: 'neutral',
      link: null,
      about: 'How long completed orders took, intake to end',
    },
  ];
}

/** The key figures as tiles; each counting orders opens them in the listing. */
export function DashboardTiles({ figures, service }: { figures: DashboardOrders; service: string | null }) {
  return (
    <ul className={css.tiles} aria-label="Key figures">
      {tilesOf(figures).map((tile) => {
        const body = (
          <>
            <span className={css.value[tile.tone]}>{tile.value}</span> <span className={css.label}>{tile.label}</span>
          </>
        );
        return (
          <li key={tile.label} title={tile.about}>
            {tile.link ? (
              <Link className={css.tile} to={tileHref(tile.link, figures, service)}>
                {body}
              </Link>
            ) : (
              <div className={css.tile}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
