import 'uplot/dist/uPlot.min.css';
import { useId } from 'react';
import { useUplotChart } from '../../../core/shell/charts/useUplotChart.ts';
import * as css from './barChart.css.ts';

export interface Bar {
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** What the bars count, for the legend and the table: "In stock". */
  measure: string;
  /** A click on a bar picks it. */
  onPick?: (index: number) => void;
  height?: number;
}

/** A label cut to what its bar's width holds (about 7 px a character), with an ellipsis. */
function short(label: string, barWidth: number): string {
  const chars = Math.max(3, Math.floor(barWidth / 7));
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/**
 * Bars of a count per category (uPlot, the project's chart library, loaded with the screen) in the
 * theme's colours, resizing with its box; the figures as a table for screen readers; a click picks a bar.
 */
export function BarChart({ title, bars, measure, onPick, height = 220 }: BarChartProps) {
  const tableId = useId();
  const empty = bars.every((bar) => bar.value === 0);
  const box = useUplotChart(
    ({ UPlot, color, axis }) => ({
      options: {
        height,
        scales: {
          x: { time: false, range: [-0.5, bars.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        series: [
          {},
          {
            label: measure,
            fill: color('--sdp-color-brand'),
            stroke: color('--sdp-color-brand'),
            paths: UPlot.paths.bars?.({ size: [0.6, 64] }),
            points: { show: false },
          },
        ],
        axes: [
          {
            ...axis,
            grid: { show: false },
            splits: () => bars.map((_, index) => index),
            values: (chart, ticks) =>
              ticks.map((tick) => short(bars[tick]?.label ?? '', chart.width / bars.length - 8)),
          },
          {
            ...axis,
            values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tick.toLocaleString() : '')),
          },
        ],
      },
      data: [bars.map((_, index) => index), bars.map((bar) => bar.value)],
    }),
    [bars, measure, height],
    { onPick, enabled: !empty },
  );

  return (
    <figure className={css.figure} aria-labelledby={`${tableId}-title`}>
      <figcaption id={`${tableId}-title`} className={css.caption}>
        {title}
      </figcaption>
      {empty ? <p className={css.empty}>Nothing to show.</p> : null}
      <div ref={box} className={onPick ? css.clickable : undefined} aria-hidden="true" />
      <table className={css.visuallyHidden} aria-label={title}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{measure}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
