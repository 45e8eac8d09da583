// Proves the trade panel's estimate is core's orderCosts on the server's own inputs (entry at the ask or
// bid, the product's hand size and the chosen lever), and that stops are checked on the server's sides.
import { accountFxFromQuotes, orderCosts, parsePrice, parseTradingSettings, ticks } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { ratePercent, stepPrice, stopsProblem, type TradeTerms, tradeEstimate, tradingSettingsOf } from './estimate';

const SETTINGS_TEXT = {
  tradeHandCount: 1,
  tradeBuyFee: '0.0005',
  tradeSaleFee: '0.0005',
  tradeDefaultRate: '0.1',
  tradeDelayRate: '0.0002',
  tradeForceCoverRate: '0.5',
  tradeForceCoverWarning: '0.8',
  tradeInsuranceRate: '0.02',
};
const parsed = parseTradingSettings(SETTINGS_TEXT);
if (!parsed.ok) throw new Error('sample settings must parse');
const settings = parsed.value;

function tick(text: string, decimals: number) {
  const p = parsePrice(text, decimals);
  if (!p.ok) throw new Error(text);
  return p.value;
}

const samples: {
  name: string;
  direction: 'buy' | 'sell';
  bid: string;
  ask: string;
  hands: number;
  lever: number;
  insurance: boolean;
  terms: TradeTerms;
}[] = [
  {
    name: 'BTCUSD buy, 1 lot, 20×',
    direction: 'buy',
    bid: '51719.36',
    ask: '51729.36',
    hands: 1,
    lever: 20,
    insurance: false,
    terms: { decimals: 2, handCount: 1, lever: 20 },
  },
  {
    name: 'BTCUSD sell, 7 lots, 5×, insured',
    direction: 'sell',
    bid: '51719.37',
    ask: '51729.36',
    hands: 7,
    lever: 5,
    insurance: true,
    terms: { decimals: 2, handCount: 1, lever: 20 },
  },
  {
    name: 'EURUSD buy, 3 lots of 1000, 100×',
    direction: 'buy',
    bid: '1.08421',
    ask: '1.08433',
    hands: 3,
    lever: 100,
    insurance: true,
    terms: { decimals: 5, handCount: 1000, lever: 100 },
  },
  {
    name: 'a stock at 0 decimals, 1×',
    direction: 'buy',
    bid: '2501',
    ask: '2503',
    hands: 13,
    lever: 1,
    insurance: false,
    terms: { decimals: 0, handCount: 10, lever: 1 },
  },
];

describe('the pre-trade estimate', () => {
  for (const s of samples) {
    it(`equals core orderCosts at the fill price: ${s.name}`, () => {
      const estimate = tradeEstimate({
        ...s,
        priceType: 'market',
        limitPrice: '',
        settings,
        availableAssets: '100000.00',
        marketValue: '0.00',
        positionProfit: '0.00',
      });
      const entry = tick(s.direction === 'buy' ? s.ask : s.bid, s.terms.decimals);
      const expected = orderCosts({
        priceTicks: entry,
        decimals: s.terms.decimals,
        hands: s.hands,
        handCount: s.terms.handCount,
        lever: s.lever,
        defaultRate: settings.tradeDefaultRate,
        buyFeeRate: settings.tradeBuyFee,
        insuranceRate: settings.tradeInsuranceRate,
        insurance: s.insurance,
      });
      expect(estimate?.costs).toEqual(expected);
      expect(estimate?.entryPrice).toBe(s.direction === 'buy' ? s.ask : s.bid);
    });
  }

  it('shows the BTCUSD amounts as decimal strings and compares the total with available', () => {
    const e = tradeEstimate({
      direction: 'buy',
      priceType: 'limit',
      limitPrice: '50000.00',
      bid: '51719.36',
      ask: '51729.36',
      hands: 2,
      lever: 20,
      insurance: true,
      terms: { decimals: 2, handCount: 1, lever: 20 },
      settings,
      availableAssets: '5000.00',
      marketValue: '0.00',
      positionProfit: '0.00',
    });
    expect(e).toMatchObject({
      entryPrice: '50000.00',
      notional: '100000.00',
      margin: '5000.00',
      openingFee: '50.00',
      insuranceCost: '100.00',
      total: '5150.00',
      enough: false,
    });
  });

  it('puts forced cover below a buy and above a sell', () => {
    const base = {
      priceType: 'market' as const,
      limitPrice: '',
      bid: '100.00',
      ask: '100.00',
      hands: 10,
      lever: 10,
      insurance: false,
      terms: { decimals: 2, handCount: 1, lever: 10 },
      settings,
      availableAssets: '200.00',
      marketValue: '0.00',
      positionProfit: '0.00',
    };
    const buy = tradeEstimate({ ...base, direction: 'buy' });
    const sell = tradeEstimate({ ...base, direction: 'sell' });
    expect(Number(buy?.forceCoverPrice)).toBeLessThan(100);
    expect(Number(sell?.forceCoverPrice)).toBeGreaterThan(100);
  });

  it('X1: a Samsung share from a ₹5,000 account: the contract value in won, margin and fee in rupees at the rate shown, forced cover below the entry', () => {
    const fx = accountFxFromQuotes(
      (code) => ({ USDINR: { bid: '88.6000', ask: '88.7000' }, USDKRW: { bid: '1449.50', ask: '1450.50' } })[code],
      'KRW',
      'INR',
    );
    if (fx === null) throw new Error('no rate');
    const estimate = tradeEstimate({
      direction: 'buy',
      priceType: 'market',
      limitPrice: '',
      bid: '105796',
      ask: '105896',
      hands: 1,
      lever: 5,
      insurance: false,
      terms: { decimals: 0, handCount: 1, lever: 5 },
      settings,
      availableAssets: '5000.00',
      marketValue: '0.00',
      positionProfit: '0.00',
      fx,
    });
    // ₩105,896 ÷ 5 = ₩21,179.2 → ₩21,179; × 88.65 ÷ 1450 × 1.003 (0.061321344828 ₹/₩) = ₹1,298.72.
    expect(estimate).toMatchObject({
      notional: '105896',
      instrumentCurrency: 'KRW',
      accountCurrency: 'INR',
      rate: '0.061321344828',
      // X3: the rate is the market's mid (88.65 ÷ 1450) plus the published 0.3 % spread, said beside it.
      marketRate: '0.061137931034',
      spreadPercent: '0.3',
      margin: '1298.72',
      enough: true,
    });
    expect(Number(estimate?.forceCoverPrice)).toBeLessThan(105_896);
  });

  it('has nothing to show without a price or with zero lots', () => {
    const input = {
      direction: 'buy' as const,
      priceType: 'limit' as const,
      limitPrice: 'abc',
      bid: '1',
      ask: '1',
      hands: 1,
      lever: 1,
      insurance: false,
      terms: { decimals: 2, handCount: 1, lever: 1 },
      settings,
      availableAssets: '1',
      marketValue: '0',
      positionProfit: '0',
    };
    expect(tradeEstimate(input)).toBeNull();
    expect(tradeEstimate({ ...input, limitPrice: '1.00', hands: 0 })).toBeNull();
  });

  it('reads the settings of config/setting with core', () => {
    expect(tradingSettingsOf(undefined)).toBeNull();
  });
});

describe('stop loss and take profit (the server rule, code 601)', () => {
  const entry = ticks(10000n);
  const check = (direction: 'buy' | 'sell', stopLoss: string, takeProfit: string, insurance = false) =>
    stopsProblem({ direction, entryPriceTicks: entry, stopLoss, takeProfit, insurance, decimals: 2 });
  it('wants a buy stop below and take profit above the entry', () => {
    expect(check('buy', '99.00', '101.00')).toBeNull();
    expect(check('buy', '101.00', '')).toBe('stopLossSide');
    expect(check('buy', '', '99.00')).toBe('takeProfitSide');
  });
  it('wants a sell stop above and take profit below the entry', () => {
    expect(check('sell', '101.00', '99.00')).toBeNull();
    expect(check('sell', '99.00', '')).toBe('stopLossSide');
  });
  it('needs a stop loss for insurance and a price it can read', () => {
    expect(check('buy', '', '', true)).toBe('insuranceNeedsStop');
    expect(check('buy', '9x', '')).toBe('stopLossFormat');
    expect(check('buy', '99.001', '')).toBe('stopLossFormat');
  });
});

describe('price steps and rates', () => {
  it('steps a limit price by one tick of the product', () => {
    expect(stepPrice('51729.36', 2, 1)).toBe('51729.37');
    expect(stepPrice('1.08433', 5, -1)).toBe('1.08432');
    expect(stepPrice('0.01', 2, -1)).toBe('0.01');
  });
  it('shows rates as exact percentages', () => {
    expect(ratePercent('0.02')).toBe('2');
    expect(ratePercent('0.0005')).toBe('0.05');
    expect(ratePercent('0.7500')).toBe('75');
    expect(ratePercent('1')).toBe('100');
  });
});
