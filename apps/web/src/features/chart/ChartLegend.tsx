import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date';
import { formatDecimal } from '../../lib/money';
import { type Bar, epochMsOf } from './chart-data';

/** Volume in thousands, millions or billions; the legend has room for a few characters only. */
export function compactVolume(volume: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) if (volume >= size) return `${(volume / size).toFixed(2)}${suffix}`;
  return String(Math.round(volume));
}

/** The bar under the crosshair (or the latest): time, open, high, low, close and volume. */
export function ChartLegend({ bar, decimals }: { bar: Bar | null; decimals: number }) {
  const { t } = useTranslation();
  if (!bar) return <div className="chart-legend" data-testid="chart-legend" />;
  const price = (v: number) => formatDecimal(v.toFixed(decimals), { decimals }).text;
  const rising = bar.close >= bar.open;
  const items: [string, string][] = [
    [t('detail.open'), price(bar.open)],
    [t('detail.high'), price(bar.high)],
    [t('detail.low'), price(bar.low)],
    [t('detail.volume'), compactVolume(bar.volume)],
  ];
  // The close leads, coloured by the bar's direction; the other values follow with their labels.
  return (
    <div className="chart-legend tabular" data-testid="chart-legend">
      <span className="chart-legend__time">{formatDateTime(epochMsOf(bar.time))}</span>
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
