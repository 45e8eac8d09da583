import type { Candle, KlinePeriod, MarketColorMode } from '@demo/contract';
import type { UTCTimestamp } from 'lightweight-charts';
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useMemo, useRef } from 'react';
import { candleColors, fade } from './chart-colors';
import { type Bar, bollingerLines, movingAverageLines } from './chart-data';
import type { Handles } from './chart-handles';
import { type CompareSeries, closeLine, compareLine } from './compare-series';
import { type Drawn, drawLine, type LiveTick, onlyTicked } from './line-drawing';
import type { ChartStage } from './use-chart-handles';

const ts = (seconds: number) => seconds as UTCTimestamp;

export function volumeBar(b: Bar, rise: string, fall: string) {
  return { time: ts(b.time), value: b.volume, color: fade(b.close >= b.open ? rise : fall, 0.45) };
}

interface DataInput {
  candles: readonly Candle[];
  bars: readonly Bar[];
  period: KlinePeriod;
  stage: ChartStage;
  setStage: Dispatch<SetStateAction<ChartStage>>;
  colorMode: RefObject<MarketColorMode>;
}

/**
 * The candles, volume and session line: a live tick on the last bucket (or a new one) is a cheap
 * `update`, anything else redraws. Answers the last tick, for the lines drawn from the bars to
 * redraw only their last point too (`onlyTicked`).
 */
export function useCandleData(handles: RefObject<Handles | null>, input: DataInput): RefObject<LiveTick | null> {
  const { candles, bars, period, stage, setStage, colorMode } = input;
  const drawn = useRef<{ h: Handles; candles: readonly Candle[]; bars: readonly Bar[]; period: KlinePeriod } | null>(
    null,
  );
  const tick = useRef<LiveTick | null>(null);
  useEffect(() => {
    const h = handles.current;
    if (!h || stage === 'series') return;
    const { rise, fall } = candleColors(colorMode.current);
    const prev = drawn.current?.h === h ? drawn.current : null;
    const last = bars.at(-1);
    const grewByOne = prev && candles.length === prev.candles.length + 1 && candles.at(-2) === prev.candles.at(-1);
    const sameHistory = prev && candles.length === prev.candles.length && candles.at(-2) === prev.candles.at(-2);
    if (prev && prev.period === period && last && candles.length > 1 && (grewByOne || sameHistory)) {
      h.price.update({ ...last, time: ts(last.time) });
      h.line.update({ time: ts(last.time), value: last.close });
      h.volume.update(volumeBar(last, rise, fall));
      tick.current = { before: prev.bars, bars };
    } else {
      h.price.setData(bars.map((b) => ({ ...b, time: ts(b.time) })));
      h.line.setData(bars.map((b) => ({ time: ts(b.time), value: b.close })));
      h.volume.setData(bars.map((b) => volumeBar(b, rise, fall)));
      if (prev?.period !== period) h.chart.timeScale().scrollToRealTime();
      tick.current = null;
    }
    drawn.current = { h, candles, bars, period };
    if (stage !== 'candles') return;
    const next = setTimeout(() => setStage('overlays'), 0);
    return () => clearTimeout(next);
  }, [handles, bars, candles, period, stage, setStage, colorMode]);
  return tick;
}

/** MA and BOLL over the price, recomputed from the whole series (at most CANDLES_MAX closes). */
export function useOverlays(
  handles: RefObject<Handles | null>,
  tick: RefObject<LiveTick | null>,
  input: { bars: readonly Bar[]; showMa: boolean; showBoll: boolean; ready: boolean },
): void {
  const { bars, showMa, showBoll, ready } = input;
  const drawn = useRef<Drawn | null>(null);
  useEffect(() => {
    const h = handles.current;
    if (!h || !ready) return;
    const inputs = [h, showMa, showBoll];
    const tickOnly = onlyTicked(drawn.current, tick.current, bars, inputs);
    drawn.current = { bars, inputs };
    const maLines = showMa ? movingAverageLines(bars) : [];
    h.ma.forEach((s, i) => {
      if (!tickOnly) s.applyOptions({ visible: showMa });
      drawLine(s, maLines[i] ?? [], tickOnly);
    });
    const b = showBoll ? bollingerLines(bars) : null;
    const bollLines = b ? [b.upper, b.middle, b.lower] : [];
    h.boll.forEach((s, i) => {
      if (!tickOnly) s.applyOptions({ visible: showBoll });
      drawLine(s, bollLines[i] ?? [], tickOnly);
    });
  }, [handles, tick, bars, showMa, showBoll, ready]);
}

/**
 * The comparison: both closes on the left scale, which shows % from each line's first bar in view.
 * Answers the compared product's line, for the summary.
 */
export function useCompareLines(
  handles: RefObject<Handles | null>,
  tick: RefObject<LiveTick | null>,
  input: { bars: readonly Bar[]; code: string; compare: CompareSeries | null; ready: boolean },
) {
  const { bars, code, compare, ready } = input;
  const otherLine = useMemo(() => (compare ? compareLine(compare.candles) : []), [compare]);
  const drawn = useRef<Drawn | null>(null);
  useEffect(() => {
    const h = handles.current;
    if (!h || !ready) return;
    const inputs = [h, compare, otherLine, code];
    const tickOnly = onlyTicked(drawn.current, tick.current, bars, inputs);
    drawn.current = { bars, inputs };
    const on = compare !== null;
    if (!tickOnly) {
      h.chart.applyOptions({ leftPriceScale: { visible: on } });
      h.compareBase.applyOptions({ visible: on, title: code });
      h.compareOther.applyOptions({ visible: on, title: compare?.code ?? '' });
      drawLine(h.compareOther, otherLine, false);
    }
    drawLine(h.compareBase, on ? closeLine(bars) : [], tickOnly);
  }, [handles, tick, bars, compare, otherLine, code, ready]);
  return otherLine;
}
