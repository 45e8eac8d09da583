import { decideDemoReset, minor } from '@demo/core';
import { isFailure } from '../../../db/transaction';
import { executeMoneyWorkflow } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import type { Failure } from '../../../lib/result';
import { applyOrderChange } from './apply-change';
import { type DecidedOn, heldAt, writeCloses } from './closes';
import { publishOrderChanges } from './events';
import { quotedSettlementFx } from './settle';
import { openPositions, pendingOrdersForUpdate } from './store';
import { quoteTicks, type TradingDeps, tradingTerms } from './terms';
import { tradingLock } from './trading-lock';

/**
 * Resets the demo account in one transaction under its trading lock, through the money executor
 * (docs/adr/0024): core `decideDemoReset` decides on the pending demo orders, the open demo positions
 * (each at its closing price now, its build price without a quote) and the demo balances, all locked;
 * the cancels, the closes and the sweep with the new starting balance post in that order, each
 * ledger posting naming its order or the reset, so the audit trail is whole. Null once committed.
 */
export async function resetDemoAccount(deps: TradingDeps, userId: number): Promise<Failure | null> {
  const nowMs = deps.now();
  const set = 'virtual';
  const terms = await tradingTerms(deps, nowMs);
  const decidedOn: DecidedOn = new Map();
  const done = await executeMoneyWorkflow(deps.db, {
    lock: tradingLock(userId),
    read: async (tx) => {
      // Lock order: the order rows, then the ledger rows (trading-lock.ts).
      const pending = await pendingOrdersForUpdate(tx, userId, set);
      const held = await openPositions(tx, userId, set, { forUpdate: true });
      const currency = terms.currency(set);
      const balances = await userBalances(tx, userId, set, currency, { forUpdate: true });
      const positions = held.map((row) => {
        const at = { quote: quoteTicks(deps.market.quote(row.code), row.decimals), fx: quotedSettlementFx(row, terms) };
        return heldAt(row, at, decidedOn);
      });
      return {
        userId,
        currency,
        availableMinor: minor(balances.availableMinor),
        lockedMinor: minor(balances.lockedMinor),
        marginMinor: minor(balances.marginMinor),
        pending,
        positions,
        settings: terms.settings,
        startingMinor: terms.virtualStartingMinor,
      };
    },
    decide: (rows) => decideDemoReset(rows, nowMs),
    postingOf: (plan) => ({
      inOrder: [
        ...plan.cancels.map((cancel) => cancel.posting),
        ...plan.closes.map((close) => close.posting),
        plan.reset,
      ],
    }),
    write: async (tx, plan) => {
      const [cancelled, closed] = await Promise.all([
        Promise.all(plan.cancels.map((cancel) => applyOrderChange(tx, cancel))),
        writeCloses(tx, plan.closes, decidedOn, { userId, set }),
      ]);
      return [...cancelled, ...closed];
    },
    postLast: false,
    publish: async (changed) => await publishOrderChanges(deps, changed),
  });
  return isFailure(done) ? done : null;
}
