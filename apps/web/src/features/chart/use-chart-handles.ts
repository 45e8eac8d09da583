import type { MouseEventParams } from 'lightweight-charts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Bar } from './chart-data';
import { buildChart, type Handles } from './chart-handles';
import type { IndexRange } from './chart-summary';

/**
 * A new chart is built in three tasks, not one: the chart and its series, then the candles, then the
 * overlays. Each is a few tens of milliseconds on a slow phone, so none blocks a tap for long.
 */
export type ChartStage = 'series' | 'candles' | 'overlays';

/**
 * One chart per mount in `hostRef`, with the bar under the crosshair and the bars in view as state.
 * The price at the plot's bottom edge is published on `canvasRef` once the scale has refitted to the
 * bars in view, so a browser test can see the axis never goes below zero (K11).
 */
export function useChartHandles(
  hostRef: RefObject<HTMLElement | null>,
  canvasRef: RefObject<HTMLDivElement | null>,
  levelPrices: RefObject<number[]>,
  barsRef: RefObject<readonly Bar[]>,
) {
  const handles = useRef<Handles | null>(null);
  // The same handles as state, so what needs the chart (its tools) renders once it exists.
  const [built, setBuilt] = useState<Handles | null>(null);
  const [stage, setStage] = useState<ChartStage>('series');
  const [hover, setHover] = useState<Bar | null>(null);
  const [visible, setVisible] = useState<IndexRange | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const h = buildChart(host, levelPrices);
    handles.current = h;
    setBuilt(h);
    const onMove = (param: MouseEventParams) => {
      if (param.time === undefined) return setHover(null);
      const t = Number(param.time);
      setHover(barsRef.current.find((b) => b.time === t) ?? null);
    };
    h.chart.subscribeCrosshairMove(onMove);
    let frame = 0;
    const onRange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bottom = h.price.coordinateToPrice(h.chart.paneSize(0).height - 1);
        canvasRef.current?.setAttribute('data-axis-bottom', bottom === null ? '' : String(bottom));
        const range = h.chart.timeScale().getVisibleLogicalRange();
        setVisible(range ? { from: range.from, to: range.to } : null);
      });
    };
    h.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    setStage('series');
    const next = setTimeout(() => setStage('candles'), 0);
    return () => {
      clearTimeout(next);
      cancelAnimationFrame(frame);
      h.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      h.chart.unsubscribeCrosshairMove(onMove);
      h.chart.remove();
      handles.current = null;
      setBuilt(null);
    };
  }, [hostRef, canvasRef, levelPrices, barsRef]);

  return { handles, built, stage, setStage, hover, visible };
}
