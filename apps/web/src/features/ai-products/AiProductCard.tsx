import type { AiProduct } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../components/Money';
import { aiDetailPath } from '../../lib/paths';
import { Percent, StrategyTag } from './AiFigures';

/** One product of the list: name, strategy, instrument, the backtest's win rate and 30-day return. */
export function AiProductCard({ product }: { product: AiProduct }) {
  const { t } = useTranslation();
  return (
    <Link to={aiDetailPath(product.id)} className="card ai-card" data-testid="ai-product" data-id={product.id}>
      <div className="ai-card__head">
        <strong className="ai-card__name">{product.name}</strong>
        <StrategyTag product={product} />
      </div>
      <div className="muted ai-card__sub">
        {product.codeName} · {t('ai.leverValue', { lever: product.lever })} ·{' '}
        {t('ai.periodValue', { count: product.periodDays })}
      </div>
      <div className="ai-card__figures">
        <div>
          <span className="muted">{t('ai.winRate')}</span>
          <strong>
            <Percent value={product.winRate} colored={false} />
          </strong>
        </div>
        <div>
          <span className="muted">{t('ai.return30')}</span>
          <strong>
            <Percent value={product.returnRates.d30} />
          </strong>
        </div>
        <div>
          <span className="muted">{t('ai.amountRange')}</span>
          <strong>
            <Money value={product.minAmount} currency={product.currency} decimals={0} />
          </strong>
        </div>
      </div>
    </Link>
  );
}
