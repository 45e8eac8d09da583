import { Code } from '@demo/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from '../../src/lib/bus';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../../src/modules/accounts/session-cache';
import { call, type Harness, registerUser, startHarness } from '../support/harness';

/**
 * A19: each node answers session checks from its own copy for at most SESSION_CACHE_TTL_MS, and a
 * session ended on one node is refused at once on every node (A3, A4), through the bus.
 */

let nodeA: Harness;
let nodeB: Harness;
const bus = new LocalBus();

/** Session lookups any pg client sends while `counting` is set. */
let counting = false;
let sessionLookups = 0;
const query = pg.Client.prototype.query;
function countingQuery(this: pg.Client, ...args: unknown[]): unknown {
  if (counting) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (Reflect.get(Object(first), 'text') as string | undefined);
    if (text?.includes('from "sessions"')) sessionLookups += 1;
  }
  return Reflect.apply(query, this, args);
}

beforeAll(async () => {
  pg.Client.prototype.query = countingQuery as typeof query;
  // Two nodes on one bus, each with its own pool and its own session cache.
  nodeA = await startHarness({ bus });
  nodeB = await startHarness({ bus });
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await nodeA.close();
  await nodeB.close();
});

async function signIn(node: Harness, username: string, password: string): Promise<string> {
  const reply = await call<{ token: string }>(node.app, 'access/user', { username, password });
  if (reply.code !== 200) throw new Error(`access/user answered ${reply.code}`);
  return reply.body.token;
}

async function detailCode(node: Harness, token: string): Promise<number> {
  return (await call(node.app, 'user/detail', {}, { token })).code;
}

describe('A19: a session check from the node’s copy', () => {
  it('a session checked once is answered again without asking the database', async () => {
    const user = await registerUser(nodeB);
    expect(await detailCode(nodeB, user.token)).toBe(200);
    sessionLookups = 0;
    counting = true;
    try {
      expect(await detailCode(nodeB, user.token)).toBe(200);
      expect(await detailCode(nodeB, user.token)).toBe(200);
    } finally {
      counting = false;
    }
    expect(sessionLookups).toBe(0);
  });

  it('a logout on one node is refused at once on the other, which had the session cached (A3)', async () => {
    const user = await registerUser(nodeA);
    expect(await detailCode(nodeB, user.token)).toBe(200);
    expect((await call(nodeA.app, 'access/logout', {}, { token: user.token })).code).toBe(200);
    expect(await detailCode(nodeB, user.token)).toBe(Code.LOGIN_REQUIRED);
    expect(await detailCode(nodeA, user.token)).toBe(Code.LOGIN_REQUIRED);
  });

  it('a password change on one node ends the other sessions on every node at once (A4)', async () => {
    const user = await registerUser(nodeA);
    const other = await signIn(nodeA, user.phone, user.password);
    expect(await detailCode(nodeB, user.token)).toBe(200);
    expect(await detailCode(nodeB, other)).toBe(200);
    const changed = await call(
      nodeA.app,
      'user/update/password',
      { oldPassword: user.password, newPassword: 'another-pass-9' },
      { token: other },
    );
    expect(changed.code).toBe(200);
    expect(await detailCode(nodeB, user.token)).toBe(Code.SIGNED_IN_ELSEWHERE);
    // The session that made the change goes on, on both nodes.
    expect(await detailCode(nodeB, other)).toBe(200);
    expect(await detailCode(nodeA, other)).toBe(200);
  });

  it('a device signed out from the session list is refused at once on the other node (A16)', async () => {
    const user = await registerUser(nodeA);
    const desk = await signIn(nodeA, user.phone, user.password);
    expect(await detailCode(nodeB, desk)).toBe(200);
    const list = await call<Array<{ id: number; current: boolean }>>(
      nodeA.app,
      'user/session/list',
      {},
      { token: user.token },
    );
    const deskSessions = list.body.filter((s) => !s.current);
    expect(deskSessions).toHaveLength(1);
    const revoked = await call(
      nodeA.app,
      'user/session/revoke',
      { id: deskSessions[0]?.id ?? 0 },
      { token: user.token },
    );
    expect(revoked.code).toBe(200);
    expect(await detailCode(nodeB, desk)).toBe(Code.SIGNED_IN_ELSEWHERE);
    expect(await detailCode(nodeB, user.token)).toBe(200);
  });
});

describe('A19: the copy’s limits', () => {
  const session = { userId: 7, sessionId: 70 };

  it('a copy lives at most the TTL, and never past the session’s expiry', () => {
    let nowMs = 1_000_000;
    const cache = new SessionCache(new LocalBus(), () => nowMs);
    cache.put('long', session, nowMs + 3_600_000);
    cache.put('short', { userId: 8, sessionId: 80 }, nowMs + 2_000);
    cache.put('ended', { userId: 9, sessionId: 90 }, nowMs);
    expect(cache.get('long')).toEqual(session);
    expect(cache.get('short')).toEqual({ userId: 8, sessionId: 80 });
    expect(cache.get('ended')).toBeUndefined();
    nowMs += 2_000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toEqual(session);
    nowMs += SESSION_CACHE_TTL_MS - 2_000;
    expect(cache.get('long')).toBeUndefined();
    cache.close();
  });

  it('an announcement on the bus drops every copy of that user, and only that user’s', async () => {
    const shared = new LocalBus();
    const here = new SessionCache(shared);
    const there = new SessionCache(shared);
    for (const cache of [here, there]) {
      cache.put('phone', session, Date.now() + 60_000);
      cache.put('desk', { userId: 7, sessionId: 71 }, Date.now() + 60_000);
      cache.put('someone-else', { userId: 8, sessionId: 80 }, Date.now() + 60_000);
    }
    here.announceEnded(7, (error) => {
      throw error;
    });
    expect(here.get('phone')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the bus delivers on a later microtask
    expect(there.get('phone')).toBeUndefined();
    expect(there.get('desk')).toBeUndefined();
    expect(there.get('someone-else')).toEqual({ userId: 8, sessionId: 80 });
    here.close();
    there.close();
  });
});
