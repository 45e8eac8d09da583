// The house's realised P&L per India day: the opposite of the customers', less what it absorbed, with fees apart (RK4, RK5).
import { describe, expect, it } from 'vitest';
import { startOfIndiaDayMs } from '../../src/india-time';
import { closedSpreadMinor, fillSpreadMinor, houseDay, housePnl } from '../../src/risk/house-pnl';

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
        spreadMinor: 0n,
      }),
    ).toEqual({
      day: '2026-11-23',
      realisedMinor: -5000n,
      spreadMinor: 0n,
      feesMinor: 150n,
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
        spreadMinor: 0n,
      }).realisedMinor,
    ).toBe(6000n);
  });

  it('RK5: every day of the window, quiet days as zeros, same-day facts added, totals the sum of the days', () => {
    const result = housePnl(
      [
        {
          dayStartMs: MONDAY,
          customerProfitMinor: -300n,
          absorbedMinor: 0n,
          feesMinor: 10n,
          overnightFeesMinor: 0n,
          spreadMinor: 0n,
        },
        {
          dayStartMs: MONDAY + 2 * DAY,
          customerProfitMinor: 500n,
          absorbedMinor: 0n,
          feesMinor: 20n,
          overnightFeesMinor: 5n,
          spreadMinor: 0n,
        },
        {
          dayStartMs: MONDAY + 2 * DAY,
          customerProfitMinor: -100n,
          absorbedMinor: 0n,
          feesMinor: 0n,
          overnightFeesMinor: 0n,
          spreadMinor: 0n,
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
            spreadMinor: 0n,
          },
        ],
        MONDAY,
        MONDAY,
      ),
    ).toThrow(RangeError);
  });
});

describe('the spread the house earned (RK8)', () => {
  const rupees = { decimals: 2, hands: 2, handCount: 10, instrumentCurrency: 'INR', accountCurrency: 'INR' };

  it('RK8: |fill − mid| × units, each leg of a close, rounded once', () => {
    // Bought at the ask 2501.00 on 2500.00/2501.00: half a rupee a unit; sold at the bid 2520.00 on 2520.00/2521.00.
    const open = { priceTicks: 250100n, bidTicks: 250000n, askTicks: 250100n, payRate: null };
    const close = { priceTicks: 252000n, bidTicks: 252000n, askTicks: 252100n, payRate: null };
    expect(fillSpreadMinor(open, rupees)).toBe(1000n);
    expect(closedSpreadMinor({ ...rupees, open, close })).toBe(2000n);
    // An odd spread of one tick on one unit: 0.005 rounds half-up to 0.01.
    expect(
      fillSpreadMinor(
        { priceTicks: 11n, bidTicks: 10n, askTicks: 11n, payRate: null },
        { ...rupees, hands: 1, handCount: 1 },
      ),
    ).toBe(1n);
  });

  it('RK8: a fill without a recorded quote earned nothing shown; a dollar fill converts at its pay rate', () => {
    const unquoted = { priceTicks: 250100n, bidTicks: null, askTicks: null, payRate: null };
    expect(fillSpreadMinor(unquoted, rupees)).toBe(0n);
    const dollars = { decimals: 2, hands: 1, handCount: 100, instrumentCurrency: 'USD', accountCurrency: 'INR' };
    // 0.10 a unit × 100 = 10.00 dollars at 83.5 = 835.00 rupees.
    expect(fillSpreadMinor({ priceTicks: 10010n, bidTicks: 9990n, askTicks: 10010n, payRate: '83.5' }, dollars)).toBe(
      83500n,
    );
    expect(() =>
      fillSpreadMinor({ priceTicks: 10010n, bidTicks: 9990n, askTicks: 10010n, payRate: null }, dollars),
    ).toThrow(RangeError);
  });

  it('RK8: trading P&L is the house side less the spread; spread and fees apart', () => {
    const day = houseDay({
      dayStartMs: MONDAY,
      customerProfitMinor: -3000n,
      absorbedMinor: 0n,
      feesMinor: 100n,
      overnightFeesMinor: 20n,
      spreadMinor: 2000n,
    });
    expect(day).toEqual({
      day: '2026-11-23',
      realisedMinor: 1000n,
      spreadMinor: 2000n,
      feesMinor: 120n,
      spreadAndFeesMinor: 2120n,
    });
  });
});
