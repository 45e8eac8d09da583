import { formatDecimal } from '@demo/client';
import type { Candle, KlinePeriod, Locale, MarketColorMode } from '@demo/contract';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type MouseEventParams,
  PriceScaleMode,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChartLegend } from './ChartLegend';
import { ChartSummary } from './ChartSummary';
import { ChartTools } from './ChartTools';
import { candleColors, chartPalette, fade, LEVEL_COLORS } from './chart-colors';
import { type Bar, bollingerLines, type LinePoint, movingAverageLines, toBar } from './chart-data';
import { applyChartLanguage, chartLocale } from './chart-locale';
import type { IndexRange } from './chart-summary';
import { type CompareSeries, closeLine, compareLine } from './compare-series';
import type { IndicatorSettings } from './indicator-settings';
import { type LevelKind, levelsAttribute, type PriceLevel } from './position-levels';
import { overlayAutoscale, PRICE_MARGINS, priceAutoscale, VOLUME_SHARE } from './price-axis';
import { useIndicatorSeries } from './use-indicator-series';
import { usePriceSummary } from './use-price-summary';

/**
 * The chart itself, the only module that imports lightweight-charts, so that library loads in this
 * chunk when a detail page first draws a chart and never with the first screen.
 */
export interface PriceChartProps {
  /** The product drawn: its chart's accessible name, its drawings and held positions (issue 49). */
  code: string;
  candles: readonly Candle[];
  period: KlinePeriod;
  decimals: number;
  /** The prices' currency, for digit grouping only. */
  currency: string;
  showMa: boolean;
  showBoll: boolean;
  colorMode: MarketColorMode;
  scheme: 'light' | 'dark';
  /** The app's language: the time axis names its months in it. */
  locale: Locale;
  /** The held position's exits in this product, drawn as price lines. */
  levels: readonly PriceLevel[];
  /** The axis label of each kind of line, in the user's language. */
  levelTitles: Readonly<Record<LevelKind, string>>;
  indicators: IndicatorSettings;
  /** A second product drawn as % change beside this one, or null. */
  compare: CompareSeries | null;
}

/** The price lines drawn, by level key, on the series that is visible (candles, or the session line). */
interface DrawnLevels {
  series: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  lines: Map<string, IPriceLine>;
}

interface Handles {
  chart: IChartApi;
  price: ISeriesApi<'Candlestick'>;
  line: ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
  ma: ISeriesApi<'Line'>[];
  boll: ISeriesApi<'Line'>[];
  ema: ISeriesApi<'Line'>;
  vwap: ISeriesApi<'Line'>;
  /** The comparison: this product's closes and the other's, both on the left scale in %. */
  compareBase: ISeriesApi<'Line'>;
  compareOther: ISeriesApi<'Line'>;
}

const CHART_HEIGHT_PX = 300;
/** The height each pane below the price adds (RSI, MACD). */
const LOWER_PANE_HEIGHT_PX = 110;
/** Bars an arrow key scrolls the chart by. */
const KEY_SCROLL_BARS = 5;
/** The bar spacing + and − multiply or divide by, and its limits in pixels. */
const KEY_ZOOM_FACTOR = 1.25;
const BAR_SPACING_MIN_PX = 2;
const BAR_SPACING_MAX_PX = 40;
/** The left scale the comparison draws on. */
const COMPARE_SCALE = 'left';

const ts = (seconds: number) => seconds as UTCTimestamp;
const line = (points: LinePoint[]) => points.map((p) => ({ time: ts(p.time), value: p.value }));

function PriceChart({
  code,
  candles,
  period,
  decimals,
  currency,
  showMa,
  showBoll,
  colorMode,
  scheme,
  locale,
  levels,
  levelTitles,
  indicators,
  compare,
}: PriceChartProps) {
  const summaryId = useId();
  const [visible, setVisible] = useState<IndexRange | null>(null);
  const drawnLevels = useRef<DrawnLevels | null>(null);
  // The price scale reads the levels through a ref, so a take profit far from the candles stays in view.
  const levelPrices = useRef<number[]>([]);
  levelPrices.current = levels.map((l) => Number(l.price));
  const hostRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  // The same handles as state, so the chart tools render once the chart exists.
  const [built, setBuilt] = useState<Handles | null>(null);
  const drawn = useRef<{ candles: readonly Candle[]; period: KlinePeriod } | null>(null);
  // A new chart is built in three tasks, not one: the chart and its series, then the candles, then
  // the overlays. Each is a few tens of milliseconds on a slow phone, so none blocks a tap for long.
  const [stage, setStage] = useState<'series' | 'candles' | 'overlays'>('series');
  const stageRef = useRef(stage);
  stageRef.current = stage;
  const [hover, setHover] = useState<Bar | null>(null);
  const bars = useMemo(() => candles.map(toBar), [candles]);
  const barTimes = useMemo(() => bars.map((b) => b.time), [bars]);
  const barsRef = useRef(bars);
  barsRef.current = bars;
  // The data effect reads the colour mode for volume bars; a mode change itself is the theme effect's job.
  const colorModeRef = useRef(colorMode);
  colorModeRef.current = colorMode;

  // One chart per mount; options and data are applied by the effects below.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const chart = createChart(host, {
      autoSize: true,
      height: CHART_HEIGHT_PX,
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { scaleMargins: PRICE_MARGINS },
      timeScale: { rightOffset: 4, barSpacing: 7 },
    });
    const autoscaleInfoProvider = priceAutoscale(levelPrices);
    const price = chart.addSeries(CandlestickSeries, { borderVisible: false, autoscaleInfoProvider });
    const area = chart.addSeries(AreaSeries, { lineWidth: 2, visible: false, autoscaleInfoProvider });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 1 - VOLUME_SHARE, bottom: 0 } });
    const thin = {
      lineWidth: 1,
      lastValueVisible: false,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
      autoscaleInfoProvider: overlayAutoscale,
    } as const;
    const ma = [0, 1, 2].map(() => chart.addSeries(LineSeries, thin));
    const boll = [0, 1, 2].map(() => chart.addSeries(LineSeries, thin));
    const ema = chart.addSeries(LineSeries, { ...thin, lineWidth: 2, visible: false });
    const vwap = chart.addSeries(LineSeries, { ...thin, lineWidth: 2, visible: false });
    const percent = { priceScaleId: COMPARE_SCALE, visible: false, priceLineVisible: false, lineWidth: 2 } as const;
    const compareBase = chart.addSeries(LineSeries, { ...percent, lineWidth: 1, lastValueVisible: false });
    const compareOther = chart.addSeries(LineSeries, percent);
    chart.priceScale(COMPARE_SCALE).applyOptions({ mode: PriceScaleMode.Percentage, scaleMargins: PRICE_MARGINS });
    handles.current = { chart, price, line: area, volume, ma, boll, ema, vwap, compareBase, compareOther };
    setBuilt(handles.current);
    drawn.current = null;
    drawnLevels.current = null;
    const onMove = (param: MouseEventParams) => {
      if (param.time === undefined) return setHover(null);
      const t = Number(param.time);
      setHover(barsRef.current.find((b) => b.time === t) ?? null);
    };
    chart.subscribeCrosshairMove(onMove);
    // The price at the plot's bottom edge, published once the scale has refitted to the bars in
    // view, so a browser test can see the axis never goes below zero (K11).
    let frame = 0;
    const onRange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bottom = price.coordinateToPrice(chart.paneSize(0).height - 1);
        canvasRef.current?.setAttribute('data-axis-bottom', bottom === null ? '' : String(bottom));
        const range = chart.timeScale().getVisibleLogicalRange();
        setVisible(range ? { from: range.from, to: range.to } : null);
      });
    };
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    setStage('series');
    const next = setTimeout(() => setStage('candles'), 0);
    return () => {
      clearTimeout(next);
      cancelAnimationFrame(frame);
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
      handles.current = null;
      setBuilt(null);
    };
  }, []);

  // Theme and colour mode: re-colour in place when either changes.
  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const palette = chartPalette(scheme);
    const { rise, fall } = candleColors(colorMode);
    h.chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
        panes: { separatorColor: palette.border, separatorHoverColor: palette.grid },
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
      crosshair: { vertLine: { color: palette.crosshair }, horzLine: { color: palette.crosshair } },
    });
    h.price.applyOptions({ upColor: rise, downColor: fall, wickUpColor: rise, wickDownColor: fall });
    h.line.applyOptions({
      lineColor: palette.line,
      topColor: fade(palette.line, 0.3),
      bottomColor: fade(palette.line, 0),
    });
    h.ma.forEach((s, i) => void s.applyOptions({ color: palette.ma[i] ?? palette.line }));
    for (const s of h.boll) s.applyOptions({ color: palette.boll });
    h.compareBase.applyOptions({ color: fade(palette.line, 0.7) });
    h.compareOther.applyOptions({ color: palette.ma[1] });
    // Volume bars carry their own colours, so they are redrawn with the new ones (once drawn at all).
    if (stageRef.current !== 'series') h.volume.setData(barsRef.current.map((b) => volumeBar(b, rise, fall)));
  }, [scheme, colorMode]);

  useEffect(() => {
    const h = handles.current;
    return h ? applyChartLanguage([h.chart], locale) : undefined;
  }, [locale]);

  // Price precision and the time axis follow the product and the period.
  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const priceFormat = { type: 'price', precision: decimals, minMove: 10 ** -decimals } as const;
    h.price.applyOptions({ priceFormat });
    h.line.applyOptions({ priceFormat });
    const intraday = !['day', 'week', 'month', 'year'].includes(period);
    h.chart.applyOptions({
      timeScale: { timeVisible: intraday, secondsVisible: false },
      // The price axis groups digits the way every other price on the page does.
      localization: {
        priceFormatter: (p: number) => formatDecimal(p.toFixed(decimals), { decimals, currency, symbol: false }).text,
      },
    });
    const session = period === 'session';
    h.price.applyOptions({ visible: !session });
    h.line.applyOptions({ visible: session });
  }, [decimals, currency, period]);

  // Data: a live tick on the last bucket (or a new one) is a cheap `update`; anything else redraws.
  useEffect(() => {
    const h = handles.current;
    if (!h || stage === 'series') return;
    const { rise, fall } = candleColors(colorModeRef.current);
    const prev = drawn.current;
    const last = bars.at(-1);
    const grewByOne = prev && candles.length === prev.candles.length + 1 && candles.at(-2) === prev.candles.at(-1);
    const sameHistory = prev && candles.length === prev.candles.length && candles.at(-2) === prev.candles.at(-2);
    if (prev && prev.period === period && last && candles.length > 1 && (grewByOne || sameHistory)) {
      h.price.update({ ...last, time: ts(last.time) });
      h.line.update({ time: ts(last.time), value: last.close });
      h.volume.update(volumeBar(last, rise, fall));
    } else {
      h.price.setData(bars.map((b) => ({ ...b, time: ts(b.time) })));
      h.line.setData(bars.map((b) => ({ time: ts(b.time), value: b.close })));
      h.volume.setData(bars.map((b) => volumeBar(b, rise, fall)));
      if (prev?.period !== period) h.chart.timeScale().scrollToRealTime();
    }
    drawn.current = { candles, period };
    if (stage !== 'candles') return;
    const next = setTimeout(() => setStage('overlays'), 0);
    return () => clearTimeout(next);
  }, [bars, candles, period, stage]);

  // Overlays are recomputed from the whole series: at most CANDLES_MAX closes, cheap enough per tick.
  useEffect(() => {
    const h = handles.current;
    if (!h || stage !== 'overlays') return;
    const maLines = showMa ? movingAverageLines(bars) : [];
    h.ma.forEach((s, i) => {
      s.applyOptions({ visible: showMa });
      s.setData(line(maLines[i] ?? []));
    });
    const b = showBoll ? bollingerLines(bars) : null;
    const bollLines = b ? [b.upper, b.middle, b.lower] : [];
    h.boll.forEach((s, i) => {
      s.applyOptions({ visible: showBoll });
      s.setData(line(bollLines[i] ?? []));
    });
  }, [bars, showMa, showBoll, stage]);

  const lowerPanes = useIndicatorSeries(handles, {
    bars,
    settings: indicators,
    period,
    ready: stage === 'overlays',
    decimals,
    scheme,
    colors: candleColors(colorMode),
  });

  // The comparison: both closes on the left scale, which shows % from each line's first bar in view.
  const otherLine = useMemo(() => (compare ? compareLine(compare.candles) : []), [compare]);
  useEffect(() => {
    const h = handles.current;
    if (!h || stage !== 'overlays') return;
    const on = compare !== null;
    h.chart.applyOptions({ leftPriceScale: { visible: on } });
    h.compareBase.applyOptions({ visible: on, title: code });
    h.compareOther.applyOptions({ visible: on, title: compare?.code ?? '' });
    h.compareBase.setData(on ? line(closeLine(bars)) : []);
    h.compareOther.setData(line(otherLine));
  }, [bars, compare, otherLine, code, stage]);

  const summary = usePriceSummary({ code, bars, visible, period, decimals, currency, indicators, compare, otherLine });

  // Exit lines: moved in place when a level changes (a trailing stop tightening), removed when gone,
  // and redrawn on the other series when the session period swaps candles for the line.
  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const series = period === 'session' ? h.line : h.price;
    const prev = drawnLevels.current;
    if (prev && prev.series !== series) {
      for (const l of prev.lines.values()) prev.series.removePriceLine(l);
    }
    const state = prev && prev.series === series ? prev : { series, lines: new Map<string, IPriceLine>() };
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
  }, [levels, levelTitles, period]);

  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const h = handles.current;
    if (!h) return;
    const time = h.chart.timeScale();
    const spacing = time.options().barSpacing;
    const zoom = (factor: number) =>
      time.applyOptions({
        barSpacing: Math.min(BAR_SPACING_MAX_PX, Math.max(BAR_SPACING_MIN_PX, spacing * factor)),
      });
    const actions: Record<string, () => void> = {
      ArrowLeft: () => time.scrollToPosition(time.scrollPosition() - KEY_SCROLL_BARS, false),
      ArrowRight: () => time.scrollToPosition(time.scrollPosition() + KEY_SCROLL_BARS, false),
      '+': () => zoom(KEY_ZOOM_FACTOR),
      '=': () => zoom(KEY_ZOOM_FACTOR),
      '-': () => zoom(1 / KEY_ZOOM_FACTOR),
      End: () => time.scrollToRealTime(),
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  const legendBar = hover ?? bars.at(-1) ?? null;
  const lastBar = bars.at(-1);
  const heightPx = CHART_HEIGHT_PX + LOWER_PANE_HEIGHT_PX * lowerPanes.length;
  return (
    <div
      ref={canvasRef}
      className="price-chart"
      data-testid="chart-canvas"
      data-locale={chartLocale(locale)}
      data-bars={bars.length}
      data-first-time={candles[0]?.time ?? ''}
      data-last-time={lastBar?.time ?? ''}
      data-last-close={lastBar?.close ?? ''}
      data-levels={levelsAttribute(levels)}
      data-panes={lowerPanes.join(',')}
      data-compare={compare?.code ?? ''}
    >
      <ChartLegend bar={legendBar} decimals={decimals} currency={currency} />
      {/* A figure to assistive technology (not an image: the library's attribution link is inside):
          named, described by the summary, and focusable so the keyboard can scroll and zoom it. */}
      <figure
        ref={hostRef}
        className="price-chart__host"
        style={{ height: heightPx }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes arrow keys to scroll and + or − to zoom
        tabIndex={0}
        aria-label={summary.name}
        aria-describedby={summaryId}
        data-testid="chart-host"
        onKeyDown={onKey}
      />
      <ChartSummary id={summaryId} text={summary.text} testId="chart-summary" />
      {compare && (
        <p className="chart-note" data-testid="compare-scale">
          {summary.compareScale}
        </p>
      )}
      {built && stage !== 'series' && (
        <ChartTools
          chart={built.chart}
          series={period === 'session' ? built.line : built.price}
          barTimes={barTimes}
          code={code}
          decimals={decimals}
          host={hostRef}
          scheme={scheme}
        />
      )}
    </div>
  );
}

function volumeBar(b: Bar, rise: string, fall: string) {
  return { time: ts(b.time), value: b.volume, color: fade(b.close >= b.open ? rise : fall, 0.45) };
}

export default PriceChart;
