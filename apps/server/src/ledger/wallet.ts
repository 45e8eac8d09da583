import type { balanceEvent, Settings } from '@demo/contract';
import { formatMoney, type Minor, minor, userAccounts } from '@demo/core';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import type { RidingRead } from '../db/prepared';
import { readSettings } from '../settings/service';
import { nameOf } from './accounts';
import { currencyOf } from './currency';
import { type AccountRow, selectAccounts, userAccountsRead } from './store';

/** A user's balances in both sets, each in minor units of its set's currency. */
export interface Wallet {
  readonly realAvailableMinor: Minor;
  readonly realLockedMinor: Minor;
  readonly realMarginMinor: Minor;
  readonly virtualAvailableMinor: Minor;
  readonly virtualLockedMinor: Minor;
  readonly virtualMarginMinor: Minor;
}

/**
 * Reads a user's six balances without locking; accounts not created yet read as zero. Callers that
 * hold the settings already (a cached copy) pass them and save a round trip.
 */
export async function readWallet(
  q: Queryable,
  userId: number,
  known?: Pick<Settings, 'defaultCurrency'>,
): Promise<Wallet> {
  const settings = known ?? (await readSettings(q));
  const { all } = walletAccounts(userId, settings);
  return walletOf(userId, settings, await selectAccounts(q, all.map(nameOf), { forUpdate: false }));
}

function walletAccounts(userId: number, settings: Pick<Settings, 'defaultCurrency'>) {
  const real = userAccounts(userId, 'real', currencyOf(settings, 'real'));
  const virtual = userAccounts(userId, 'virtual', currencyOf(settings, 'virtual'));
  const all = [real.available, real.locked, real.margin, virtual.available, virtual.locked, virtual.margin];
  return { real, virtual, all };
}

/**
 * `readWallet`'s read, for a transaction to send in its COMMIT's round trip (a fresh
 * read after the commit, as `readWallet` through the pool is); `walletOf` reads its rows.
 */
export function walletRead(userId: number, settings: Pick<Settings, 'defaultCurrency'>): RidingRead {
  return userAccountsRead(walletAccounts(userId, settings).all.map(nameOf), { forUpdate: false });
}

/** A user's wallet from the rows of their accounts (missing accounts read as zero). */
export function walletOf(
  userId: number,
  settings: Pick<Settings, 'defaultCurrency'>,
  accountRows: readonly AccountRow[],
): Wallet {
  const { real, virtual } = walletAccounts(userId, settings);
  const rows = accountRows.filter((r) => r.userId === userId);
  const of = (account: typeof real.available) =>
    minor(rows.find((r) => r.kind === account.kind && r.currency === account.currency)?.balanceMinor ?? 0n);
  return {
    realAvailableMinor: of(real.available),
    realLockedMinor: of(real.locked),
    realMarginMinor: of(real.margin),
    virtualAvailableMinor: of(virtual.available),
    virtualLockedMinor: of(virtual.locked),
    virtualMarginMinor: of(virtual.margin),
  };
}

/**
 * The three balances the customer's header and wallet show, as `user/detail` and the socket's
 * balance event carry them:
 * - `balance`: the real available balance, what can be spent or withdrawn now;
 * - `balanceLocked`: the real locked balance only, the money held for pending limit orders,
 *   withdrawals awaiting payout and subscriptions. The margin of open positions is not in it: that
 *   is "funds in use" of `user/statisticsWallet`, so no amount is counted in two places;
 * - `virtualBalance`: the demo set's available balance.
 */
export interface BalanceView {
  readonly balance: string;
  readonly balanceLocked: string;
  readonly virtualBalance: string;
}

export function balanceViewOf(wallet: Wallet): BalanceView {
  return {
    balance: formatMoney(wallet.realAvailableMinor),
    balanceLocked: formatMoney(wallet.realLockedMinor),
    virtualBalance: formatMoney(wallet.virtualAvailableMinor),
  };
}

export function balanceEventOf(wallet: Wallet): z.infer<typeof balanceEvent> {
  return { type: 'balance', ...balanceViewOf(wallet) };
}
