// Proves the close sheet's P&L estimate (V7): covering some lots shows their share of the position's P&L,
// signed, to the minor unit, and the shares of covering in pieces add up to the whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../../src/money';
import { coveredPnlShare } from '../../src/trading/index';

describe('V7: coveredPnlShare', () => {
  it('gives the whole P&L for the whole position and a pro-rata share for part of it', () => {
    expect(coveredPnlShare(minor(12_345n), 4, 4)).toBe(12_345n);
    expect(coveredPnlShare(minor(1_000n), 1, 4)).toBe(250n);
    expect(coveredPnlShare(minor(-1_000n), 3, 4)).toBe(-750n);
    // 1001 paise over 1 : 2 lots: 333.67 → the largest remainder gives this part 334.
    expect(coveredPnlShare(minor(1_001n), 1, 3)).toBe(334n);
    expect(coveredPnlShare(minor(0n), 1, 2)).toBe(0n);
  });

  it('refuses lots outside 1..held', () => {
    expect(coveredPnlShare(minor(100n), 0, 2)).toBeNull();
    expect(coveredPnlShare(minor(100n), 3, 2)).toBeNull();
    expect(coveredPnlShare(minor(100n), 1.5, 2)).toBeNull();
  });

  it('keeps the sign and never exceeds the whole', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000_000_000n, max: 1_000_000_000_000n }),
        fc.integer({ min: 1, max: 500 }),
        (pnl, total) => {
          for (const hands of [1, Math.ceil(total / 2), total]) {
            const share = coveredPnlShare(minor(pnl), hands, total);
            expect(share).not.toBeNull();
            const s = share ?? 0n;
            expect(s === 0n || s < 0n === pnl < 0n).toBe(true);
            expect(s < 0n ? -s : s).toBeLessThanOrEqual(pnl < 0n ? -pnl : pnl);
          }
        },
      ),
    );
  });
});
