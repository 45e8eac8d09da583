import type { Tx } from '../../../db/client';
import { namedStatement, runNamed } from '../../../db/prepared';

/**
 * The advisory lock that serialises one user's trading: an order placed, a cover, a stop, a forced
 * cover, a demo reset. Every order workflow takes it with BEGIN (`inTransaction`'s `advisoryLock`),
 * before any row lock, so the changes of one user happen one after another in a fixed lock order:
 * trading lock, then order rows, then the user's ledger rows. Platform ledger rows are never locked
 * (docs/adr/0002), so two users' orders never wait on each other (L7).
 */

/** The first key of the two-key advisory locks that serialise one user's trading. */
const TRADING_LOCK_SPACE = 0x7472_6164; // "trad"

/** The lock of one user's trading, real and demo alike: they share the user's orders table rows. */
export function tradingLock(userId: number): readonly [number, number] {
  return [TRADING_LOCK_SPACE, userId];
}

const TAKE_TRADING_LOCK = namedStatement('orders_trading_lock', 'select pg_advisory_xact_lock($1, $2)');

/**
 * Takes a user's trading lock inside a transaction already open, for workflows that learn the user
 * only from a row they read first (the engine's passes over orders). Waits for the holder to commit.
 */
export async function lockTrading(tx: Tx, userId: number): Promise<void> {
  await runNamed(tx, TAKE_TRADING_LOCK, tradingLock(userId));
}
