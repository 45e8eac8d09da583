import type { walletStatistics } from '@demo/contract';
import { type AccountSet, formatMoney, minor, orderTransition, postDemoReset, postLimitCancel } from '@demo/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { committed, inTransaction, isFailure } from '../../db/transaction';
import { post, userBalances } from '../../ledger/service';
import { ok, type Result } from '../../lib/result';
import {
  closeLocked,
  closeSide,
  lockTrading,
  markRow,
  type OrderRow,
  openPositions,
  pendingOrdersForUpdate,
  publishOrderChanges,
  quoteTicks,
  realisedProfitMinor,
  type TradingDeps,
  type TradingTerms,
  toPosition,
  tradingTerms,
  updateOrder,
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
 * Resets the demo account in one transaction under its trading lock: pending demo orders are
 * cancelled (their holds come back, type 5), open demo positions are covered at the current
 * closing price (at the build price when a product has no quote), then core `postDemoReset` sweeps
 * every virtual balance back to virtual_issuance and issues the starting balance again (type 6).
 * Each step is a ledger posting whose ref names the order or the reset, so the audit trail is whole.
 */
export async function resetDemo(deps: TradingDeps, userId: number): Promise<Result<WalletStatistics>> {
  const nowMs = deps.now();
  const set: AccountSet = 'virtual';
  const terms = await tradingTerms(deps, nowMs);
  const done = await inTransaction(deps.db, async (tx) => {
    await lockTrading(tx, userId);
    const changed: OrderRow[] = [];
    for (const row of await pendingOrdersForUpdate(tx, userId, set)) {
      const cancelled = orderTransition(row, { type: 'cancel' });
      if (!cancelled.ok) throw new Error(`demo reset: order ${row.id}: ${cancelled.message}`);
      const ctx = { userId, currency: row.currency, ref: `order:${row.id}`, eventId: `order:${row.id}:cancel` };
      const outcome = await post(tx, postLimitCancel(ctx, set, minor(row.holdMinor)));
      if (!outcome.ok) throw new Error(`demo reset: cancelling order ${row.id} was refused: ${outcome.error.detail}`);
      changed.push(await updateOrder(tx, row.id, { status: cancelled.value.status, coverTime: nowMs }));
    }
    const positions = await openPositions(tx, userId, set, { forUpdate: true });
    // Most profitable first, as forced cover posts, so no close needs loss absorption a gain could pay.
    const marked = positions.map((row) => ({ row, quote: quoteTicks(deps.market.quote(row.code), row.decimals) }));
    marked.sort((a, b) => {
      const pa = markRow(a.row, a.quote, terms).pnlMinor;
      const pb = markRow(b.row, b.quote, terms).pnlMinor;
      return pa === pb ? a.row.id - b.row.id : pa > pb ? -1 : 1;
    });
    for (const { row, quote } of marked) {
      const price = quote ? closeSide(row, quote) : toPosition(row).buildPriceTicks;
      const closed = await closeLocked(tx, terms, row, {
        hands: row.hands,
        closePriceTicks: price,
        reason: 'user',
        nowMs,
        quote,
      });
      changed.push(closed.closed);
    }
    const currency = terms.currency(set);
    const balances = await userBalances(tx, userId, set, currency, { forUpdate: true });
    const ctx = { userId, currency, ref: `demo-reset:${userId}:${nowMs}`, eventId: `demo-reset:${userId}:${nowMs}` };
    const reset = postDemoReset(
      ctx,
      {
        virtualAvailableMinor: balances.availableMinor,
        virtualLockedMinor: balances.lockedMinor,
        virtualMarginMinor: balances.marginMinor,
      },
      terms.virtualStartingMinor,
    );
    const outcome = await post(tx, reset);
    if (!outcome.ok) throw new Error(`demo reset of user ${userId} was refused: ${outcome.error.detail}`);
    return { changed, statistics: await statisticsIn(tx, deps, terms, userId, set) };
  });
  if (isFailure(done)) return done;
  await publishOrderChanges(deps, done.changed);
  return ok(done.statistics);
}
