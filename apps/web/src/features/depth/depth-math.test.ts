// Proves the depth card's figures (cumulative lots and bar shares per level) and that the order sheet
// estimates a market order past the best level at the price core's walkDepth gives, as the server
// fills it, and at the quote when the lots fit the best level or the book is not the quote's (DP1, DP4).
import type { Depth } from '@demo/contract';
import { parseTradingSettings } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { tradeEstimate } from '../trade/estimate';
import { bookOfDepth, depthRows } from './depth-math';

const depth: Depth = {
  code: 'BTCUSD',
  time: 1_795_000_000_000,
  bids: [
    { price: '50000.00', size: 10 },
    { price: '49990.00', size: 20 },
    { price: '49975.00', size: 30 },
  ],
  asks: [
    { price: '50010.00', size: 10 },
    { price: '50020.00', size: 10 },
    { price: '50040.00', size: 5 },
  ],
};

const parsed = parseTradingSettings({
  tradeHandCount: 1,
  tradeBuyFee: '0.0005',
  tradeSaleFee: '0.0005',
  tradeDefaultRate: '0.1',
  tradeDelayRate: '0.0002',
  tradeForceCoverRate: '0.5',
  tradeForceCoverWarning: '0.8',
  tradeInsuranceRate: '0.02',
});
if (!parsed.ok) throw new Error('sample settings must parse');

const input = (hands: number, direction: 'buy' | 'sell' = 'buy', bid = '50000.00') => ({
  direction,
  priceType: 'market' as const,
  limitPrice: '',
  bid,
  ask: '50010.00',
  hands,
  lever: 20,
  insurance: false,
  terms: { decimals: 2, handCount: 1, lever: 20 },
  settings: parsed.value,
  availableAssets: '10000000.00',
  marketValue: '0.00',
  positionProfit: '0.00',
  depth: bookOfDepth(depth, 2),
});

describe('depthRows', () => {
  it('DP1: each level carries the lots from the best level down to it, and a bar against the deeper side', () => {
    const rows = depthRows(depth);
    expect(rows.bids.map((r) => r.cumulative)).toEqual([10, 30, 60]);
    expect(rows.asks.map((r) => r.cumulative)).toEqual([10, 20, 25]);
    expect(rows.bids.map((r) => r.share)).toEqual([10 / 60, 30 / 60, 1]);
    expect(rows.asks.at(-1)?.share).toBeCloseTo(25 / 60);
  });

  it('an empty book has no rows and no bars', () => {
    expect(depthRows({ bids: [], asks: [] })).toEqual({ bids: [], asks: [] });
  });
});

describe('bookOfDepth', () => {
  it('reads prices in ticks of the product decimals, or gives null when one does not read', () => {
    expect(bookOfDepth(depth, 2)?.asks[0]).toEqual({ priceTicks: 5_001_000n, sizeLots: 10 });
    expect(bookOfDepth(depth, 2)?.seq).toBe(1_795_000_000);
    expect(bookOfDepth(depth, 1)).toBeNull();
  });
});

describe('the order sheet estimate with a book', () => {
  it('DP4: lots within the best ask are estimated at the ask, with no depth note', () => {
    const e = tradeEstimate(input(10));
    expect(e?.entryPrice).toBe('50010.00');
    expect(e?.walked).toBeUndefined();
  });

  it('DP4: a buy past the best ask is estimated at the walked price, rounded up, and says so', () => {
    // (10 × 50010.00 + 10 × 50020.00 + 2 × 50040.00) ÷ 22 = 50017.2727… → 50017.28.
    const e = tradeEstimate(input(22));
    expect(e?.entryPrice).toBe('50017.28');
    expect(e?.walked).toEqual({ hands: 22, topLots: 10, levels: 3 });
    expect(e?.notional).toBe('1100380.16');
  });

  it('DP4: a sell past the best bid is estimated at the walked price, rounded down', () => {
    // (10 × 50000.00 + 5 × 49990.00) ÷ 15 = 49996.666… → 49996.66.
    expect(tradeEstimate(input(15, 'sell'))?.entryPrice).toBe('49996.66');
  });

  it('DP4: a book whose best bid is not the quote shown is not walked: the estimate stays at the quote', () => {
    const e = tradeEstimate(input(22, 'buy', '50001.00'));
    expect(e?.entryPrice).toBe('50010.00');
    expect(e?.walked).toBeUndefined();
  });
});
