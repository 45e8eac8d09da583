import { priceFormat } from '@demo/client';
import type { ProductInfo, Quote } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { zoneName } from '../../i18n/glossary';

/** Today's open, high, low, previous close and volume, the trading hours and whether the market is open. */
export function DayStats({ product, quote }: { product: ProductInfo; quote: Quote }) {
  const { t, i18n } = useTranslation();
  const d = product.decimals;
  const hours =
    product.sessionHours.length === 0
      ? t('detail.allDay')
      : product.sessionHours.map((s) => `${s.open}–${s.close}`).join(', ');
  const priced = priceFormat(product);
  const stats: [string, string, string | number, number][] = [
    ['open', t('detail.open'), quote.open, d],
    ['high', t('detail.high'), quote.high, d],
    ['low', t('detail.low'), quote.low, d],
    ['prev-close', t('detail.prevClose'), quote.prevClose, d],
    ['volume', t('detail.volume'), quote.volume, 0],
  ];
  return (
    <section className="card day-stats" data-testid="day-stats">
      <dl className="day-stats__grid">
        {stats.map(([id, label, value, decimals]) => (
          <div key={id} className="day-stats__item">
            <dt className="stat-grid__label">{label}</dt>
            <dd>
              <Money
                value={value}
                decimals={decimals}
                {...(id === 'volume' ? { currency: product.currency, symbol: false } : priced)}
                data-testid={`stat-${id}`}
              />
            </dd>
          </div>
        ))}
        <div className="day-stats__item">
          <dt className="stat-grid__label">{t('detail.sessionHours')}</dt>
          <dd className="tabular" data-testid="stat-session-hours">
            {hours}
            <span className="day-stats__zone" data-testid="stat-zone">
              {zoneName(product.timezone, i18n.language)}
            </span>
          </dd>
        </div>
      </dl>
      <div
        className={product.tradable ? 'market-state market-state--open' : 'market-state'}
        data-testid="market-state"
        data-open={product.tradable ? 'true' : 'false'}
      >
        <span className="market-state__dot" />
        {product.tradable ? t('detail.marketOpen') : product.halt ? t('detail.halted') : t('detail.marketClosed')}
      </div>
      {product.description && (
        <p className="day-stats__about" data-testid="detail-description">
          {product.description}
        </p>
      )}
    </section>
  );
}
