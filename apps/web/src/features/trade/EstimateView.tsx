import { displayRate, fxRateParts } from '@demo/client';
import { currencyDecimals } from '@demo/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import type { TradeEstimate } from './estimate';

/** The rate the order converts at, with the market rate and the spread when the server sent them. */
function FxRateRow({
  estimate,
  rate,
  instrument,
  account,
}: {
  estimate: TradeEstimate;
  rate: NonNullable<TradeEstimate['rate']>;
  instrument: string;
  account: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="trade-estimate__row">
      <span className="muted">{t('trade.fxRate')}</span>
      <span className="trade-estimate__rate">
        <span className="tabular" data-testid="est-rate">
          {t('trade.fxRateValue', fxRateParts(instrument, account, rate))}
        </span>
        {estimate.marketRate && estimate.spreadPercent && (
          <span className="muted tabular" data-testid="est-rate-market">
            {t('trade.fxRateMarket', {
              market: displayRate(estimate.marketRate),
              spread: estimate.spreadPercent,
            })}
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * The costs of the order before it is confirmed: the contract value in the instrument's currency, what
 * the server will take in the account's currency and the rate it converts at, and where forced cover lies.
 */
export function EstimateView({ estimate, decimals }: { estimate: TradeEstimate | null; decimals: number }) {
  const { t } = useTranslation();
  const instrument = estimate?.instrumentCurrency ?? undefined;
  const account = estimate?.accountCurrency ?? undefined;
  const instrumentDecimals = instrument === undefined ? undefined : currencyDecimals(instrument);
  const accountDecimals = account === undefined ? undefined : currencyDecimals(account);
  const rows: [string, string, string | null, string | undefined, number | undefined][] = estimate
    ? [
        ['est-notional', t('trade.notional'), estimate.notional, instrument, instrumentDecimals],
        ['est-margin', t('trade.margin'), estimate.margin, account, accountDecimals],
        ['est-fee', t('trade.openingFee'), estimate.openingFee, account, accountDecimals],
        ['est-insurance', t('trade.insuranceCost'), estimate.insuranceCost, account, accountDecimals],
      ]
    : [];
  return (
    <section className="trade-estimate" data-testid="trade-estimate" aria-label={t('trade.estimate')}>
      {rows.map(([id, label, value, currency, places]) => (
        <div className="trade-estimate__row" key={id}>
          <span className="muted">{label}</span>
          <Money
            value={value}
            currency={currency}
            {...(places === undefined ? {} : { decimals: places })}
            data-testid={id}
          />
        </div>
      ))}
      {estimate?.rate && instrument && account && (
        <FxRateRow estimate={estimate} rate={estimate.rate} instrument={instrument} account={account} />
      )}
      <div className="trade-estimate__row trade-estimate__row--total">
        <span>{t('trade.total')}</span>
        <Money
          value={estimate?.total}
          currency={account}
          {...(accountDecimals === undefined ? {} : { decimals: accountDecimals })}
          data-testid="est-total"
        />
      </div>
      <div className="trade-estimate__row">
        <span className="muted">{t('trade.available')}</span>
        <Money
          value={estimate?.available}
          currency={account}
          {...(accountDecimals === undefined ? {} : { decimals: accountDecimals })}
          data-testid="est-available"
        />
      </div>
      <div className="trade-estimate__row">
        <span className="muted">{t('trade.forceCoverAt')}</span>
        {estimate?.forceCoverPrice ? (
          <Money
            value={estimate.forceCoverPrice}
            decimals={decimals}
            currency={instrument}
            data-testid="est-force-cover"
          />
        ) : (
          <span className="muted" data-testid="est-force-cover">
            {estimate ? t('trade.forceCoverNone') : '--'}
          </span>
        )}
      </div>
      {estimate?.walked && (
        <p className="trade-estimate__walked muted" data-testid="est-depth-walked">
          {t('depth.walked', { ...estimate.walked })}
        </p>
      )}
      {estimate && !estimate.enough && (
        <p className="trade-estimate__warn" data-testid="est-not-enough">
          {t('trade.notEnough')}
        </p>
      )}
    </section>
  );
}
