import { assert } from '../assert';
import type { Decision } from '../failure';
import { userAccounts } from '../ledger/accounts';
import { postDemoReset } from '../ledger/rules-funds';
import type { Posting } from '../ledger/transfer';
import type { Minor } from '../money';
import { closeHeld } from './decide-close';
import { decideCancel, type EndPatch, type OrderChangePlan, type PlacedOrderFacts } from './decide-fill';
import { availableAfter, balanceAfter, type ForcedClose, type HeldOrderAt, markHeld } from './decide-force-cover';
import { markPrice } from './prices';
import type { TradingSettings } from './settings';

/** The rows a demo reset is decided on, read under the user's trading lock with the demo orders and balances locked. */
export interface DemoResetRows {
  readonly userId: number;
  /** The demo set's currency. */
  readonly currency: string;
  /** The demo set's balances, read locked. */
  readonly availableMinor: Minor;
  readonly lockedMinor: Minor;
  readonly marginMinor: Minor;
  /** The demo set's pending orders (CREATED or QUEUED). */
  readonly pending: readonly PlacedOrderFacts[];
  /** The demo set's open positions, with their quotes and rates now. */
  readonly positions: readonly HeldOrderAt[];
  readonly settings: Pick<TradingSettings, 'tradeSaleFee'>;
  /** What a fresh demo account starts with (`virtualStartingMinor`). */
  readonly startingMinor: Minor;
}

/** A demo reset: each pending order cancelled, each position closed, then the sweep and the new start, posted in this order. */
export interface DemoResetPlan {
  readonly cancels: readonly OrderChangePlan<EndPatch>[];
  readonly closes: readonly ForcedClose[];
  readonly reset: Posting;
}

/**
 * Decides a demo reset (L5: demo money only moves within the demo set): pending demo orders are cancelled, exactly their holds back (type 5);
 * open demo positions close whole at their closing side (their build price without a quote), most
 * profitable first, so no close needs loss absorption a gain could pay (M3); then `postDemoReset`
 * sweeps what the balances hold after all of them back to virtual_issuance and issues the starting
 * balance again (type 6). Never refuses.
 */
export function decideDemoReset(rows: DemoResetRows, nowMs: number): Decision<DemoResetPlan> {
  const accounts = userAccounts(rows.userId, 'virtual', rows.currency);
  let lockedMinor = rows.lockedMinor;
  let marginMinor = rows.marginMinor;
  let availableMinor = rows.availableMinor;
  const owner = { userId: rows.userId, accountSet: 'virtual' as const, currency: rows.currency };
  const after = (posting: Posting) => {
    availableMinor = availableAfter(posting, owner, availableMinor);
    lockedMinor = balanceAfter(posting, accounts.locked, lockedMinor);
    marginMinor = balanceAfter(posting, accounts.margin, marginMinor);
  };
  const cancels = rows.pending.map((order) => {
    const cancel = decideCancel(order, nowMs);
    assert(cancel.ok, `O1: demo order ${order.id} is ${order.status}, not pending`);
    after(cancel.value.posting);
    return cancel.value;
  });
  const marked = rows.positions.map((held) => ({
    held,
    pnlMinor: markHeld(held.order, held.quote, held.fx, rows.settings).pnlMinor,
  }));
  marked.sort((a, b) =>
    a.pnlMinor === b.pnlMinor ? a.held.order.id - b.held.order.id : a.pnlMinor > b.pnlMinor ? -1 : 1,
  );
  const closes = marked.map(({ held: { order, quote, fx } }) => {
    assert(fx !== null, `X1: order ${order.id} has no rate to settle at`);
    const priceTicks = quote ? markPrice(order.direction, quote.bidTicks, quote.askTicks) : order.buildPriceTicks;
    const terms = { hands: order.hands, priceTicks, reason: 'user' as const, fx };
    const { close } = closeHeld(order, terms, availableMinor, rows.settings, nowMs, null);
    after(close.posting);
    return close;
  });
  const ref = `demo-reset:${rows.userId}:${nowMs}`;
  const reset = postDemoReset(
    { userId: rows.userId, currency: rows.currency, ref, eventId: ref },
    { virtualAvailableMinor: availableMinor, virtualLockedMinor: lockedMinor, virtualMarginMinor: marginMinor },
    rows.startingMinor,
  );
  return { ok: true, value: { cancels, closes, reset } };
}
