import type { KlinePeriod } from '@demo/contract';
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorRetry } from '../../components/PageStates';
import { usePrefs } from '../../lib/prefs-store';
import { type CompareTarget, IndicatorControls } from './IndicatorControls';
import type { IndicatorSettings } from './indicator-settings';
import { OverlayChips, PeriodTabs } from './PeriodTabs';
import type { PriceLevel } from './position-levels';
import { useCandles } from './use-candles';
import { useIndicatorSettings } from './use-indicator-settings';
import { useLiveCandle } from './use-live-candle';
import { useScheme } from './use-scheme';
import './chart.css';

// lightweight-charts lives in this chunk only; the detail page's own script stays small.
const PriceChart = lazy(() => import('./PriceChart'));
// The comparison's search loads on the first tap on Compare.
const ComparePicker = lazy(() => import('./ComparePicker'));

export interface ChartPanelProps {
  code: string;
  decimals: number;
  /** The prices' currency: it picks the digit grouping (lakh/crore for INR only); no symbol on a chart. */
  currency: string;
  initialPeriod?: KlinePeriod;
  /** The user's held position's exits in this product, drawn as price lines. */
  levels?: readonly PriceLevel[];
}

const NO_LEVELS: readonly PriceLevel[] = [];

/**
 * A product's chart: period tabs, MA and BOLL chips, history, the live current candle and the exit
 * lines. Memoised: the page around it re-renders on every quote, the chart only when its own
 * props change (its live candle comes from its own topic).
 */
export const ChartPanel = memo(function ChartPanel({
  code,
  decimals,
  currency,
  initialPeriod = '15min',
  levels = NO_LEVELS,
}: ChartPanelProps) {
  const [period, setPeriod] = useState<KlinePeriod>(initialPeriod);
  const [showMa, setShowMa] = useState(true);
  const [showBoll, setShowBoll] = useState(false);
  const [indicators, setIndicators] = useIndicatorSettings();
  const [compare, setCompare] = useState<CompareTarget | null>(null);
  const [picking, setPicking] = useState(false);
  const painted = useAfterFirstPaint();
  return (
    <section className="chart-panel card" data-testid="price-chart" data-period={period}>
      <PeriodTabs value={period} onChange={setPeriod} />
      <OverlayChips
        ma={showMa}
        boll={showBoll}
        onToggleMa={() => setShowMa((v) => !v)}
        onToggleBoll={() => setShowBoll((v) => !v)}
      />
      <IndicatorControls
        settings={indicators}
        onChange={setIndicators}
        period={period}
        compare={compare}
        onCompareOpen={() => setPicking(true)}
        onCompareRemove={() => setCompare(null)}
      />
      {picking && (
        <Suspense fallback={null}>
          <ComparePicker
            code={code}
            onClose={() => setPicking(false)}
            onPick={(target) => {
              setCompare(target);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
      {painted ? (
        <ChartBody
          code={code}
          decimals={decimals}
          currency={currency}
          period={period}
          showMa={showMa}
          showBoll={showBoll}
          levels={levels}
          indicators={indicators}
          compare={compare}
        />
      ) : (
        <ChartSkeleton />
      )}
    </section>
  );
});

/**
 * False until the browser has painted the page the chart is on. The chart's history, its live
 * candle and the charting library start loading only then, so the price and the order buttons
 * above it paint first on a slow phone instead of waiting on the chart's work.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The chart itself: history and the live candle for the period, drawn once they are in. */
function ChartBody({
  code,
  decimals,
  currency,
  period,
  showMa,
  showBoll,
  levels,
  indicators,
  compare,
}: Required<Pick<ChartPanelProps, 'code' | 'decimals' | 'currency' | 'levels'>> & {
  period: KlinePeriod;
  showMa: boolean;
  showBoll: boolean;
  indicators: IndicatorSettings;
  compare: CompareTarget | null;
}) {
  const { t } = useTranslation();
  // Rebuilt when the language changes (react-i18next gives a new `t`), so the lines' labels follow it.
  const levelTitles = useMemo(
    () => ({
      stopLoss: t('chart.level.stopLoss'),
      trailing: t('chart.level.trailing'),
      takeProfit: t('chart.level.takeProfit'),
    }),
    [t],
  );
  const colorMode = usePrefs((s) => s.marketColorMode);
  const locale = usePrefs((s) => s.locale);
  const scheme = useScheme();
  const series = useCandles(code, period);
  useLiveCandle(code, period, series.candles.at(-1)?.time, series.push);
  // The compared product's history in the same period, from the same call; no live candle of its own.
  const compared = useCandles(compare?.code ?? null, period);
  const compareSeries = useMemo(
    () => (compare && compared.candles.length > 0 ? { ...compare, candles: compared.candles } : null),
    [compare, compared.candles],
  );

  const state = series.isPending
    ? 'loading'
    : series.isError
      ? 'error'
      : series.candles.length === 0
        ? 'empty'
        : 'ready';
  return (
    <div data-testid="price-chart-body" data-state={state}>
      {state === 'loading' && <ChartSkeleton />}
      {state === 'error' && <ErrorRetry onRetry={series.refetch} />}
      {state === 'empty' && <EmptyState text={t('chart.empty')} />}
      {state === 'ready' && (
        <Suspense fallback={<ChartSkeleton />}>
          <PriceChart
            code={code}
            candles={series.candles}
            period={period}
            decimals={decimals}
            currency={currency}
            showMa={showMa}
            showBoll={showBoll}
            colorMode={colorMode}
            scheme={scheme}
            locale={locale}
            levels={levels}
            levelTitles={levelTitles}
            indicators={indicators}
            compare={compareSeries}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The chart's loading state: a block the chart's size, so nothing jumps when it arrives. */
function ChartSkeleton() {
  return <div className="chart-skeleton" aria-busy="true" data-testid="chart-loading" />;
}
