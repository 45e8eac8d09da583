import type { ProductInfo } from '@demo/contract';
import { useTranslation } from 'react-i18next';
import { shortIndiaTime } from '../orders/validity-label';
import type { TradeForm } from './TradeFields';
import { priceWriter, type TradeFigures } from './use-trade-ticket';

/** The order as it will be placed, read back on the confirm step. */
export function OrderSummary({
  product,
  form,
  figures,
  afterMarket,
}: {
  product: ProductInfo;
  form: TradeForm;
  figures: TradeFigures;
  afterMarket: boolean;
}) {
  const { t, i18n } = useTranslation();
  const priceText = priceWriter(product);
  const { estimate, validity } = figures;
  const insured = form.insurance ? ` · ${t('trade.insurance')}` : '';
  return (
    <dl className="trade-summary" data-testid="trade-summary">
      <dt>{form.direction === 'buy' ? t('trade.buy') : t('trade.sell')}</dt>
      <dd className="tabular">
        {t('trade.hands')} {form.hands} · {form.priceType === 'market' ? t('trade.market') : t('trade.limit')}{' '}
        {estimate ? priceText(estimate.entryPrice) : ''} · {form.lever}×
      </dd>
      {afterMarket && <dt>{t('trade.afterMarket')}</dt>}
      {afterMarket && product.nextOpen !== null && (
        <dd data-testid="trade-summary-after-market">
          {t('trade.queuesForOpen', { at: shortIndiaTime(product.nextOpen, i18n.language) })}
        </dd>
      )}
      {form.stopMode === 'fixed' && form.stopLoss && <dt>{t('trade.stopLoss')}</dt>}
      {form.stopMode === 'fixed' && form.stopLoss && (
        <dd className="tabular">
          {priceText(form.stopLoss)}
          {insured}
        </dd>
      )}
      {form.stopMode === 'trailing' && <dt>{t('trade.trailingStop')}</dt>}
      {form.stopMode === 'trailing' && (
        <dd className="tabular" data-testid="trade-summary-trailing">
          {t('trade.trailingBy', { distance: priceText(form.trailingDistance) })}
          {insured}
        </dd>
      )}
      {form.takeProfit && <dt>{t('trade.takeProfit')}</dt>}
      {form.takeProfit && <dd className="tabular">{priceText(form.takeProfit)}</dd>}
      {form.priceType === 'limit' && <dt>{t('trade.validity')}</dt>}
      {form.priceType === 'limit' && (
        <dd data-testid="trade-summary-validity">
          {form.validity === 'until' && validity.ok && validity.value.validUntil !== undefined
            ? t('orders.validity.until', { at: shortIndiaTime(validity.value.validUntil, i18n.language) })
            : t(`trade.validityChoice.${form.validity}`)}
        </dd>
      )}
    </dl>
  );
}
