// Proves the rules for changing platform settings (docs/SPEC.md S8): every editable setting has a
// kind and bounds, the stored form is what `config/setting` sends, the trading rules stay readable
// together, the settings that change what a customer pays are four-eyes, and the deployment's
// currency and simulated flag are not editable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSettingChange, isEditableSetting, SETTING_RULES } from '../src/platform-settings';
import { parseTradingSettings, type TradingSettingsText } from '../src/trading/settings';

const CURRENT = {
  customer: '[]',
  feedbackEmail: 'feedback@demo.example',
  minChargeAmount: '100.00',
  minWithdrawAmount: '100.00',
  defaultCurrency: 'INR',
  tradeHandCount: 1,
  tradeBuyFee: '0.0005',
  tradeSaleFee: '0.0005',
  tradeDefaultRate: '0.1',
  tradeDelayRate: '0.0002',
  tradeForceCoverRate: '0.5',
  tradeForceCoverWarning: '0.8',
  tradeInsuranceRate: '0.02',
  invitationRequired: false,
  simulated: true,
  virtualStartingBalance: '100000.00',
};

describe('S8: which settings staff may change and how', () => {
  it('leaves the account currency and the simulated flag to the deployment', () => {
    expect(isEditableSetting('defaultCurrency')).toBe(false);
    expect(isEditableSetting('simulated')).toBe(false);
    expect(isEditableSetting('__proto__')).toBe(false);
    expect(isEditableSetting('tradeBuyFee')).toBe(true);
  });

  it('makes every setting that changes what a customer pays or when positions close four-eyes', () => {
    const fourEyes = Object.entries(SETTING_RULES)
      .filter(([, rule]) => rule.fourEyes)
      .map(([key]) => key)
      .sort();
    expect(fourEyes).toEqual(
      [
        'tradeBuyFee',
        'tradeDefaultRate',
        'tradeDelayRate',
        'tradeForceCoverRate',
        'tradeForceCoverWarning',
        'tradeHandCount',
        'tradeInsuranceRate',
        'tradeSaleFee',
      ].sort(),
    );
  });

  it('stores each kind as config/setting sends it', () => {
    expect(checkSettingChange('tradeBuyFee', ' 0.0010 ', CURRENT)).toEqual({ ok: true, value: '0.0010' });
    expect(checkSettingChange('minWithdrawAmount', '250', CURRENT)).toEqual({ ok: true, value: '250.00' });
    expect(checkSettingChange('minWithdrawAmount', '0250.5', CURRENT)).toEqual({ ok: true, value: '250.50' });
    expect(checkSettingChange('tradeHandCount', '100', CURRENT)).toEqual({ ok: true, value: 100 });
    expect(checkSettingChange('invitationRequired', 'true', CURRENT)).toEqual({ ok: true, value: true });
    expect(checkSettingChange('feedbackEmail', 'desk@broker.example', CURRENT)).toEqual({
      ok: true,
      value: 'desk@broker.example',
    });
    expect(
      checkSettingChange('customer', '[{"type":"email","label":" E-mail ","value":"help@broker.example"}]', CURRENT),
    ).toEqual({ ok: true, value: '[{"type":"email","label":"E-mail","value":"help@broker.example"}]' });
  });

  it('refuses values out of bounds or of the wrong form, saying why', () => {
    const refused = (key: Parameters<typeof checkSettingChange>[0], text: string) => {
      const checked = checkSettingChange(key, text, CURRENT);
      return checked.ok ? 'accepted' : checked.detail;
    };
    expect(refused('tradeBuyFee', '0.06')).toBe('must be at most 0.05');
    expect(refused('tradeBuyFee', '-0.001')).toMatch(/decimal/);
    expect(refused('tradeBuyFee', '5%')).toMatch(/decimal/);
    expect(refused('tradeBuyFee', '0.000000001')).toMatch(/8 places/);
    expect(refused('tradeDefaultRate', '0')).toBe('must be at least 0.001');
    expect(refused('tradeHandCount', '0')).toBe('must be at least 1');
    expect(refused('tradeHandCount', '1.5')).toBe('must be a whole number');
    expect(refused('minChargeAmount', '10.001')).toMatch(/2 decimal places/);
    expect(refused('minChargeAmount', '99999999999999')).toMatch(/2 decimal places|at most/);
    expect(refused('invitationRequired', 'yes')).toBe('must be true or false');
    expect(refused('feedbackEmail', 'not an address')).toBe('must be an e-mail address');
    expect(refused('customer', '{"type":"email"}')).toMatch(/JSON list/);
    expect(refused('customer', '[{"type":"email","label":"x"}]')).toMatch(/type, label and value/);
    expect(refused('customer', '[{"type":"email","label":"x\\u0000","value":"y"}]')).toMatch(/plain characters/);
    // The warning must stay at or above the forced-cover level, whichever of the two moves.
    expect(refused('tradeForceCoverWarning', '0.4')).toMatch(/tradeForceCoverWarning: must be at least/);
    expect(refused('tradeForceCoverRate', '0.9')).toMatch(/tradeForceCoverWarning: must be at least/);
  });

  it('never accepts a trading value that leaves the trading rules unreadable', () => {
    const tradingKeys = Object.keys(SETTING_RULES).filter((k) => k.startsWith('trade')) as Array<
      keyof typeof SETTING_RULES
    >;
    fc.assert(
      fc.property(
        fc.constantFrom(...tradingKeys),
        fc.oneof(
          fc.string({ maxLength: 14 }),
          fc.tuple(fc.nat(3), fc.nat(99_999_999)).map(([whole, part]) => `${whole}.${String(part).padStart(8, '0')}`),
          fc.nat(2_000_000).map(String),
        ),
        (key, text) => {
          const checked = checkSettingChange(key, text, CURRENT);
          if (!checked.ok) return;
          const next = { ...CURRENT, [key]: checked.value } as unknown as TradingSettingsText;
          expect(parseTradingSettings(next).ok).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
