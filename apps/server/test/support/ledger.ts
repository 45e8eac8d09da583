import { randomBytes } from 'node:crypto';
import { type Minor, minor, type Posting, postDeposit } from '@demo/core';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../src/db/client';
import { ledgerTransfers, users } from '../../src/db/schema';
import { committed, inTransaction } from '../../src/db/transaction';
import { type PostOutcome, post } from '../../src/ledger/service';

/** A customer row straight in the database, for ledger tests that need many users quickly. */
export async function createUser(db: Db): Promise<number> {
  const tag = randomBytes(6).toString('hex');
  const [row] = await db
    .insert(users)
    .values({ username: `ledger-${tag}@demo.example`, passwordHash: 'x', nickname: 'ledger', invitationCode: tag })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  return row.id;
}

/** Runs test work in a transaction of its own (the server's one idiom) and answers its value. */
export async function inTx<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return committed(await inTransaction(db, work));
}

/** Posts in a transaction of its own; a refused posting wrote nothing, so committing it changes nothing. */
export async function postAlone(db: Db, posting: Posting): Promise<PostOutcome> {
  return await inTx(db, async (tx) => post(tx, posting));
}

/** A unique event id, so repeated test runs never collide with stored idempotency ids. */
export function eventId(name: string): string {
  return `test:${name}:${randomBytes(6).toString('hex')}`;
}

/** Credits a user's real available balance through an approved-recharge posting. */
export async function fund(db: Db, userId: number, amountMinor: bigint, currency = 'INR'): Promise<void> {
  const id = eventId('fund');
  const outcome = await postAlone(db, postDeposit({ userId, currency, ref: id, eventId: id }, minor(amountMinor)));
  if (!outcome.ok) throw new Error(`funding failed: ${outcome.error.detail}`);
}

export async function countTransfers(db: Db, idempotencyIds: readonly string[]): Promise<number> {
  if (idempotencyIds.length === 0) return 0;
  const rows = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.idempotencyId, [...idempotencyIds]));
  return rows.length;
}

export const inr = (rupees: number): Minor => minor(BigInt(rupees) * 100n);
