import type { Order } from '@demo/contract';
import { minor, postOpenPosition } from '@demo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { committed, inTransaction } from '../../src/db/transaction';
import { type PostOutcome, post, userBalances } from '../../src/ledger/service';
import type { Failure } from '../../src/lib/result';
import { tradingLock } from '../../src/modules/trading/orders/trading-lock';
import { gate } from '../support/gate';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * Two users' orders never wait for each other (L7): while one user's posting transaction is held
 * open after posting, before COMMIT, holding every lock it took, another user's order commits at once.
 */

/** How long the probe waits for a row lock the held transaction should not have: a roll-up holds one for milliseconds. */
const LOCK_PROBE_MS = 2_000;

/** Far above an order's own time on a loaded two-core machine, far below a lock wait's 15 s timeout. */
const COMMIT_BOUND_MS = 3_000;

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  return Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms))]);
}

/**
 * The holder's transaction: its trading lock, `before` (what else it writes), its balances, then a
 * posting to the platform accounts (fee income, INR) every INR order posts to; it then waits,
 * uncommitted, holding every lock it took, until `release`. Answers once the posting is written.
 */
async function holdOpenPosting(
  holderId: number,
  before: (tx: Tx) => Promise<void> = async () => {},
): Promise<{ release: () => void; held: Promise<PostOutcome | Failure> }> {
  const released = gate();
  const written = gate();
  const held = inTransaction(
    h.database.db,
    async (tx) => {
      await before(tx);
      await userBalances(tx, holderId, 'real', 'INR', { forUpdate: true });
      const id = `test:held:${requestId()}`;
      const outcome = await post(
        tx,
        postOpenPosition({ userId: holderId, currency: 'INR', ref: id, eventId: id }, 'real', {
          marginMinor: minor(10_000n),
          openingFeeMinor: minor(500n),
          insuranceCostMinor: minor(0n),
        }),
      );
      expect(outcome.ok).toBe(true);
      written.open();
      await released.opened;
      return outcome;
    },
    { advisoryLock: tradingLock(holderId) },
  );
  await written.opened;
  return { release: released.open, held };
}

describe('two users in parallel', () => {
  it('L7: an order commits while another user holds a posting of the same platform accounts open', async () => {
    const [holder, other] = [await h.trader({ rupees: 100_000 }), await h.trader({ rupees: 100_000 })];
    await h.quote('BTCUSD', '50000.00', '50010.00');
    // Platform rows exist from the first posting to them on (here: a first order and its cover);
    // only their creation, once per account ever, makes a racing creator wait for the commit.
    const first = await other.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect((await other.call<Order>('order/cover', { orderId: first.body.id, hands: 1 })).code).toBe(200);
    const { release, held } = await holdOpenPosting(holder.id);
    try {
      const reply = await within(
        other.call<Order>('order/create', {
          code: 'BTCUSD',
          direction: 'buy',
          priceType: 'market',
          hands: 1,
          accountType: 'real',
          requestId: requestId(),
        }),
        COMMIT_BOUND_MS,
      );
      expect(reply === 'timed out' ? reply : reply.code).toBe(200);
      // Committed (E1): visible from another connection while the holder still waits.
      expect((await other.balances()).marginMinor).toBeGreaterThan(0n);
    } finally {
      release();
    }
    expect(committed(await held).ok).toBe(true);
    expect(await holder.balances()).toMatchObject({ marginMinor: 10_000n });
    expect(await h.reconciled()).toEqual([]);
  });

  it('L7: a posting and an order held open lock no platform row and no product row (docs/adr/0008)', async () => {
    const holder = await h.trader({ rupees: 100_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const first = await holder.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(first.code).toBe(200);
    // The holder's transaction writes what an order writes, an order row of BTCUSD and a posting
    // to the platform's accounts, then waits, uncommitted, holding every lock it took.
    const { release, held } = await holdOpenPosting(holder.id, async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, first.body.id));
      if (!row) throw new Error('the first order is gone');
      const { id: _id, ...copy } = row;
      await tx.insert(orders).values({ ...copy, orderNo: `held-${requestId()}`, requestId: requestId() });
    });
    // FOR UPDATE waits for any lock on a row, FOR KEY SHARE (a foreign key's check) included.
    const probe = await h.database.pool.connect();
    try {
      await probe.query('begin');
      await probe.query(`set local lock_timeout = '${LOCK_PROBE_MS}ms'`);
      const platform = await probe.query('select id from ledger_accounts where user_id is null for update');
      expect(platform.rowCount).toBeGreaterThan(0);
      const product = await probe.query(`select id from products where code = 'BTCUSD' for update`);
      expect(product.rowCount).toBe(1);
    } finally {
      await probe.query('rollback');
      probe.release();
      release();
    }
    expect(committed(await held).ok).toBe(true);
    expect(await h.reconciled()).toEqual([]);
  });
});
