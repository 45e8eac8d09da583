// Proves the trigger audit's reasons (RC4, RC5): a stop that fired on the tick that reached it, one a gap jumped (ordinary and insured), and ones that did not fire because the market was closed, halted, or never came to the level.
import { describe, expect, it } from 'vitest';
import { auditTrigger, type CandleTicks, crossesDownward, type TriggerAuditInput } from '../../src/index';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 18, 4, 0);

function candle(k: number, low: number, high: number): CandleTicks {
  return { time: T0 + k * MINUTE, open: high, high, low, close: low, volume: 1 };
}

/** A buy position with a stop at 9 900 ticks, spread 10 (bid = price − 5). */
const buyStop: TriggerAuditInput = {
  direction: 'buy',
  watching: 'exit',
  levelTicks: 9_900n,
  crossesDownward: crossesDownward('stop_loss', 'buy'),
  spreadTicks: 10,
  fired: null,
  insured: false,
  candles: [],
  halts: [],
};

describe('trigger audit', () => {
  it('RC4: a fired stop names the tick that reached it and its fill price', () => {
    const fired = {
      kind: 'stop_loss' as const,
      timeMs: T0 + 65_000,
      seq: (T0 + 65_000) / 1000,
      bidTicks: 9_900n,
      askTicks: 9_910n,
      priceTicks: 9_900n,
    };
    const audit = auditTrigger({ ...buyStop, fired, candles: [candle(0, 9_950, 10_000), candle(1, 9_905, 9_960)] });
    expect(audit.reason).toBe('reached');
    expect(audit.fired).toEqual(fired);
    expect(audit.nearest).toEqual({ priceTicks: 9_900n, timeMs: T0 + MINUTE });
  });

  it('RC5: a gap through the stop fills at the tick beyond it; insured, at the level', () => {
    const gapTick = {
      kind: 'stop_loss' as const,
      timeMs: T0,
      seq: T0 / 1000,
      bidTicks: 9_700n,
      askTicks: 9_710n,
      priceTicks: 9_700n,
    };
    expect(auditTrigger({ ...buyStop, fired: gapTick }).reason).toBe('gap');
    const insured = { ...gapTick, priceTicks: 9_900n };
    expect(auditTrigger({ ...buyStop, insured: true, fired: insured }).reason).toBe('insured_gap');
  });

  it('RC5: with no traded minute in the window the market was closed; nothing to be nearest', () => {
    const audit = auditTrigger(buyStop);
    expect(audit).toEqual({ fired: null, nearest: null, reason: 'market_closed', halt: null });
  });

  it('RC5, RC9: a level the market passed while halted did not fire because of the halt, which the audit names', () => {
    const candles = [candle(0, 9_950, 9_990), candle(1, 9_850, 9_990)];
    const halt = { fromMs: T0 + 30_000, toMs: T0 + 2 * MINUTE, reason: 'circuit breaker' };
    const audit = auditTrigger({ ...buyStop, candles, halts: [halt] });
    expect(audit.reason).toBe('halted');
    expect(audit.halt).toBe(halt);
  });

  it('RC9: a halt that ended before the level was passed does not explain it: not reached', () => {
    const candles = [candle(0, 9_950, 9_990), candle(5, 9_850, 9_990)];
    const audit = auditTrigger({ ...buyStop, candles, halts: [{ fromMs: T0, toMs: T0 + MINUTE }] });
    expect(audit).toMatchObject({ reason: 'not_reached', halt: null });
  });

  it('RC5: a level never reached says how near the bid came, and when', () => {
    const candles = [candle(0, 9_950, 10_000), candle(1, 9_920, 9_990), candle(2, 9_960, 9_990)];
    const audit = auditTrigger({ ...buyStop, candles });
    expect(audit.reason).toBe('not_reached');
    expect(audit.nearest).toEqual({ priceTicks: 9_915n, timeMs: T0 + MINUTE });
  });

  it('RC5: a sell watches the ask, rising toward its stop', () => {
    const sell = {
      ...buyStop,
      direction: 'sell' as const,
      levelTicks: 10_100n,
      crossesDownward: crossesDownward('stop_loss', 'sell'),
    };
    const audit = auditTrigger({ ...sell, candles: [candle(0, 9_950, 10_090)] });
    expect(audit.nearest).toEqual({ priceTicks: 10_095n, timeMs: T0 });
    expect(audit.reason).toBe('not_reached');
  });
});
