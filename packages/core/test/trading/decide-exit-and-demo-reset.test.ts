// Proves the engine's stop-loss and take-profit exit and the demo reset as pure decisions (docs/adr/0024; SPEC O5, M3, L3, L5): which tick fires, at what price, with the same protection as a user's cover, and a reset that leaves exactly the starting balance, without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import { accountKey, userAccounts } from '../../src/ledger/index';
import { type Minor, minor, ticks } from '../../src/money';
import {
  type DemoResetRows,
  decideDemoReset,
  decideExit,
  type ExitRows,
  exitNeedsOthers,
  type HeldOrderAt,
  type HeldOrderFacts,
  orderAfter,
  type PlacedOrderFacts,
} from '../../src/trading/index';
import { inr, TestLedger, testSettings } from '../ledger/harness';
import { held as heldOrder, ledgerHolding, NOW_MS, quoted } from './held-order';

/** The held buy with a stop at 950.00 and a take profit at 1100.00. */
const held = (change: Partial<HeldOrderFacts> = {}): HeldOrderFacts =>
  heldOrder({ stopLossTicks: ticks(95_000n), takeProfitTicks: ticks(110_000n), ...change });

const settings = testSettings();

const exitRows = (change: Partial<ExitRows> = {}): ExitRows => ({
  order: held(),
  quote: quoted(94_000n),
  fx: undefined,
  availableMinor: inr('1000'),
  settings,
  childId: null,
  others: [],
  ...change,
});

/** The one close of a plan that must have exactly one. */
function onlyClose(rows: ExitRows) {
  const decided = decideExit(rows, NOW_MS);
  if (!decided.ok || decided.value === null) throw new Error('expected an exit');
  expect(decided.value.closes).toHaveLength(1);
  const [close] = decided.value.closes;
  if (close === undefined) throw new Error('expected a close');
  return close;
}

describe('decideExit', () => {
  it('O5: an ordinary stop closes the whole position at the crossing tick, as stop_loss', () => {
    const close = onlyClose(exitRows());
    expect(orderAfter(close.from, close.events)).toEqual({ status: 'COVER', closeReason: 'stop_loss' });
    expect(close.patch).toMatchObject({ coverPriceTicks: 94_000n, profitMinor: inr('-60') });
    expect(close.posting.every((t) => t.ref === 'order:9')).toBe(true);
  });

  it('O5: an insured stop closes at exactly its stop price on a gap; a take profit at the tick', () => {
    expect(onlyClose(exitRows({ order: held({ insured: true }), quote: quoted(80_000n) })).patch.coverPriceTicks).toBe(
      95_000n,
    );
    const profit = onlyClose(exitRows({ quote: quoted(111_000n) }));
    expect(orderAfter(profit.from, profit.events).closeReason).toBe('take_profit');
    expect(profit.patch.coverPriceTicks).toBe(111_000n);
  });

  it('O5, O1: no plan for a tick between the levels, or for an order no longer held', () => {
    expect(decideExit(exitRows({ quote: quoted(100_000n) }), NOW_MS)).toEqual({ ok: true, value: null });
    const covered = held({ status: 'COVER', closeReason: 'user' });
    expect(decideExit(exitRows({ order: covered }), NOW_MS)).toEqual({ ok: true, value: null });
    expect(exitNeedsOthers(exitRows({ order: covered, availableMinor: inr('0'), quote: quoted(10_000n) }))).toBe(false);
  });

  it('M3: an exit that leaves a loss the account cannot pay closes the others too, the gainer first', () => {
    const gainer: HeldOrderAt = {
      order: held({ id: 10, buildPriceTicks: ticks(50_000n), stopLossTicks: null }),
      quote: quoted(60_000n),
      fx: undefined,
    };
    const short = exitRows({ quote: quoted(70_000n), availableMinor: inr('0'), others: [gainer] });
    expect(exitNeedsOthers(short)).toBe(true);
    const decided = decideExit(short, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected an exit');
    expect(decided.value.askedId).toBe(9);
    expect(decided.value.closes.map((c) => [c.orderId, orderAfter(c.from, c.events).closeReason])).toEqual([
      [10, 'force_cover'],
      [9, 'stop_loss'],
    ]);
    const ledger = ledgerHolding(inr('200'), inr('0'));
    // L3: each posting applies on the balances the one before left.
    for (const close of decided.value.closes) expect(ledger.tryPost(close.posting).ok).toBe(true);
    expect(ledger.user(3)).toEqual({ available: inr('0'), locked: inr('0'), margin: inr('0') });
  });

  it('X1: an exit with no rate to settle at is a bug and throws, naming the rule', () => {
    expect(() => decideExit(exitRows({ fx: null }), NOW_MS)).toThrow(AssertionFailure);
  });
});

const pending = (change: Partial<PlacedOrderFacts> = {}): PlacedOrderFacts =>
  ({
    id: 20,
    userId: 3,
    accountSet: 'virtual',
    currency: 'INR',
    status: 'CREATED',
    closeReason: null,
    direction: 'buy',
    decimals: 2,
    hands: 1,
    handCount: 1,
    lever: null,
    insurance: false,
    limitPriceTicks: ticks(90_000n),
    trailingDistanceTicks: null,
    holdMinor: inr('91'),
    ...change,
  }) as PlacedOrderFacts;

describe('decideDemoReset', () => {
  it('L5, M3: cancels, closes most profitable first, then sweeps exactly what is left and issues the start again', () => {
    const demo = (order: Partial<HeldOrderFacts>, bid: bigint | null): HeldOrderAt => ({
      order: held({ accountSet: 'virtual', stopLossTicks: null, takeProfitTicks: null, ...order }),
      quote: bid === null ? null : quoted(bid),
      fx: undefined,
    });
    const rows: DemoResetRows = {
      userId: 3,
      currency: 'INR',
      availableMinor: inr('500'),
      lockedMinor: inr('91'),
      marginMinor: inr('300'),
      pending: [pending()],
      positions: [demo({ id: 9 }, 90_000n), demo({ id: 10 }, 120_000n), demo({ id: 11 }, null)],
      settings,
      startingMinor: inr('100000'),
    };
    const decided = decideDemoReset(rows, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const { cancels, closes, reset } = decided.value;
    expect(cancels.map((c) => [c.orderId, orderAfter(c.from, c.events).status])).toEqual([[20, 'CANCEL']]);
    // Most profitable first; the unquoted one at its build price (P&L 0).
    expect(closes.map((c) => [c.orderId, c.patch.coverPriceTicks])).toEqual([
      [10, 120_000n],
      [11, 100_000n],
      [9, 90_000n],
    ]);
    const user = userAccounts(3, 'virtual', 'INR');
    const ledger = new TestLedger();
    const balances: Array<[string, Minor]> = [
      [accountKey(user.available), inr('500')],
      [accountKey(user.locked), inr('91')],
      [accountKey(user.margin), inr('300')],
      ['platform/virtual_issuance/INR', minor(-inr('891'))],
    ];
    ledger.balances = new Map(balances);
    for (const posting of [...cancels.map((c) => c.posting), ...closes.map((c) => c.posting), reset]) {
      expect(ledger.tryPost(posting).ok).toBe(true);
    }
    expect(ledger.user(3, 'virtual')).toEqual({ available: inr('100000'), locked: inr('0'), margin: inr('0') });
  });

  it('O1: a reset asked to cancel an order that is not pending is a bug and throws', () => {
    const rows: DemoResetRows = {
      userId: 3,
      currency: 'INR',
      availableMinor: inr('0'),
      lockedMinor: inr('0'),
      marginMinor: inr('0'),
      pending: [pending({ status: 'BUILD' })],
      positions: [],
      settings,
      startingMinor: inr('100000'),
    };
    expect(() => decideDemoReset(rows, NOW_MS)).toThrow(AssertionFailure);
  });
});
