// Proves that a message published on the bus reaches every subscriber exactly once, on one node
// and across nodes through Redis, and that ending a subscription stops delivery.
import { describe, expect, inject, it } from 'vitest';
import { type Bus, LocalBus, RedisBus } from '../../src/lib/bus';

async function collect(bus: Bus, channel: string, count: number, timeoutMs = 3_000): Promise<unknown[]> {
  const seen: unknown[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`got ${seen.length} of ${count} messages`)), timeoutMs);
    const stop = bus.subscribe(channel, (message) => {
      seen.push(message);
      if (seen.length === count) {
        clearTimeout(timer);
        stop();
        resolve(seen);
      }
    });
  });
}

describe('the in-process bus', () => {
  it('delivers each message to each subscriber once, as a copy, and not after unsubscribing', async () => {
    const bus = new LocalBus();
    const payload = { price: '1.10' };
    const first = collect(bus, 'market.quotes', 2);
    const second = collect(bus, 'market.quotes', 2);
    await bus.publish('market.quotes', payload);
    payload.price = 'changed after publishing';
    await bus.publish('market.quotes', { price: '1.20' });
    expect(await first).toEqual([{ price: '1.10' }, { price: '1.20' }]);
    expect(await second).toEqual([{ price: '1.10' }, { price: '1.20' }]);

    const late: unknown[] = [];
    const stop = bus.subscribe('market.quotes', (m) => late.push(m));
    stop();
    await bus.publish('market.quotes', { price: '1.30' });
    await new Promise((r) => setTimeout(r, 10));
    expect(late).toEqual([]);
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const errors: unknown[] = [];
    const bus = new LocalBus((error) => errors.push(error));
    bus.subscribe('user.7', () => {
      throw new Error('broken screen');
    });
    const healthy = collect(bus, 'user.7', 1);
    await bus.publish('user.7', { type: 'balance' });
    expect(await healthy).toEqual([{ type: 'balance' }]);
    expect(errors).toHaveLength(1);
  });
});

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)('the Redis bus between two nodes', () => {
  it('brings a message published on one node to subscribers on both', async () => {
    const nodeA = new RedisBus(redisUrl);
    const nodeB = new RedisBus(redisUrl);
    try {
      const channel = `test.${Date.now()}.${Math.random()}`;
      const onA = collect(nodeA, channel, 1);
      const onB = collect(nodeB, channel, 1);
      await Promise.all([nodeA.ready(), nodeB.ready()]);
      await nodeA.publish(channel, { type: 'order', id: 1 });
      expect(await onA).toEqual([{ type: 'order', id: 1 }]);
      expect(await onB).toEqual([{ type: 'order', id: 1 }]);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});
