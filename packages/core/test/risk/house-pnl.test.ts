// The house's realised P&L per India day: the opposite of the customers', less what it absorbed, with fees apart (RK4, RK5).
import { describe, expect, it } from 'vitest';
import { startOfIndiaDayMs } from '../../src/india-time';
import { houseDay, housePnl } from '../../src/risk/house-pnl';

const MONDAY = startOfIndiaDayMs(Date.UTC(2026, 10, 23, 6, 0));
const DAY = 86_400_000;

describe('the house P&L', () => {
  it('RK4: a customer gain is a house loss; a loss beyond the customer money pays the house only what was there', () => {
    expect(
      houseDay({
        dayStartMs: MONDAY,
        customerProfitMinor: 5000n,
        absorbedMinor: 0n,
        feesMinor: 120n,
        overnightFeesMinor: 30n,
      }),
    ).toEqual({
      day: '2026-11-23',
      realisedMinor: -5000n,
      spreadAndFeesMinor: 150n,
    });
    // The customer lost 100.00 but had 60.00: the house gets 60.00, loss_absorption paid 40.00.
    expect(
      houseDay({
        dayStartMs: MONDAY,
        customerProfitMinor: -10000n,
        absorbedMinor: 4000n,
        feesMinor: 0n,
        overnightFeesMinor: 0n,
      }).realisedMinor,
    ).toBe(6000n);
  });

  it('RK5: every day of the window, quiet days as zeros, same-day facts added, totals the sum of the days', () => {
    const result = housePnl(
      [
        { dayStartMs: MONDAY, customerProfitMinor: -300n, absorbedMinor: 0n, feesMinor: 10n, overnightFeesMinor: 0n },
        {
          dayStartMs: MONDAY + 2 * DAY,
          customerProfitMinor: 500n,
          absorbedMinor: 0n,
          feesMinor: 20n,
          overnightFeesMinor: 5n,
        },
        {
          dayStartMs: MONDAY + 2 * DAY,
          customerProfitMinor: -100n,
          absorbedMinor: 0n,
          feesMinor: 0n,
          overnightFeesMinor: 0n,
        },
      ],
      MONDAY + 3_600_000,
      MONDAY + 2 * DAY + 3_600_000,
    );
    expect(result.byDay.map((d) => [d.day, d.realisedMinor, d.spreadAndFeesMinor])).toEqual([
      ['2026-11-23', 300n, 10n],
      ['2026-11-24', 0n, 0n],
      ['2026-11-25', -400n, 25n],
    ]);
    expect(result.realisedMinor).toBe(-100n);
    expect(result.spreadAndFeesMinor).toBe(35n);
  });

  it('RK5: a fact outside the window is a bug', () => {
    expect(() =>
      housePnl(
        [
          {
            dayStartMs: MONDAY - DAY,
            customerProfitMinor: 0n,
            absorbedMinor: 0n,
            feesMinor: 0n,
            overnightFeesMinor: 0n,
          },
        ],
        MONDAY,
        MONDAY,
      ),
    ).toThrow(RangeError);
  });
});
