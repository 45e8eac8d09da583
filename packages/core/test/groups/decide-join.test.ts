// Proves a group join's pure decision (docs/adr/0024): every refusal names its rule, field and code in order (G3, then RL10 through checkOpening: HL1, RL1), and a join plans its order and its deposit (G4), without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import {
  decideGroupJoin,
  GROUP_AMOUNT_DECIMALS,
  GROUP_AMOUNT_OUT_OF_LIMITS,
  GROUP_NOT_OPEN,
  GROUP_UNKNOWN,
  type GroupJoinRequest,
  type GroupJoinRows,
  type JoinedGroup,
} from '../../src/groups/decide-join';
import { sameCurrency } from '../../src/index';
import { EntryType } from '../../src/ledger/entry-types';
import { minor } from '../../src/money';
import type { Halt } from '../../src/risk/halts';
import type { RiskLimitFacts } from '../../src/risk/limits';

const NOW_MS = Date.UTC(2026, 10, 24, 1, 30);
const MINUTE_MS = 60_000;

/** BTCINR hands at ₹100.00, members asking ₹100.00–₹5,000.00 with a 20 % deposit, allocating in ten minutes. */
const group = (change: Partial<JoinedGroup> = {}): JoinedGroup => ({
  id: 9,
  code: 'BTCINR',
  decimals: 2,
  handCount: 1,
  instrumentCurrency: 'INR',
  priceTicks: 10_000n,
  currency: 'INR',
  minAmountMinor: 10_000n,
  maxAmountMinor: 500_000n,
  depositRate: '0.2',
  allocateAt: NOW_MS + 10 * MINUTE_MS,
  payDeadline: NOW_MS + 70 * MINUTE_MS,
  allocatedAt: null,
  ...change,
});

const rows = (change: Partial<GroupJoinRows> = {}): GroupJoinRows => ({
  group: group(),
  groupOrderId: 77,
  halt: null,
  limits: undefined,
  fx: sameCurrency('INR'),
  ...change,
});

const request = (change: Partial<GroupJoinRequest> = {}): GroupJoinRequest => ({
  userId: 3,
  accountSet: 'real',
  amount: '800.00',
  ...change,
});

/** At most `maxLots` lots of any one instrument for this customer, no other limit (RL2). */
const lotsLimit = (maxLots: number): RiskLimitFacts => ({
  reportingCurrency: 'INR',
  houseNotionalMaxMinor: null,
  houseNetNotionalMinor: minor(0n),
  maxLots,
  customerNotionalMaxMinor: null,
  own: [],
  quoteOf: () => ({ bid: '100.00', ask: '100.00' }),
});

const halt: Halt = { scope: 'code', target: 'BTCINR', reason: 'Feed check', reasonHi: null, haltedAtMs: NOW_MS };

describe('decideGroupJoin', () => {
  it('G4: a join plans its order (born SUBMIT by the store) and a deposit of half-up(amount × rate), type 7', () => {
    const decided = decideGroupJoin(rows(), request({ amount: '800.01' }), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.order).toEqual({
      id: 77,
      groupId: 9,
      userId: 3,
      accountSet: 'real',
      currency: 'INR',
      amountMinor: 80_001n,
      depositMinor: 16_000n,
    });
    expect(decided.value.posting).toEqual([
      expect.objectContaining({
        idempotencyId: 'group-order:77:join/deposit',
        ref: 'group-order:77',
        amountMinor: 16_000n,
        type: EntryType.GROUP_DEDUCTION,
      }),
    ]);
    // A deposit rate that is no rate is a bug in the offering (the console refuses it), never a refusal.
    expect(() => decideGroupJoin(rows({ group: group({ depositRate: 'half' }) }), request(), NOW_MS)).toThrow(
      AssertionFailure,
    );
  });

  it('G3: an unknown offering (404), then one not open (600), each naming sourceId', () => {
    expect(decideGroupJoin(rows({ group: undefined }), request(), NOW_MS)).toEqual({
      ok: false,
      rule: 'G3',
      field: 'sourceId',
      code: 404,
      message: GROUP_UNKNOWN,
    });
    const notOpen = { ok: false, rule: 'G3', field: 'sourceId', code: 600, message: GROUP_NOT_OPEN };
    for (const change of [{ allocateAt: NOW_MS }, { allocatedAt: NOW_MS - 1 }, { payDeadline: NOW_MS }]) {
      expect(decideGroupJoin(rows({ group: group(change) }), request({ amount: '1.001' }), NOW_MS)).toEqual(notOpen);
    }
  });

  it('G3: an amount with too many decimals, then one outside the limits (404, naming amount and the limits)', () => {
    expect(decideGroupJoin(rows(), request({ amount: '800.001' }), NOW_MS)).toEqual({
      ok: false,
      rule: 'G3',
      field: 'amount',
      code: 404,
      message: GROUP_AMOUNT_DECIMALS,
    });
    const outside = {
      ok: false,
      rule: 'G3',
      field: 'amount',
      code: 404,
      message: GROUP_AMOUNT_OUT_OF_LIMITS,
      values: { min: '100.00 INR', max: '5000.00 INR' },
    };
    expect(decideGroupJoin(rows(), request({ amount: '99.99' }), NOW_MS)).toEqual(outside);
    expect(decideGroupJoin(rows(), request({ amount: '5000.01' }), NOW_MS)).toEqual(outside);
  });

  it('RL10, HL1: a halt on the product refuses the join (600) before any limit', () => {
    expect(decideGroupJoin(rows({ halt, limits: lotsLimit(0) }), request(), NOW_MS)).toMatchObject({
      ok: false,
      rule: 'HL1',
      code: 600,
      values: { reason: 'Feed check' },
    });
  });

  it('RL10: the lots the amount asks for at the unit cost count against a lots limit; without a rate it asks none', () => {
    // ₹800.00 at ₹100.00 a hand asks for 8 lots: past a limit of 7, inside one of 8.
    expect(decideGroupJoin(rows({ limits: lotsLimit(7) }), request(), NOW_MS)).toMatchObject({
      ok: false,
      rule: 'RL1',
      code: 600,
    });
    expect(decideGroupJoin(rows({ limits: lotsLimit(8) }), request(), NOW_MS).ok).toBe(true);
    expect(decideGroupJoin(rows({ limits: lotsLimit(0), fx: null }), request(), NOW_MS).ok).toBe(true);
  });
});
