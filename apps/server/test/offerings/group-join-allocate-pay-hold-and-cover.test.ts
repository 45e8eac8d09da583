// Proves a group purchase end to end on real PostgreSQL: members of the real and the demo account join with a deposit (type 7), the leader allocates pro rata at the allocation time, a PAYING member pays the rest and holds a position with source "group" that covers like any other, an unpaid order lapses with exactly its deposit back (type 15), and money is conserved through every path (G1–G8, L1–L6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateGroup, runGroupOrders } from '../../src/modules/group-orders/allocation';
import { consoleCall, staffToken } from '../support/funds';
import { call } from '../support/harness';
import { inr } from '../support/ledger';
import { startTrading, type TradingHarness } from '../support/trading';

const MINUTE_MS = 60_000;

interface Group {
  id: number;
  payDeadline: number;
  status: string;
  unitCost: string | null;
  allocationRate: string | null;
  blockQty: number;
}
interface GroupOrder {
  id: number;
  status: string;
  accountType: string;
  amount: string;
  depositAmount: string;
  paidAmount: string;
  unpaidAmount: string;
  refundedAmount: string;
  allocatedQty: number | null;
  allottedAmount: string | null;
  orderId: number | null;
  group: Group;
}
interface Order {
  id: number;
  status: string;
  source: string;
  hands: number;
  buildPrice: string;
  multiple: number;
  profit: string;
}

let h: TradingHarness;
let admin: { token: string; id: number };

beforeAll(async () => {
  h = await startTrading();
  admin = await staffToken(h, 'admin');
  await h.quote('BTCUSD', '100.00', '100.10');
});

afterAll(async () => {
  await h?.close();
});

/** A group of BTCUSD hands at $100.00 (₹100.00 at the harness's parity), allocating in 10 minutes. */
async function createGroup(fields: { blockQty: number; depositRate: string; minAmount?: string; maxAmount?: string }) {
  const reply = await consoleCall<Group & { members: number }>(
    h,
    'group/create',
    {
      name: 'Bitcoin block',
      code: 'BTCUSD',
      price: '100.00',
      blockQty: fields.blockQty,
      minAmount: fields.minAmount ?? '100.00',
      maxAmount: fields.maxAmount ?? '5000.00',
      depositRate: fields.depositRate,
      allocateAt: h.clock.nowMs + 10 * MINUTE_MS,
      payDeadline: h.clock.nowMs + 70 * MINUTE_MS,
      reason: 'weekly block',
    },
    admin.token,
  );
  expect(reply.code, reply.message).toBe(200);
  expect(reply.body.status).toBe('open');
  return reply.body;
}

describe('a group purchase from joining to a covered position', () => {
  it('G1, G4–G6, L1: an oversubscribed block is allotted pro rata; pay, hold, cover; an unpaid order lapses', async () => {
    const startMs = h.clock.nowMs;
    const group = await createGroup({ blockQty: 10, depositRate: '0.2' });
    const alice = await h.trader({ rupees: 10_000 });
    const bob = await h.trader({ rupees: 10_000 });
    const carol = await h.trader();
    const carolDemoBefore = (await carol.balances('virtual')).availableMinor;

    // Asked: 8 + 4 + 10 = 22 units for a block of 10.
    const a = await alice.call<GroupOrder>('user_product_group/create', { sourceId: group.id, amount: '800.00' });
    const b = await bob.call<GroupOrder>('user_product_group/create', { sourceId: group.id, amount: '400.00' });
    const c = await carol.call<GroupOrder>('user_product_group/create', {
      sourceId: group.id,
      amount: '1000.00',
      accountType: 'virtual',
    });
    for (const reply of [a, b, c]) expect(reply.code, reply.message).toBe(200);
    expect(a.body).toMatchObject({
      status: 'SUBMIT',
      depositAmount: '160.00',
      paidAmount: '160.00',
      unpaidAmount: '640.00',
    });
    expect(c.body.accountType).toBe('virtual');
    expect((await alice.balances()).availableMinor).toBe(inr(10_000) - 16_000n);
    expect((await carol.balances('virtual')).availableMinor).toBe(carolDemoBefore - 20_000n);
    const record = await alice.call<{ list: Array<{ type: number; amount: string }> }>('balance/log/list', { type: 7 });
    expect(record.body.list[0]).toMatchObject({ type: 7, amount: '-160.00' });

    // Not yet: nothing happens before the allocation time.
    expect(await runGroupOrders(h.deps, h.clock.nowMs)).toEqual({ allocated: [], lapsed: [] });

    h.clock.nowMs = startMs + 10 * MINUTE_MS;
    expect((await runGroupOrders(h.deps, h.clock.nowMs)).allocated).toEqual([group.id]);
    // G7: a second pass, or a direct repeat, allots nothing again.
    expect(await runGroupOrders(h.deps, h.clock.nowMs)).toEqual({ allocated: [], lapsed: [] });
    expect(await allocateGroup(h.deps, group.id, h.clock.nowMs)).toBe(false);

    // Exact shares 80/22, 40/22, 100/22 = 3.63, 1.81, 4.54: floors 3, 1, 4 and the 2 left over go to
    // the largest remainders (bob's 0.81, alice's 0.63).
    const list = async (t: typeof alice, accountType = 'real') =>
      (await t.call<{ list: GroupOrder[] }>('user_product_group/list', { accountType })).body.list[0];
    const aliceOrder = await list(alice);
    const bobOrder = await list(bob);
    const carolOrder = await list(carol, 'virtual');
    expect([aliceOrder?.allocatedQty, bobOrder?.allocatedQty, carolOrder?.allocatedQty]).toEqual([4, 2, 4]);
    expect(aliceOrder).toMatchObject({ status: 'PAYING', allottedAmount: '400.00', unpaidAmount: '240.00' });
    expect(aliceOrder?.group).toMatchObject({
      status: 'allocated',
      unitCost: '100.00',
      allocationRate: '1.000000000000',
    });
    expect(bobOrder).toMatchObject({ status: 'PAYING', allottedAmount: '200.00', unpaidAmount: '120.00' });
    expect(carolOrder).toMatchObject({ status: 'PAYING', allottedAmount: '400.00', unpaidAmount: '200.00' });

    // Alice pays the rest and holds 4 hands at $100.00 with source "group".
    const paid = await alice.call<GroupOrder>('user_product_group/pay', { id: aliceOrder?.id ?? 0 });
    expect(paid.code, paid.message).toBe(200);
    expect(paid.body).toMatchObject({ status: 'HOLDING', paidAmount: '400.00', unpaidAmount: '0.00' });
    expect(await alice.balances()).toEqual({ availableMinor: inr(9_600), lockedMinor: 0n, marginMinor: inr(400) });
    const held = await alice.call<{ list: Order[] }>('order/list/source', { source: 'group' });
    expect(held.body.list).toHaveLength(1);
    expect(held.body.list[0]).toMatchObject({
      id: paid.body.orderId,
      status: 'BUILD',
      source: 'group',
      hands: 4,
      buildPrice: '100.00',
      multiple: 1,
    });
    // Paying twice is refused and changes nothing.
    expect((await alice.call('user_product_group/pay', { id: aliceOrder?.id ?? 0 })).code).toBe(404);

    // Carol pays in the demo account; demo money never touches a real account (L5).
    expect((await carol.call('user_product_group/pay', { id: carolOrder?.id ?? 0 })).code).toBe(200);
    expect((await carol.balances('virtual')).marginMinor).toBe(inr(400));
    expect((await carol.balances('real')).marginMinor).toBe(0n);

    // The held position covers like any other: at a bid of $110.00 the 4 hands gain $40.00 (₹40.00).
    await h.quote('BTCUSD', '110.00', '110.10');
    const cover = await alice.call<Order>('order/cover', { orderId: paid.body.orderId ?? 0, hands: 4 });
    expect(cover.code, cover.message).toBe(200);
    const after = await alice.balances();
    expect(after.marginMinor).toBe(0n);
    const closingFeeMinor = inr(10_040) - after.availableMinor;
    expect(closingFeeMinor).toBeGreaterThanOrEqual(0n);
    expect(closingFeeMinor).toBeLessThan(inr(1));

    // Bob never pays: at the deadline his order lapses with exactly his deposit back (type 15).
    h.clock.nowMs = startMs + 70 * MINUTE_MS;
    expect((await runGroupOrders(h.deps, h.clock.nowMs)).lapsed).toEqual([bobOrder?.id]);
    expect(await bob.balances()).toEqual({ availableMinor: inr(10_000), lockedMinor: 0n, marginMinor: 0n });
    expect(await list(bob)).toMatchObject({ status: 'LAPSED', refundedAmount: '80.00', paidAmount: '0.00' });
    const refund = await bob.call<{ list: Array<{ type: number; amount: string }> }>('balance/log/list', { type: 15 });
    expect(refund.body.list[0]).toMatchObject({ type: 15, amount: '80.00' });
    expect((await bob.call('user_product_group/pay', { id: bobOrder?.id ?? 0 })).code).toBe(404);
    expect(await h.reconciled()).toEqual([]);
  });

  it('G4, G5: a deposit above the allotment returns the excess at once; a member allotted nothing gets the deposit back', async () => {
    const group = await createGroup({ blockQty: 1, depositRate: '0.5' });
    const erin = await h.trader({ rupees: 1_000 });
    const frank = await h.trader({ rupees: 1_000 });
    // 2 + 1 units for a block of 1: exact 0.67 and 0.33, the unit goes to erin.
    expect((await erin.call('user_product_group/create', { sourceId: group.id, amount: '250.00' })).code).toBe(200);
    expect((await frank.call('user_product_group/create', { sourceId: group.id, amount: '100.00' })).code).toBe(200);
    h.clock.nowMs += 10 * MINUTE_MS;
    await runGroupOrders(h.deps, h.clock.nowMs);
    const [erinOrder] = (await erin.call<{ list: GroupOrder[] }>('user_product_group/list')).body.list;
    const [frankOrder] = (await frank.call<{ list: GroupOrder[] }>('user_product_group/list')).body.list;
    // Erin's deposit of ₹125.00 pays the ₹100.00 unit: HOLDING at once and ₹25.00 back.
    expect(erinOrder).toMatchObject({
      status: 'HOLDING',
      allocatedQty: 1,
      refundedAmount: '25.00',
      paidAmount: '100.00',
    });
    expect(await erin.balances()).toEqual({ availableMinor: inr(900), lockedMinor: 0n, marginMinor: inr(100) });
    expect(frankOrder).toMatchObject({ status: 'LAPSED', allocatedQty: 0, refundedAmount: '50.00' });
    expect(await frank.balances()).toEqual({ availableMinor: inr(1_000), lockedMinor: 0n, marginMinor: 0n });
    expect(await h.reconciled()).toEqual([]);
  });

  it('names the product in the request’s locale: बिटकॉइन on the offerings, the join, the list and the pay in Hindi', async () => {
    const group = await createGroup({ blockQty: 1, depositRate: '0.2' });
    const hi = { locale: 'hi' as const };
    const named = (g: { productName: string } | null | undefined) => g?.productName;
    const front = await call<{ list: Array<Group & { productName: string }> }>(
      h.app,
      'product_group/front',
      { size: -1 },
      hi,
    );
    expect(named(front.body.list.find((g) => g.id === group.id))).toBe('बिटकॉइन');
    const english = await call<{ list: Array<Group & { productName: string }> }>(h.app, 'product_group/front', {
      size: -1,
    });
    expect(named(english.body.list.find((g) => g.id === group.id))).toBe('Bitcoin');
    const info = await call<Group & { productName: string }>(h.app, 'product_group/info', {}, hi);
    expect(named(info.body)).toBe('बिटकॉइन');
    const gita = await h.trader({ rupees: 1_000 });
    type Named = GroupOrder & { group: { productName: string } };
    const joined = await gita.call<Named>('user_product_group/create', { sourceId: group.id, amount: '100.00' }, hi);
    expect(joined.code, joined.message).toBe(200);
    expect(named(joined.body.group)).toBe('बिटकॉइन');
    h.clock.nowMs += 10 * MINUTE_MS;
    await runGroupOrders(h.deps, h.clock.nowMs);
    const [listed] = (await gita.call<{ list: Named[] }>('user_product_group/list', {}, hi)).body.list;
    expect(listed?.status).toBe('PAYING');
    expect(named(listed?.group)).toBe('बिटकॉइन');
    const paid = await gita.call<Named>('user_product_group/pay', { id: listed?.id ?? 0 }, hi);
    expect(paid.code, paid.message).toBe(200);
    expect(named(paid.body.group)).toBe('बिटकॉइन');
  });
});

describe('what a group purchase refuses', () => {
  it('G3, G8, E2: limits, a second join, a late join, another customer’s order, a short balance', async () => {
    const group = await createGroup({ blockQty: 5, depositRate: '0.2', minAmount: '200.00', maxAmount: '1000.00' });
    const gina = await h.trader({ rupees: 150 });
    const hank = await h.trader({ rupees: 250 });

    const low = await hank.call('user_product_group/create', { sourceId: group.id, amount: '199.99' });
    expect(low.code).toBe(404);
    expect(low.message).toMatch(/Amount/);
    expect((await hank.call('user_product_group/create', { sourceId: group.id, amount: '1000.01' })).code).toBe(404);
    expect((await hank.call('user_product_group/create', { sourceId: 2_000_000_000, amount: '300.00' })).code).toBe(
      404,
    );
    const bad = await hank.call('user_product_group/create', { sourceId: group.id, amount: 'lots' });
    expect(bad.code).toBe(404);
    expect(bad.message).toMatch(/Amount/);

    const joined = await hank.call<GroupOrder>('user_product_group/create', { sourceId: group.id, amount: '1000.00' });
    expect(joined.code).toBe(200);
    const twice = await hank.call('user_product_group/create', { sourceId: group.id, amount: '500.00' });
    expect(twice.code).toBe(404);
    // The demo account is a separate account: the same member may join there too.
    const demo = await hank.call('user_product_group/create', {
      sourceId: group.id,
      amount: '500.00',
      accountType: 'virtual',
    });
    expect(demo.code).toBe(200);

    // Gina has ₹150: a deposit of ₹200 is refused with 407 and nothing is written.
    const poor = await gina.call('user_product_group/create', { sourceId: group.id, amount: '1000.00' });
    expect(poor.code).toBe(407);
    expect((await gina.call<{ total: number }>('user_product_group/list')).body.total).toBe(0);
    expect((await gina.balances()).availableMinor).toBe(inr(150));

    // Someone else's order answers exactly like one that does not exist (G8).
    const foreign = await gina.call('user_product_group/pay', { id: joined.body.id });
    const missing = await gina.call('user_product_group/pay', { id: 2_000_000_000 });
    expect([foreign.code, foreign.message]).toEqual([missing.code, missing.message]);
    // Not PAYING yet.
    expect((await hank.call('user_product_group/pay', { id: joined.body.id })).code).toBe(404);

    h.clock.nowMs += 10 * MINUTE_MS;
    const late = await gina.call('user_product_group/create', { sourceId: group.id, amount: '200.00' });
    expect(late.code).toBe(600);
    // Staff cannot edit an offering whose allocation time came.
    const edit = await consoleCall(
      h,
      'group/update',
      {
        id: group.id,
        name: 'Bitcoin block',
        code: 'BTCUSD',
        price: '90.00',
        blockQty: 50,
        minAmount: '100.00',
        maxAmount: '5000.00',
        depositRate: '0.2',
        allocateAt: h.clock.nowMs + MINUTE_MS,
        payDeadline: h.clock.nowMs + 2 * MINUTE_MS,
        reason: 'too late',
      },
      admin.token,
    );
    expect(edit.code).toBe(404);
    await runGroupOrders(h.deps, h.clock.nowMs);
    // 10 + 5 units for a block of 5: exact 3.33 and 1.67, the unit left over goes to the larger remainder.
    const members = await consoleCall<{ list: Array<{ allocatedQty: number; accountType: string; status: string }> }>(
      h,
      'group/members',
      { id: group.id },
      admin.token,
    );
    expect(members.code).toBe(200);
    expect(members.body.list.map((m) => [m.accountType, m.allocatedQty, m.status])).toEqual([
      ['real', 3, 'PAYING'],
      ['virtual', 2, 'PAYING'],
    ]);

    // Hank has ₹50 left after his ₹200 deposit: the rest of ₹100 is refused with 407 and nothing changes.
    const [hankOrder] = (await hank.call<{ list: GroupOrder[] }>('user_product_group/list', { accountType: 'real' }))
      .body.list;
    expect(hankOrder?.unpaidAmount).toBe('100.00');
    expect((await hank.call('user_product_group/pay', { id: hankOrder?.id ?? 0 })).code).toBe(407);
    expect(await hank.balances()).toEqual({ availableMinor: inr(50), lockedMinor: 0n, marginMinor: 0n });
    // At the deadline, before the leader's pass, paying is refused (600); the pass then lapses it.
    h.clock.nowMs = group.payDeadline;
    expect((await hank.call('user_product_group/pay', { id: hankOrder?.id ?? 0 })).code).toBe(600);
    expect((await runGroupOrders(h.deps, h.clock.nowMs)).lapsed).toContain(hankOrder?.id);
    expect(await hank.balances()).toEqual({ availableMinor: inr(250), lockedMinor: 0n, marginMinor: 0n });
    expect(await h.reconciled()).toEqual([]);
    const audit = await consoleCall<{ list: Array<{ action: string; target: string }> }>(
      h,
      'audit/list',
      { action: 'group.create' },
      admin.token,
    );
    expect(audit.body.list.some((e) => e.target === `group:${group.id}`)).toBe(true);
  });

  it('G3: the console refuses an unknown product, a price off the tick, a deadline before allocation', async () => {
    const base = {
      name: 'Block',
      code: 'BTCUSD',
      price: '100.00',
      blockQty: 5,
      minAmount: '100.00',
      maxAmount: '200.00',
      depositRate: '0.2',
      allocateAt: h.clock.nowMs + MINUTE_MS,
      payDeadline: h.clock.nowMs + 2 * MINUTE_MS,
      reason: 'checks',
    };
    const expectRefused = async (patch: Record<string, string | number>, field: RegExp) => {
      const reply = await consoleCall(h, 'group/create', { ...base, ...patch }, admin.token);
      expect(reply.code).toBe(404);
      expect(reply.message).toMatch(field);
    };
    await expectRefused({ code: 'NOPE' }, /code/i);
    await expectRefused({ price: '100.001' }, /price/i);
    await expectRefused({ payDeadline: base.allocateAt }, /payDeadline|deadline/i);
    await expectRefused({ depositRate: '1.5' }, /depositRate|rate/i);
    await expectRefused({ maxAmount: '50.00' }, /maxAmount|amount/i);
    const support = await staffToken(h, 'support');
    expect((await consoleCall(h, 'group/create', base, support.token)).code).toBe(403);
  });
});
