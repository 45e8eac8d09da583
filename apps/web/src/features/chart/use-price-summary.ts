import { formatDecimal } from '@demo/client';
import type { KlinePeriod } from '@demo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bar, LinePoint } from './chart-data';
import { type IndexRange, signedPct, summarize, visibleSlice } from './chart-summary';
import { type CompareSeries, compareSummary } from './compare-series';
import { macdLines, rsiLine } from './indicator-series';
import type { IndicatorSettings } from './indicator-settings';
import { PERIOD_LABEL_KEYS } from './PeriodTabs';

interface Input {
  code: string;
  bars: readonly Bar[];
  visible: IndexRange | null;
  period: KlinePeriod;
  decimals: number;
  currency: string;
  indicators: IndicatorSettings;
  compare: CompareSeries | null;
  otherLine: readonly LinePoint[];
}

/**
 * The price chart's accessible name and its summary for screen readers: the period, the bars in view,
 * the last price, its change from the first bar in view, the low and high, then the comparison's
 * change and the last RSI and MACD when they are on. Prices are grouped as the rest of the page groups them.
 */
export function usePriceSummary(input: Input): { name: string; text: string; compareScale: string } {
  const { t } = useTranslation();
  const { bars, visible, decimals, currency, indicators: s } = input;
  const price = (v: number) => formatDecimal(v.toFixed(decimals), { decimals, currency, symbol: false }).text;
  const inView = visibleSlice(bars, visible);
  const main = summarize(inView.map((b) => ({ value: b.close, low: b.low, high: b.high })));
  const parts: string[] = [];
  if (!main) parts.push(t('chartTools.noData'));
  else {
    const sign = main.change > 0 ? '+' : main.change < 0 ? '−' : '';
    parts.push(
      t('chartTools.summary', {
        period: t(PERIOD_LABEL_KEYS[input.period]),
        count: main.count,
        last: price(main.last),
        change: `${sign}${price(Math.abs(main.change))}`,
        pct: signedPct(main.changePct),
        low: price(main.low),
        high: price(main.high),
      }),
    );
  }
  if (input.compare) {
    const other = compareSummary(bars, visible, input.otherLine);
    if (other)
      parts.push(t('chartTools.summaryCompare', { name: input.compare.name, pct: signedPct(other.changePct) }));
  }
  const latest = useMemo(() => latestIndicators(bars, s), [bars, s]);
  if (latest.rsi !== null) parts.push(t('chartTools.summaryRsi', { value: latest.rsi.toFixed(1) }));
  if (latest.macd)
    parts.push(
      t('chartTools.summaryMacd', {
        value: latest.macd.line.toFixed(decimals),
        signal: latest.macd.signal.toFixed(decimals),
      }),
    );
  return {
    name: t('chartTools.chartName', { code: input.code }),
    text: parts.join(' '),
    compareScale: t('chartTools.compareScale'),
  };
}

/** The last RSI and MACD values of the switched-on indicators (computed once per new bars, not per render). */
function latestIndicators(bars: readonly Bar[], s: IndicatorSettings) {
  const rsi = s.rsi.on ? (rsiLine(bars, s.rsi.length).at(-1)?.value ?? null) : null;
  const m = s.macd.on ? macdLines(bars, s.macd.fast, s.macd.slow, s.macd.signal) : null;
  const line = m?.macd.at(-1);
  const signal = m?.signal.at(-1);
  return { rsi, macd: line && signal ? { line: line.value, signal: signal.value } : null };
}
