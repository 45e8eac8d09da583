import { currencyDecimals } from '@demo/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import type { TradeEstimate } from './estimate';
import { wipeOutMovePercent } from './lever-choice';

/**
 * What a lever above 1× means, said where it is chosen (SPEC LV1): "leveraged position", the margin
 * and the forced-cover price of this order as they change, and one line on the risk. Nothing at 1×.
 */
export function LeverageNote({
  lever,
  estimate,
  decimals,
}: {
  lever: number;
  estimate: TradeEstimate | null;
  decimals: number;
}) {
  const { t } = useTranslation();
  if (lever <= 1) return null;
  const account = estimate?.accountCurrency ?? undefined;
  const instrument = estimate?.instrumentCurrency ?? undefined;
  return (
    <section className="trade-leverage" data-testid="trade-leveraged" aria-label={t('trade.leveragedPosition')}>
      <strong className="trade-leverage__title">{t('trade.leveragedPosition')}</strong>
      <span className="trade-leverage__figures">
        <span className="muted">{t('trade.margin')}</span>{' '}
        <Money
          value={estimate?.margin}
          currency={account}
          {...(account === undefined ? {} : { decimals: currencyDecimals(account) })}
          data-testid="lever-margin"
        />
        <span className="muted"> · {t('trade.forceCoverAt')}</span>{' '}
        {estimate && !estimate.forceCoverPrice ? (
          <span data-testid="lever-force-cover">{t('trade.forceCoverNone')}</span>
        ) : (
          <Money
            value={estimate?.forceCoverPrice}
            decimals={decimals}
            currency={instrument}
            data-testid="lever-force-cover"
          />
        )}
      </span>
      <p className="trade-leverage__risk" data-testid="lever-risk">
        {t('trade.leverRisk', { lever, move: wipeOutMovePercent(lever) })}
      </p>
    </section>
  );
}
