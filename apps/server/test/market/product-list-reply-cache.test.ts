// Proves that `product/front`, whose serialised replies are kept between feed steps (http/reply-cache.ts),
// never answers with a list older than the node's market book: the tick a node takes in shows in the
// very next reply, each locale and each page keeps its own reply, a failed call is never kept, and a
// flood of distinct searches neither grows the cache without bound nor changes any answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_CACHE_ENTRIES_MAX } from '../../src/http/reply-cache';
import { BusChannel, LocalBus } from '../../src/lib/bus';
import { quote, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';

interface Listed {
  code: string;
  name: string;
  price: string;
}

const bus = new LocalBus();
let node: SocketNode;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

// Its own database: the node may lead the engine, and the made-up prices below must not fill the
// pending orders of other test files on the shared one.
beforeAll(async () => {
  isolated = await isolatedDatabase();
  node = await startSocketNode({ bus, databaseUrl: isolated.url });
});
afterAll(async () => {
  await node?.close();
  await isolated?.drop();
});

function list(payload: Record<string, string | number>, locale: 'en' | 'hi' = 'en') {
  return call<{ list: Listed[]; total: number }>(node.app, 'product/front', payload, { locale });
}

async function rawList(payload: string): Promise<string> {
  const reply = await node.app.inject({
    method: 'POST',
    url: '/api/smart/product/front',
    headers: { 'content-type': 'application/x-www-form-urlencoded', locale: 'en' },
    payload,
  });
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  return reply.body;
}

async function tick(code: string, price: string): Promise<void> {
  await bus.publish(BusChannel.quotes, { at: Date.now(), quotes: [quote(code, price, Date.now())] });
}

describe('product/front replies kept between feed steps', () => {
  it('answers a repeat with the same bytes, and the next tick in the very next reply', async () => {
    const first = await rawList('code=BTCUSD');
    expect(await rawList('code=BTCUSD')).toBe(first);
    await tick('BTCUSD', '12345.67');
    const after = await list({ code: 'BTCUSD' });
    expect(after.body.list.find((p) => p.code === 'BTCUSD')?.price).toBe('12345.67');
    await tick('BTCUSD', '12346.01');
    const again = await list({ code: 'BTCUSD' });
    expect(again.body.list.find((p) => p.code === 'BTCUSD')?.price).toBe('12346.01');
  });

  it('keeps each locale and each page apart', async () => {
    const english = await list({ code: 'BTCUSD' }, 'en');
    const hindi = await list({ code: 'BTCUSD' }, 'hi');
    expect(english.body.list[0]?.name).toBe('Bitcoin');
    expect(hindi.body.list[0]?.name).toBe('बिटकॉइन');
    expect(english.message).not.toBe(hindi.message);
    const pageOne = await list({ type: 'crypto', size: 2, page: 1 });
    const pageTwo = await list({ type: 'crypto', size: 2, page: 2 });
    expect(pageTwo.body.list.map((p) => p.code)).not.toContain(pageOne.body.list[0]?.code);
  });

  it('never keeps a refusal, and stays right past its size limit', async () => {
    const refused = await list({ type: 'crypto', size: 500 });
    expect(refused.code).toBe(404);
    expect((await list({ type: 'crypto', size: 5 })).body.list).toHaveLength(5);
    for (let i = 0; i < REPLY_CACHE_ENTRIES_MAX + 20; i++) {
      const search = await list({ code: `zz${i}` });
      expect(search.body.total).toBe(0);
    }
    // Past the limit new searches are answered without being kept, and a new tick still shows.
    await tick('ETHUSD', '2345.67');
    const eth = await list({ code: 'ETHUSD' });
    expect(eth.body.list.find((p) => p.code === 'ETHUSD')?.price).toBe('2345.67');
  });
});
