// Proves the bulkheads one by one on a real PostgreSQL (E10, E11): an account's writes beyond its
// in-flight bound are refused at once while the first ones wait on a lock, its writes share one
// budget across calls, AI buys and group joins have limits of their own, a request pool that cannot
// serve in time answers 503 with Retry-After (never a 500), and the background pool keeps working
// while every connection of the request pool is taken.

import { consoleCallList, customerCallList } from '@demo/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_SIZE_MAX } from '../../src/db/client';
import {
  ACCOUNT_IN_FLIGHT,
  ACCOUNT_WRITE_BUDGET,
  isWriteCall,
  READ_CALL_PATHS,
  WRITE_LIMITS,
} from '../../src/http/bulkhead';
import { BusChannel } from '../../src/lib/bus';
import { ORDER_CREATE_LIMITS } from '../../src/modules/trading/orders/routes';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { call, type Harness, registerUser, startHarness } from '../support/harness';

/** More attempts than any writing call's tightest per-account limit allows in its window. */
const LIMIT_PROBE_MAX = 60;

let h: Harness;
beforeAll(async () => {
  // The production write and order limits: the harness lifts them for suites that act faster than a person.
  h = await startHarness({ app: { writeLimits: WRITE_LIMITS, orderCreateLimits: ORDER_CREATE_LIMITS } });
});
afterAll(async () => h?.close());

describe('E10: per-account bounds', () => {
  it('E10: writes beyond the in-flight bound answer 429 at once while the first ones wait on a lock', async () => {
    const user = await registerUser(h);
    // Hold the customer's own row, so every profile change of theirs waits for the lock.
    const holder = await h.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [user.user.id]);
      const answered: number[] = [];
      const sent = Array.from({ length: ACCOUNT_IN_FLIGHT.writesMax + 6 }, (_, i) =>
        call(h.app, 'user/update/profile', { nickname: `bulkhead ${i}` }, { token: user.token }).then((reply) => {
          answered.push(reply.code);
          return reply;
        }),
      );
      // The excess is answered while the lock is still held: refused at once, not queued.
      const deadline = Date.now() + 5_000;
      while (answered.length < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toEqual([429, 429, 429, 429, 429, 429]);
      // A read of the same account still passes (reads have the larger bound).
      const read = await call(h.app, 'user/detail', {}, { token: user.token });
      expect(read.code).toBe(200);
      await holder.query('commit');
      const codes = (await Promise.all(sent)).map((r) => r.code).sort();
      expect(codes).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
    }
  });

  it('E10: every writing call of an account draws on one budget; another account keeps its own', async () => {
    const [user, other] = [await registerUser(h), await registerUser(h)];
    const product = await call<{ id: number }>(h.app, 'product/detail', { code: 'BTCUSD' });
    const productId = product.body.id;
    const writes: Array<[string, Record<string, string | number>]> = [
      ['collect', { productId }],
      ['collect/remove', { productId }],
      ['notice/read/all', {}],
      ['user/update/profile', { nickname: 'budget' }],
    ];
    const budget = ACCOUNT_WRITE_BUDGET[0]?.max ?? 0;
    const codes: number[] = [];
    for (let i = 0; i < budget + 4; i++) {
      const [path, payload] = writes[i % writes.length] ?? ['notice/read/all', {}];
      codes.push((await call(h.app, path, payload, { token: user.token })).code);
    }
    expect(codes.slice(0, budget)).toEqual(codes.slice(0, budget).map(() => 200));
    expect(codes.slice(budget)).toEqual([429, 429, 429, 429]);
    // Reads are outside the budget, and so is everyone else.
    expect((await call(h.app, 'user/detail', {}, { token: user.token })).code).toBe(200);
    expect((await call(h.app, 'notice/read/all', {}, { token: other.token })).code).toBe(200);
  });

  it('E10: every writing call of a customer answers 429 once one account goes past its limits', async () => {
    // Signing out ends the session that would make the next attempt (402); an upload's limit counts
    // only multipart bodies (upload-quota-and-rate-limits.test.ts proves it).
    const writes = customerCallList.filter((c) => isWriteCall(c) && !c.multipart && c.path !== 'access/logout');
    const unlimited: string[] = [];
    for (const def of writes) {
      const user = await registerUser(h);
      // An empty payload is counted before it is parsed, so every attempt draws on the limits.
      let limited = false;
      for (let i = 0; i < LIMIT_PROBE_MAX && !limited; i++)
        limited = (await call(h.app, def.path, {}, { token: user.token })).code === 429;
      if (!limited) unlimited.push(def.path);
    }
    expect(unlimited).toEqual([]);
  }, 120_000);

  it('E10: every call of the contract is a read or a write, and the read list names only real calls', () => {
    const paths = new Set([...customerCallList, ...consoleCallList].map((c) => c.path));
    for (const path of READ_CALL_PATHS) expect(paths.has(path), path).toBe(true);
    // The calls customers flooded in the outside test are writes with limits of their own.
    const writeCall = (path: string) => customerCallList.find((c) => c.path === path);
    for (const path of ['user_product_chatgpt/create', 'user_product_group/create', 'user_product_group/pay']) {
      const def = writeCall(path);
      expect(def && isWriteCall(def), path).toBe(true);
    }
    for (const path of ['user_product_chatgpt/create', 'user_product_group/create', 'user_product_group/pay'])
      expect(
        WRITE_LIMITS.calls[path]?.every((l) => l.per === 'account'),
        path,
      ).toBe(true);
  });
});

describe('E11: the request pool fails fast and the background pool is apart', () => {
  let node: SocketNode;
  let held: pg.PoolClient[] = [];
  beforeAll(async () => {
    node = await startSocketNode({ poolWaitMs: 300 });
  });
  afterAll(async () => {
    for (const client of held) client.release();
    held = [];
    await node?.close();
  });

  it('E11: with every request connection taken, a call answers 503 with Retry-After, and a socket still binds', async () => {
    const user = await registerUser(node);
    const socket = await SocketClient.connect(node.url);
    held = await Promise.all(Array.from({ length: POOL_SIZE_MAX }, () => node.database.pool.connect()));
    const reply = await node.app.inject({
      method: 'POST',
      url: '/api/smart/user/analytics',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: user.token },
      payload: 'accountType=real',
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.json()).toMatchObject({ code: 503, body: null });
    // The socket hub checks the session on the background pool: it binds while requests cannot.
    socket.send({ cmd: 'user', userId: user.user.id, token: user.token });
    await socket.sync();
    expect(socket.drain('error')).toEqual([]);
    await node.bus.publish(BusChannel.user(user.user.id), { type: 'balance', balance: '1.00' });
    expect((await socket.next('user')).content).toMatchObject({ type: 'balance' });
    for (const client of held) client.release();
    held = [];
    // Once the pool frees up, the same call succeeds: the 503 changed nothing and broke nothing.
    const again = await call(node.app, 'user/analytics', { accountType: 'real' }, { token: user.token });
    expect(again.code).toBe(200);
    await node.database.db.execute(sql`select 1`);
    await socket.close();
  });
});
