// Proves named watchlists: a default list appears on first use, products are starred and
// unstarred, lists are created, renamed, reordered and deleted within their limits, and one
// customer never sees or touches another's lists, even knowing their ids.
import { WATCHLISTS_MAX } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface ListBody {
  id: number;
  name: string;
  isDefault: boolean;
  position: number;
  count: number;
}

const as = (user: RegisteredUser) => ({ token: user.token });
const BTC = 401;
const ETH = 402;
const SOL = 403;

describe('the default list', () => {
  it('a new customer has one empty default list; starring adds to it and the star shows', async () => {
    const user = await registerUser(h);
    const lists = await call<ListBody[]>(h.app, 'collect/lists', {}, as(user));
    expect(lists.body).toEqual([expect.objectContaining({ isDefault: true, count: 0, position: 0 })]);
    expect((await call(h.app, 'collect', { productId: BTC }, as(user))).code).toBe(200);
    expect((await call(h.app, 'collect', { productId: BTC }, as(user))).code).toBe(200);
    expect((await call(h.app, 'collect', { productId: ETH }, as(user))).code).toBe(200);
    const all = await call<Array<{ code: string; price: string }>>(h.app, 'collect/all', {}, as(user));
    expect(all.body.map((p) => p.code)).toEqual(['BTCUSD', 'ETHUSD']);
    expect(Number(all.body[0]?.price)).toBeGreaterThan(0);
    expect((await call(h.app, 'collect/detail', { productId: BTC }, as(user))).body).toEqual({ collected: true });
    expect((await call(h.app, 'collect/status', { code: 'ETHUSD' }, as(user))).body).toEqual({ collected: true });
    await call(h.app, 'collect/remove', { productId: BTC }, as(user));
    expect((await call(h.app, 'collect/detail', { productId: BTC }, as(user))).body).toEqual({ collected: false });
  });

  it('an unknown product or a missing product id is refused naming the field; anonymous callers get 402', async () => {
    const user = await registerUser(h);
    expect(await call(h.app, 'collect', { productId: 999_999 }, as(user))).toMatchObject({
      code: 404,
      message: 'Product does not match any product',
    });
    const missing = await call(h.app, 'collect', {}, as(user));
    expect(missing.code).toBe(404);
    expect(missing.message).toMatch(/^Product/);
    expect((await call(h.app, 'collect/all')).code).toBe(402);
  });
});

describe('named lists', () => {
  it('lists are created, renamed, reordered, their products reordered, and deleted', async () => {
    const user = await registerUser(h);
    const tech = await call<ListBody>(h.app, 'collect/list/create', { name: 'Tech' }, as(user));
    const crypto = await call<ListBody>(h.app, 'collect/list/create', { name: 'Crypto' }, as(user));
    expect(tech.body).toMatchObject({ name: 'Tech', isDefault: false, count: 0 });
    const renamed = await call<ListBody>(h.app, 'collect/list/rename', { id: crypto.body.id, name: 'Coins' }, as(user));
    expect(renamed.body.name).toBe('Coins');
    for (const productId of [BTC, ETH, SOL])
      await call(h.app, 'collect', { productId, listId: crypto.body.id }, as(user));
    const reorder = await call(
      h.app,
      'collect/reorder',
      { listId: crypto.body.id, productIds: JSON.stringify([SOL, BTC, ETH]) },
      as(user),
    );
    expect(reorder.code).toBe(200);
    const coins = await call<Array<{ code: string }>>(h.app, 'collect/all', { listId: crypto.body.id }, as(user));
    expect(coins.body.map((p) => p.code)).toEqual(['SOLUSD', 'BTCUSD', 'ETHUSD']);

    const lists = await call<ListBody[]>(h.app, 'collect/lists', {}, as(user));
    const ids = lists.body.map((l) => l.id);
    const reversed = await call<ListBody[]>(
      h.app,
      'collect/list/reorder',
      { ids: JSON.stringify([...ids].reverse()) },
      as(user),
    );
    expect(reversed.body.map((l) => l.id)).toEqual([...ids].reverse());
    expect(reversed.body.find((l) => l.id === crypto.body.id)?.count).toBe(3);

    const partial = await call(h.app, 'collect/list/reorder', { ids: JSON.stringify([ids[0]]) }, as(user));
    expect(partial.code).toBe(404);
    expect(partial.message).toMatch(/each of your lists exactly once/);

    expect((await call(h.app, 'collect/list/delete', { id: tech.body.id }, as(user))).code).toBe(200);
    const defaultId = lists.body.find((l) => l.isDefault)?.id ?? 0;
    expect(await call(h.app, 'collect/list/delete', { id: defaultId }, as(user))).toMatchObject({
      code: 404,
      message: 'Watchlist is the default list and cannot be deleted',
    });
  });

  it(`a customer keeps at most ${WATCHLISTS_MAX} lists`, async () => {
    const user = await registerUser(h);
    for (let i = 1; i < WATCHLISTS_MAX; i++) {
      expect((await call(h.app, 'collect/list/create', { name: `List ${i}` }, as(user))).code).toBe(200);
    }
    const over = await call(h.app, 'collect/list/create', { name: 'One too many' }, as(user));
    expect(over.code).toBe(404);
    expect(over.message).toMatch(/limit of lists/);
  });

  it('a blank name is refused naming the field', async () => {
    const user = await registerUser(h);
    const reply = await call(h.app, 'collect/list/create', { name: '  ' }, as(user));
    expect(reply).toMatchObject({ code: 404, message: 'Name is required' });
  });
});

describe('ownership', () => {
  it("another customer's list ids read as unknown for every call and change nothing", async () => {
    const owner = await registerUser(h);
    const intruder = await registerUser(h);
    const list = await call<ListBody>(h.app, 'collect/list/create', { name: 'Private' }, as(owner));
    await call(h.app, 'collect', { productId: BTC, listId: list.body.id }, as(owner));
    const id = list.body.id;
    const attempts = [
      ['collect/all', { listId: id }],
      ['collect', { productId: ETH, listId: id }],
      ['collect/remove', { productId: BTC, listId: id }],
      ['collect/list/rename', { id, name: 'Mine now' }],
      ['collect/list/delete', { id }],
      ['collect/reorder', { listId: id, productIds: JSON.stringify([BTC]) }],
      ['collect/list/reorder', { ids: JSON.stringify([id]) }],
    ] as const;
    for (const [path, payload] of attempts) {
      const reply = await call(h.app, path, payload, as(intruder));
      expect(reply.code, path).toBe(404);
    }
    const after = await call<Array<{ code: string }>>(h.app, 'collect/all', { listId: id }, as(owner));
    expect(after.body.map((p) => p.code)).toEqual(['BTCUSD']);
    const names = await call<ListBody[]>(h.app, 'collect/lists', {}, as(owner));
    expect(names.body.map((l) => l.name)).toContain('Private');
    const theirs = await call<ListBody[]>(h.app, 'collect/lists', {}, as(intruder));
    expect(theirs.body.map((l) => l.id)).not.toContain(id);
  });
});
