import { type FundsAmounts, fxRateParts } from '@demo/client';
import { convertMinor, currencyDecimals, formatMoney, parseMoney, recordedRate } from '@demo/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { conversionText } from './conversion-text';

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

/**
 * A recharge's or withdrawal's amount (docs/SPEC.md FR1): "100.00 USDT → ₹8,489.99 at ₹84.8999" when
 * it moved in another currency, at the rate recorded when it was submitted, else the account's amount.
 */
export function FundsAmount({ row, testId }: { row: FundsAmounts; testId: string }) {
  const { t } = useTranslation();
  const text = conversionText(t, row);
  if (text === null) {
    return (
      <Money
        value={row.accountAmount}
        currency={row.accountCurrency}
        className="history-row__amount"
        data-testid={testId}
      />
    );
  }
  return (
    <span className="history-row__amount history-row__amount--converted tabular" data-testid={testId}>
      {text}
    </span>
  );
}
