// Proves G9 on a real socket: every change of a group order (joined, allotted, paid, lapsed) reaches
// its owner, and only its owner, as a `group` user event carrying the order as the list shows it.
import type { AddressInfo } from 'node:net';
import { SOCKET_PATH, userEvent } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGroupOrders } from '../../src/modules/group-orders/allocation';
import { type Frame, SocketClient } from '../realtime/socket-helpers';
import { consoleCall, staffToken } from '../support/funds';
import { startTrading, type Trader, type TradingHarness } from '../support/trading';

const MINUTE_MS = 60_000;

interface GroupOrderEvent {
  type: 'group';
  id: number;
  status: string;
  allocatedQty: number | null;
  unpaidAmount: string;
  refundedAmount: string;
  orderId: number | null;
  group: { id: number; status: string };
}

let h: TradingHarness;
let url: string;
let admin: { token: string; id: number };
const clients: SocketClient[] = [];

beforeAll(async () => {
  h = await startTrading();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.server.address() as AddressInfo;
  url = `ws://127.0.0.1:${port}${SOCKET_PATH}`;
  admin = await staffToken(h, 'admin');
  await h.quote('BTCUSD', '100.00', '100.10');
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await h?.close();
});

/** A socket bound to the trader, as the app binds it. */
async function socketOf(trader: Trader): Promise<SocketClient> {
  const client = await SocketClient.connect(url);
  clients.push(client);
  client.send({ cmd: 'user', userId: trader.id, token: trader.token });
  await client.sync();
  return client;
}

/** The next `group` event of one order with the given status, checked against the contract's frame. */
async function groupEvent(client: SocketClient, id: number, status: string): Promise<GroupOrderEvent> {
  const frame = await client.take((f: Frame) => {
    const content = f.content as Partial<GroupOrderEvent> | null;
    return f.channel === 'user' && content?.type === 'group' && content.id === id && content.status === status;
  });
  expect(userEvent.safeParse(frame.content).success).toBe(true);
  return frame.content as GroupOrderEvent;
}

describe('G9: group-order changes reach the owner over the socket', () => {
  it('joined, allotted, paid and lapsed orders each arrive as a group event, to their owner only', async () => {
    const startMs = h.clock.nowMs;
    const group = await consoleCall<{ id: number }>(
      h,
      'group/create',
      {
        name: 'Bitcoin block',
        code: 'BTCUSD',
        price: '100.00',
        blockQty: 3,
        minAmount: '100.00',
        maxAmount: '5000.00',
        depositRate: '0.2',
        allocateAt: startMs + 10 * MINUTE_MS,
        payDeadline: startMs + 70 * MINUTE_MS,
        reason: 'socket events',
      },
      admin.token,
    );
    expect(group.code, group.message).toBe(200);
    const alice = await h.trader({ rupees: 10_000 });
    const bob = await h.trader({ rupees: 10_000 });
    const aliceSocket = await socketOf(alice);
    const bobSocket = await socketOf(bob);

    const a = await alice.call<{ id: number }>('user_product_group/create', {
      sourceId: group.body.id,
      amount: '200.00',
    });
    const b = await bob.call<{ id: number }>('user_product_group/create', {
      sourceId: group.body.id,
      amount: '100.00',
    });
    expect([a.code, b.code]).toEqual([200, 200]);
    expect((await groupEvent(aliceSocket, a.body.id, 'SUBMIT')).group.status).toBe('open');
    await groupEvent(bobSocket, b.body.id, 'SUBMIT');

    // The leader allocates: 2 + 1 units fit the block of 3, each deposit short of its value.
    h.clock.nowMs = startMs + 10 * MINUTE_MS;
    expect((await runGroupOrders(h.deps, h.clock.nowMs)).allocated).toEqual([group.body.id]);
    const alicePaying = await groupEvent(aliceSocket, a.body.id, 'PAYING');
    expect(alicePaying).toMatchObject({ allocatedQty: 2, unpaidAmount: '160.00', group: { status: 'allocated' } });
    expect((await groupEvent(bobSocket, b.body.id, 'PAYING')).allocatedQty).toBe(1);

    // Alice pays: HOLDING with its position.
    const paid = await alice.call<{ orderId: number }>('user_product_group/pay', { id: a.body.id });
    expect(paid.code).toBe(200);
    const holding = await groupEvent(aliceSocket, a.body.id, 'HOLDING');
    expect(holding).toMatchObject({ unpaidAmount: '0.00', orderId: paid.body.orderId });

    // Bob never pays: the deadline lapses his order with the deposit back.
    h.clock.nowMs = startMs + 70 * MINUTE_MS;
    expect((await runGroupOrders(h.deps, h.clock.nowMs)).lapsed).toEqual([b.body.id]);
    expect((await groupEvent(bobSocket, b.body.id, 'LAPSED')).refundedAmount).toBe('20.00');

    // Each heard only their own orders.
    await aliceSocket.sync();
    await bobSocket.sync();
    const strays = (client: SocketClient, own: number) =>
      client.frames.filter((f) => {
        const content = f.content as { type?: string; id?: number } | null;
        return f.channel === 'user' && content?.type === 'group' && content.id !== own;
      });
    expect(strays(aliceSocket, a.body.id)).toEqual([]);
    expect(strays(bobSocket, b.body.id)).toEqual([]);
    expect(await h.reconciled()).toEqual([]);
  });
});
