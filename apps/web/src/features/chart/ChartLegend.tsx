import { formatDecimal, formatIndiaTime } from '@demo/client';
import { useTranslation } from 'react-i18next';
import { compactVolume } from '../../i18n/glossary';
import { type Bar, epochMsOf } from './chart-data';

// Volumes in K/M/B, or हज़ार/लाख/करोड़ in Hindi (the glossary's, SPEC V8).
export { compactVolume } from '../../i18n/glossary';

/** The bar under the crosshair (or the latest): time, open, high, low, close and volume. */
export function ChartLegend({ bar, decimals, currency }: { bar: Bar | null; decimals: number; currency: string }) {
  const { t, i18n } = useTranslation();
  if (!bar) return <div className="chart-legend" data-testid="chart-legend" />;
  const price = (v: number) => formatDecimal(v.toFixed(decimals), { decimals, currency, symbol: false }).text;
  const rising = bar.close >= bar.open;
  const items: [string, string][] = [
    [t('detail.open'), price(bar.open)],
    [t('detail.high'), price(bar.high)],
    [t('detail.low'), price(bar.low)],
    [t('detail.volume'), compactVolume(bar.volume, i18n.language)],
  ];
  // The close leads, coloured by the bar's direction; the other values follow with their labels.
  return (
    <div className="chart-legend tabular" data-testid="chart-legend">
      <span className="chart-legend__time">{formatIndiaTime(epochMsOf(bar.time), 'YYYY-MM-DD HH:mm')}</span>
      <span className={rising ? 'rise' : 'fall'} data-testid="legend-close">
        {price(bar.close)}
      </span>
      {items.map(([label, value]) => (
        <span key={label}>
          <span className="chart-legend__label">{label}</span> {value}
        </span>
      ))}
    </div>
  );
}
