// Proves the console's AI form sends the parameters each strategy reads, and reads them back for editing.
import { describe, expect, it } from 'vitest';
import { type AiFormValues, paramsOf, paramsText, toPayload } from './ai-form';

const base: AiFormValues = {
  name: ' Gold trend ',
  nameHi: 'सोना',
  description: 'd',
  descriptionHi: 'वि',
  strategy: 'momentum',
  code: 'btcusd',
  lookbackBars: 20,
  entryZ: '1.50',
  exitZ: '0.50',
  fastBars: 10,
  slowBars: 30,
  allowShort: false,
  minAmount: '1000',
  maxAmount: '5000',
  unit: '100',
  lever: 2,
  periodDays: 7,
  enabled: true,
  reason: ' launch ',
};

describe('the AI product form', () => {
  it('sends only the chosen strategy’s parameters, as JSON, and no statistic', () => {
    expect(paramsOf(base)).toEqual({ lookbackBars: 20, allowShort: false });
    expect(paramsOf({ ...base, strategy: 'ma_crossover' })).toEqual({ fastBars: 10, slowBars: 30, allowShort: false });
    expect(paramsOf({ ...base, strategy: 'mean_reversion' })).toEqual({
      lookbackBars: 20,
      entryZ: '1.50',
      exitZ: '0.50',
      allowShort: false,
    });
    const payload = toPayload(base);
    expect(payload).toMatchObject({ name: 'Gold trend', code: 'BTCUSD', reason: 'launch' });
    expect(JSON.parse(String(payload.params))).toEqual({ lookbackBars: 20, allowShort: false });
    expect(Object.keys(payload)).not.toContain('winRate');
  });

  it('shows parameters in one line', () => {
    expect(paramsText({ lookbackBars: 20, allowShort: true })).toBe('lookbackBars 20 · allowShort yes');
  });
});
