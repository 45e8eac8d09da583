import { describe, expect, it } from 'vitest';
import { type Halt, haltOn, isLargeTrade, minor, placedNotionalMinor, refuseHalted, ticks } from '../../src';

// The halt rules without a database: which halt an instrument trades under and how an order is refused
// (HL1, HL2), and the notional a large-trade notice compares (HL9).

const halt = (scope: Halt['scope'], target: string, reason: string): Halt => ({
  scope,
  target,
  reason,
  reasonHi: null,
  haltedAtMs: 1,
});

describe('halts', () => {
  it('HL2: an instrument’s own halt comes before its market’s; other markets trade', () => {
    const halts = [halt('market', 'crypto', 'Exchange outage'), halt('code', 'BTCUSD', 'BTC review')];
    expect(haltOn(halts, { code: 'BTCUSD', market: 'crypto' })?.reason).toBe('BTC review');
    expect(haltOn(halts, { code: 'ETHUSD', market: 'crypto' })?.reason).toBe('Exchange outage');
    expect(haltOn(halts, { code: 'SBIN', market: 'india' })).toBeNull();
  });

  it('HL1: a halted order is refused with 600 naming the reason, the Hindi one falling back to English', () => {
    expect(refuseHalted(null)).toBeNull();
    expect(refuseHalted(halt('code', 'BTCUSD', 'Feed error'))).toMatchObject({
      ok: false,
      rule: 'HL1',
      field: 'code',
      code: 600,
      values: { reason: 'Feed error', reasonHi: 'Feed error' },
    });
  });

  it('HL9: the notional is price × lots × units in the account’s currency, converted at the recorded rate', () => {
    const inr = {
      hands: 80,
      handCount: 1,
      priceTicks: ticks(50000n),
      decimals: 2,
      instrumentCurrency: null,
      currency: 'INR',
      openFxRate: null,
    };
    expect(placedNotionalMinor(inr)).toBe(4_000_000n);
    const usd = { ...inr, hands: 2, instrumentCurrency: 'USD', openFxRate: '83.5' };
    // 2 × 500.00 USD = 1000.00 USD at 83.5 = 83,500.00 INR.
    expect(placedNotionalMinor(usd)).toBe(8_350_000n);
    expect(isLargeTrade(minor(4_000_000n), minor(4_000_000n))).toBe(true);
    expect(isLargeTrade(minor(3_999_999n), minor(4_000_000n))).toBe(false);
    expect(isLargeTrade(minor(9_999_999n), minor(0n))).toBe(false);
  });
});
