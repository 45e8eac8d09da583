import type { EquityPoint } from '@demo/contract';
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../../lib/prefs-store';
import { ChartSummary, useSeriesSummaryText } from '../chart/ChartSummary';
import { chartPalette, fade } from '../chart/chart-colors';
import { applyChartLanguage, chartLocale } from '../chart/chart-locale';
import { summarize } from '../chart/chart-summary';

/**
 * The backtest's equity curve, drawn with lightweight-charts (already the price chart's library);
 * this module is loaded lazily by the detail page, so the library never weighs on the first screen.
 */
const CURVE_HEIGHT_PX = 200;

export function EquityCurve({ points, scheme }: { points: readonly EquityPoint[]; scheme: 'light' | 'dark' }) {
  const hostRef = useRef<HTMLElement>(null);
  const handles = useRef<{ chart: IChartApi; area: ISeriesApi<'Area'> } | null>(null);
  const locale = usePrefs((s) => s.locale);
  const { t } = useTranslation();
  const summaryId = useId();
  const summaryText = useSeriesSummaryText();
  // The whole curve is in view (no scrolling), so the summary covers every point.
  const summary = useMemo(() => summarize(points.map((p) => ({ value: Number(p.equity) }))), [points]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const chart = createChart(host, {
      autoSize: true,
      height: CURVE_HEIGHT_PX,
      handleScroll: false,
      handleScale: false,
      timeScale: { fixLeftEdge: true, fixRightEdge: true },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.05 } },
    });
    const area = chart.addSeries(AreaSeries, {
      lineWidth: 2,
      priceFormat: { type: 'price', precision: 4, minMove: 0.0001 },
    });
    handles.current = { chart, area };
    return () => {
      handles.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const h = handles.current;
    return h ? applyChartLanguage([h.chart], locale) : undefined;
  }, [locale]);

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    const palette = chartPalette(scheme);
    h.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: palette.background }, textColor: palette.text },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border },
    });
    h.area.applyOptions({
      lineColor: palette.line,
      topColor: fade(palette.line, 0.35),
      bottomColor: fade(palette.line, 0.02),
    });
  }, [scheme]);

  useEffect(() => {
    const h = handles.current;
    if (!h) return;
    h.area.setData(points.map((p) => ({ time: Math.floor(p.time / 1000) as UTCTimestamp, value: Number(p.equity) })));
    h.chart.timeScale().fitContent();
  }, [points]);

  return (
    <>
      <figure
        ref={hostRef}
        className="ai-curve"
        aria-label={t('chartTools.equityName')}
        aria-describedby={summaryId}
        data-testid="ai-equity-curve"
        data-points={points.length}
        data-locale={chartLocale(locale)}
      />
      <ChartSummary id={summaryId} text={summaryText(summary, (v) => v.toFixed(4))} testId="ai-equity-summary" />
    </>
  );
}
