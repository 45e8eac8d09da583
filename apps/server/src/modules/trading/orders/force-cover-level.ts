import {
  type AccountFx,
  type AccountSet,
  accountForceCoverTicks,
  checkStopInsideForceCover,
  formatPrice,
  type Minor,
  type PositionSize,
  type Ticks,
} from '@demo/core';
import type { Queryable } from '../../../db/client';
import { type Failure, refused } from '../../../lib/result';
import { orderMessages } from './messages';
import { markRow } from './settle';
import { openPositions } from './store';
import { quoteTicks, type TradingDeps, type TradingTerms } from './terms';

/** A position whose stop loss is checked against its forced-cover price, in the account it trades in. */
export interface StopCheck {
  readonly userId: number;
  readonly set: AccountSet;
  readonly position: PositionSize & { readonly marginMinor: Minor };
  /** Available after this position's own costs (a new order) or as it stands (a held position). */
  readonly availableMinor: Minor;
  readonly stopLossTicks: Ticks | null;
  /** The instrument's currency, to name the level in the message. */
  readonly currency: string;
  /** The order being edited, left out of the other positions; null for a new order. */
  readonly orderId: number | null;
  readonly fx: AccountFx | undefined;
}

/**
 * Refuses a stop loss beyond its position's forced-cover price (LV3) with code 601 naming the stop
 * loss and the level, or answers null. The other positions are read and marked as the engine marks
 * them (`markRow` at the current quotes), so the level is the one the engine would act at (LV2). Only
 * an order with a stop loss pays the read; it runs under the caller's trading lock.
 */
export async function stopBeyondForceCover(
  tx: Queryable,
  deps: TradingDeps,
  terms: TradingTerms,
  check: StopCheck,
): Promise<Failure | null> {
  if (check.stopLossTicks === null) return null;
  const rows = await openPositions(tx, check.userId, check.set, { forUpdate: false });
  const others = rows
    .filter((row) => row.id !== check.orderId)
    .map((row) => markRow(row, quoteTicks(deps.market.quote(row.code), row.decimals), terms));
  const level = accountForceCoverTicks({
    position: check.position,
    availableMinor: check.availableMinor,
    others,
    settings: terms.settings,
    ...(check.fx === undefined ? {} : { fx: check.fx }),
  });
  const checked = checkStopInsideForceCover({
    direction: check.position.direction,
    stopLossTicks: check.stopLossTicks,
    forceCoverTicks: level,
  });
  if (checked.ok || level === null) return null;
  const levelText = `${formatPrice(level, check.position.decimals)} ${check.currency}`;
  return refused(checked, orderMessages.stopBeyondForceCover(check.position.direction, levelText));
}
