// Proves the console's customer detail (docs/SPEC.md S7): staff read a customer's orders, balance
// records and live sessions exactly as the customer's own calls answer them; an id that is no
// customer answers 404 naming `id`; only admin and support may sign a customer out everywhere, which
// ends every session (281) and leaves an audit row with the reason.
import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { call, registerUser } from '../support/harness';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

type List<T> = { list: T[]; total: number };

describe('S7: a customer seen by staff', () => {
  it("shows the customer's own orders and records, as the customer's calls answer them", async () => {
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('XRPUSD', '2.3000', '2.3010');
    const opened = await trader.call<Order>('order/create', {
      code: 'XRPUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code).toBe(200);
    const pending = await trader.call<Order>('order/create', {
      code: 'XRPUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '2.0000',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(pending.code).toBe(200);
    const { token } = await staffToken(h, 'reviewer');

    const theirs = await trader.call<List<Order>>('order/list', { status: '["CREATED","BUILD"]', size: 20 });
    const seen = await consoleCall<List<Order>>(
      h,
      'user/orders',
      { id: trader.id, status: '["CREATED","BUILD"]', size: 20 },
      token,
    );
    expect(seen.code).toBe(200);
    expect(seen.body.total).toBe(2);
    expect(seen.body.list.map((o) => [o.id, o.status, o.hands])).toEqual(
      theirs.body.list.map((o) => [o.id, o.status, o.hands]),
    );
    const all = await consoleCall<List<Order>>(h, 'user/orders', { id: trader.id }, token);
    expect(all.body.list.map((o) => o.id).sort()).toEqual([opened.body.id, pending.body.id].sort());

    const records = await trader.call<List<{ id: number; amount: string }>>('balance/log/list', { size: 50 });
    const seenRecords = await consoleCall<List<{ id: number; amount: string }>>(
      h,
      'user/records',
      { id: trader.id, size: 50 },
      token,
    );
    expect(seenRecords.code).toBe(200);
    expect(seenRecords.body.total).toBeGreaterThan(0);
    expect(seenRecords.body.list).toEqual(records.body.list);

    // Another customer's orders are not mixed in, and an id that is no customer says so.
    const other = await registerUser(h);
    const none = await consoleCall<List<Order>>(h, 'user/orders', { id: other.user.id }, token);
    expect(none.body).toEqual({ list: [], total: 0 });
    const missing = await consoleCall(h, 'user/orders', { id: 2_000_000_000 }, token);
    expect(missing.code).toBe(404);
    expect(missing.message).toMatch(/\bid\b|ID/i);
  });

  it('lists live sessions, and signs the customer out everywhere only for admin and support, audited', async () => {
    const customer = await registerUser(h);
    const second = await call<{ token: string }>(
      h.app,
      'access/user',
      { username: customer.phone, password: customer.password },
      { userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
    );
    expect(second.code).toBe(200);
    const reviewer = await staffToken(h, 'reviewer');
    const sessions = await consoleCall<Array<{ id: number; device: string; current: boolean }>>(
      h,
      'user/sessions',
      { id: customer.user.id },
      reviewer.token,
    );
    expect(sessions.code).toBe(200);
    expect(sessions.body).toHaveLength(2);
    expect(sessions.body.every((s) => !s.current)).toBe(true);
    expect(sessions.body.map((s) => s.device)).toContain('Chrome on Android');

    const refused = await consoleCall(
      h,
      'user/sessions/end',
      { id: customer.user.id, reason: 'lost phone' },
      reviewer.token,
    );
    expect(refused.code).toBe(403);
    expect((await call(h.app, 'user/detail', {}, { token: customer.token })).code).toBe(200);

    const support = await staffToken(h, 'support');
    const noReason = await consoleCall(h, 'user/sessions/end', { id: customer.user.id, reason: ' ' }, support.token);
    expect(noReason.code).toBe(404);
    expect(noReason.message).toMatch(/reason/i);
    const ended = await consoleCall<{ ended: number }>(
      h,
      'user/sessions/end',
      { id: customer.user.id, reason: 'customer reported a lost phone' },
      support.token,
    );
    expect(ended).toMatchObject({ code: 200, body: { ended: 2 } });
    expect((await call(h.app, 'user/detail', {}, { token: customer.token })).code).toBe(281);
    expect((await call(h.app, 'user/detail', {}, { token: second.body.token })).code).toBe(281);
    const after = await consoleCall<unknown[]>(h, 'user/sessions', { id: customer.user.id }, reviewer.token);
    expect(after.body).toEqual([]);

    const admin = await staffToken(h, 'admin');
    const audit = await consoleCall<List<{ action: string; staffId: number; reason: string; detail: unknown }>>(
      h,
      'audit/list',
      { target: `user:${customer.user.id}` },
      admin.token,
    );
    expect(audit.body.list).toEqual([
      expect.objectContaining({
        action: 'user.sessions.end',
        staffId: support.id,
        reason: 'customer reported a lost phone',
        detail: { ended: 2 },
      }),
    ]);
    // The customer signs in again as usual.
    const back = await call(h.app, 'access/user', { username: customer.phone, password: customer.password });
    expect(back.code).toBe(200);
  });
});
