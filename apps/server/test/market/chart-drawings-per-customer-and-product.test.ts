// Proves chart drawings: saved, moved and removed per customer and product, checked by kind, price
// and time (DR2, DR3), at most DRAWINGS_PER_PRODUCT_MAX a product (DR1), and another customer's ids
// answer as ids that do not exist (DR4).
import { DRAWINGS_PER_PRODUCT_MAX, type Drawing } from '@demo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartDrawings, products } from '../../src/db/schema';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let btcPrice: number;
beforeAll(async () => {
  h = await startHarness();
  const quote = await call<{ price: string }>(h.app, 'data/market', { code: 'BTCUSD' });
  btcPrice = Number(quote.body.price);
});
afterAll(async () => h.close());

const as = (user: RegisteredUser) => ({ token: user.token });
const minuteAgo = () => Date.now() - 60_000;
const points = (...list: Array<{ time: number; price: string | number }>) =>
  JSON.stringify(list.map((p) => ({ time: p.time, price: String(p.price) })));
const near = (factor: number) => (btcPrice * factor).toFixed(2);

function save(user: RegisteredUser, payload: Record<string, string | number>, locale?: 'en' | 'hi') {
  return call<Drawing>(h.app, 'drawing/save', payload, { ...as(user), ...(locale ? { locale } : {}) });
}

describe('drawing/save, list and remove', () => {
  it('DR1: a customer saves each kind, lists them oldest first, moves one and removes one', async () => {
    const user = await registerUser(h);
    const t = minuteAgo();
    const line = await save(user, { code: 'BTCUSD', kind: 'hline', points: points({ time: t, price: near(1) }) });
    expect(line.code).toBe(200);
    expect(line.body).toMatchObject({ code: 'BTCUSD', kind: 'hline', points: [{ time: t, price: near(1) }] });
    const trend = await save(user, {
      code: 'BTCUSD',
      kind: 'trend',
      points: points({ time: t - 3_600_000, price: near(0.95) }, { time: t, price: near(1.02) }),
    });
    const range = await save(user, {
      code: 'BTCUSD',
      kind: 'range',
      points: points({ time: t, price: near(0.9) }, { time: t, price: near(1.1) }),
    });
    expect([trend.code, range.code]).toEqual([200, 200]);

    const moved = await save(user, {
      id: line.body.id,
      code: 'BTCUSD',
      kind: 'hline',
      points: points({ time: t, price: near(1.05) }),
    });
    expect(moved.body).toMatchObject({ id: line.body.id, points: [{ price: near(1.05) }] });
    const kindChange = await save(user, {
      id: line.body.id,
      code: 'BTCUSD',
      kind: 'range',
      points: points({ time: t, price: near(1) }, { time: t, price: near(1.01) }),
    });
    expect(kindChange.code).toBe(404);

    const list = await call<Drawing[]>(h.app, 'drawing/list', { code: 'BTCUSD' }, as(user));
    expect(list.body.map((d) => [d.id, d.kind])).toEqual([
      [line.body.id, 'hline'],
      [trend.body.id, 'trend'],
      [range.body.id, 'range'],
    ]);
    expect((await call(h.app, 'drawing/list', { code: 'ETHUSD' }, as(user))).body).toEqual([]);

    expect((await call(h.app, 'drawing/remove', { id: trend.body.id }, as(user))).code).toBe(200);
    expect((await call(h.app, 'drawing/remove', { id: trend.body.id }, as(user))).code).toBe(404);
    const after = await call<Drawing[]>(h.app, 'drawing/list', { code: 'BTCUSD' }, as(user));
    expect(after.body.map((d) => d.id)).toEqual([line.body.id, range.body.id]);
  });

  it(`DR1: at most ${DRAWINGS_PER_PRODUCT_MAX} drawings a product, and the refusal names the limit`, async () => {
    const user = await registerUser(h);
    const one = { code: 'BTCUSD', kind: 'hline', points: points({ time: minuteAgo(), price: near(1) }) };
    // All but the last allowed straight into the table: fifty calls in a row would meet the write limit.
    const [btc] = await h.database.db.select({ id: products.id }).from(products).where(eq(products.code, 'BTCUSD'));
    const row = {
      userId: user.user.id,
      productId: btc?.id ?? 0,
      kind: 'hline',
      points: [{ time: minuteAgo(), price: near(1) }],
    };
    await h.database.db.insert(chartDrawings).values(Array.from({ length: DRAWINGS_PER_PRODUCT_MAX - 1 }, () => row));
    expect((await save(user, one)).code).toBe(200);
    const refused = await save(user, one);
    expect(refused.code).toBe(404);
    expect(refused.message).toContain(String(DRAWINGS_PER_PRODUCT_MAX));
    const hindi = await save(user, one, 'hi');
    expect(hindi.message).toContain('ड्रॉइंग');
    // Another product has its own allowance.
    const eth = await call<{ price: string }>(h.app, 'data/market', { code: 'ETHUSD' });
    const other = await save(user, {
      code: 'ETHUSD',
      kind: 'hline',
      points: points({ time: minuteAgo(), price: eth.body.price }),
    });
    expect(other.code).toBe(200);
  });
});

describe('DR2, DR3: a drawing is checked before it is saved', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerUser(h);
  });

  it.each([
    [
      'a horizontal line with two points',
      'hline',
      () => points({ time: minuteAgo(), price: near(1) }, { time: minuteAgo(), price: near(1) }),
      'exactly 1',
    ],
    ['a trend line with one point', 'trend', () => points({ time: minuteAgo(), price: near(1) }), 'exactly 2'],
    ['a price of zero', 'hline', () => points({ time: minuteAgo(), price: '0' }), 'greater than 0'],
    ['a price a thousand times the market', 'hline', () => points({ time: minuteAgo(), price: near(1000) }), 'too far'],
    [
      'a price with too many decimals',
      'hline',
      () => points({ time: minuteAgo(), price: `${near(1)}123` }),
      'decimals',
    ],
    ['a time before 2000', 'hline', () => points({ time: 1000, price: near(1) }), 'year 2000'],
  ])('refuses %s, naming the field', async (_what, kind, pts, words) => {
    const reply = await save(user, { code: 'BTCUSD', kind, points: pts() });
    expect(reply.code).not.toBe(200);
    expect(reply.message).toContain('Drawing points');
    expect(reply.message).toContain(words);
  });

  it('refuses an unknown kind, a list that is not JSON and an unknown product', async () => {
    const bad = await save(user, {
      code: 'BTCUSD',
      kind: 'circle',
      points: points({ time: minuteAgo(), price: near(1) }),
    });
    expect(bad.message).toContain('hline, trend or range');
    const notJson = await save(user, { code: 'BTCUSD', kind: 'hline', points: 'nope' });
    expect(notJson.message).toContain('Drawing points');
    const unknown = await save(user, {
      code: 'NOSUCH',
      kind: 'hline',
      points: points({ time: minuteAgo(), price: '1' }),
    });
    expect(unknown.code).toBe(404);
    expect(unknown.message).toContain('Product code');
  });
});

describe("DR4: another customer's drawing reads as one that does not exist", () => {
  it('cannot be listed, moved or removed by someone else', async () => {
    const owner = await registerUser(h);
    const intruder = await registerUser(h);
    const pts = points({ time: minuteAgo(), price: near(1) });
    const mine = await save(owner, { code: 'BTCUSD', kind: 'hline', points: pts });
    expect((await call(h.app, 'drawing/list', { code: 'BTCUSD' }, as(intruder))).body).toEqual([]);
    const moved = await save(intruder, { id: mine.body.id, code: 'BTCUSD', kind: 'hline', points: pts });
    const missing = await save(intruder, { id: 2_147_480_000, code: 'BTCUSD', kind: 'hline', points: pts });
    expect({ code: moved.code, message: moved.message }).toEqual({ code: missing.code, message: missing.message });
    const removed = await call(h.app, 'drawing/remove', { id: mine.body.id }, as(intruder));
    expect(removed.code).toBe(404);
    const list = await call<Drawing[]>(h.app, 'drawing/list', { code: 'BTCUSD' }, as(owner));
    expect(list.body).toEqual([mine.body]);
  });
});
