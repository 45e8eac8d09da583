import { decideForceCover, forceCoverPlan, type MarginLevel, type Minor } from '@demo/core';
import { isFailure } from '../../../db/transaction';
import { executeMoneyWorkflow } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import { type DecidedOn, heldAt, writeCloses } from '../orders/closes';
import { markRow, quotedSettlementFx } from '../orders/settle';
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
 * tradeForceCoverRate (M1, M2), through the money executor (docs/adr/0024): core `decideForceCover`
 * decides on the positions and the available balance locked under the user's trading lock, picking
 * the largest losses first until the level is back above the rate; the closes post most profitable
 * first so open gains pay before loss_absorption (M3). A position without a price is valued at its
 * build price and closed there if chosen.
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
  // What each position was decided on: a close records its quote and rates (RC2).
  const decidedOn: DecidedOn = new Map();
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      await lockTrading(tx, userId);
      const rows = await openPositions(tx, userId, set, { forUpdate: true });
      if (rows.length === 0) return null;
      const { availableMinor } = await userBalances(tx, userId, set, terms.currency(set), { forUpdate: true });
      const positions = rows.map((row) =>
        heldAt(row, { quote: quoteOf(row), fx: quotedSettlementFx(row, terms) }, decidedOn),
      );
      return { availableMinor, positions, settings: terms.settings };
    },
    decide: (rows) => decideForceCover(rows, nowMs),
    postingOf: (plan) => ({ inOrder: plan.closes.map((close) => close.posting) }),
    write: async (tx, plan) => {
      const closed = await writeCloses(tx, plan.closes, decidedOn, { userId, set });
      // RC7: each forced cover's firing, in the transaction of the closes.
      await recordOrderFirings(tx, closed);
      return { warning: plan.warning, closed };
    },
    postLast: false,
  });
  if (isFailure(done)) throw new Error(`margin check of user ${userId} failed with code ${done.code}`);
  return done.written ?? { warning: null, closed: [] };
}
