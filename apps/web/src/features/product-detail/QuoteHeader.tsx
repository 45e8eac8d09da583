import { formatDecimal, priceFormat } from '@demo/client';
import type { ProductInfo, Quote } from '@demo/contract';
import Tag from 'antd-mobile/es/components/tag';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { ConnectionBadge } from '../markets/ConnectionBadge';
import { useMarketName } from '../markets/market-name';
import { exchangeOfProduct } from '../markets/market-open';
// The badge's styles live with the markets lists; this page shows the same badge beside its quote.
import '../markets/markets.css';
import { signTextColor } from '../../lib/sign-color';

/** How long a price change flashes, in ms; matches the animation in product-detail.css. */
const FLASH_MS = 700;

/** Which way the last price change went, for a short flash of the rise or fall colour. */
function usePriceFlash(price: string): { direction: 'up' | 'down' | null; key: number } {
  const previous = useRef(price);
  const [flash, setFlash] = useState<{ direction: 'up' | 'down' | null; key: number }>({ direction: null, key: 0 });
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === price) return;
    const direction = Number(price) > Number(before) ? 'up' : 'down';
    setFlash((f) => ({ direction, key: f.key + 1 }));
    const timer = setTimeout(() => setFlash((f) => ({ direction: null, key: f.key })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}

/** Name, code, market, the simulated label, and the live price with change, change % and bid/ask. */
export function QuoteHeader({ product, quote, simulated }: { product: ProductInfo; quote: Quote; simulated: boolean }) {
  const { t } = useTranslation();
  const marketName = useMarketName()(product.market);
  const { sign } = formatDecimal(quote.change);
  const color = signTextColor(sign);
  const flash = usePriceFlash(quote.price);
  const d = product.decimals;
  const priced = priceFormat(product);
  return (
    <section className="card quote-header" data-testid="detail-header">
      <div className="quote-header__names">
        <h2 className="quote-header__name" data-testid="detail-name">
          {product.name}
        </h2>
        <div className="quote-header__meta">
          <span className="tabular" data-testid="detail-code">
            {product.code}
          </span>
          <span aria-hidden="true">·</span>
          <span data-testid="detail-market">{marketName}</span>
          {simulated && (
            <span title={t('detail.simulatedHint')}>
              <Tag color="warning" fill="outline" data-testid="simulated-label">
                {t('detail.simulated')}
              </Tag>
            </span>
          )}
        </div>
      </div>
      <div className="quote-header__price-row">
        <span
          key={flash.key}
          className={`quote-header__price tabular${flash.direction ? ` flash-${flash.direction === 'up' ? 'rise' : 'fall'}` : ''}`}
          style={color ? { color } : undefined}
          data-testid="detail-price"
          data-flash={flash.direction ?? ''}
        >
          {formatDecimal(quote.price, { decimals: d, ...priced }).text}
        </span>
        <span className="quote-header__change">
          <Money value={quote.change} decimals={d} {...priced} signed colored data-testid="detail-change" />
          <Money value={quote.changeRate} decimals={2} signed colored data-testid="detail-change-rate" />
          <span style={color ? { color } : undefined}>%</span>
        </span>
      </div>
      <div className="quote-header__book tabular">
        <span>
          <span className="muted">{t('detail.bid')}</span>{' '}
          <Money value={quote.bid} decimals={d} {...priced} data-testid="detail-bid" />
        </span>
        <span>
          <span className="muted">{t('detail.ask')}</span>{' '}
          <Money value={quote.ask} decimals={d} {...priced} data-testid="detail-ask" />
        </span>
        <span className="quote-header__connection">
          <ConnectionBadge exchange={exchangeOfProduct(product.market, product.timezone)} />
        </span>
      </div>
    </section>
  );
}
