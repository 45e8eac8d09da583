import type { KlinePeriod } from '@demo/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorRetry } from '../../components/PageStates';
import { usePrefs } from '../../lib/prefs-store';
import { OverlayChips, PeriodTabs } from './PeriodTabs';
import { useCandles } from './use-candles';
import { useLiveCandle } from './use-live-candle';
import { useScheme } from './use-scheme';
import './chart.css';

// lightweight-charts lives in this chunk only; the detail page's own script stays small.
const PriceChart = lazy(() => import('./PriceChart'));

export interface ChartPanelProps {
  code: string;
  decimals: number;
  initialPeriod?: KlinePeriod;
}

/** A product's chart: period tabs, MA and BOLL chips, history and the live current candle. */
export function ChartPanel({ code, decimals, initialPeriod = '15min' }: ChartPanelProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>(initialPeriod);
  const [showMa, setShowMa] = useState(true);
  const [showBoll, setShowBoll] = useState(false);
  const colorMode = usePrefs((s) => s.marketColorMode);
  const scheme = useScheme();
  const series = useCandles(code, period);
  useLiveCandle(code, period, series.candles.at(-1)?.time, series.push);

  const state = series.isPending
    ? 'loading'
    : series.isError
      ? 'error'
      : series.candles.length === 0
        ? 'empty'
        : 'ready';
  return (
    <section className="chart-panel card" data-testid="price-chart" data-state={state} data-period={period}>
      <PeriodTabs value={period} onChange={setPeriod} />
      <OverlayChips
        ma={showMa}
        boll={showBoll}
        onToggleMa={() => setShowMa((v) => !v)}
        onToggleBoll={() => setShowBoll((v) => !v)}
      />
      {state === 'loading' && <ChartSkeleton />}
      {state === 'error' && <ErrorRetry onRetry={series.refetch} />}
      {state === 'empty' && <EmptyState text={t('chart.empty')} />}
      {state === 'ready' && (
        <Suspense fallback={<ChartSkeleton />}>
          <PriceChart
            candles={series.candles}
            period={period}
            decimals={decimals}
            showMa={showMa}
            showBoll={showBoll}
            colorMode={colorMode}
            scheme={scheme}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The chart's loading state: a block the chart's size, so nothing jumps when it arrives. */
function ChartSkeleton() {
  return <div className="chart-skeleton" aria-busy="true" data-testid="chart-loading" />;
}
