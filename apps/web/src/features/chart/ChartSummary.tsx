import { useTranslation } from 'react-i18next';
import { signedPct, type WindowSummary } from './chart-summary';
import './chart-summary.css';

/**
 * A chart's text for screen readers, hidden from sight: the chart's host names it with
 * aria-describedby, so a reader hears the figures the canvas only draws.
 */
export function ChartSummary({ id, text, testId }: { id: string; text: string; testId?: string }) {
  return (
    <p id={id} className="visually-hidden" data-testid={testId}>
      {text}
    </p>
  );
}

/** The generic sentence for a line chart's points (count, last, change, low, high). */
export function useSeriesSummaryText(): (s: WindowSummary | null, format: (v: number) => string) => string {
  const { t } = useTranslation();
  return (s, format) => {
    if (!s) return t('chartTools.noData');
    const sign = s.change > 0 ? '+' : s.change < 0 ? '−' : '';
    return t('chartTools.seriesSummary', {
      count: s.count,
      last: format(s.last),
      change: `${sign}${format(Math.abs(s.change))}`,
      pct: signedPct(s.changePct),
      low: format(s.low),
      high: format(s.high),
    });
  };
}
