import 'uplot/dist/uPlot.min.css';
import { useId } from 'react';
import type uPlot from 'uplot';
import { useUplotChart } from '../../../core/shell/charts/useUplotChart.ts';
import type { StatusTone } from '../../../core/shell/controls/statusPill.css.ts';
import * as css from './charts.css.ts';

export interface ChartSeries {
  label: string;
  tone: StatusTone | 'brand';
  values: readonly (number | null)[];
}

interface TimeChartProps {
  title: string;
  /** The buckets' start times, ISO. */
  times: readonly string[];
  series: readonly ChartSeries[];
  /** Formats a value for the axis and the table: a count by default. */
  format?: (value: number) => string;
  /** A click on the chart picks the bucket under the pointer. */
  onPick?: (index: number) => void;
  height?: number;
}

const TONE_VARIABLE: Record<ChartSeries['tone'], string> = {
  brand: '--sdp-color-brand',
  info: '--sdp-color-info',
  success: '--sdp-color-success',
  warning: '--sdp-color-warning',
  danger: '--sdp-color-danger',
  neutral: '--sdp-color-muted',
};

const defaultFormat = (value: number) => value.toLocaleString();

/**
 * A time series chart (uPlot, loaded with the dashboard only) in the theme's colours, resizing with its
 * box; the same figures as a table for screen readers. A click picks the bucket under the pointer.
 */
export function TimeChart({ title, times, series, format = defaultFormat, onPick, height = 220 }: TimeChartProps) {
  const tableId = useId();
  const box = useUplotChart(
    ({ color, axis }) => ({
      options: {
        height,
        scales: { x: { time: true } },
        cursor: { drag: { x: false, y: false } },
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: color(TONE_VARIABLE[line.tone]),
            width: 2,
            value: (_chart: uPlot, value: number | null) => (value === null ? '—' : format(value)),
          })),
        ],
        axes: [axis, { ...axis, values: (_chart: uPlot, ticks: number[]) => ticks.map(format) }],
      },
      data: [times.map((time) => Date.parse(time) / 1000), ...series.map((line) => [...line.values])],
    }),
    [times, series, format, height],
    { onPick },
  );

  return (
    <figure className={css.figure} aria-labelledby={`${tableId}-title`}>
      <figcaption id={`${tableId}-title`} className={css.caption}>
        {title}
      </figcaption>
      <div ref={box} className={onPick ? css.clickable : undefined} aria-hidden="true" />
      <table className={css.visuallyHidden} aria-label={title}>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {series.map((line) => (
              <th key={line.label} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, index) => (
            <tr key={time}>
              <th scope="row">{new Date(time).toLocaleString()}</th>
              {series.map((line) => (
                <td key={line.label}>{line.values[index] === null ? '—' : format(line.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
