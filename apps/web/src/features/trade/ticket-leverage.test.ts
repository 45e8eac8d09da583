// Proves the ticket's estimate shows nothing while the lots are invalid, computes the forced-cover price from the figures the engine reads, and warns of a stop loss beyond it with the server's own rule.
import { accountForceCoverTicks, type MarkedPosition, minor, parseTradingSettings, ticks } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { type EstimateInput, estimateForLots, stopBeyondForceCover, tradeEstimate } from './estimate';

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
const settings = parsed.value;

/** A 20× ETH buy at $3,001.00 from $220.00, nothing else open: the server test's account. */
const eth: Omit<EstimateInput, 'hands'> = {
  direction: 'buy',
  priceType: 'market',
  limitPrice: '',
  bid: '3000.00',
  ask: '3001.00',
  lever: 20,
  insurance: false,
  terms: { decimals: 2, handCount: 1, lever: 20 },
  settings,
  availableAssets: '220.00',
  marketValue: '0.00',
  positionProfit: '0.00',
};

describe('LV4: the estimate while the lots are invalid', () => {
  it('LV4: empty, 0 and a fraction show no figures, never the last valid count', () => {
    for (const text of ['', '0', '1.5', ' ', '-2']) expect(estimateForLots(text, eth), JSON.stringify(text)).toBeNull();
  });

  it('LV4: a valid count is estimated for that count', () => {
    expect(estimateForLots('3', eth)).toEqual(tradeEstimate({ ...eth, hands: 3 }));
    expect(estimateForLots('3', eth)?.margin).toBe('450.15');
  });
});

describe('LV2: the ticket forced-cover price', () => {
  it('LV2: a 20× ETH buy from $220.00 is force-covered at $2,857.52, as the server names it', () => {
    expect(estimateForLots('1', eth)?.forceCoverPrice).toBe('2857.52');
  });

  it('LV2: money held for a pending order is neither equity nor used margin, as in the engine', () => {
    // $500.00 of open margin, $40.00 down (market value 460.00); $300.00 more held for a pending
    // limit order or a withdrawal would count in fundsInUse but not in the margin level.
    const other: MarkedPosition = {
      id: 1,
      marginMinor: minor(50_000n),
      pnlMinor: minor(-4_000n),
      closingFeeMinor: minor(0n),
    };
    const estimate = estimateForLots('1', {
      ...eth,
      availableAssets: '900.00',
      marketValue: '460.00',
      positionProfit: '-40.00',
    });
    const engine = accountForceCoverTicks({
      position: {
        direction: 'buy',
        buildPriceTicks: ticks(300_100n),
        hands: 1,
        handCount: 1,
        decimals: 2,
        marginMinor: estimate?.costs.marginMinor ?? minor(0n),
      },
      availableMinor: minor(90_000n - (estimate?.costs.totalMinor ?? 0n)),
      others: [other],
      settings,
    });
    expect(estimate?.forceCoverTicks).toBe(engine);
  });
});

describe('LV3: the ticket warns of a stop loss beyond the forced-cover price', () => {
  const estimate = estimateForLots('1', eth);
  const check = (direction: 'buy' | 'sell', stopLoss: string) =>
    stopBeyondForceCover({ direction, stopLoss, decimals: 2, estimate });

  it('LV3: a buy stop at 2679.00 is beyond 2857.52 and names that level; at the level it passes', () => {
    expect(check('buy', '2679.00')).toBe(285_752n);
    expect(check('buy', '2857.51')).toBe(285_752n);
    expect(check('buy', '2857.52')).toBeNull();
    expect(check('buy', '2950.00')).toBeNull();
  });

  it('LV3: no stop, an unreadable one or no estimate (invalid lots) raise nothing here', () => {
    expect(check('buy', '')).toBeNull();
    expect(check('buy', 'abc')).toBeNull();
    expect(stopBeyondForceCover({ direction: 'buy', stopLoss: '2679.00', decimals: 2, estimate: null })).toBeNull();
  });

  it('LV3: a sell stop above its forced-cover price is beyond it', () => {
    const sell = estimateForLots('1', { ...eth, direction: 'sell' });
    const level = sell?.forceCoverTicks;
    if (level == null) throw new Error('expected a forced-cover price');
    const at = (level: bigint) => `${level / 100n}.${String(level % 100n).padStart(2, '0')}`;
    expect(stopBeyondForceCover({ direction: 'sell', stopLoss: at(level + 1n), decimals: 2, estimate: sell })).toBe(
      level,
    );
    expect(stopBeyondForceCover({ direction: 'sell', stopLoss: at(level), decimals: 2, estimate: sell })).toBeNull();
  });
});
