import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { orders, sessions } from '../../src/db/schema';
import { tableRows } from '../../src/db/table-rows';
import {
  insertOrder,
  type NewOrder,
  ordersByIds,
  positionsOfAccountsHolding,
  updateOrder,
} from '../../src/modules/trading/orders/store';
import { ownDatabase } from '../support/isolated-database';
import { createUser, inTx } from '../support/ledger';

/**
 * E9: the orders table's own statements (db/table-rows.ts, one JSON array per row since ADR 0011)
 * answer every row exactly as drizzle's query builder reads it. The rows here carry values no trade
 * makes (int8 at its limits, text made to break quoting), so they go to a database of their own.
 */

const own = ownDatabase();
let db: Db;
beforeAll(() => {
  db = own.database.db;
});

const INT8_MAX = 9_223_372_036_854_775_807n;
const INT8_MIN = -9_223_372_036_854_775_808n;
const AWKWARD_TEXT = `O'Reilly \\ "quoted" \\x00 ₹1,00,000 ऑर्डर 🚀\nline\ttab`;

function order(userId: number, code: string): NewOrder {
  return {
    orderNo: `E9-${code}-${userId}`,
    userId,
    accountSet: 'virtual',
    currency: 'INR',
    instrumentCurrency: 'KRW',
    openFxRate: AWKWARD_TEXT,
    productId: 2_147_483_647,
    code,
    decimals: 0,
    direction: 'sell',
    priceType: 'limit',
    status: 'BUILD',
    hands: 1,
    handCount: -2_147_483_648,
    lever: null,
    limitPriceTicks: INT8_MAX,
    buildPriceTicks: INT8_MIN,
    coverPriceTicks: null,
    stopLossTicks: 9_007_199_254_740_993n,
    takeProfitTicks: -9_007_199_254_740_993n,
    trailingDistanceTicks: 0n,
    validUntil: Number.MAX_SAFE_INTEGER,
    validity: 'until',
    insurance: true,
    marginMinor: 12_345_678_901_234_567n,
    requestId: AWKWARD_TEXT,
    commitTime: 1_795_800_000_000,
    buildTime: null,
  };
}

async function viaQueryBuilder(id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('orders rows through the hot path statements', () => {
  it('E9: an insert, an update and the reads answer each row exactly as the query builder reads it', async () => {
    const userId = await createUser(db);
    const code = `E9${userId}`;
    const inserted = await inTx(db, (tx) => insertOrder(tx, order(userId, code)));
    expect(inserted).toEqual(await viaQueryBuilder(inserted.id));
    expect(inserted.limitPriceTicks).toBe(INT8_MAX);
    expect(inserted.stopLossTicks).toBe(9_007_199_254_740_993n);
    expect(inserted.openFxRate).toBe(AWKWARD_TEXT);
    expect(inserted.lever).toBeNull();

    const updated = await inTx(db, (tx) =>
      updateOrder(tx, inserted.id, { coverPriceTicks: -1n, insurance: false, closeReason: 'user', requestId: null }),
    );
    expect(updated).toEqual(await viaQueryBuilder(inserted.id));
    expect(updated.version).toBe(inserted.version + 1);
    expect(updated.insurance).toBe(false);

    expect(await ordersByIds(db, [inserted.id])).toEqual([updated]);
    expect(await positionsOfAccountsHolding(db, [code])).toEqual([updated]);
  });

  it('E9: an update given the row it locked answers the row as stored, reading back only the version', async () => {
    const userId = await createUser(db);
    const inserted = await inTx(db, (tx) => insertOrder(tx, order(userId, `E9L${userId}`)));
    const patch = { coverPriceTicks: INT8_MIN, status: 'COVER', closeReason: 'user' } as const;
    const updated = await inTx(db, (tx) =>
      updateOrder(tx, inserted.id, { ...patch, requestId: AWKWARD_TEXT }, inserted),
    );
    expect(updated).toEqual(await viaQueryBuilder(inserted.id));
    expect(updated.version).toBe(inserted.version + 1);
    expect(updated.coverPriceTicks).toBe(INT8_MIN);
    await expect(inTx(db, (tx) => updateOrder(tx, inserted.id + 1, { hands: 2 }, inserted))).rejects.toThrow(
      /orders: row \d+ updated with another row as the one locked/,
    );
    await expect(inTx(db, (tx) => updateOrder(tx, inserted.id, { hands: 1.5 }, inserted))).rejects.toThrow(
      /orders: hands 1.5 is not an integer/,
    );
  });

  it('E9: a table with a column the JSON form does not carry answers its columns as they are', () => {
    // sessions has timestamps, which the driver reads into Dates: they are not sent as JSON.
    expect(tableRows(sessions).rowSql()).toBe('*');
    expect(tableRows(orders).rowSql('o')).toMatch(
      /^json_build_array\(o\."id", .*o\."margin_minor"::text.*\) as "row"$/,
    );
  });

  it('E9: a row read without the JSON form is refused, never read by position', async () => {
    const userId = await createUser(db);
    const { id } = await inTx(db, (tx) => insertOrder(tx, order(userId, `E9R${userId}`)));
    const { rows } = await own.database.pool.query('select * from orders where id = $1', [id]);
    expect(() => tableRows(orders).map(rows[0])).toThrow(/orders: a row read without rowSql/);
  });
});
