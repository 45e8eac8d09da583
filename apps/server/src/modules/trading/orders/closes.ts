import { type AccountFx, type ForcedClose, type HeldOrderAt, type HeldOrderFacts, withChanges } from '@demo/core';
import type { Tx } from '../../../db/client';
import { addRealised } from '../../brakes';
import { applyOrderChange } from './apply-change';
import { coverStamp } from './fill-stamp';
import { toPosition } from './settle';
import type { AccountSet, OrderRow } from './store';
import type { TimedQuote } from './terms';

/** What each closed order was decided on: its receipt records the quote and rates (RC2). */
export type DecidedOn = Map<number, { quote: TimedQuote | null; fx: AccountFx | undefined | null }>;

/** A held row as core's closes read it (a row that is not held is refused before its position is used). */
function heldFacts(row: OrderRow): HeldOrderFacts {
  const { userId, accountSet, currency, status, closeReason, overnightFeeMinor } = row;
  // A row not held has no build price: core refuses it (O1) before its position is used.
  const position = toPosition(row.buildPriceTicks === null ? withChanges(row, { buildPriceTicks: 0n }) : row);
  return { userId, accountSet, currency, status, closeReason, overnightFeeMinor, ...position };
}

/** A held row with the quote and rates it is decided on, which `decidedOn` keeps for its receipt. */
export function heldAt(
  row: OrderRow,
  at: { quote: TimedQuote | null; fx: AccountFx | undefined | null },
  decidedOn: DecidedOn,
): HeldOrderAt {
  decidedOn.set(row.id, at);
  return { order: heldFacts(row), quote: at.quote, fx: at.fx };
}

/**
 * Writes whole closes core planned (forced cover, a stop or take-profit exit, a demo reset): each
 * order's status only from its lifecycle events, its receipt's quote and rates (RC2), and its net
 * P&L in the India day's realised sum the brakes read (BR4), all in the step of the postings.
 */
export async function writeCloses(
  tx: Tx,
  closes: readonly ForcedClose[],
  decidedOn: DecidedOn,
  owner: { readonly userId: number; readonly set: AccountSet },
): Promise<OrderRow[]> {
  const [closed] = await Promise.all([
    Promise.all(
      closes.map((close) => {
        const at = decidedOn.get(close.orderId);
        return applyOrderChange(tx, close, undefined, { receipt: coverStamp(at?.quote ?? null, at?.fx) });
      }),
    ),
    ...closes.map((close) => addRealised(tx, { userId: owner.userId, set: owner.set, ...close.realised })),
  ]);
  return closed;
}
