import { useEffect, useRef, type DependencyList, type RefObject } from 'react';
import type uPlot from 'uplot';

/** Whether the browser draws canvases (a DOM without a renderer, as in unit tests, does not). */
const canDraw = () => typeof OffscreenCanvas !== 'undefined';

/** What a chart's options are built from: uPlot itself, the box's width and the theme's colours. */
export interface ChartDrawing {
  UPlot: typeof uPlot;
  width: number;
  /** A theme variable's value in the chart's box (`--sdp-color-brand`). */
  color(variable: string): string;
  /** The theme's axis: muted labels, border-coloured grid and ticks. */
  axis: uPlot.Axis;
}

/**
 * Draws a uPlot chart (loaded on first use) into `box` with the options and data `build` makes, redrawn
 * when `deps` change, resized with its box; a click picks the index under the pointer. Nothing is drawn
 * where the browser cannot (unit tests) or while `enabled` is false (an empty chart).
 */
export function useUplotChart(
  build: (drawing: ChartDrawing) => { options: Omit<uPlot.Options, 'width'>; data: uPlot.AlignedData },
  deps: DependencyList,
  { onPick, enabled = true }: { onPick?: (index: number) => void; enabled?: boolean } = {},
): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const make = useRef(build);
  make.current = build;

  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw() || !enabled) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const styles = getComputedStyle(element);
      const color = (variable: string) => styles.getPropertyValue(variable).trim() || 'currentColor';
      const axis = {
        stroke: color('--sdp-color-muted'),
        grid: { stroke: color('--sdp-color-border'), width: 1 },
        ticks: { stroke: color('--sdp-color-border'), width: 1 },
      };
      const width = element.clientWidth || 600;
      const { options, data } = make.current({ UPlot, width, color, axis });
      chart = new UPlot({ ...options, width }, data, element);
      const drawn = chart;
      drawn.over.addEventListener('click', () => {
        const index = drawn.cursor.idx;
        if (index !== null && index !== undefined) pick.current?.(index);
      });
      observer = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: drawn.height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // The chart is redrawn when the caller's figures change, which `deps` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);

  return box;
}
