// Proves that one pure function marks a rupee account's dollar and rupee positions from one set of quotes
// and rates (closing price, each P&L, the total), and that the close estimate takes a buy's bid and a
// sell's ask with the conversion and spread the server's cover settles with, to the paisa.
import { describe, expect, it } from 'vitest';
import {
  accountFxFromQuotes,
  closeEstimate,
  coverAmounts,
  FX_SPREAD_BPS,
  type HeldPosition,
  markPositions,
  markPrice,
  minor,
  type QuoteOf,
  type Rate,
  splitForCover,
  ticks,
} from '../../src/index';

const QUOTES: Record<string, { bid: string; ask: string }> = {
  ETHUSD: { bid: '2978.17', ask: '2978.67' },
  BTCUSD: { bid: '50100.00', ask: '50110.00' },
  RELIANCE: { bid: '2810.00', ask: '2810.10' },
  USDINR: { bid: '88.6000', ask: '88.7000' },
};
const quoteOf: QuoteOf = (code) => QUOTES[code];
/** `tradeSaleFee` 0.05 %. */
const SALE_FEE: Rate = { numerator: 5n, scale: 4 };

function held(
  id: number,
  code: string,
  direction: 'buy' | 'sell',
  buildPriceTicks: bigint,
  hands: number,
  instrumentCurrency: string,
): HeldPosition {
  return {
    id,
    code,
    direction,
    buildPriceTicks: ticks(buildPriceTicks),
    hands,
    handCount: 1,
    decimals: 2,
    instrumentCurrency,
    accountCurrency: 'INR',
    lastPnlMinor: minor(123n),
  };
}

const ETH_BUY = held(1, 'ETHUSD', 'buy', 295_000n, 2, 'USD');
const BTC_SELL = held(2, 'BTCUSD', 'sell', 5_000_000n, 1, 'USD');
const RELIANCE_BUY = held(3, 'RELIANCE', 'buy', 280_050n, 1, 'INR');

// Rates by hand from the USDINR mid 88.65 and the 30 bp spread: receive 88.65 × 0.997 = 88.38405,
// pay 88.65 × 1.003 = 88.91595, both exact at 12 places.
describe('MK1: markPositions', () => {
  it('MK1: marks price, each P&L and the total from the same quotes and rates', () => {
    const marks = markPositions([ETH_BUY, BTC_SELL, RELIANCE_BUY], quoteOf, FX_SPREAD_BPS);
    const [eth, btc, reliance] = marks.rows;
    // A buy at the bid: ($2,978.17 − $2,950.00) × 2 = $56.34, a gain: 5,634 ¢ × 88.38405 = 497,955.74 → 497,956 paise.
    expect(eth).toMatchObject({ id: 1, closePriceTicks: 297_817n, pnlMinor: 497_956n, priced: true });
    expect(eth?.rate?.side).toBe('receive');
    // A sell at the ask: $50,000.00 − $50,110.00 = −$110.00, a loss: 11,000 ¢ × 88.91595 = 978,075.45 → −978,075.
    expect(btc).toMatchObject({ id: 2, closePriceTicks: 5_011_000n, pnlMinor: -978_075n, priced: true });
    expect(btc?.rate?.side).toBe('pay');
    // A rupee share converts nothing: ₹2,810.00 − ₹2,800.50 = ₹9.50.
    expect(reliance).toMatchObject({ id: 3, closePriceTicks: 281_000n, pnlMinor: 950n, rate: null, priced: true });
    expect(marks.totalPnlMinor).toBe(497_956n - 978_075n + 950n);
  });

  it('MK1: a position the quotes cannot price keeps its last valuation, in its row and in the total', () => {
    const noRupee: QuoteOf = (code) => (code === 'USDINR' ? undefined : QUOTES[code]);
    const marks = markPositions([ETH_BUY, RELIANCE_BUY], noRupee, FX_SPREAD_BPS);
    expect(marks.rows[0]).toMatchObject({ closePriceTicks: 297_817n, pnlMinor: 123n, priced: false });
    expect(marks.totalPnlMinor).toBe(123n + 950n);
    const unquoted = markPositions([held(9, 'SOLUSD', 'buy', 15_000n, 1, 'USD')], quoteOf, FX_SPREAD_BPS);
    expect(unquoted.rows[0]).toMatchObject({ closePriceTicks: null, pnlMinor: 123n, priced: false });
  });

  it('MK1: a row is what closing all of it at that quote would realise', () => {
    const marks = markPositions([ETH_BUY, BTC_SELL], quoteOf, FX_SPREAD_BPS);
    for (const [index, position] of [ETH_BUY, BTC_SELL].entries()) {
      const all = closeEstimate(position, position.hands, quoteOf, SALE_FEE, FX_SPREAD_BPS);
      expect(all?.pnlMinor).toBe(marks.rows[index]?.pnlMinor);
      expect(all?.closePriceTicks).toBe(marks.rows[index]?.closePriceTicks);
    }
  });
});

describe('MK2: closeEstimate', () => {
  it('MK2: a buy closes at the bid and a sell at the ask, never the other side', () => {
    expect(closeEstimate(ETH_BUY, 2, quoteOf, SALE_FEE, FX_SPREAD_BPS)?.closePriceTicks).toBe(297_817n);
    expect(closeEstimate(BTC_SELL, 1, quoteOf, SALE_FEE, FX_SPREAD_BPS)?.closePriceTicks).toBe(5_011_000n);
  });

  it('MK2: one lot of two realises its part at the receive rate and pays its fee at the pay rate', () => {
    const one = closeEstimate(ETH_BUY, 1, quoteOf, SALE_FEE, FX_SPREAD_BPS);
    // $28.17 = 2,817 ¢ × 88.38405 = 248,977.87 → 248,978 paise. Fee: both lots' $2.97817 → 298 ¢ less
    // the other lot's $1.489085 → 149 ¢ = 149 ¢ × 88.91595 = 13,248.48 → 13,248 paise.
    expect(one).toEqual({ closePriceTicks: 297_817n, pnlMinor: 248_978n, closingFeeMinor: 13_248n });
  });

  it("MK2: equals the server's cover: splitForCover, coverAmounts at markPrice, the rates of the same pairs", () => {
    for (const position of [ETH_BUY, BTC_SELL, RELIANCE_BUY]) {
      for (let hands = 1; hands <= position.hands; hands += 1) {
        const full = { ...position, stopLossTicks: null, takeProfitTicks: null, insured: false };
        const withMoney = {
          ...full,
          marginMinor: minor(0n),
          openingFeeMinor: minor(0n),
          insuranceCostMinor: minor(0n),
        };
        const split = splitForCover(withMoney, hands);
        if (!split.ok) throw new Error(split.message);
        const quote = QUOTES[position.code];
        if (!quote) throw new Error(`no quote for ${position.code}`);
        const bid = ticks(BigInt(quote.bid.replace('.', '')));
        const ask = ticks(BigInt(quote.ask.replace('.', '')));
        const fx =
          position.instrumentCurrency === 'INR'
            ? undefined
            : (accountFxFromQuotes(quoteOf, position.instrumentCurrency, 'INR', FX_SPREAD_BPS) ?? undefined);
        const settled = coverAmounts(
          split.value.closed,
          split.value.remaining?.hands ?? 0,
          markPrice(position.direction, bid, ask),
          SALE_FEE,
          fx,
        );
        const estimate = closeEstimate(position, hands, quoteOf, SALE_FEE, FX_SPREAD_BPS);
        expect(estimate?.pnlMinor).toBe(settled.pnlMinor);
        expect(estimate?.closingFeeMinor).toBe(settled.closingFeeMinor);
      }
    }
  });

  it('MK2: no estimate without a quote or a rate, or for lots outside 1..held', () => {
    expect(closeEstimate(ETH_BUY, 0, quoteOf, SALE_FEE)).toBeNull();
    expect(closeEstimate(ETH_BUY, 3, quoteOf, SALE_FEE)).toBeNull();
    expect(closeEstimate(ETH_BUY, 1, (code) => (code === 'ETHUSD' ? QUOTES[code] : undefined), SALE_FEE)).toBeNull();
    expect(closeEstimate(RELIANCE_BUY, 1, () => undefined, SALE_FEE)).toBeNull();
  });
});
