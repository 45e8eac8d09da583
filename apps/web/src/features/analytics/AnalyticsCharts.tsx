import { signColor } from '@demo/client';
import type { Analytics } from '@demo/contract';
import {
  AreaSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type RefObject, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../../lib/prefs-store';
import { ChartSummary, useSeriesSummaryText } from '../chart/ChartSummary';
import { chartPalette, fade } from '../chart/chart-colors';
import { applyChartLanguage, chartLocale } from '../chart/chart-locale';
import { summarize } from '../chart/chart-summary';
import { dayTime } from './windows';

const CHART_HEIGHT_PX = 180;

interface ChartPair {
  charts: IChartApi[];
  area: ISeriesApi<'Area'>;
  bars: ISeriesApi<'Histogram'>;
}

/** Colours both charts in the scheme's palette. */
function paint(h: ChartPair, scheme: 'light' | 'dark'): void {
  const palette = chartPalette(scheme);
  for (const chart of h.charts) {
    chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: palette.background }, textColor: palette.text },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
    });
  }
  h.area.applyOptions({
    lineColor: palette.line,
    topColor: fade(palette.line, 0.35),
    bottomColor: fade(palette.line, 0.02),
  });
}

/**
 * Builds both charts on their hosts once, then keeps their language, colours and data in step with the
 * props; the charts are removed with the component.
 */
function useChartPair(byDay: Analytics['byDay'], scheme: 'light' | 'dark') {
  const equityRef = useRef<HTMLElement>(null);
  const pnlRef = useRef<HTMLElement>(null);
  const handles = useRef<ChartPair | null>(null);
  const mode = usePrefs((s) => s.marketColorMode);
  const locale = usePrefs((s) => s.locale);

  useEffect(() => {
    const equityHost = equityRef.current;
    const pnlHost = pnlRef.current;
    if (!equityHost || !pnlHost) return;
    const options = {
      autoSize: true,
      height: CHART_HEIGHT_PX,
      handleScroll: false,
      handleScale: false,
      timeScale: { fixLeftEdge: true, fixRightEdge: true },
    };
    const equityChart = createChart(equityHost, options);
    const pnlChart = createChart(pnlHost, options);
    const area = equityChart.addSeries(AreaSeries, {
      lineWidth: 2,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    const bars = pnlChart.addSeries(HistogramSeries, { priceFormat: { type: 'price', precision: 2, minMove: 0.01 } });
    handles.current = { charts: [equityChart, pnlChart], area, bars };
    return () => {
      handles.current = null;
      equityChart.remove();
      pnlChart.remove();
    };
  }, []);

  useEffect(() => {
    const h = handles.current;
    return h ? applyChartLanguage(h.charts, locale) : undefined;
  }, [locale]);

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    paint(h, scheme);
  }, [scheme]);

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    // Chart values are for drawing only: every figure the customer reads is the server's exact string.
    h.area.setData(byDay.map((d) => ({ time: dayTime(d.day) as UTCTimestamp, value: Number(d.equity) })));
    h.bars.setData(
      byDay.map((d) => {
        const value = Number(d.pnl);
        const color = signColor(value > 0 ? 1 : value < 0 ? -1 : 0, mode) ?? chartPalette(scheme).grid;
        return { time: dayTime(d.day) as UTCTimestamp, value, color };
      }),
    );
    for (const chart of h.charts) chart.timeScale().fitContent();
  }, [byDay, mode, scheme]);

  return { equityRef, pnlRef, locale };
}

/**
 * The equity curve (area) and the daily P&L (bars, coloured by sign in the user's red-up or green-up
 * mode), one lightweight-charts chart each; this module loads only with the Analytics page.
 */
export function AnalyticsCharts({ byDay, scheme }: { byDay: Analytics['byDay']; scheme: 'light' | 'dark' }) {
  const { equityRef, pnlRef, locale } = useChartPair(byDay, scheme);
  const { t } = useTranslation();
  const ids = { equity: useId(), pnl: useId() };
  const summaryText = useSeriesSummaryText();
  // Both charts show every day (no scrolling), so each summary covers all of them.
  const summaries = useMemo(
    () => ({
      equity: summarize(byDay.map((d) => ({ value: Number(d.equity) }))),
      pnl: summarize(byDay.map((d) => ({ value: Number(d.pnl) }))),
    }),
    [byDay],
  );

  const host = (ref: RefObject<HTMLElement | null>, testId: string, which: 'equity' | 'pnl') => (
    <>
      <figure
        ref={ref}
        className="analytics-chart"
        aria-label={t(which === 'equity' ? 'chartTools.equityName' : 'chartTools.pnlName')}
        aria-describedby={ids[which]}
        data-testid={testId}
        data-points={byDay.length}
        data-locale={chartLocale(locale)}
      />
      <ChartSummary
        id={ids[which]}
        text={summaryText(summaries[which], (v) => v.toFixed(2))}
        testId={`${testId}-summary`}
      />
    </>
  );
  return (
    <>
      {host(equityRef, 'analytics-equity', 'equity')}
      {host(pnlRef, 'analytics-daily-pnl', 'pnl')}
    </>
  );
}
