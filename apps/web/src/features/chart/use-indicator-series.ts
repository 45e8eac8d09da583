import type { KlinePeriod } from '@demo/contract';
import {
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type RefObject, useEffect, useRef } from 'react';
import { chartPalette, fade } from './chart-colors';
import type { Bar, LinePoint } from './chart-data';
import { emaLine, type LowerPane, lowerPanes, macdLines, paneIndexOf, rsiLine, vwapLine } from './indicator-series';
import { DEFAULT_INDICATORS, type IndicatorSettings, vwapAvailable } from './indicator-settings';
import { type Drawn, drawLine, type LiveTick, onlyTicked } from './line-drawing';

/** The series of the panes below the price, created when their indicator is switched on. */
interface LowerSeries {
  rsi: ISeriesApi<'Line'> | null;
  macd: { line: ISeriesApi<'Line'>; signal: ISeriesApi<'Line'>; histogram: ISeriesApi<'Histogram'> } | null;
}

/** The price pane's share of the height against 1 for each pane below it. */
export const PRICE_PANE_STRETCH = 3;
/** RSI's overbought and oversold lines, the levels Wilder drew. */
const RSI_BANDS = [70, 30] as const;

const ts = (seconds: number) => seconds as UTCTimestamp;
const thin = { lineWidth: 1, lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false } as const;

/** Creates the lower panes' series in order (RSI, then MACD), each in its own pane under the price. */
function createLower(chart: IChartApi, on: { rsi: boolean; macd: boolean }, decimals: number): LowerSeries {
  const out: LowerSeries = { rsi: null, macd: null };
  const s = {
    ...DEFAULT_INDICATORS,
    rsi: { ...DEFAULT_INDICATORS.rsi, on: on.rsi },
    macd: { ...DEFAULT_INDICATORS.macd, on: on.macd },
  };
  const rsiPane = paneIndexOf(s, 'rsi');
  if (rsiPane !== null) {
    // RSI's scale is always 0 to 100, so its 70 and 30 lines sit in the same place on every product.
    const autoscaleInfoProvider = () => ({ priceRange: { minValue: 0, maxValue: 100 } });
    const rsi = chart.addSeries(
      LineSeries,
      { ...thin, lastValueVisible: true, lineWidth: 2, autoscaleInfoProvider },
      rsiPane,
    );
    for (const price of RSI_BANDS)
      rsi.createPriceLine({
        price,
        lineWidth: 1,
        lineStyle: LineStyle.Dotted,
        axisLabelVisible: false,
        color: '#94a3b8',
      });
    out.rsi = rsi;
  }
  const macdPane = paneIndexOf(s, 'macd');
  if (macdPane !== null) {
    const priceFormat = { type: 'price', precision: decimals, minMove: 10 ** -decimals } as const;
    out.macd = {
      histogram: chart.addSeries(HistogramSeries, { ...thin, priceFormat }, macdPane),
      line: chart.addSeries(LineSeries, { ...thin, priceFormat, lastValueVisible: true }, macdPane),
      signal: chart.addSeries(LineSeries, { ...thin, priceFormat }, macdPane),
    };
  }
  for (const [i, pane] of chart.panes().entries()) pane.setStretchFactor(i === 0 ? PRICE_PANE_STRETCH : 1);
  return out;
}

/** Shows and colours the indicators that are on (EMA and VWAP over the price, the lower panes' lines). */
function colourIndicators(
  h: IndicatorChart,
  l: LowerSeries,
  emaOn: boolean,
  vwapOn: boolean,
  scheme: 'light' | 'dark',
): void {
  const palette = chartPalette(scheme);
  h.ema.applyOptions({ visible: emaOn, color: palette.ma[2] });
  h.vwap.applyOptions({ visible: vwapOn, color: palette.boll, lineStyle: LineStyle.Dashed });
  l.rsi?.applyOptions({ color: palette.line });
  l.macd?.line.applyOptions({ color: palette.line });
  l.macd?.signal.applyOptions({ color: palette.ma[0] });
}

function removeLower(chart: IChartApi, lower: LowerSeries): void {
  if (lower.rsi) chart.removeSeries(lower.rsi);
  if (lower.macd) for (const series of Object.values(lower.macd)) chart.removeSeries(series);
}

export interface IndicatorChart {
  chart: IChartApi;
  ema: ISeriesApi<'Line'>;
  vwap: ISeriesApi<'Line'>;
}

/**
 * Draws the indicators: EMA and VWAP over the price (VWAP on intraday periods only), RSI and MACD in
 * panes of their own. Panes are rebuilt when one is switched on or off, so their order stays RSI then
 * MACD; after a live tick only each line's last point is redrawn (`onlyTicked`), else all of it.
 */
export function useIndicatorSeries(
  handles: RefObject<IndicatorChart | null>,
  tick: RefObject<LiveTick | null>,
  opts: {
    bars: readonly Bar[];
    settings: IndicatorSettings;
    period: KlinePeriod;
    /** False until the candles are drawn: the indicators come after them, as the MA and BOLL do. */
    ready: boolean;
    decimals: number;
    scheme: 'light' | 'dark';
    colors: { rise: string; fall: string };
  },
): LowerPane[] {
  const { bars, settings: s, period, ready, decimals, scheme } = opts;
  const { rise, fall } = opts.colors;
  const lower = useRef<LowerSeries>({ rsi: null, macd: null });
  const rsiOn = s.rsi.on;
  const macdOn = s.macd.on;

  // Rebuilt only when a pane is switched on or off; parameters and data are the effect below's.
  useEffect(() => {
    const chart = handles.current?.chart;
    if (!chart || !ready) return;
    lower.current = createLower(chart, { rsi: rsiOn, macd: macdOn }, decimals);
    return () => {
      if (handles.current) removeLower(handles.current.chart, lower.current);
      lower.current = { rsi: null, macd: null };
    };
  }, [handles, rsiOn, macdOn, ready, decimals]);

  const drawn = useRef<Drawn | null>(null);
  useEffect(() => {
    const h = handles.current;
    if (!h || !ready) return;
    const l = lower.current;
    const inputs = [h, l.rsi, l.macd, s, period, scheme, rise, fall];
    const tickOnly = onlyTicked(drawn.current, tick.current, bars, inputs);
    drawn.current = { bars, inputs };
    const vwapOn = s.vwap.on && vwapAvailable(period);
    if (!tickOnly) colourIndicators(h, l, s.ema.on, vwapOn, scheme);
    drawLine(h.ema, s.ema.on ? emaLine(bars, s.ema.length) : [], tickOnly);
    drawLine(h.vwap, vwapOn ? vwapLine(bars) : [], tickOnly);
    if (l.rsi) drawLine(l.rsi, rsiLine(bars, s.rsi.length), tickOnly);
    if (l.macd) {
      const m = macdLines(bars, s.macd.fast, s.macd.slow, s.macd.signal);
      drawLine(l.macd.line, m.macd, tickOnly);
      drawLine(l.macd.signal, m.signal, tickOnly);
      const bar = (p: LinePoint) => ({
        time: ts(p.time),
        value: p.value,
        color: fade(p.value >= 0 ? rise : fall, 0.6),
      });
      const last = m.histogram.at(-1);
      if (!tickOnly) l.macd.histogram.setData(m.histogram.map(bar));
      else if (last) l.macd.histogram.update(bar(last));
    }
    // New panes come with a new `s` (a switch flipped), so they get their data here too.
  }, [handles, tick, bars, s, period, ready, scheme, rise, fall]);
  return lowerPanes(s);
}
