// HL9: an order at or above the admin-set `riskLargeTradeNotional` reaches the risk desk's consoles
// on the staff channel once it is placed, with its notional in the account's currency; a smaller
// order does not, and a support-only console does not hear it. The file's own database: the
// setting changes here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { consoleCall, staffToken } from '../support/funds';
import { call, registerUser } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId } from '../support/trading';

let own: Awaited<ReturnType<typeof isolatedDatabase>>;
let node: SocketNode;
beforeAll(async () => {
  own = await isolatedDatabase();
  node = await startSocketNode({ databaseUrl: own.url });
});
afterAll(async () => {
  await node?.close();
  await own?.drop();
});

describe('large-trade notices', () => {
  it('HL9: an order from the threshold on is announced to the risk desk, a smaller one is not', async () => {
    const admin = await staffToken(node, 'admin');
    const reviewer = await staffToken(node, 'reviewer');
    const support = await staffToken(node, 'support');
    // Set through the console's settings mechanism, as an admin does (S8; not a four-eyes setting).
    const set = await consoleCall<{ applied: boolean }>(
      node,
      'setting/update',
      { key: 'riskLargeTradeNotional', newValue: '40000.00', reason: 'Desk drill' },
      admin.token,
    );
    expect(set.code, set.message).toBe(200);
    expect(set.body.applied).toBe(true);
    // The desk's threshold is not a customer's business: the public settings leave it out.
    const published = await call<Record<string, unknown>>(node.app, 'config/setting');
    expect(published.body).toHaveProperty('tradeBuyFee');
    expect(published.body).not.toHaveProperty('riskLargeTradeNotional');

    const desk = await SocketClient.connect(node.url);
    desk.send({ cmd: 'staff', token: reviewer.token });
    const helpdesk = await SocketClient.connect(node.url);
    helpdesk.send({ cmd: 'staff', token: support.token });
    await Promise.all([desk.sync(), helpdesk.sync()]);
    expect([...desk.drain('error'), ...helpdesk.drain('error')]).toEqual([]);

    // SBIN is an INR share of one unit a lot: notional = limit price × lots, exactly. A limit far
    // below the market rests (or queues for the open on a closed day): either way it is placed.
    const customer = await registerUser(node);
    const bid = (await call<{ bid: string }>(node.app, 'data/market', { code: 'SBIN' })).body.bid;
    // 90 % of the bid in paise (inside the 50 % band of O6), and the fewest lots reaching ₹40,000.
    const pricePaise = (BigInt(bid.replace('.', '')) * 9n) / 10n;
    const price = `${pricePaise / 100n}.${(pricePaise % 100n).toString().padStart(2, '0')}`;
    const largeLots = Number((4_000_000n + pricePaise - 1n) / pricePaise);
    const notionalPaise = pricePaise * BigInt(largeLots);
    const place = (hands: number) =>
      call<{ id: number; orderNo: string }>(
        node.app,
        'order/create',
        {
          code: 'SBIN',
          direction: 'buy',
          priceType: 'limit',
          price,
          hands,
          accountType: 'virtual',
          requestId: requestId(),
        },
        { token: customer.token },
      );
    const small = await place(largeLots - 1);
    expect(small.code, small.message).toBe(200);
    const large = await place(largeLots);
    expect(large.code, large.message).toBe(200);

    const heard = await desk.take(
      (f) => f.channel === 'staff' && (f.content as { type?: string }).type === 'large_trade',
      1_000,
    );
    expect(heard.content).toMatchObject({
      type: 'large_trade',
      orderId: large.body.id,
      orderNo: large.body.orderNo,
      userId: customer.user.id,
      accountType: 'virtual',
      code: 'SBIN',
      direction: 'buy',
      priceType: 'limit',
      hands: largeLots,
      notional: `${notionalPaise / 100n}.${(notionalPaise % 100n).toString().padStart(2, '0')}`,
      currency: 'INR',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rest = desk.drain('staff').filter((f) => (f.content as { type?: string }).type === 'large_trade');
    expect(rest.map((f) => (f.content as { orderId: number }).orderId)).not.toContain(small.body.id);
    expect(helpdesk.drain('staff')).toEqual([]);
    await Promise.all([desk.close(), helpdesk.close()]);
  });
});
