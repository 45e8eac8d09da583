// Proves that a client which stops reading cannot make the server hold more than its send-queue
// bound: market batches are coalesced (latest quote per code) while it is behind and it is closed
// once behind for too long; a flood of must-deliver frames closes it as soon as the bound is reached;
// and a client that catches up in time gets the latest quotes rather than every batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusChannel } from '../../src/lib/bus';
import type { SocketHubLimits } from '../../src/realtime/limits';
import { registerUser } from '../support/harness';
import { quote, SocketClient, type SocketNode, startSocketNode, waitUntil } from './socket-helpers';

const LIMITS = {
  coalesceAtBytes: 64 * 1024,
  sendBufferMaxBytes: 256 * 1024,
  sendStallMaxMs: 1_000,
} satisfies Partial<SocketHubLimits>;

/** Codes of the flood: every batch moves the same products, as the feed does. */
const CODES = Array.from({ length: 100 }, (_, i) => `SLOW-${i}`);
/** Long enough for the kernel's socket buffers (several MB on loopback) to fill first. */
const FLOOD_MAX_MS = 20_000;

let node: SocketNode;

beforeAll(async () => {
  node = await startSocketNode({ socketLimits: LIMITS });
});

afterAll(async () => {
  await node?.close();
});

function batch(step: number) {
  const price = (100 + step / 100).toFixed(2);
  return { at: Date.now(), quotes: CODES.map((code) => quote(code, price, Date.now())) };
}

interface FloodResult {
  published: number;
  peakBufferedBytes: number;
  peakBacklogCodes: number;
}

/** Publishes bursts until `done()` holds, watching the send side of every connection of the node. */
async function flood(publish: (step: number) => Promise<void>, done: () => boolean): Promise<FloodResult> {
  const result: FloodResult = { published: 0, peakBufferedBytes: 0, peakBacklogCodes: 0 };
  const deadline = Date.now() + FLOOD_MAX_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still not done after ${result.published} messages`);
    for (let i = 0; i < 20; i += 1) await publish(result.published++);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const stats of node.app.socketHub.sendStats()) {
      result.peakBufferedBytes = Math.max(result.peakBufferedBytes, stats.peakBufferedBytes, stats.bufferedBytes);
      result.peakBacklogCodes = Math.max(result.peakBacklogCodes, stats.backlogCodes);
    }
  }
  return result;
}

describe('a client that stops reading', () => {
  it('front batches: coalesced while it is behind, then closed once behind for too long, memory bounded', async () => {
    const counters = node.app.socketHub.counters;
    const dropsBefore = counters.slowClientDrops;
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topic: 'front' });
    await client.next('front');
    client.ws.pause();

    const result = await flood(
      (step) => node.bus.publish(BusChannel.quotes, batch(step)),
      () => counters.slowClientDrops > dropsBefore,
    );
    expect(counters.slowClientDrops).toBe(dropsBefore + 1);
    expect(result.peakBufferedBytes).toBeLessThanOrEqual(LIMITS.sendBufferMaxBytes);
    // It was behind (so batches were coalesced), and the backlog held one quote per code at most.
    expect(result.peakBacklogCodes).toBeGreaterThan(0);
    expect(result.peakBacklogCodes).toBeLessThanOrEqual(CODES.length);
    await waitUntil(() => node.app.socketHub.subscriptionCounts().connections === 0);

    client.ws.resume();
    // 4008 when it reads far enough to see the close frame; 1006 when the grace ran out first.
    expect([4008, 1006]).toContain((await client.closed).code);
    const metrics = (await node.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(new RegExp(`^socket_slow_client_drops_total ${dropsBefore + 1}$`, 'm'));
  });

  it('user events (which are never dropped one by one): closed as soon as the send buffer bound is reached', async () => {
    const counters = node.app.socketHub.counters;
    const dropsBefore = counters.slowClientDrops;
    const user = await registerUser(node);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    await client.sync();
    client.ws.pause();

    const bulky = { type: 'order', note: 'x'.repeat(16 * 1024) };
    const result = await flood(
      () => node.bus.publish(BusChannel.user(user.user.id), bulky),
      () => counters.slowClientDrops > dropsBefore,
    );
    expect(result.peakBufferedBytes).toBeLessThanOrEqual(LIMITS.sendBufferMaxBytes);
    expect(result.peakBufferedBytes).toBeGreaterThan(LIMITS.sendBufferMaxBytes - bulky.note.length - 1024);
    await waitUntil(() => node.app.socketHub.subscriptionCounts().users === 0);
    client.ws.resume();
    expect([4008, 1006]).toContain((await client.closed).code);
  });

  it('catching up in time: the backlog arrives as the latest quote per code, in fewer frames than batches', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topic: 'front' });
    await client.next('front');
    client.ws.pause();

    const result = await flood(
      (step) => node.bus.publish(BusChannel.quotes, batch(step)),
      () => node.app.socketHub.sendStats().some((s) => s.backlogCodes > 0),
    );
    const last = batch(result.published);
    await node.bus.publish(BusChannel.quotes, last);
    client.ws.resume();

    const lastPrice = last.quotes[0]?.price;
    await client.take(
      (f) =>
        f.channel === 'front' &&
        (f.content as Array<{ code: string; price: string }>).some((q) => q.code === 'SLOW-0' && q.price === lastPrice),
      10_000,
    );
    const framesRead = client.drain('front').length + 1;
    expect(framesRead).toBeLessThan(result.published + 1);
    expect(node.app.socketHub.counters.slowClientDrops).toBe(2);
    await client.sync();
    await client.close();
  });
});
