// RK9: the desk's exposure and house P&L are pushed over the staff socket, at most once a second per
// topic, to consoles that subscribed with a role that reads the desk; a console bound but not
// subscribed hears none, and a support-only console may not subscribe.
import { riskTopic } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { staffToken } from '../support/funds';
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

type Frame = { channel: string; content: unknown };
const typeOf = (f: Frame) => (f.content as { type?: string }).type;
const bookOf = (f: Frame) =>
  (f.content as { book: { positions: number; list: Array<{ code: string; longLots: number }> } }).book;

describe('the risk desk over the staff socket', () => {
  it('RK9: a subscribed desk hears the exposure within two seconds of a trade; an unsubscribed one hears none', async () => {
    const reviewer = await staffToken(node, 'reviewer');
    const admin = await staffToken(node, 'admin');
    const support = await staffToken(node, 'support');
    const desk = await SocketClient.connect(node.url);
    desk.send({ cmd: 'staff', token: reviewer.token });
    desk.send({ cmd: 'subscribe', topics: [riskTopic('exposure', 'virtual'), riskTopic('pnl', 'virtual')] });
    const idle = await SocketClient.connect(node.url);
    idle.send({ cmd: 'staff', token: admin.token });
    const helpdesk = await SocketClient.connect(node.url);
    helpdesk.send({ cmd: 'staff', token: support.token });
    helpdesk.send({ cmd: 'subscribe', topic: riskTopic('exposure', 'virtual') });
    await Promise.all([desk.sync(), idle.sync(), helpdesk.sync()]);
    expect(desk.drain('error')).toEqual([]);
    // A role that does not read the desk is refused, naming the topic.
    expect(helpdesk.drain('error').map((f) => f.content)).toEqual([
      expect.objectContaining({ code: 403, topic: riskTopic('exposure', 'virtual') }),
    ]);

    // The first frame comes on subscribing: the empty book.
    const first = await desk.take((f) => f.channel === 'staff' && typeOf(f) === 'risk_exposure', 2_000);
    expect(bookOf(first).positions).toBe(0);
    await desk.take((f) => f.channel === 'staff' && typeOf(f) === 'risk_pnl', 2_000);

    const customer = await registerUser(node);
    const order = await call<{ id: number }>(
      node.app,
      'order/create',
      {
        code: 'ETHUSD',
        direction: 'buy',
        priceType: 'market',
        hands: 1,
        // A demo account holds ₹1,00,000: one lot of ether at 20× (the customer accepted the risk disclosure).
        lever: 20,
        accountType: 'virtual',
        requestId: requestId(),
      },
      { token: customer.token },
    );
    expect(order.code, order.message).toBe(200);
    const tradedAt = Date.now();
    const pushed = await desk.take(
      (f) => f.channel === 'staff' && typeOf(f) === 'risk_exposure' && bookOf(f).positions === 1,
      2_500,
    );
    expect(Date.now() - tradedAt).toBeLessThan(2_500);
    expect(bookOf(pushed).list).toEqual([expect.objectContaining({ code: 'ETHUSD', longLots: 1 })]);
    // The pushed book is what the call answers.
    const asked = await call<{ list: unknown[] }>(
      node.app,
      'risk/exposure',
      { accountType: 'virtual' },
      { base: '/api/console/', token: reviewer.token },
    );
    expect(asked.body.list).toEqual(bookOf(pushed).list);

    // At most once a second per topic: over three seconds, at most four exposure frames.
    desk.drain('staff');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(desk.drain('staff').filter((f) => typeOf(f) === 'risk_exposure').length).toBeLessThanOrEqual(4);

    // Bound but not subscribed: nothing of the desk's figures.
    expect(idle.drain('staff').filter((f) => typeOf(f)?.startsWith('risk_'))).toEqual([]);
    expect(helpdesk.drain('staff')).toEqual([]);

    // Unsubscribed: the pushes stop.
    desk.send({ cmd: 'unsubscribe', topics: [riskTopic('exposure', 'virtual'), riskTopic('pnl', 'virtual')] });
    await desk.sync();
    desk.drain('staff');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(desk.drain('staff')).toEqual([]);
    await Promise.all([desk.close(), idle.close(), helpdesk.close()]);
  });
});
