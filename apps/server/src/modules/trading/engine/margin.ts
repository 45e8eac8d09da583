import { forceCoverPlan, type MarginLevel, type Minor } from '@demo/core';
import { inTransaction, isFailure } from '../../../db/transaction';
import { userBalances } from '../../../ledger/service';
import { closeLocked, closeSide, markRow, toPosition } from '../orders/settle';
import { type AccountSet, type OrderRow, openPositions } from '../orders/store';
import { type TimedQuote, type TradingDeps, tradingTerms } from '../orders/terms';
import { lockTrading } from '../orders/trading-lock';
import { recordOrderFirings } from '../orders/trigger-firings';

export interface AccountCheck {
  /** The margin level when it is at or below tradeForceCoverWarning (M4), else null. */
  readonly warning: MarginLevel | null;
  /** Positions force-covered in this check, oldest change first. */
  readonly closed: readonly OrderRow[];
}

/** An account's held positions and available balance, read without locks, for a first look. */
export interface Glance {
  readonly positions: readonly OrderRow[];
  readonly availableMinor: Minor;
}

/**
 * Values one account at the given prices and force-covers it when its margin level is at or below
 * tradeForceCoverRate (M1, M2), all in one transaction under the account lock with its positions
 * locked: core `forceCoverPlan` picks the largest losses first until the level is back above the
 * rate, and the closes post most profitable first so open gains pay before loss_absorption (M3).
 * A position without a price is valued at its build price and closed there if chosen.
 */
export async function checkAccount(
  deps: TradingDeps,
  userId: number,
  set: AccountSet,
  quoteOf: (row: OrderRow) => TimedQuote | null,
  nowMs: number,
  read?: Glance,
): Promise<AccountCheck> {
  const terms = await tradingTerms(deps, nowMs);
  // Most accounts are healthy: two plain reads tell so without a transaction or the user's trading
  // lock, which their own orders need (the engine makes them once for every account it checks and
  // passes them in). Anything else is decided again under the locks below.
  const seen = read?.positions ?? (await openPositions(deps.db, userId, set, { forUpdate: false }));
  if (seen.length === 0) return { warning: null, closed: [] };
  const availableMinor =
    read?.availableMinor ?? (await userBalances(deps.db, userId, set, terms.currency(set))).availableMinor;
  const glance = forceCoverPlan(
    availableMinor,
    seen.map((row) => markRow(row, quoteOf(row), terms)),
    terms.settings,
  );
  if (!glance.warning && glance.settleOrder.length === 0) return { warning: null, closed: [] };
  const done = await inTransaction(deps.db, async (tx): Promise<AccountCheck> => {
    await lockTrading(tx, userId);
    const rows = await openPositions(tx, userId, set, { forUpdate: true });
    if (rows.length === 0) return { warning: null, closed: [] };
    const { availableMinor } = await userBalances(tx, userId, set, terms.currency(set), { forUpdate: true });
    const quotes = new Map(rows.map((row) => [row.id, quoteOf(row)]));
    const marked = rows.map((row) => markRow(row, quotes.get(row.id) ?? null, terms));
    const plan = forceCoverPlan(availableMinor, marked, terms.settings);
    const warning = plan.warning ? plan.marginLevel : null;
    const closed: OrderRow[] = [];
    for (const id of plan.settleOrder) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Error(`forced cover chose order ${id}, which is not open`);
      const quote = quotes.get(id) ?? null;
      const price = quote ? closeSide(row, quote) : toPosition(row).buildPriceTicks;
      const done = await closeLocked(tx, terms, row, {
        hands: row.hands,
        closePriceTicks: price,
        reason: 'force_cover',
        nowMs,
        quote,
      });
      closed.push(done.closed);
    }
    // RC7: each forced cover's firing, in the transaction of the closes.
    await recordOrderFirings(tx, closed);
    return { warning, closed };
  });
  if (isFailure(done)) throw new Error(`margin check of user ${userId} failed with code ${done.code}`);
  return done;
}
