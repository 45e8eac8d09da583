// Proves the indicator parameters are checked before the chart uses them (whole numbers within their
// bounds, MACD fast below slow), that a stored entry is read back field by field with defaults for
// anything bad, and that VWAP is offered on intraday periods only.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INDICATORS,
  PARAM_BOUNDS,
  paramsDraft,
  paramsOf,
  parseSettings,
  validateParams,
  vwapAvailable,
  withParams,
} from './indicator-settings';

const draft = (over: Partial<Record<string, string>> = {}) => ({
  rsiLength: '14',
  macdFast: '12',
  macdSlow: '26',
  macdSignal: '9',
  emaLength: '20',
  ...over,
});

describe('validateParams', () => {
  it('CI2: accepts the defaults and typed whole numbers within bounds', () => {
    expect(validateParams(draft())).toEqual({ ok: true, params: paramsOf(DEFAULT_INDICATORS) });
    const r = validateParams(draft({ rsiLength: ' 7 ', emaLength: '200' }));
    expect(r.ok && r.params.rsiLength).toBe(7);
    expect(r.ok && r.params.emaLength).toBe(200);
  });

  it('CI2: the form opens on text that reads back as the settings it came from', () => {
    const custom = withParams(DEFAULT_INDICATORS, {
      rsiLength: 9,
      macdFast: 5,
      macdSlow: 35,
      macdSignal: 4,
      emaLength: 200,
    });
    expect(paramsDraft(custom)).toEqual({
      rsiLength: '9',
      macdFast: '5',
      macdSlow: '35',
      macdSignal: '4',
      emaLength: '200',
    });
    expect(validateParams(paramsDraft(custom))).toEqual({ ok: true, params: paramsOf(custom) });
  });

  it('CI2: names each bad field: not whole, out of range, fast not below slow', () => {
    const r = validateParams(draft({ rsiLength: '1.5', emaLength: '201', macdSignal: '' }));
    expect(r).toEqual({ ok: false, errors: { rsiLength: 'whole', emaLength: 'range', macdSignal: 'whole' } });
    expect(validateParams(draft({ macdFast: '26' }))).toEqual({ ok: false, errors: { macdFast: 'fastBelowSlow' } });
    expect(validateParams(draft({ rsiLength: '-3' }))).toEqual({ ok: false, errors: { rsiLength: 'whole' } });
    expect(validateParams(draft({ rsiLength: String(PARAM_BOUNDS.rsiLength.min - 1) }))).toEqual({
      ok: false,
      errors: { rsiLength: 'range' },
    });
  });

  it('puts validated parameters back without touching the switches', () => {
    const on = { ...DEFAULT_INDICATORS, rsi: { on: true, length: 14 } };
    const r = validateParams(draft({ rsiLength: '21' }));
    if (!r.ok) throw new Error('expected valid');
    expect(withParams(on, r.params).rsi).toEqual({ on: true, length: 21 });
  });
});

describe('parseSettings', () => {
  it('reads back what was saved', () => {
    const saved = {
      rsi: { on: true, length: 9 },
      macd: { on: true, fast: 5, slow: 35, signal: 5 },
      ema: { on: false, length: 50 },
      vwap: { on: true },
    };
    expect(parseSettings(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('CI2: falls back to the default for each missing, mistyped or out-of-bounds field', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_INDICATORS);
    expect(parseSettings('rsi')).toEqual(DEFAULT_INDICATORS);
    const s = parseSettings({ rsi: { on: 'yes', length: 500 }, macd: { on: true, fast: 30, slow: 20, signal: 9 } });
    expect(s.rsi).toEqual(DEFAULT_INDICATORS.rsi);
    expect(s.macd).toEqual({ ...DEFAULT_INDICATORS.macd, on: true });
  });
});

describe('vwapAvailable', () => {
  it('CI1: is on for intraday periods and off from a day upwards', () => {
    expect(['session', '1min', '15min', '60min'].every((p) => vwapAvailable(p as never))).toBe(true);
    expect(['day', 'week', 'month', 'year'].some((p) => vwapAvailable(p as never))).toBe(false);
  });
});
