// Proves that every AI purchase appears under "Order source" (docs/SPEC.md I10): `order/list/source`
// with source `ai` answers the caller's purchases in both accounts, newest first, with the account,
// amount, status and P&L that "My AI products" shows, opens no order row, and never shows another
// customer's purchase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/harness';
import { startTrading, type TradingHarness } from '../support/trading';

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => h.close());

interface SourceRow {
  id: number;
  source: string;
  record?: string;
  accountType: 'real' | 'virtual';
  amount: string;
  pnl: string;
  value: string;
  status: string;
  product: { id: number; name: string; code: string };
}

async function btcProductId(): Promise<number> {
  const front = await call<{ list: Array<{ id: number; code: string; name: string }> }>(
    h.app,
    'product_chatgpt/front',
    { size: -1 },
  );
  // The seeded one (minimum ₹500): other files on this database add BTCUSD products with other terms.
  const product = front.body.list.find((p) => p.code === 'BTCUSD' && p.name === 'Bitcoin crossover');
  if (!product) throw new Error('no seeded AI product trades BTCUSD');
  return product.id;
}

describe('I10: AI purchases are listed under "Order source"', () => {
  it('lists each purchase of both accounts, newest first, with its account, amount, status and P&L', async () => {
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const productId = await btcProductId();
    const trader = await h.trader({ rupees: 10_000 });
    const other = await h.trader({ rupees: 10_000 });

    const empty = await trader.call<{ list: SourceRow[]; total: number }>('order/list/source', { source: 'ai' });
    expect(empty.code).toBe(200);
    expect(empty.body).toEqual({ list: [], total: 0 });

    const real = await trader.call<{ id: number }>('user_product_chatgpt/create', { productId, amount: '1000' });
    const demo = await trader.call<{ id: number }>('user_product_chatgpt/create', {
      productId,
      amount: '2500',
      accountType: 'virtual',
    });
    const stranger = await other.call<{ id: number }>('user_product_chatgpt/create', { productId, amount: '500' });
    expect([real, demo, stranger].map((r) => [r.code, r.message])).toEqual([
      [200, 'Success'],
      [200, 'Success'],
      [200, 'Success'],
    ]);
    const stopped = await trader.call('user_product_chatgpt/update/status', { id: real.body.id, status: 'ended' });
    expect(stopped.code).toBe(200);

    const listed = await trader.call<{ list: SourceRow[]; total: number }>('order/list/source', { source: 'ai' });
    expect(listed.code).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.list.map((r) => r.id)).toEqual([demo.body.id, real.body.id]);
    for (const row of listed.body.list) {
      expect(row.source).toBe('ai');
      expect(row.record).toBe('ai_product');
      expect(row.product.id).toBe(productId);
    }
    const [demoRow, realRow] = listed.body.list;
    expect(demoRow).toMatchObject({ accountType: 'virtual', amount: '2500.00', status: 'running' });
    expect(realRow).toMatchObject({ accountType: 'real', amount: '1000.00', status: 'ended' });

    // The same figures as "My AI products" shows for each account. A running product's P&L moves with
    // every pass of the leader between the two reads, so its figures are compared once it has ended.
    for (const account of ['real', 'virtual'] as const) {
      const mine = await trader.call<{ list: SourceRow[] }>('user_product_chatgpt/list', { accountType: account });
      for (const purchase of mine.body.list) {
        const row = listed.body.list.find((r) => r.id === purchase.id);
        expect(row).toMatchObject({
          accountType: purchase.accountType,
          amount: purchase.amount,
          status: purchase.status,
        });
        if (purchase.status !== 'running') expect(row).toMatchObject({ pnl: purchase.pnl, value: purchase.value });
      }
    }

    // Paging, and no order row for a purchase: the manual tab and the order lists stay empty.
    const firstPage = await trader.call<{ list: SourceRow[]; total: number }>('order/list/source', {
      source: 'ai',
      page: 1,
      size: 1,
    });
    expect(firstPage.body.list.map((r) => r.id)).toEqual([demo.body.id]);
    expect(firstPage.body.total).toBe(2);
    const manual = await trader.call<{ total: number }>('order/list/source', { source: 'manual' });
    expect(manual.body.total).toBe(0);
    const orders = await trader.call<{ total: number }>('order/list', { status: '["CREATED","BUILD","COVER"]' });
    expect(orders.body.total).toBe(0);

    const theirs = await other.call<{ list: SourceRow[] }>('order/list/source', { source: 'ai' });
    expect(theirs.body.list.map((r) => r.id)).toEqual([stranger.body.id]);
    expect(await h.reconciled()).toEqual([]);
  });
});
