import { Code, type Locale, type Order, type orderUpdate, type Payload } from '@demo/contract';
import {
  isPendingState,
  minor,
  parsePrice,
  postLimitHoldChange,
  type Ticks,
  ticks,
  trailStop,
  validateOrderEdit,
} from '@demo/core';
import type { Tx } from '../../../db/client';
import type { RequestKey } from '../../../db/request-keys';
import { Rollback } from '../../../db/transaction';
import { post, userBalances } from '../../../ledger/service';
import { type Failure, fail, type Result } from '../../../lib/result';
import { createRefusal } from './create';
import { stopBeyondForceCover } from './force-cover-level';
import { orderMessages, ruleMessage } from './messages';
import { changeOwnOrder } from './service';
import { quotedSettlementFx, rowCostsAt } from './settle';
import { type OrderPatch, type OrderRow, updateOrder } from './store';
import { instrumentCurrencyOf, isTradable, quoteTicks, type TradingDeps, type TradingTerms } from './terms';
import { viewOrder } from './view';

type UpdatePayload = Payload<typeof orderUpdate>;

/** Reads a price field in the order's decimals; more decimals than it has is off the tick (601). */
function readTicks(text: string | undefined, decimals: number, field: string): Ticks | null {
  if (text === undefined) return null;
  const parsed = parsePrice(text, decimals);
  if (!parsed.ok) throw new Rollback(fail(Code.ABNORMAL_PRICE, orderMessages.offTick(field)));
  return parsed.value;
}

/**
 * Edits an order's exit levels, and a pending limit order's price (docs/SPEC.md O12): the levels sent
 * replace the stored ones and are checked as at creation (core `validateOrderEdit`, 601; LV3 for a
 * stop beyond the forced-cover price). A held trailing stop restarts only when its distance changes.
 * A new price re-holds the costs as one posting (407 when short). A closed or another user's order
 * answers 404 (A1); a repeated request key answers the first reply (E7).
 */
export async function updateOrderLevels(
  deps: TradingDeps,
  userId: number,
  p: UpdatePayload,
  key: RequestKey | null = null,
  locale: Locale = 'en',
): Promise<Result<Order>> {
  return await changeOwnOrder(deps, userId, p.orderId, key, async (tx, row, { nowMs, terms, catalog }) => {
    // A queued after-market order is edited as a pending one (AMO2).
    const pending = isPendingState(row.status);
    if (!pending && row.status !== 'BUILD') {
      throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.notOpen));
    }
    if (p.price !== undefined && !(pending && row.priceType === 'limit')) {
      throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.priceNotPending));
    }
    if (row.insurance && p.stopLoss === undefined) {
      throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.insuranceNeedsStop));
    }
    const product = catalog.productById(row.productId);
    // A queued order waits for a shut market by design, so only a suspension stops its edit (AMO2).
    const editable =
      row.status === 'QUEUED'
        ? product !== undefined && !product.suspended
        : product !== undefined && isTradable(catalog, product, nowMs);
    if (!editable) throw new Rollback(fail(Code.MARKET_CLOSED));
    const newPrice = readTicks(p.price, row.decimals, 'price');
    const stopLoss = readTicks(p.stopLoss, row.decimals, 'stopLoss');
    const takeProfit = readTicks(p.takeProfit, row.decimals, 'takeProfit');
    const trailing = readTicks(p.trailingDistance, row.decimals, 'trailingDistance');
    const quote = quoteTicks(deps.market.quote(row.code), row.decimals);
    if (!quote) throw new Rollback(fail(Code.ABNORMAL_PRICE, ruleMessage(Code.ABNORMAL_PRICE, 'no tradable quote')));
    const limit = pending ? (newPrice ?? (row.limitPriceTicks === null ? null : ticks(row.limitPriceTicks))) : null;
    const checked = validateOrderEdit(
      {
        direction: row.direction,
        status: pending ? 'CREATED' : 'BUILD',
        limitPriceTicks: limit,
        repriced: newPrice !== null && newPrice !== row.limitPriceTicks,
        stopLossTicks: stopLoss,
        takeProfitTicks: takeProfit,
        trailingDistanceTicks: trailing,
      },
      quote,
    );
    if (!checked.ok) throw new Rollback(createRefusal(checked));

    const patch: OrderPatch = {
      stopLossTicks: stopLoss,
      takeProfitTicks: takeProfit,
      trailingDistanceTicks: trailing,
    };
    if (!pending && trailing !== null) {
      // O11: the trail is set now; a distance sent again unchanged keeps the level it reached.
      const kept = trailing === row.trailingDistanceTicks && row.stopLossTicks !== null;
      patch.stopLossTicks = kept
        ? row.stopLossTicks
        : trailStop(
            { direction: row.direction, stopLossTicks: null, trailingDistanceTicks: trailing },
            quote.bidTicks,
            quote.askTicks,
          );
    }
    if (pending && newPrice !== null && newPrice !== row.limitPriceTicks) {
      patch.limitPriceTicks = newPrice;
      patch.holdMinor = await rehold(tx, terms, row, newPrice);
    }
    // LV3: checked after any re-hold, so a pending order's available is what its fill would leave.
    const beyond = await stopVsForceCover(tx, deps, terms, row, stopLoss, limit);
    if (beyond) throw new Rollback(beyond);
    const updated = await updateOrder(tx, row.id, patch);
    return {
      reply: viewOrder(updated, catalog.productById(updated.productId), deps.market, terms, locale),
      extra: [updated],
    };
  });
}

/**
 * LV3 for an edit: the position as it is held (a held one) or as its limit would fill it (a pending
 * one, its margin at that price), against the account as it stands. A row whose currencies have no
 * rate quoted right now cannot be valued (markRow values it at P&L 0 too), so it is not refused here.
 */
async function stopVsForceCover(
  tx: Tx,
  deps: TradingDeps,
  terms: TradingTerms,
  row: OrderRow,
  stopLoss: Ticks | null,
  limit: Ticks | null,
): Promise<Failure | null> {
  if (stopLoss === null) return null;
  const fx = quotedSettlementFx(row, terms);
  if (fx === null) return null;
  const pending = isPendingState(row.status);
  const entry = pending ? limit : row.buildPriceTicks === null ? null : ticks(row.buildPriceTicks);
  if (entry === null) return null;
  const marginMinor = pending ? rowCostsAt(row, terms, fx, entry).marginMinor : minor(row.marginMinor);
  const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency);
  return await stopBeyondForceCover(tx, deps, terms, {
    userId: row.userId,
    set: row.accountSet,
    position: {
      direction: row.direction,
      buildPriceTicks: entry,
      hands: row.hands,
      handCount: row.handCount,
      decimals: row.decimals,
      marginMinor,
    },
    availableMinor,
    stopLossTicks: stopLoss,
    currency: instrumentCurrencyOf(row),
    orderId: row.id,
    fx,
  });
}

/**
 * Holds a pending limit order's costs at its new price (O12) and answers the new hold: the costs
 * come from the order's own terms at this instant's rate (X1), as a fill would pay them; the
 * difference from the old hold is one posting, and a rise the account cannot pay answers 407.
 */
async function rehold(tx: Tx, terms: TradingTerms, row: OrderRow, priceTicks: Ticks): Promise<bigint> {
  const fx = quotedSettlementFx(row, terms);
  if (fx === null) {
    throw new Rollback(fail(Code.ABNORMAL_PRICE, orderMessages.noRate(instrumentCurrencyOf(row), row.currency)));
  }
  const costs = rowCostsAt(row, terms, fx, priceTicks);
  if (costs.totalMinor === row.holdMinor) return row.holdMinor;
  const ctx = {
    userId: row.userId,
    currency: row.currency,
    ref: `order:${row.id}`,
    eventId: `order:${row.id}:hold:${row.version}`,
  };
  const outcome = await post(tx, postLimitHoldChange(ctx, row.accountSet, minor(row.holdMinor), costs.totalMinor));
  if (!outcome.ok) {
    if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
    throw new Error(`re-pricing order ${row.id} was refused: ${outcome.error.detail}`);
  }
  return costs.totalMinor;
}
