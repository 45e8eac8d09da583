// Proves the analytics figures on hand-made rows (AN1–AN4) and that the statement CSV writes one row
// per record with exact amounts and India-time ISO dates, and reads back to the same cells (AN5).
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsEntry,
  type AnalyticsTrade,
  computeAnalytics,
  indiaIso,
  parseCsv,
  statementCsv,
} from '../../src/index';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20, 6, 0); // 11:30 India time on 2026-11-20

const trade = (
  market: string,
  at: number,
  profit: bigint,
  fees: [bigint, bigint, bigint] = [0n, 0n, 0n],
): AnalyticsTrade => ({
  market,
  coverTimeMs: at,
  profitMinor: profit,
  openingFeeMinor: fees[0],
  closingFeeMinor: fees[1],
  overnightFeeMinor: fees[2],
});
const entry = (
  at: number,
  account: AnalyticsEntry['account'],
  type: number,
  delta: bigint,
  after: bigint,
): AnalyticsEntry => ({
  atMs: at,
  account,
  type,
  deltaMinor: delta,
  balanceAfterMinor: after,
});

describe('AN1–AN4: analytics from rows', () => {
  it('adds P&L and fees, counts wins on net P&L, groups by market and India day, and finds the drawdown', () => {
    const figures = computeAnalytics({
      trades: [
        trade('crypto', T0, 5_000n, [100n, 100n, 0n]),
        trade('crypto', T0 + DAY, -2_000n, [100n, 100n, 50n]),
        trade('us', T0 + DAY, 150n, [100n, 100n, 0n]), // a price gain that fees turn into a loss
      ],
      entries: [
        entry(T0 - 1000, 'available', 3, -10_200n, 89_800n),
        entry(T0 - 1000, 'margin', 3, 10_000n, 10_000n),
        entry(T0, 'available', 4, 14_900n, 104_700n),
        entry(T0, 'margin', 4, -10_000n, 0n),
        entry(T0 + DAY, 'available', 14, -50n, 104_650n),
        entry(T0 + DAY, 'available', 4, -2_100n, 102_550n),
        entry(T0 + 2 * DAY, 'locked', 2, 50_000n, 50_000n),
        entry(T0 + 2 * DAY, 'available', 2, -50_000n, 52_550n),
      ],
      opening: { available: 100_000n, locked: 0n, margin: 0n },
      unrealisedPnlMinor: -300n,
    });
    // One basis (AN1, AN2): realised is after fees, as the win rate is, and the gross adds back.
    expect(figures.grossPnlMinor).toBe(3_150n);
    expect(figures.feesMinor).toBe(600n);
    expect(figures.tradeOvernightFeesMinor).toBe(50n);
    expect(figures.realisedPnlMinor).toBe(3_150n - 600n - 50n);
    const byMarketSum = figures.byMarket.reduce((sum, m) => sum + m.pnlMinor, 0n);
    expect(figures.realisedPnlMinor).toBe(byMarketSum);
    expect(figures.overnightFeesMinor).toBe(50n);
    expect(figures.unrealisedPnlMinor).toBe(-300n);
    expect(figures.trades).toBe(3);
    expect(figures.winRateBps).toBe(3333n);
    expect(figures.byMarket).toEqual([
      { market: 'crypto', pnlMinor: 4_800n - 2_250n, trades: 2 },
      { market: 'us', pnlMinor: -50n, trades: 1 },
    ]);
    expect(figures.byDay).toEqual([
      { day: '2026-11-20', pnlMinor: 4_800n, equityMinor: 104_700n },
      { day: '2026-11-21', pnlMinor: -2_300n, equityMinor: 102_550n },
      { day: '2026-11-22', pnlMinor: 0n, equityMinor: 102_550n },
    ]);
    // Peak 104,700 on the 20th, then 102,550: a withdrawal to locked is not a loss of equity.
    expect(figures.maxDrawdownMinor).toBe(2_150n);
  });

  it('is all zeros for a window without rows', () => {
    const figures = computeAnalytics({
      trades: [],
      entries: [],
      opening: { available: 5n, locked: 0n, margin: 0n },
      unrealisedPnlMinor: 0n,
    });
    expect(figures).toMatchObject({ trades: 0, winRateBps: 0n, maxDrawdownMinor: 0n, byDay: [], byMarket: [] });
  });
});

describe('AN5: the statement CSV', () => {
  it('writes India-time ISO dates', () => {
    expect(indiaIso(Date.UTC(2026, 10, 21, 12, 0, 5))).toBe('2026-11-21T17:30:05+05:30');
    expect(indiaIso(Date.UTC(2026, 10, 21, 20, 0, 0))).toBe('2026-11-22T01:30:00+05:30');
  });

  it('AN5, LR1, LR2, FR1: has a header and one row per record with its part, subject and other currency; quotes and defuses formulas', () => {
    const csv = statementCsv([
      {
        id: 2,
        createdAtMs: T0,
        type: 1,
        typeName: 'Recharge',
        accountType: 'real',
        currency: 'INR',
        amount: '1000.00',
        balanceAfter: '1000.00',
        ref: 'charge:9',
        remark: 'first, "big" one',
        part: null,
        partName: null,
        subject: null,
        fx: { currency: 'USDT', amount: '100.00', rate: '84.8999' },
      },
      {
        id: 3,
        createdAtMs: T0 + 1,
        type: 3,
        typeName: 'Trade',
        accountType: 'real',
        currency: 'INR',
        amount: '-120.50',
        balanceAfter: '879.50',
        ref: 'order:4',
        remark: '=HYPERLINK("x")',
        part: 'fee',
        partName: 'fee',
        subject: 'O1 · Bitcoin',
        fx: null,
      },
    ]);
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      'id',
      'date',
      'type',
      'type_name',
      'account_type',
      'currency',
      'amount',
      'balance_after',
      'ref',
      'remark',
      'part',
      'part_name',
      'subject',
      'fx_currency',
      'fx_amount',
      'fx_rate',
    ]);
    expect(rows[1]).toEqual([
      '2',
      '2026-11-20T11:30:00+05:30',
      '1',
      'Recharge',
      'real',
      'INR',
      '1000.00',
      '1000.00',
      'charge:9',
      'first, "big" one',
      '',
      '',
      '',
      'USDT',
      '100.00',
      '84.8999',
    ]);
    expect(rows[2]?.[6]).toBe('-120.50');
    expect(rows[2]?.[9]).toBe(`'=HYPERLINK("x")`);
    // LR1, LR2: the close's fee names its part and its order.
    expect(rows[2]?.slice(10, 13)).toEqual(['fee', 'fee', 'O1 · Bitcoin']);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
