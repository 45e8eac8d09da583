// X1, D5a: a converted transfer whose amounts do not recompute from its rate is found by reconcile()
// however it pages through the converted transfers, and by the leader's run from the horizon. A
// transfer's amounts can no longer be changed (migration 0027), so the wrong one is written beside the
// right ones, in a database of this file's own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveLedger, reconcile } from '../../src/ledger/reconcile';
import { isolatedDatabase } from '../support/isolated-database';
import { statementCounter } from '../support/statements';
import { marketBuy, startTrading, type TradingHarness } from '../support/trading';

const TUESDAY_MORNING_ASIA_MS = Date.UTC(2026, 10, 24, 1, 30, 0);

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let h: TradingHarness;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url, fxSpreadBps: 30n, parityUsdInr: false });
  h.clock.nowMs = TUESDAY_MORNING_ASIA_MS;
  await h.quote('USDINR', '88.6000', '88.7000');
  await h.quote('USDKRW', '1449.50', '1450.50');
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

describe('a conversion written wrong', () => {
  it('X1: is found by reconcile() page by page and by the run from the horizon', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('005930', '105800', '105900');
    for (let i = 0; i < 3; i++) {
      const opened = await marketBuy(trader, '005930');
      expect(opened.code, opened.message).toBe(200);
    }
    const db = h.deps.db;
    expect(await reconcile(db)).toEqual([]);
    expect((await proveLedger(db, { full: true })).violations).toEqual([]);
    // The last converted transfer again, under new ids, with its rupee amount one paisa off its rate.
    const wrong = await db.execute<{ id: string }>(sql`insert into ledger_transfers (idempotency_id, posting_id,
        debit_account_id, credit_account_id, amount_minor, type, ref, remark, debit_balance_after_minor,
        credit_balance_after_minor, currency, fx_rate, fx_instrument_currency, fx_instrument_amount_minor,
        fx_account_currency, fx_account_amount_minor)
      select 'wrong:' || idempotency_id, 'wrong:' || posting_id, debit_account_id, credit_account_id, amount_minor,
        type, ref, remark, debit_balance_after_minor, credit_balance_after_minor, currency, fx_rate,
        fx_instrument_currency, fx_instrument_amount_minor, fx_account_currency, fx_account_amount_minor + 1
      from ledger_transfers where fx_rate is not null order by id desc limit 1
      returning id::text`);
    const id = wrong.rows[0]?.id ?? '';
    const converted = await db.execute(sql`select id from ledger_transfers where fx_rate is not null`);
    expect(converted.rows.length).toBeGreaterThan(3);
    for (const conversionPageRows of [1, 2, 1_000]) {
      const found = (await reconcile(db, { conversionPageRows })).filter((v) => v.invariant === 'X1');
      expect(found.map((v) => v.message.split(':')[0])).toEqual([`transfer ${id}`]);
    }
    // Two at a time: the node never holds more than a page of the converted transfers.
    statementCounter.install();
    try {
      const { statements } = await statementCounter.counted(() => reconcile(db, { conversionPageRows: 2 }));
      const pages = statements.filter((text) => text.startsWith('select id, amount_minor, currency, fx_rate'));
      expect(pages).toHaveLength(Math.floor(converted.rows.length / 2) + 1);
    } finally {
      statementCounter.uninstall();
    }
    // D5a: the run from the horizon reads only the wrong transfer, one by one, and finds it.
    const since = await proveLedger(db);
    expect(since.scope).toBe('since_horizon');
    expect(since.transfersChecked).toBe(1);
    expect(since.violations.filter((v) => v.invariant === 'X1').map((v) => v.message.split(':')[0])).toEqual([
      `transfer ${id}`,
    ]);
  });
});
