// Proves that "all" is bounded: an order list asked with size=-1 answers at most LIST_ALL_ROWS_MAX
// rows, the newest first, while its total still counts every order (SPEC R5).
import { LIST_ALL_ROWS_MAX, type Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('order/list with size=-1', () => {
  // SPEC R5
  it('R5: answers the newest LIST_ALL_ROWS_MAX orders of more, with the full total', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const placed = await trader.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '2900.00',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(placed.code).toBe(200);
    const cancelled = await trader.call('order/cancel', { orderId: placed.body.id });
    expect(cancelled.code).toBe(200);

    // Copies of the cancelled order, written straight to the table: the cap is about reading them.
    const copies = LIST_ALL_ROWS_MAX + 5;
    const { rows } = await h.database.pool.query<{ columns: string }>(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
         from information_schema.columns
        where table_schema = current_schema() and table_name = 'orders'
          and column_name not in ('id', 'order_no', 'request_id')`,
    );
    const columns = rows[0]?.columns ?? '';
    await h.database.pool.query(
      `insert into orders (order_no, request_id, ${columns})
       select order_no || '-copy-' || g, null, ${columns} from orders, generate_series(1, $2::int) g where id = $1`,
      [placed.body.id, copies],
    );

    const all = await trader.call<{ list: Order[]; total: number }>('order/list', { status: '["CANCEL"]', size: -1 });
    expect(all.code).toBe(200);
    expect(all.body.total).toBe(copies + 1);
    expect(all.body.list).toHaveLength(LIST_ALL_ROWS_MAX);
    const ids = all.body.list.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).not.toContain(placed.body.id);
  });
});
