// Proves the console's AI products: an admin publishes and edits a strategy's terms, each change is
// audited with its reason, no call can type a statistic in (a win rate sent along is ignored and the
// published one stays the backtest's), wrong parameters are named, reviewers cannot edit, and the
// members list shows who bought what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { call, type Harness, registerUser, startHarness } from '../support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => h.close());

interface AdminAiBody {
  id: number;
  name: string;
  nameHi: string;
  strategy: string;
  params: Record<string, unknown>;
  code: string;
  winRate: string;
  trades: number;
  returnRates: { d7: string; d30: string; d90: string };
  lever: number;
  enabled: boolean;
  activeCount: number;
}

const terms = {
  name: 'Gold trend',
  nameHi: 'सोना ट्रेंड',
  description: 'Momentum on gold.',
  descriptionHi: 'सोने पर मोमेंटम।',
  strategy: 'momentum',
  params: JSON.stringify({ lookbackBars: 15, allowShort: true }),
  code: 'BTCUSD',
  minAmount: '1000',
  maxAmount: '50000',
  unit: '500',
  lever: 2,
  periodDays: 10,
  enabled: true,
  reason: 'New product for the quarter',
};

describe('I4: staff set terms, never statistics', () => {
  it('create and update are audited; a win rate sent along changes nothing', async () => {
    const created = await consoleCall<AdminAiBody>(h, 'ai_product/create', { ...terms, winRate: '99.00' }, admin);
    expect(created.code).toBe(200);
    expect(created.body).toMatchObject({ name: 'Gold trend', strategy: 'momentum', lever: 2, activeCount: 0 });
    const published = await call<AdminAiBody>(h.app, 'product_chatgpt/detail', { key: created.body.id });
    expect(published.body.winRate).toBe(created.body.winRate);
    expect(published.body.winRate).not.toBe('99.00');

    const updated = await consoleCall<AdminAiBody>(
      h,
      'ai_product/update',
      { ...terms, id: created.body.id, lever: 3, returnRates: '{"d7":"50"}', reason: 'Higher lever' },
      admin,
    );
    expect(updated.code).toBe(200);
    expect(updated.body.lever).toBe(3);
    // The statistics follow the lever through the backtest, not the payload.
    expect(updated.body.returnRates.d7).not.toBe('50');

    const audit = await consoleCall<{ list: Array<{ action: string; target: string; reason: string }> }>(
      h,
      'audit/list',
      {},
      admin,
    );
    const mine = audit.body.list.filter((a) => a.target === `ai_product:${created.body.id}`);
    expect(mine.map((a) => [a.action, a.reason])).toEqual([
      ['ai_product.update', 'Higher lever'],
      ['ai_product.create', 'New product for the quarter'],
    ]);
  });

  it('wrong parameters, limits or instruments are named; a reviewer cannot edit', async () => {
    const cases: Array<[Record<string, string | number | boolean>, RegExp]> = [
      [{ params: JSON.stringify({ lookbackBars: 0, allowShort: true }) }, /^Strategy parameters .*lookbackBars/],
      [{ params: JSON.stringify({ lookbackBars: 5, allowShort: true, winRate: 90 }) }, /^Strategy parameters/],
      [{ params: 'not json' }, /^Strategy parameters must be a JSON object/],
      [{ strategy: 'astrology' }, /^Strategy/],
      [{ unit: '2000' }, /^Amount unit/],
      [{ minAmount: '60000' }, /^Amount unit/],
      [{ code: 'NOPE' }, /does not match any product/],
      [{ lever: 50 }, /^Leverage must be at most 20/],
    ];
    for (const [change, message] of cases) {
      const reply = await consoleCall(h, 'ai_product/create', { ...terms, ...change }, admin);
      expect(reply.code, JSON.stringify(change)).toBe(404);
      expect(reply.message, JSON.stringify(change)).toMatch(message);
    }
    const reviewer = (await staffToken(h, 'reviewer')).token;
    expect((await consoleCall(h, 'ai_product/create', terms, reviewer)).code).toBe(403);
  });

  it('members show who bought, in which account, and the active count follows', async () => {
    const created = await consoleCall<AdminAiBody>(h, 'ai_product/create', terms, admin);
    const customer = await registerUser(h);
    let bought = await call<{ id: number }>(
      h.app,
      'user_product_chatgpt/create',
      { productId: created.body.id, amount: '1500', accountType: 'virtual' },
      { token: customer.token },
    );
    // The feed quotes BTCUSD within moments of the start.
    for (let attempt = 0; attempt < 50 && bought.code === 600; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      bought = await call<{ id: number }>(
        h.app,
        'user_product_chatgpt/create',
        { productId: created.body.id, amount: '1500', accountType: 'virtual' },
        { token: customer.token },
      );
    }
    expect(bought.code).toBe(200);
    const members = await consoleCall<{ list: Array<Record<string, unknown>>; total: number }>(
      h,
      'ai_product/members',
      { id: created.body.id },
      admin,
    );
    expect(members.body.total).toBe(1);
    expect(members.body.list[0]).toMatchObject({
      id: bought.body.id,
      userId: customer.user.id,
      accountType: 'virtual',
      amount: '1500.00',
      status: 'running',
    });
    const listed = await consoleCall<{ list: AdminAiBody[] }>(h, 'ai_product/list', { size: 100 }, admin);
    expect(listed.body.list.find((p) => p.id === created.body.id)?.activeCount).toBe(1);
  });
});
