import type { walletStatistics } from '@demo/contract';
import { type AccountSet, formatMoney, minor } from '@demo/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { committed, inTransaction } from '../../db/transaction';
import { userBalances } from '../../ledger/service';
import { ok, type Result } from '../../lib/result';
import {
  markRow,
  openPositions,
  quoteTicks,
  realisedProfitMinor,
  resetDemoAccount,
  type TradingDeps,
  type TradingTerms,
  tradingTerms,
} from '../trading';
import { rechargedMinor } from './store';

type WalletStatistics = z.infer<typeof walletStatistics>;

/**
 * The account summary (`user/statisticsWallet`) of the real or the demo set, in one snapshot read:
 * - availableAssets: available balance;
 * - fundsInUse: margin of open positions + money locked for pending orders and withdrawals;
 * - positionProfit: open P&L of the positions at their closing prices now;
 * - marketValue: what the positions are worth now, margin + open P&L;
 * - totalAssets: available + locked + market value;
 * - rechargeAmount: every recharge (type 1) ever credited; the demo set has none;
 * - profit: realised P&L of the set's closed orders.
 */
export async function walletStatisticsOf(
  deps: TradingDeps,
  userId: number,
  set: AccountSet,
): Promise<Result<WalletStatistics>> {
  const terms = await tradingTerms(deps, deps.now());
  return ok(committed(await inTransaction(deps.db, async (tx) => statisticsIn(tx, deps, terms, userId, set))));
}

async function statisticsIn(
  tx: Tx,
  deps: TradingDeps,
  terms: TradingTerms,
  userId: number,
  set: AccountSet,
): Promise<WalletStatistics> {
  const currency = terms.currency(set);
  const balances = await userBalances(tx, userId, set, currency);
  const positions = await openPositions(tx, userId, set, { forUpdate: false });
  let openPnl = 0n;
  for (const row of positions) {
    openPnl += markRow(row, quoteTicks(deps.market.quote(row.code), row.decimals), terms).pnlMinor;
  }
  const marketValue = balances.marginMinor + openPnl;
  const recharged = set === 'real' ? await rechargedMinor(tx, userId, 'available', currency) : 0n;
  const money = (value: bigint) => formatMoney(minor(value));
  return {
    totalAssets: money(balances.availableMinor + balances.lockedMinor + marketValue),
    fundsInUse: money(balances.marginMinor + balances.lockedMinor),
    availableAssets: money(balances.availableMinor),
    marketValue: money(marketValue),
    positionProfit: money(openPnl),
    rechargeAmount: money(recharged),
    profit: money(await realisedProfitMinor(tx, userId, set)),
  };
}

/**
 * Resets the demo account (trading's `resetDemoAccount`: pending demo orders cancelled, positions
 * covered, every virtual balance swept and the starting balance issued again, one transaction) and
 * answers the demo set's summary as the reset left it.
 */
export async function resetDemo(deps: TradingDeps, userId: number): Promise<Result<WalletStatistics>> {
  const refused = await resetDemoAccount(deps, userId);
  return refused ?? (await walletStatisticsOf(deps, userId, 'virtual'));
}
