import type { KlinePeriod } from '@demo/contract';
import { type IPriceLine, type ISeriesApi, LineStyle } from 'lightweight-charts';
import { type RefObject, useEffect, useRef } from 'react';
import { LEVEL_COLORS } from './chart-colors';
import type { Handles } from './chart-handles';
import type { LevelKind, PriceLevel } from './position-levels';

/** The price lines drawn, by level key, on the series that is visible (candles, or the session line). */
interface DrawnLevels {
  h: Handles;
  series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  lines: Map<string, IPriceLine>;
}

/**
 * The held position's exit lines: moved in place when a level changes (a trailing stop tightening),
 * removed when gone, and redrawn on the other series when the session period swaps candles for the line.
 */
export function useExitLines(
  handles: RefObject<Handles | null>,
  levels: readonly PriceLevel[],
  levelTitles: Readonly<Record<LevelKind, string>>,
  period: KlinePeriod,
): void {
  const drawnLevels = useRef<DrawnLevels | null>(null);
  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const series = period === 'session' ? h.line : h.price;
    const prev = drawnLevels.current?.h === h ? drawnLevels.current : null;
    if (prev && prev.series !== series) {
      for (const l of prev.lines.values()) prev.series.removePriceLine(l);
    }
    const state = prev && prev.series === series ? prev : { h, series, lines: new Map<string, IPriceLine>() };
    const keep = new Set(levels.map((l) => l.key));
    for (const [key, l] of state.lines) {
      if (keep.has(key)) continue;
      series.removePriceLine(l);
      state.lines.delete(key);
    }
    for (const level of levels) {
      const options = {
        price: Number(level.price),
        color: LEVEL_COLORS[level.kind],
        lineWidth: 1,
        lineStyle: level.kind === 'takeProfit' ? LineStyle.Dotted : LineStyle.Dashed,
        axisLabelVisible: true,
        title: levelTitles[level.kind],
      } as const;
      const existing = state.lines.get(level.key);
      if (existing) existing.applyOptions(options);
      else state.lines.set(level.key, series.createPriceLine(options));
    }
    drawnLevels.current = state;
  }, [handles, levels, levelTitles, period]);
}
