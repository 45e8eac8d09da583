import { fxRateParts } from '@demo/client';
import { convertMinor, currencyDecimals, formatMoney, parseMoney, recordedRate } from '@demo/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';

export interface FxQuoteLineProps {
  /** The channel's currency (USDT) and its quoted rate: 1 of it = `rate` of the account's currency. */
  currency: string;
  rate: string;
  accountCurrency: string;
  /** The amount typed, in the channel's currency. */
  amount: string;
  /** `in`: a recharge credits the conversion; `out`: a payout holds it. */
  direction: 'in' | 'out';
}

/**
 * The rate a recharge or payout in another currency converts at, shown before the customer confirms
 * (docs/SPEC.md X6), and what the typed amount comes to in the account's currency: the same one
 * rounding the server does (core `convertMinor`), so the figure shown is the figure credited or held.
 */
export function FxQuoteLine(props: FxQuoteLineProps) {
  const { currency, rate, accountCurrency, direction } = props;
  const { t } = useTranslation();
  const converted = convertedAmount(props);
  return (
    <div className="fx-quote" data-testid="fx-quote">
      <div className="fx-quote__row">
        <span className="muted">{t('fx.rate')}</span>
        <span className="tabular" data-testid="fx-rate">
          {t('fx.rateValue', fxRateParts(currency, accountCurrency, rate))}
        </span>
      </div>
      <div className="fx-quote__row">
        <span className="muted">{direction === 'in' ? t('fx.youReceive') : t('fx.youPay')}</span>
        <Money value={converted} currency={accountCurrency} data-testid="fx-converted" />
      </div>
    </div>
  );
}

/** The typed amount in the account's currency at the quoted rate, as a decimal string; null when it is not an amount. */
export function convertedAmount({
  currency,
  rate,
  accountCurrency,
  amount,
  direction,
}: FxQuoteLineProps): string | null {
  const parsed = parseMoney(amount.trim());
  const quoted = recordedRate(currency, accountCurrency, direction === 'in' ? 'receive' : 'pay', rate);
  if (!parsed.ok || !quoted || parsed.value <= 0n) return null;
  return formatMoney(convertMinor(parsed.value, quoted), currencyDecimals(accountCurrency));
}

/** A recorded conversion on a recharge or withdrawal row: "100.00 USDT at USDT1 = ₹88.38" (X6). */
export function FxRecord({
  fx,
  accountCurrency,
}: {
  fx: { currency: string; amount: string; rate: string };
  accountCurrency: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="history-row__note tabular" data-testid="history-fx">
      {t('fx.converted', {
        amount: `${fx.amount} ${fx.currency}`,
        rate: t('fx.rateValue', fxRateParts(fx.currency, accountCurrency ?? fx.currency, fx.rate)),
      })}
    </div>
  );
}
