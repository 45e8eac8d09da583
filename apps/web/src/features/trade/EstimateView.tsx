import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import type { TradeEstimate } from './estimate';

/** The costs of the order before it is confirmed: what the server will take, and where forced cover lies. */
export function EstimateView({ estimate, decimals }: { estimate: TradeEstimate | null; decimals: number }) {
  const { t } = useTranslation();
  const rows: [string, string, string | null, number?][] = estimate
    ? [
        ['est-notional', t('trade.notional'), estimate.notional],
        ['est-margin', t('trade.margin'), estimate.margin],
        ['est-fee', t('trade.openingFee'), estimate.openingFee],
        ['est-insurance', t('trade.insuranceCost'), estimate.insuranceCost],
      ]
    : [];
  return (
    <section className="trade-estimate" data-testid="trade-estimate" aria-label={t('trade.estimate')}>
      {rows.map(([id, label, value]) => (
        <div className="trade-estimate__row" key={id}>
          <span className="muted">{label}</span>
          <Money value={value} data-testid={id} />
        </div>
      ))}
      <div className="trade-estimate__row trade-estimate__row--total">
        <span>{t('trade.total')}</span>
        <Money value={estimate?.total} data-testid="est-total" />
      </div>
      <div className="trade-estimate__row">
        <span className="muted">{t('trade.available')}</span>
        <Money value={estimate?.available} data-testid="est-available" />
      </div>
      <div className="trade-estimate__row">
        <span className="muted">{t('trade.forceCoverAt')}</span>
        {estimate?.forceCoverPrice ? (
          <Money value={estimate.forceCoverPrice} decimals={decimals} data-testid="est-force-cover" />
        ) : (
          <span className="muted" data-testid="est-force-cover">
            {estimate ? t('trade.forceCoverNone') : '--'}
          </span>
        )}
      </div>
      {estimate && !estimate.enough && (
        <p className="trade-estimate__warn" data-testid="est-not-enough">
          {t('trade.notEnough')}
        </p>
      )}
    </section>
  );
}
