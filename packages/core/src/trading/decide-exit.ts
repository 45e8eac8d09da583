import { assert } from '../assert';
import type { Decision } from '../failure';
import type { AccountFx } from './account-fx';
import type { CloseTerms } from './decide-close';
import {
  closeLeavesShortfall,
  closeProtected,
  type ProtectedClosePlan,
  type ProtectedCloseRows,
} from './decide-protected-close';
import { triggeredExit } from './prices';
import type { Quote } from './settings';

/** The rows the engine's stop-loss or take-profit exit is decided on, read under the user's trading lock with the order and balance locked. */
export interface ExitRows extends ProtectedCloseRows {
  /** The tick the engine saw: whether and at what price the exit fires (O5). */
  readonly quote: Quote;
  /** The rates into the account's currency now (X1); undefined for an order in its account's currency, null when the feed has none. */
  readonly fx: AccountFx | undefined | null;
}

/** The whole close an exit makes on `quote`, or null when neither level is reached (core `triggeredExit`, O5). */
function exitTerms(rows: Pick<ExitRows, 'order' | 'quote'>): Omit<CloseTerms, 'fx'> | null {
  const { order, quote } = rows;
  const exit = triggeredExit(order, quote.bidTicks, quote.askTicks);
  return exit === null ? null : { hands: order.hands, priceTicks: exit.fillPriceTicks, reason: exit.reason };
}

/**
 * Whether the exit would leave a loss the account cannot pay (M3), so its other positions must be read
 * (locked) for the decision; false when it does not fire. The read asks it.
 */
export function exitNeedsOthers(rows: Omit<ExitRows, 'others' | 'childId'>): boolean {
  const terms = exitTerms(rows);
  if (terms === null || rows.order.status !== 'BUILD') return false;
  return closeLeavesShortfall(rows.order, { fx: rows.fx, ...terms }, rows.availableMinor, rows.settings);
}

/**
 * Decides the engine's exit of a held position whose stop loss or take profit this tick reached (O5):
 * the whole position closes, an insured stop at exactly its stop price, an ordinary stop and a take
 * profit at the tick's closing side, with negative-balance protection (core `closeProtected`, M3).
 * No plan (null) when the order is no longer held or the tick reaches neither level. Never refuses.
 */
export function decideExit(rows: ExitRows, nowMs: number): Decision<ProtectedClosePlan | null> {
  const terms = exitTerms(rows);
  if (terms === null || rows.order.status !== 'BUILD') return { ok: true, value: null };
  assert(rows.fx !== null, `X1: order ${rows.order.id} has no rate to settle at`);
  return { ok: true, value: closeProtected(rows, { fx: rows.fx, ...terms }, nowMs) };
}
