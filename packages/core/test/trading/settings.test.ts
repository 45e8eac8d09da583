// Proves the trading settings parse exactly from their decimal strings and that a bad setting is refused with the field named, never half-read.
import { describe, expect, it } from 'vitest';
import { parseTradingSettings, type TradingSettingsText } from '../../src/trading/index';

const text: TradingSettingsText = {
  tradeHandCount: 100,
  tradeBuyFee: '0.0005',
  tradeSaleFee: '0.0005',
  tradeDefaultRate: '0.1',
  tradeDelayRate: '0.0002',
  tradeForceCoverRate: '0.5',
  tradeForceCoverWarning: '0.8',
  tradeInsuranceRate: '0.1',
};

describe('parseTradingSettings', () => {
  it('reads every rate as an exact fraction', () => {
    const parsed = parseTradingSettings(text);
    expect(parsed).toMatchObject({
      ok: true,
      value: { tradeHandCount: 100, tradeBuyFee: { numerator: 5n, scale: 4 } },
    });
  });

  it('names the first bad field: not a decimal, negative, a bad hand size, warning below cover', () => {
    const cases: [Partial<TradingSettingsText>, string][] = [
      [{ tradeSaleFee: '1e-3' }, 'tradeSaleFee: format'],
      [{ tradeDelayRate: '-0.1' }, 'tradeDelayRate: negative'],
      [{ tradeHandCount: 0 }, 'tradeHandCount: 0 is not a positive integer'],
      [{ tradeForceCoverWarning: '0.49' }, 'tradeForceCoverWarning: must be at least tradeForceCoverRate'],
    ];
    for (const [change, detail] of cases) {
      expect(parseTradingSettings({ ...text, ...change })).toEqual({ ok: false, error: 'bad_setting', detail });
    }
    expect(parseTradingSettings({ ...text, tradeForceCoverWarning: '0.50' }).ok).toBe(true);
  });
});
