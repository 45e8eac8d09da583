// Proves the contract note's figures (ST10–ST15): which days are due, one opening line per position
// however it was later cut, one closing line per closed row, the notional in the instrument's own
// currency, and totals computed here by hand.
import { describe, expect, it } from 'vitest';
import {
  type ContractNoteOrder,
  contractNote,
  contractNoteCsv,
  contractNoteDays,
  contractNoteFromJson,
  contractNoteText,
  contractNoteToJson,
  parseCsv,
} from '../../src/index';

const DAY_MS = 86_400_000;
/** 00:00 IST on Tuesday 24 November 2026. */
const DAY_START_MS = Date.UTC(2026, 10, 23, 18, 30);
const at = (hh: number, mm: number) => DAY_START_MS + (hh * 60 + mm) * 60_000;

function order(o: Partial<ContractNoteOrder> & Pick<ContractNoteOrder, 'id' | 'orderNo' | 'code'>): ContractNoteOrder {
  return {
    parentId: null,
    direction: 'buy',
    hands: 1,
    handCount: 1,
    decimals: 2,
    buildPriceTicks: null,
    coverPriceTicks: null,
    buildTimeMs: null,
    coverTimeMs: null,
    instrumentCurrency: 'INR',
    instrumentDecimals: 2,
    openFxRate: null,
    closeFxRate: null,
    openingFeeMinor: 0n,
    insuranceMinor: 0n,
    closingFeeMinor: 0n,
    overnightFeeMinor: 0n,
    profitMinor: 0n,
    ...o,
  };
}

// A rupee share bought 10:30 (2 hands of 5 shares at 2501.00) and a hand sold at 11:00 by a partial
// cover (its child row); a won share (KRW, 0 decimals) bought the day before and closed 12:00 after a
// night's fee; a dollar coin opened 23:59 and closed the next day (outside this note's closes).
const rows: ContractNoteOrder[] = [
  order({
    id: 1,
    orderNo: 'A1',
    code: 'RELIANCE',
    hands: 1,
    handCount: 5,
    buildPriceTicks: 2501_00n,
    buildTimeMs: at(10, 30),
    openingFeeMinor: 6_25n,
    insuranceMinor: 1_00n,
  }),
  order({
    id: 4,
    orderNo: 'A4',
    parentId: 1,
    code: 'RELIANCE',
    hands: 1,
    handCount: 5,
    buildPriceTicks: 2501_00n,
    coverPriceTicks: 2520_00n,
    buildTimeMs: at(10, 30),
    coverTimeMs: at(11, 0),
    openingFeeMinor: 6_25n,
    insuranceMinor: 1_00n,
    closingFeeMinor: 6_30n,
    profitMinor: 95_00n,
  }),
  order({
    id: 2,
    orderNo: 'K2',
    code: '005930',
    direction: 'sell',
    hands: 3,
    handCount: 10,
    decimals: 0,
    instrumentCurrency: 'KRW',
    instrumentDecimals: 0,
    buildPriceTicks: 70_000n,
    coverPriceTicks: 69_500n,
    buildTimeMs: at(10, 0) - DAY_MS,
    coverTimeMs: at(12, 0),
    openFxRate: '0.0620',
    closeFxRate: '0.0610',
    openingFeeMinor: 40_00n,
    closingFeeMinor: 39_00n,
    overnightFeeMinor: 12_34n,
    profitMinor: 915_00n,
  }),
  order({
    id: 3,
    orderNo: 'U3',
    code: 'BTCUSD',
    handCount: 1,
    instrumentCurrency: 'USD',
    buildPriceTicks: 50010_00n,
    buildTimeMs: at(23, 59),
    coverPriceTicks: 50500_00n,
    coverTimeMs: at(23, 59) + 10 * 60_000,
    openFxRate: '83.2500',
    openingFeeMinor: 4163_33n,
  }),
];

const note = contractNote({
  userId: 7,
  accountType: 'real',
  dayStartMs: DAY_START_MS,
  currency: 'INR',
  decimals: 2,
  openingMinor: 100_000_00n,
  closingMinor: 99_000_00n,
  orders: rows,
  // ST17: the won share's night, charged at this day's 00:00 IST; one of another day is not this note's.
  overnightFees: [
    { orderId: 2, atMs: DAY_START_MS, amountMinor: 12_34n, fxRate: '0.0615' },
    { orderId: 2, atMs: DAY_START_MS - DAY_MS, amountMinor: 11_00n, fxRate: '0.0618' },
  ],
});
const nightFees = [{ orderId: 2, atMs: DAY_START_MS, amountMinor: 12_34n, fxRate: '0.0615' }];

describe('the contract note of one India day', () => {
  it('ST10: the notes of a day fall due once it has ended and settled, a week back', () => {
    const days = contractNoteDays(DAY_START_MS + DAY_MS + 5 * 60_000);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toBe(DAY_START_MS);
    expect(days[0]).toBe(DAY_START_MS - 6 * DAY_MS);
    // Four minutes after midnight the day is not yet settled.
    expect(contractNoteDays(DAY_START_MS + DAY_MS + 4 * 60_000).at(-1)).toBe(DAY_START_MS - DAY_MS);
  });

  it('ST11: one opening line per position (its partial cover included) and one line per close', () => {
    expect(note.date).toBe('2026-11-24');
    expect(note.lines.map((l) => `${l.kind}:${l.orderNo}:${l.side}:${l.lots}:${l.shares}`)).toEqual([
      'overnight:K2:sell:3:30',
      'open:A1:buy:2:10',
      'close:A4:sell:1:5',
      'close:K2:buy:3:30',
      'open:U3:buy:1:1',
    ]);
    const [night, open, share, won, coin] = note.lines;
    // ST17: the night's fee on the day it was charged, at its rate; the close carries none of it.
    expect(night).toMatchObject({ atMs: DAY_START_MS, overnightFeeMinor: 12_34n, fxRate: '0.0615', notionalMinor: 0n });
    expect(won?.overnightFeeMinor).toBe(0n);
    // 2501.00 × 10 shares; 69,500 won × 30 shares (KRW has no minor unit); 50,010.00 dollars × 1.
    expect(open?.notionalMinor).toBe(25010_00n);
    expect(open?.feeMinor).toBe(12_50n);
    expect(open?.insuranceMinor).toBe(2_00n);
    expect(share?.notionalMinor).toBe(12600_00n);
    expect(won?.notionalMinor).toBe(2_085_000n);
    expect(won?.notionalCurrency).toBe('KRW');
    expect(won?.fxRate).toBe('0.0610');
    expect(coin?.fxRate).toBe('83.2500');
    expect(coin?.notionalCurrency).toBe('USD');
  });

  it('ST12: the totals by hand', () => {
    // fees: 12.50 + 6.30 + 39.00 + 4163.33; insurance 2.00; overnight 12.34; realised 95.00 + 915.00.
    expect(note.totals).toEqual({
      opened: 2,
      closed: 2,
      feesMinor: 4221_13n,
      insuranceMinor: 2_00n,
      overnightFeesMinor: 12_34n,
      realisedMinor: 1010_00n,
      netMinor: 1010_00n - 4221_13n - 2_00n - 12_34n,
    });
  });

  it('ST13: the canonical text is stable and names every line', () => {
    const text = contractNoteText(note);
    expect(text).toBe(
      contractNoteText(contractNote({ ...note, orders: [...rows].reverse(), overnightFees: nightFees })),
    );
    expect(text).toContain(
      'close=K2:2026-11-24T12:00:00+05:30:005930:buy:3:30:69500:2085000 KRW:0.0610:39.00:0.00:0.00:915.00',
    );
    expect(text).toContain('overnight=K2:2026-11-24T00:00:00+05:30:005930:sell:3:30:: KRW:0.0615:0.00:0.00:12.34:0.00');
    expect(text).toContain('net=-3225.47');
  });

  it('ST14: the CSV carries the lines, the totals, the balances and the hash', () => {
    const table = parseCsv(contractNoteCsv(note, 'ab'.repeat(32)));
    expect(table.filter((r) => r[0] === 'open' || r[0] === 'close')).toHaveLength(4);
    const night = table.find((r) => r[0] === 'overnight');
    expect(night?.slice(2, 9)).toEqual(['K2', '2026-11-24T00:00:00+05:30', '005930', 'sell', '3', '30', '']);
    expect(night?.[14]).toBe('12.34');
    const total = table.find((r) => r[0] === 'total');
    expect(total?.at(-1)).toBe('-3225.47');
    expect(table.find((r) => r[1] === 'closing')?.at(-1)).toBe('99000.00');
    expect(table.at(-1)?.[4]).toBe('ab'.repeat(32));
  });

  it('ST15: the kept JSON reads back to the same figures', () => {
    const back = contractNoteFromJson(JSON.parse(JSON.stringify(contractNoteToJson(note))));
    expect(back).toEqual(note);
    expect(contractNoteText(back)).toBe(contractNoteText(note));
  });
});
