import type { KlinePeriod } from '@demo/contract';
import { useTranslation } from 'react-i18next';

/** The period tabs in the order traders expect: today's line first, then minutes to years. */
export const CHART_PERIODS = [
  'session',
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  'day',
  'week',
  'month',
  'year',
] as const satisfies readonly KlinePeriod[];

export const PERIOD_LABEL_KEYS = {
  session: 'chart.period.session',
  '1min': 'chart.period.min1',
  '5min': 'chart.period.min5',
  '15min': 'chart.period.min15',
  '30min': 'chart.period.min30',
  '60min': 'chart.period.min60',
  day: 'chart.period.day',
  week: 'chart.period.week',
  month: 'chart.period.month',
  year: 'chart.period.year',
} as const satisfies Record<KlinePeriod, string>;

export function PeriodTabs({ value, onChange }: { value: KlinePeriod; onChange: (p: KlinePeriod) => void }) {
  const { t } = useTranslation();
  return (
    <div className="period-tabs" role="tablist" aria-label={t('chart.periods')} data-testid="period-tabs">
      {CHART_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={p === value}
          className={p === value ? 'period-tab period-tab--active' : 'period-tab'}
          data-testid={`period-${p}`}
          onClick={() => onChange(p)}
        >
          {t(PERIOD_LABEL_KEYS[p])}
        </button>
      ))}
    </div>
  );
}

/**
 * The MA and Bollinger chips: MA is the symbol traders read in either language, Bollinger's is a word
 * and is translated (VP5); the long accessible names are translated too.
 */
export function OverlayChips({
  ma,
  boll,
  onToggleMa,
  onToggleBoll,
}: {
  ma: boolean;
  boll: boolean;
  onToggleMa: () => void;
  onToggleBoll: () => void;
}) {
  const { t } = useTranslation();
  const chip = (on: boolean, label: string, name: string, testId: string, toggle: () => void) => (
    <button
      type="button"
      aria-pressed={on}
      // The visible label is the button's name (axe label-content-name-mismatch); the long name is its title.
      title={name}
      className={on ? 'overlay-chip overlay-chip--on' : 'overlay-chip'}
      data-testid={testId}
      onClick={toggle}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="overlay-chips" aria-label={t('chart.overlays')}>
      {chip(ma, 'MA', t('chart.maLabel'), 'overlay-ma', onToggleMa)}
      {chip(boll, t('chart.bollChip'), t('chart.bollLabel'), 'overlay-boll', onToggleBoll)}
    </fieldset>
  );
}
