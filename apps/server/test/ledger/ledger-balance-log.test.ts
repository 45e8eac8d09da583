// Proves what a customer reads of the ledger: the demo sign-up bonus at registration, the
// `user/detail` balances, and `balance/log/list` (signed amounts, balance after, filters, paging,
// internal types hidden, nobody else's records).
import { minor, postDemoReset, postOpenPosition, postWithdrawRequest } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/reconcile';
import { post, publishBalanceEvents, userBalances } from '../../src/ledger/service';
import { BusChannel, LocalBus } from '../../src/lib/bus';
import { insertStaff } from '../../src/modules/staff/store';
import { writeSetting } from '../../src/settings/store';
import { consoleSend, staffAuthenticator } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';
import { eventId, fund, inr, inTx, postAlone } from '../support/ledger';
import { signInStaff } from '../support/staff-sign-in';

interface RecordRow {
  id: number;
  type: number;
  amount: string;
  balanceAfter: string;
  accountType: 'real' | 'virtual';
  ref: string | null;
  remark: string | null;
  createdAt: number;
}
interface Page {
  list: RecordRow[];
  total: number;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const records = async (user: RegisteredUser, payload: Record<string, string | number> = {}) => {
  const reply = await call<Page>(h.app, 'balance/log/list', payload, { token: user.token });
  expect(reply.code).toBe(200);
  return reply.body;
};
const detail = async (user: RegisteredUser) =>
  (await call<Record<string, string>>(h.app, 'user/detail', {}, { token: user.token })).body;

describe('sign-up bonus', () => {
  it('L5: a new user has virtualBalance = the setting, one type-6 virtual record, and a real balance of 0', async () => {
    await writeSetting(h.database.db, 'virtualStartingBalance', '2500.00');
    let user: RegisteredUser;
    try {
      user = await registerUser(h);
    } finally {
      await writeSetting(h.database.db, 'virtualStartingBalance', '100000.00');
    }
    expect(await detail(user)).toMatchObject({ balance: '0.00', balanceLocked: '0.00', virtualBalance: '2500.00' });
    const virtual = await records(user, { accountType: 'virtual' });
    expect(virtual.total).toBe(1);
    expect(virtual.list[0]).toMatchObject({
      type: 6,
      amount: '2500.00',
      balanceAfter: '2500.00',
      accountType: 'virtual',
    });
    expect(await records(user, { accountType: 'real' })).toEqual({ list: [], total: 0 });
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});

describe('balance/log/list', () => {
  let trader: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    trader = await registerUser(h);
    other = await registerUser(h);
    const db = h.database.db;
    const userId = trader.user.id;
    const ctx = (name: string) => {
      const id = eventId(name);
      return { userId, currency: 'INR', ref: id, eventId: id };
    };
    await fund(db, userId, inr(1000));
    await fund(db, other.user.id, inr(5));
    const steps = [
      postWithdrawRequest(ctx('withdraw'), inr(100)),
      postOpenPosition(ctx('open'), 'real', {
        marginMinor: inr(200),
        openingFeeMinor: minor(150n),
        insuranceCostMinor: minor(0n),
      }),
      postOpenPosition(ctx('demo-open'), 'virtual', {
        marginMinor: inr(500),
        openingFeeMinor: minor(0n),
        insuranceCostMinor: minor(0n),
      }),
    ];
    for (const step of steps) expect((await postAlone(db, step)).ok).toBe(true);
    const reset = await inTx(db, async (tx) => {
      const b = await userBalances(tx, userId, 'virtual', 'INR', { forUpdate: true });
      const current = {
        virtualAvailableMinor: b.availableMinor,
        virtualLockedMinor: b.lockedMinor,
        virtualMarginMinor: b.marginMinor,
      };
      return post(tx, postDemoReset(ctx('reset'), current, inr(100000)));
    });
    expect(reset.ok).toBe(true);
  });

  it('shows each change of the real available balance, newest first, signed, with the balance after', async () => {
    const page = await records(trader, { accountType: 'real' });
    expect(page.total).toBe(4);
    expect(page.list.map((r) => [r.type, r.amount, r.balanceAfter, r.accountType])).toEqual([
      [3, '-1.50', '698.50', 'real'],
      [3, '-200.00', '700.00', 'real'],
      [2, '-100.00', '900.00', 'real'],
      [1, '1000.00', '1000.00', 'real'],
    ]);
    expect(page.list[0]?.remark).toBe('opening fee');
    expect(page.list[0]?.ref).toMatch(/^test:open:/);
    expect(typeof page.list[0]?.createdAt).toBe('number');
  });

  it('hides internal types: a demo reset shows only its type-6 reissue', async () => {
    const page = await records(trader, { accountType: 'virtual' });
    expect(page.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      [6, '100000.00', '100000.00'],
      [3, '-500.00', '99500.00'],
      [6, '100000.00', '100000.00'],
    ]);
    expect(page.total).toBe(3);
  });

  it('filters by type and by account type, and lists both sets without one', async () => {
    expect((await records(trader)).total).toBe(7);
    const trades = await records(trader, { type: 3 });
    expect(trades.list.map((r) => r.accountType)).toEqual(['virtual', 'real', 'real']);
    expect((await records(trader, { type: 3, accountType: 'real' })).total).toBe(2);
    expect((await records(trader, { type: 14 })).total).toBe(0);
  });

  it('pages newest first with the total of all pages', async () => {
    const second = await records(trader, { accountType: 'real', page: 2, size: 2 });
    expect(second.total).toBe(4);
    expect(second.list.map((r) => r.type)).toEqual([2, 1]);
    expect((await records(trader, { accountType: 'real', page: 3, size: 2 })).list).toEqual([]);
  });

  it('never shows another user’s records, whatever userId the payload names', async () => {
    const mine = await records(other, { userId: trader.user.id, accountType: 'real' });
    expect(mine.list.map((r) => r.amount)).toEqual(['5.00']);
  });

  it('refuses a type outside 1–15 naming the field', async () => {
    const reply = await call(h.app, 'balance/log/list', { type: 101 }, { token: trader.token });
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/type/i);
  });

  it('user/detail: balance is real available, balanceLocked real locked (margin excluded), virtualBalance demo available', async () => {
    expect(await detail(trader)).toMatchObject({
      balance: '698.50',
      balanceLocked: '100.00',
      virtualBalance: '100000.00',
    });
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});

describe('balance events', () => {
  it('publishBalanceEvents pushes one balance snapshot per user touched, as user/detail shows it', async () => {
    const user = await registerUser(h);
    await fund(h.database.db, user.user.id, inr(42));
    const bus = new LocalBus();
    const received: unknown[] = [];
    const stop = bus.subscribe(BusChannel.user(user.user.id), (m) => received.push(m));
    await publishBalanceEvents({ bus, db: h.database.db }, [user.user.id, user.user.id]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(received).toEqual([
      { type: 'balance', balance: '42.00', balanceLocked: '0.00', virtualBalance: '100000.00' },
    ]);
  });
});

describe('console ledger/reconcile', () => {
  it('L1–L5: an admin reads an empty violation list; a reviewer may not run it', async () => {
    const suffix = Date.now().toString(36);
    const staffToken = async (role: 'admin' | 'reviewer') => {
      const who = { username: `ledger-${role}-${suffix}`, password: `${role}-password-1` };
      await insertStaff(h.database.db, {
        username: who.username,
        displayName: role,
        role,
        passwordHash: await h.hasher.hash(who.password),
      });
      return (await signInStaff(consoleSend(h), staffAuthenticator, who)).token;
    };
    const admin = await call<{ violations: unknown[]; checkedAt: number }>(
      h.app,
      'ledger/reconcile',
      {},
      { base: '/api/console/', token: await staffToken('admin') },
    );
    expect(admin.code).toBe(200);
    expect(admin.body.violations).toEqual([]);
    const reviewer = await call(
      h.app,
      'ledger/reconcile',
      {},
      { base: '/api/console/', token: await staffToken('reviewer') },
    );
    expect(reviewer.code).toBe(403);
  });
});
