import { formatDecimal, priceFormat } from '@demo/client';
import type { AccountType, ProductInfo } from '@demo/contract';
import { formatPrice } from '@demo/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseQuantity } from '../../components/quantity-clamp';
import { usePrefs } from '../../lib/prefs-store';
import { useQuote } from '../../lib/realtime';
import { useOrderBrakes } from '../brakes/order-brakes';
import { useSettings } from '../content/queries';
import { bookOfDepth } from '../depth/depth-math';
import { useDepth } from '../depth/use-depth';
import { useWalletStatistics } from '../wallet/queries';
import { entryPriceTicks, estimateForLots, priceTicksOf, stopBeyondForceCover, tradingSettingsOf } from './estimate';
import { closingTicks, defaultUntilText, exitProblem, validityPayload } from './exit-levels';
import { initialLever } from './lever-choice';
import type { TradeForm } from './TradeFields';
import { useAccountFx } from './use-account-fx';

/*
 * The trade ticket's state: its values and their one writer, the live figures it is priced on, and
 * the sentence that holds Review back.
 */

/** How a price of the product is written: its decimals, its currency, a symbol unless a rate or points. */
export function priceWriter(product: ProductInfo): (value: string) => string {
  const priced = priceFormat(product);
  return (value) => formatDecimal(value, { decimals: product.decimals, ...priced }).text;
}

/** The ticket's first values; `afterMarket` (AMO4) starts it as a limit order at the price it would trade at. */
function initialForm(product: ProductInfo, direction: TradeForm['direction'], afterMarket: boolean): TradeForm {
  return {
    direction,
    priceType: afterMarket ? 'limit' : 'market',
    // The limit starts at the last price it would trade at, as picking "Limit" does.
    limitPrice: afterMarket ? (direction === 'buy' ? product.ask : product.bid) : '',
    hands: 1,
    handsText: '1',
    // LV1: 1× unless the customer chose more for this product before.
    lever: initialLever(usePrefs.getState().leverByProduct, product.code, product.lever),
    stopMode: 'fixed',
    stopLoss: '',
    takeProfit: '',
    trailingDistance: '',
    insurance: false,
    validity: 'gtc',
    untilText: defaultUntilText(Date.now()),
  };
}

/** The ticket's values, their one writer, and the brakes that bound the lever. */
export function useTradeForm(product: ProductInfo, direction: TradeForm['direction'], afterMarket: boolean) {
  const accountType = usePrefs((s) => s.accountType);
  const rememberLever = usePrefs((s) => s.rememberLever);
  const [form, setForm] = useState<TradeForm>(() => initialForm(product, direction, afterMarket));
  // BR8, BR18: the chips offer no lever above the customer's cap; a remembered one above it falls to 1×.
  const brakes = useOrderBrakes(accountType, product.lever);
  useEffect(() => {
    if (form.lever > brakes.maxLever) setForm((f) => ({ ...f, lever: 1 }));
  }, [form.lever, brakes.maxLever]);
  const update = (patch: Partial<TradeForm>) => {
    // LV1: a lever picked on a chip is the customer's choice for this product from now on.
    if (patch.lever !== undefined) rememberLever(product.code, patch.lever);
    setForm((f) => ({ ...f, ...patch }));
  };
  return { form, update, brakes, accountType };
}

/** The live quote, the account's figures and the estimate of the ticket as it stands. */
export function useTradeFigures(product: ProductInfo, form: TradeForm, accountType: AccountType) {
  const quote = useQuote(product.code);
  const settings = useSettings();
  const stats = useWalletStatistics(accountType);
  const terms = { decimals: product.decimals, handCount: product.handCount, lever: form.lever };
  const tradingSettings = useMemo(() => tradingSettingsOf(settings.data), [settings.data]);
  const bid = quote?.bid ?? product.bid;
  const ask = quote?.ask ?? product.ask;
  // The dollar pairs of both currencies price the conversion as the server does (SPEC X4).
  const accountCurrency = settings.data?.defaultCurrency ?? product.currency;
  const fx = useAccountFx(product.currency, accountCurrency);
  // DP4: a market order follows the live book while the sheet is open, to estimate past the best level.
  const { depth: wireDepth } = useDepth(form.priceType === 'market' ? product.code : null);
  const depth = useMemo(() => wireDepth && bookOfDepth(wireDepth, product.decimals), [wireDepth, product.decimals]);
  // LV4: no figures while the lots are not a valid count, never the last valid count's.
  const estimate =
    tradingSettings && stats.data && fx
      ? estimateForLots(form.handsText, {
          ...form,
          bid,
          ask,
          terms,
          settings: tradingSettings,
          ...stats.data,
          fx,
          depth,
        })
      : null;
  const entry = entryPriceTicks({ ...form, bid, ask, terms });
  // The clock is read at render: an "until" that passes while the sheet is open is refused at review.
  const validity = validityPayload({ ...form, nowMs: Date.now() });
  return { quote, settings, stats, terms, bid, ask, accountCurrency, estimate, entry, validity };
}

export type TradeFigures = ReturnType<typeof useTradeFigures>;

/** The one sentence that holds Review back, or null: the lots first, then the prices, then the stop. */
export function useTradeProblem(product: ProductInfo, form: TradeForm, figures: TradeFigures): string | null {
  const { t } = useTranslation();
  const { bid, ask, entry, validity, estimate } = figures;
  const problemKey =
    form.priceType === 'limit' && priceTicksOf(form.limitPrice, product.decimals) === null
      ? 'price'
      : (exitProblem({
          ...form,
          referenceTicks: entry,
          trailsFromTicks:
            form.priceType === 'limit' ? entry : closingTicks(form.direction, bid, ask, product.decimals),
          decimals: product.decimals,
          bid,
          ask,
        }) ?? (validity.ok ? null : validity.problem));
  // A lot count that is empty, 0 or a fraction is refused here, before anything is sent (SPEC V6).
  const lots = parseQuantity(form.handsText, { min: 1 });
  // LV3: the server's rule, said before Review: a stop beyond the forced-cover price never acts.
  const beyondTicks =
    form.stopMode === 'fixed' ? stopBeyondForceCover({ ...form, decimals: product.decimals, estimate }) : null;
  const beyond = beyondTicks === null ? null : priceWriter(product)(formatPrice(beyondTicks, product.decimals));
  return !lots.ok
    ? t(`validation.lots.${lots.problem}`, { min: 1 })
    : problemKey
      ? t(`trade.problem.${problemKey}`, {
          side: t(
            (problemKey === 'stopLossSide') === (form.direction === 'buy')
              ? 'trade.problem.below'
              : 'trade.problem.above',
          ),
        })
      : beyond
        ? t('trade.problem.stopBeyondForceCover', {
            level: beyond,
            side: t(form.direction === 'buy' ? 'trade.problem.above' : 'trade.problem.below'),
          })
        : null;
}
