import type { Candle, KlinePeriod, Locale, MarketColorMode } from '@demo/contract';
import { type KeyboardEvent, type RefObject, useId, useMemo, useRef } from 'react';
import { ChartLegend } from './ChartLegend';
import { ChartSummary } from './ChartSummary';
import { ChartTools } from './ChartTools';
import { candleColors } from './chart-colors';
import { toBar } from './chart-data';
import { CHART_HEIGHT_PX } from './chart-handles';
import { chartKeyAction } from './chart-keys';
import { chartLocale } from './chart-locale';
import type { CompareSeries } from './compare-series';
import type { IndicatorSettings } from './indicator-settings';
import { type LevelKind, levelsAttribute, type PriceLevel } from './position-levels';
import { useCandleData, useCompareLines, useOverlays } from './use-chart-data';
import { useChartHandles } from './use-chart-handles';
import { useChartLooks } from './use-chart-looks';
import { useExitLines } from './use-exit-lines';
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

/** The height each pane below the price adds (RSI, MACD). */
const LOWER_PANE_HEIGHT_PX = 110;

function PriceChart(props: PriceChartProps) {
  const { code, candles, period, decimals, currency, scheme, locale, levels, compare } = props;
  const summaryId = useId();
  const hostRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const { handles, built, stage, hover, bars, barTimes, lowerPanes, summary } = useDrawnChart(
    props,
    hostRef,
    canvasRef,
  );

  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const chart = handles.current?.chart;
    const action = chart && chartKeyAction(chart, e.key);
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

/**
 * The chart drawn in `hostRef` from the props: built in stages, then candles, overlays, indicator
 * panes, the comparison and the exit lines, each redrawn only as far as its inputs changed.
 */
function useDrawnChart(
  props: PriceChartProps,
  hostRef: RefObject<HTMLElement | null>,
  canvasRef: RefObject<HTMLDivElement | null>,
) {
  const { code, candles, period, decimals, currency, showMa, showBoll, colorMode, scheme, locale } = props;
  const { levels, levelTitles, indicators, compare } = props;
  // The price scale reads the levels through a ref, so a take profit far from the candles stays in view.
  const levelPrices = useRef<number[]>([]);
  levelPrices.current = levels.map((l) => Number(l.price));
  const bars = useMemo(() => candles.map(toBar), [candles]);
  const barTimes = useMemo(() => bars.map((b) => b.time), [bars]);
  const barsRef = useLatest(bars);
  // The data effect reads the colour mode for volume bars; a mode change itself is the looks' job.
  const colorModeRef = useLatest(colorMode);
  const { handles, built, stage, setStage, hover, visible } = useChartHandles(hostRef, canvasRef, levelPrices, barsRef);
  const stageRef = useLatest(stage);
  useChartLooks(handles, { scheme, colorMode, locale, decimals, currency, period, stageRef, barsRef });
  const tick = useCandleData(handles, { candles, bars, period, stage, setStage, colorMode: colorModeRef });
  const ready = stage === 'overlays';
  useOverlays(handles, tick, { bars, showMa, showBoll, ready });
  const colors = useMemo(() => candleColors(colorMode), [colorMode]);
  const lowerPanes = useIndicatorSeries(handles, tick, {
    bars,
    settings: indicators,
    period,
    ready,
    decimals,
    scheme,
    colors,
  });
  const otherLine = useCompareLines(handles, tick, { bars, code, compare, ready });
  const summary = usePriceSummary({ code, bars, visible, period, decimals, currency, indicators, compare, otherLine });
  useExitLines(handles, levels, levelTitles, period);

  return { handles, built, stage, hover, bars, barTimes, lowerPanes, summary };
}

/** A ref always holding this render's `value`, for effects and callbacks that must not re-run on it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

export default PriceChart;
