import { type AccountFx, accountFxFromQuotes, FX_PIVOT_CURRENCY } from '@demo/core';
import { useQuote } from '../../lib/realtime';

/**
 * The instrument's currency against the account's, priced from the dollar pairs of both currencies as
 * the server converts (SPEC X4); null until the pair quotes arrive. One currency needs no pair.
 */
export function useAccountFx(instrumentCurrency: string, accountCurrency: string): AccountFx | null {
  const instrumentPair = instrumentCurrency === FX_PIVOT_CURRENCY ? '' : `${FX_PIVOT_CURRENCY}${instrumentCurrency}`;
  const accountPair = accountCurrency === FX_PIVOT_CURRENCY ? '' : `${FX_PIVOT_CURRENCY}${accountCurrency}`;
  const instrumentPairQuote = useQuote(instrumentPair);
  const accountPairQuote = useQuote(accountPair);
  return accountFxFromQuotes(
    (code) => (code === instrumentPair ? instrumentPairQuote : code === accountPair ? accountPairQuote : undefined),
    instrumentCurrency,
    accountCurrency,
  );
}
