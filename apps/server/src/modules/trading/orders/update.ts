import { Code, type Locale, type Order, type orderUpdate, type Payload } from '@demo/contract';
import {
  decideUpdate,
  isPendingState,
  NOT_OPEN,
  type OrderEditRows,
  PRICE_NOT_PENDING,
  type RuleFailure,
} from '@demo/core';
import type { Tx } from '../../../db/client';
import type { RequestKey } from '../../../db/request-keys';
import { isFailure } from '../../../db/transaction';
import { executeKeyedWorkflow } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import { type Failure, fail, ok, type Result } from '../../../lib/result';
import { applyOrderChange } from './apply-change';
import { type Catalog, catalogOf } from './catalog';
import { createRefusal } from './create';
import { orderMessages } from './messages';
import { ownOrder, ownOrderUnit } from './service';
import { markRow, quotedSettlementFx } from './settle';
import { type OrderRow, openPositions } from './store';
import { isTradable, quoteTicks, type TradingDeps, type TradingTerms, tradingTerms } from './terms';
import { viewOrder } from './view';

type UpdatePayload = Payload<typeof orderUpdate>;

/**
 * Edits an order's exit levels, and a pending limit order's price (docs/SPEC.md O12): core
 * `decideUpdate` checks the levels as at creation (601; LV3 for a stop beyond the forced-cover price)
 * and plans a re-hold's posting for a new price (407 when short); the keyed executor runs it (docs/adr/0024).
 * A closed or another user's order answers 404 (A1); a repeated request key answers the first reply (E7).
 */
export async function updateOrderLevels(
  deps: TradingDeps,
  userId: number,
  p: UpdatePayload,
  key: RequestKey | null = null,
  locale: Locale = 'en',
): Promise<Result<Order>> {
  const nowMs = deps.now();
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  const { publishChanged, ...unit } = ownOrderUnit(deps, terms, userId, p.orderId);
  const done = await executeKeyedWorkflow(
    deps.db,
    {
      read: async (tx, began) => await editRows(tx, { deps, terms, catalog, nowMs }, ownOrder(began.order), p),
      decide: (rows) => decideUpdate(rows, p),
      refusal: editRefusal,
      postingOf: (plan) => (plan.posting.length === 0 ? null : plan.posting),
      write: async (tx, plan) => await applyOrderChange(tx, plan),
      publish: async (updated, committed) => await publishChanged([updated], committed),
      // The unit's keys after the literal's own: one shape per workflow (docs/adr/0026).
      ...unit,
    },
    {
      key,
      replyOf: (updated) => viewOrder(updated, catalog.productById(updated.productId), deps.market, terms, locale),
    },
  );
  return isFailure(done) ? done : ok(done.reply);
}

interface EditContext {
  readonly deps: TradingDeps;
  readonly terms: TradingTerms;
  readonly catalog: Catalog;
  readonly nowMs: number;
}

/**
 * The rows an edit is decided on: the order locked in BEGIN, its product's state, its quote and rates
 * now, the balance locked in BEGIN, and, only for an edit that sends a stop loss to an open order,
 * the other open positions marked as the engine marks them (LV2, LV3).
 */
async function editRows(
  tx: Tx,
  { deps, terms, catalog, nowMs }: EditContext,
  row: OrderRow,
  p: UpdatePayload,
): Promise<OrderEditRows & { order: OrderRow }> {
  const product = catalog.productById(row.productId);
  const open = isPendingState(row.status) || row.status === 'BUILD';
  const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency, { forUpdate: true });
  const others =
    open && p.stopLoss !== undefined ? await openPositions(tx, row.userId, row.accountSet, { forUpdate: false }) : [];
  return {
    order: row,
    product: product && { suspended: product.suspended, tradable: isTradable(catalog, product, nowMs) },
    quote: quoteTicks(deps.market.quote(row.code), row.decimals),
    fx: quotedSettlementFx(row, terms),
    settings: terms.settings,
    availableMinor,
    otherPositions: others
      .filter((other) => other.id !== row.id)
      .map((other) => markRow(other, quoteTicks(deps.market.quote(other.code), other.decimals), terms)),
  };
}

/** Core's refusal of an edit in the words of the reply, in both locales. */
function editRefusal(failure: RuleFailure): Failure {
  if (failure.message === NOT_OPEN) return fail(Code.ABNORMAL_DATA, orderMessages.notOpen);
  if (failure.message === PRICE_NOT_PENDING) return fail(Code.ABNORMAL_DATA, orderMessages.priceNotPending);
  return createRefusal(failure);
}
