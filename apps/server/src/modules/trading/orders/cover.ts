import { Code, type Locale, type Order } from '@demo/contract';
import {
  type AccountFx,
  type CoverPlan,
  type CoverRows,
  checkCover,
  coverNeedsOthers,
  decideCover,
  NOT_HELD,
  orderAfter,
  type RuleFailure,
  withChanges,
} from '@demo/core';
import type { Tx } from '../../../db/client';
import type { RequestKey } from '../../../db/request-keys';
import { isFailure } from '../../../db/transaction';
import { executeKeyedWorkflow } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import { type Failure, fail, ok, type Result } from '../../../lib/result';
import { addRealised } from '../../brakes';
import { applyOrderChange } from './apply-change';
import { catalogOf } from './catalog';
import { type DecidedOn, heldAt } from './closes';
import { createRefusal } from './create';
import { coverStamp } from './fill-stamp';
import { orderMessages } from './messages';
import { orderNumber } from './numbers';
import { ownOrder, ownOrderUnit } from './service';
import { quotedSettlementFx } from './settle';
import { drawOrderId, insertOrderWithId, type OrderRow, openPositions, updateOrder } from './store';
import { isTradable, quoteTicks, type TradingDeps, tradingTerms } from './terms';
import { viewOrder } from './view';

/** What a cover wrote: the order the reply shows, and every order that changed. */
interface Covered {
  readonly asked: OrderRow;
  readonly changed: readonly OrderRow[];
}

/**
 * Covers `hands` of a held position at the current closing price (O5) for the user. A partial cover
 * answers the new COVER order; the parent stays BUILD with the rest and its stops (O3). A loss the
 * account cannot pay closes its other positions too before the platform absorbs the rest (M3). Core
 * `decideCover` decides and the keyed executor runs it (docs/adr/0024): with a request key, a repeat
 * answers the first reply and covers nothing more (E7).
 */
export async function coverOrder(
  deps: TradingDeps,
  userId: number,
  orderId: number,
  hands: number,
  key: RequestKey | null = null,
  locale: Locale = 'en',
): Promise<Result<Order>> {
  const nowMs = deps.now();
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  const { publishChanged, ...unit } = ownOrderUnit(deps, terms, userId, orderId);
  const decidedOn: DecidedOn = new Map();
  let row: OrderRow | undefined;
  const done = await executeKeyedWorkflow(
    deps.db,
    {
      read: async (tx, began) => {
        row = ownOrder(began.order);
        const product = catalog.productById(row.productId);
        return await coverRows(tx, deps, row, hands, {
          tradable: product !== undefined && isTradable(catalog, product, nowMs),
          fxOf: (held) => quotedSettlementFx(held, terms),
          decidedOn,
          settings: terms.settings,
        });
      },
      decide: (rows) => decideCover(rows, { hands }, nowMs),
      refusal: coverRefusal,
      postingOf: (plan) =>
        plan.closes.length === 1 ? (plan.closes[0]?.posting ?? null) : { inOrder: plan.closes.map((c) => c.posting) },
      write: async (tx, plan) => await writeCover(tx, plan, row, decidedOn, nowMs),
      publish: async (covered, committed) => await publishChanged(covered.changed, committed),
      // The unit's keys after the literal's own: one shape per workflow (docs/adr/0026).
      ...unit,
    },
    {
      key,
      replyOf: ({ asked }) => viewOrder(asked, catalog.productById(asked.productId), deps.market, terms, locale),
    },
  );
  return isFailure(done) ? done : ok(done.reply);
}

interface CoverContext {
  readonly tradable: boolean;
  readonly fxOf: (row: OrderRow) => AccountFx | undefined | null;
  readonly decidedOn: DecidedOn;
  readonly settings: CoverRows['settings'];
}

/**
 * The rows a cover is decided on: the order locked in BEGIN, its quote and rates now, the balance
 * locked in BEGIN; a partial cover's new order id (one round trip); and, only when the close would
 * leave a loss the account cannot pay (core `coverNeedsOthers`, M3), the other positions, locked.
 */
async function coverRows(
  tx: Tx,
  deps: TradingDeps,
  row: OrderRow,
  hands: number,
  ctx: CoverContext,
): Promise<CoverRows> {
  const quoteOf = (held: OrderRow) => quoteTicks(deps.market.quote(held.code), held.decimals);
  const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency, { forUpdate: true });
  // Own keys first, then the spread: one shape for every cover's rows (docs/adr/0026).
  const facts = {
    tradable: ctx.tradable,
    availableMinor,
    settings: ctx.settings,
    ...heldAt(row, { quote: quoteOf(row), fx: ctx.fxOf(row) }, ctx.decidedOn),
  };
  if (!coverNeedsOthers(facts, hands)) {
    const partial = checkCover(facts, hands).ok && hands < row.hands;
    return { childId: partial ? await drawOrderId(tx) : null, others: [], ...facts };
  }
  const [childId, open] = await Promise.all([
    hands < row.hands ? drawOrderId(tx) : Promise.resolve(null),
    openPositions(tx, row.userId, row.accountSet, { forUpdate: true }),
  ]);
  const others = open
    .filter((other) => other.id !== row.id)
    .map((other) => heldAt(other, { quote: quoteOf(other), fx: ctx.fxOf(other) }, ctx.decidedOn));
  return { childId, others, ...facts };
}

/**
 * Writes a cover's plan: a partial cover's new COVER order inserted as a copy of its parent with the
 * covered hands' share, the parent's rest, every close's fields (its status only from the lifecycle,
 * its receipt's quote and rates, RC2), and each close's net P&L in the brakes' day sum (BR4), all in
 * the step of the posting.
 */
async function writeCover(
  tx: Tx,
  plan: CoverPlan,
  row: OrderRow | undefined,
  decidedOn: DecidedOn,
  nowMs: number,
): Promise<Covered> {
  if (row === undefined) throw new Error('a cover was planned without its order');
  const split = plan.split;
  const stampOf = (id: number) => {
    const at = decidedOn.get(split !== null && id === split.childId ? row.id : id);
    return coverStamp(at?.quote ?? null, at?.fx);
  };
  const writes = plan.closes.map(async (close) => {
    if (split !== null && close.orderId === split.childId) {
      const { id: _id, version: _version, ...copied } = row;
      const { status, closeReason } = orderAfter(close.from, close.events);
      // A copy of the parent with the child's fields set, so every order row keeps one shape (docs/adr/0026).
      const child = withChanges(copied, {
        status,
        closeReason,
        orderNo: orderNumber(nowMs),
        holdMinor: 0n,
        overnightFeeMinor: 0n,
        parentId: row.id,
        requestId: null,
        ...split.child,
      });
      return await insertOrderWithId(tx, { id: split.childId, ...child, ...close.patch, ...stampOf(close.orderId) });
    }
    const rest = split !== null && close.orderId === split.parentId ? split.rest : {};
    // The asked order's row was locked in BEGIN: its update answers only what it cannot know.
    return await applyOrderChange(tx, close, row, { receipt: stampOf(close.orderId), rest });
  });
  const parentKept = split !== null && !plan.closes.some((close) => close.orderId === split.parentId);
  const [closed, parent] = await Promise.all([
    Promise.all(writes),
    parentKept
      ? updateOrder(tx, split.parentId, split.rest, split.parentId === row.id ? row : undefined)
      : Promise.resolve(null),
    // BR4: each close's net P&L joins the India day's realised sum the brakes read, in the posting's step.
    ...plan.closes.map((close) => addRealised(tx, { userId: row.userId, set: row.accountSet, ...close.realised })),
  ]);
  const asked = closed.find((written) => written.id === plan.askedId);
  if (asked === undefined) throw new Error(`a cover of order ${row.id} did not write the order it answers`);
  return { asked, changed: parent === null ? closed : [...closed, parent] };
}

/** Core's refusal of a cover in the words of the reply, in both locales. */
function coverRefusal(failure: RuleFailure): Failure {
  if (failure.message === NOT_HELD) return fail(Code.ABNORMAL_DATA, orderMessages.notHeld);
  return createRefusal(failure);
}
