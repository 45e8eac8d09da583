// Proves over seeded random fills, priced in INR, USD and KRW and settled in rupee and dollar accounts, that a fill's receipt recomputes exactly from what it shows (RC1): every fee from its published rate, the conversion at the recorded rate, the margin, and a close's fee and P&L, to the minor unit the executor posted.
import { describe, expect, it } from 'vitest';
import {
  type AccountFx,
  accountFx,
  coverAmounts,
  explainFill,
  formatPrice,
  formatRate,
  fxBook,
  minor,
  pairQuote,
  parseTradingSettings,
  placedOrderCosts,
  type ReceiptRates,
  splitForCover,
  ticks,
} from '../../src/index';
import { prng } from '../ledger/prng';

const SEED = Number(process.env.SEED ?? Math.floor(Date.now() % 2 ** 31));
const ROUNDS = 1_500;
const INSTRUMENT_CURRENCIES = ['INR', 'USD', 'KRW'] as const;
const ACCOUNT_CURRENCIES = ['INR', 'USD'] as const;

describe(`RC1 receipts recompute (seed=${SEED}, replay with SEED=${SEED})`, () => {
  it('RC1: an open and a close recompute from the receipt to the minor unit the executor posted', () => {
    console.log(`receipt property: seed=${SEED}`);
    const rnd = prng(SEED);
    for (let round = 0; round < ROUNDS; round += 1) {
      const rates: ReceiptRates = {
        tradeBuyFee: `0.${String(rnd.int(0, 9999)).padStart(5, '0')}`,
        tradeSaleFee: `0.${String(rnd.int(0, 9999)).padStart(5, '0')}`,
        tradeDefaultRate: `0.${String(rnd.int(1, 999)).padStart(3, '0')}`,
        tradeInsuranceRate: `0.${String(rnd.int(0, 999)).padStart(4, '0')}`,
      };
      const parsed = parseTradingSettings({
        ...rates,
        tradeHandCount: 1,
        tradeDelayRate: '0',
        tradeForceCoverRate: '0.2',
        tradeForceCoverWarning: '0.5',
      });
      if (!parsed.ok) throw new Error(parsed.detail);
      const settings = parsed.value;
      const instrumentCurrency = rnd.pick(INSTRUMENT_CURRENCIES) ?? 'INR';
      const accountCurrency = rnd.pick(ACCOUNT_CURRENCIES) ?? 'INR';
      const book = fxBook(
        [
          pairQuote('USDINR', (80 + rnd.next() * 15).toFixed(4), (95 + rnd.next()).toFixed(4)),
          pairQuote('USDKRW', (1300 + rnd.next() * 200).toFixed(2), (1500 + rnd.next() * 10).toFixed(2)),
        ].flatMap((q) => (q.ok ? [q.value] : [])),
      );
      const spreadBps = BigInt(rnd.int(0, 100));
      let fx: AccountFx | undefined;
      if (instrumentCurrency !== accountCurrency) {
        const rated = accountFx(book, instrumentCurrency, accountCurrency, spreadBps);
        if (!rated.ok) throw new Error(`no rate ${instrumentCurrency}/${accountCurrency}`);
        fx = rated.value;
      }
      const decimals = instrumentCurrency === 'KRW' ? rnd.int(0, 1) : rnd.int(0, 4);
      const hands = rnd.int(1, 50);
      const order = {
        decimals,
        hands,
        handCount: rnd.int(1, 1000),
        lever: rnd.chance(0.5) ? rnd.int(1, 100) : null,
        insurance: rnd.chance(0.5),
      };
      const openTicks = ticks(BigInt(rnd.int(1, 50_000_000)));
      const costs = placedOrderCosts(order, settings, fx, openTicks);
      const shownFx = fx && { pay: formatRate(fx.pay), receive: formatRate(fx.receive) };
      const common = {
        direction: rnd.chance(0.5) ? ('buy' as const) : ('sell' as const),
        ...order,
        remainingHands: 0,
        instrumentCurrency,
        accountCurrency,
        rates,
        fx: shownFx ?? null,
      };
      const open = explainFill({
        ...common,
        leg: 'open',
        price: formatPrice(openTicks, decimals),
        entryPrice: formatPrice(openTicks, decimals),
      });
      if (!open.ok) throw new Error(open.error);
      const context = `round ${round}: ${instrumentCurrency}→${accountCurrency} ${JSON.stringify(common)}`;
      expect(open.value.marginAccountMinor, context).toBe(costs.marginMinor);
      const [openingFee, insurance] = open.value.fees;
      expect(openingFee?.accountMinor, context).toBe(costs.openingFeeMinor);
      expect(insurance?.accountMinor ?? minor(0n), context).toBe(costs.insuranceCostMinor);
      // The conversion the posting records (X1) is what the receipt shows converted.
      if (costs.fx?.openingFee) expect(openingFee?.amountMinor).toBe(costs.fx.openingFee.instrumentAmountMinor);

      // A cover of some of the hands at another price: the closed piece settles whole − rest (O3).
      const position = {
        id: 1,
        direction: common.direction,
        buildPriceTicks: openTicks,
        hands,
        handCount: order.handCount,
        decimals,
        stopLossTicks: null,
        takeProfitTicks: null,
        insured: order.insurance,
        marginMinor: costs.marginMinor,
        openingFeeMinor: costs.openingFeeMinor,
        insuranceCostMinor: costs.insuranceCostMinor,
      };
      const closedHands = rnd.int(1, hands);
      const split = splitForCover(position, closedHands);
      if (!split.ok) throw new Error(split.message);
      const closeTicks = ticks(BigInt(rnd.int(1, 50_000_000)));
      const remaining = split.value.remaining?.hands ?? 0;
      const amounts = coverAmounts(split.value.closed, remaining, closeTicks, settings.tradeSaleFee, fx);
      const close = explainFill({
        ...common,
        leg: 'close',
        hands: closedHands,
        remainingHands: remaining,
        price: formatPrice(closeTicks, decimals),
        entryPrice: formatPrice(openTicks, decimals),
      });
      if (!close.ok) throw new Error(close.error);
      expect(close.value.fees[0]?.accountMinor, context).toBe(amounts.closingFeeMinor);
      expect(close.value.pnlAccountMinor, context).toBe(amounts.pnlMinor);
    }
  });

  it('RC1: a receipt whose rate does not read names the field', () => {
    const shown = {
      leg: 'open' as const,
      direction: 'buy' as const,
      decimals: 2,
      hands: 1,
      remainingHands: 0,
      handCount: 1,
      lever: null,
      insurance: false,
      instrumentCurrency: 'USD',
      accountCurrency: 'INR',
      price: '100.00',
      entryPrice: '100.00',
      rates: { tradeBuyFee: '0.001', tradeSaleFee: '0.001', tradeDefaultRate: '0.1', tradeInsuranceRate: '0' },
      fx: { pay: 'lots', receive: '88.1' },
    };
    const answer = explainFill(shown);
    expect(answer.ok ? null : answer.error).toBe('fx.pay: lots is not a rate');
  });
});
