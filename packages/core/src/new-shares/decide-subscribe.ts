import { type Decision, refuse } from '../failure';
import { formatRate } from '../fx/rates';
import type { AccountSet } from '../ledger/accounts';
import { postNewShareAllotment, postNewShareSubscription, subscriptionEntryType } from '../ledger/rules-new-shares';
import type { Posting } from '../ledger/transfer';
import { type Minor, minor, ticks } from '../money';
import { type AccountFx, convertAmount, converts } from '../trading/account-fx';
import { checkSubscription, type NewShareType, sharesCostMinor } from './offering';
import type { SubscriptionEvent } from './subscription-lifecycle';

/** An offering as a subscription is decided on (a new_share_offerings row has these and more). */
export interface SubscribedOffering {
  readonly id: number;
  readonly type: NewShareType;
  /** The offering's currency: its price and fee are in it. */
  readonly currency: string;
  readonly priceTicks: bigint;
  readonly decimals: number;
  readonly lotSize: number;
  readonly minLots: number;
  readonly maxLots: number;
  readonly totalShares: number;
  readonly allottedShares: number;
  readonly feeMinor: bigint;
  readonly subscribeStartMs: number;
  readonly subscribeEndMs: number;
  readonly allottedAtMs: number | null;
}

/** The rows a subscription is decided on, read under the user's trading lock. */
export interface SubscribeRows {
  /** The offering; a block trade's read under its row lock, so its remaining shares hold (N12). */
  readonly offering: SubscribedOffering;
  /** The id drawn for the new subscription: its posting names it. */
  readonly subscriptionId: number;
  readonly accountCurrency: string;
  /** The rates from the offering's currency into the account's now (X1); null when none is quoted. */
  readonly fx: AccountFx | null;
}

export interface SubscribeRequest {
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly shares: number;
}

/** What a block trade's allotment at once writes on its subscription (N12). */
export interface SubscriptionDecided {
  readonly wonLots: number;
  readonly wonMinor: Minor;
  readonly refundMinor: Minor;
  readonly decidedAtMs: number;
}

/** The subscription row as decided, its status aside (the plan's events give it). */
export interface PlannedSubscription {
  readonly id: number;
  readonly offeringId: number;
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly shares: number;
  readonly lots: number;
  readonly currency: string;
  readonly instrumentCurrency: string;
  readonly fxRate: string | null;
  readonly costInstrumentMinor: Minor;
  readonly paidMinor: Minor;
  readonly feeMinor: Minor;
  readonly createdAtMs: number;
}

export interface SubscribePlan {
  readonly subscription: PlannedSubscription;
  /** The subscription's events from its initial status: a block trade's `win`, else none. */
  readonly events: readonly SubscriptionEvent[];
  /** A block trade's allotment, written with it; null for the offerings the draw allots. */
  readonly decided: SubscriptionDecided | null;
  /** A block trade: the offering's allotted shares after this subscription; null otherwise. */
  readonly offeringAllottedShares: number | null;
  /** The payment into escrow (type 8 or 9, N9) and, for a block trade, its allotment (type 12). */
  readonly posting: Posting;
}

/** X1: no rate into the account's currency is quoted now (values: from, to). */
export const NO_EXCHANGE_RATE = 'no exchange rate';
/** Why a subscription is refused: the offering is not open (N7). */
export const OFFERING_NOT_OPEN = 'the offering is not open for subscription';
/** N7: not whole lots (values: lotSize). */
export const NOT_WHOLE_LOTS = 'must be a whole number of lots';
/** N7: below the offering's minimum (values: shares). */
export const BELOW_MIN_SHARES = 'must be at least the minimum';
/** N7: above the offering's maximum (values: shares). */
export const ABOVE_MAX_SHARES = 'must be at most the maximum';
/** N12: more than a block trade has left (values: shares). */
export const SHARES_SOLD_OUT = 'is more than the shares that remain';

/** N7, N12: the lots `shares` buys of the offering, or the refusal naming `quantity` (602). */
function lotsOf(offering: SubscribedOffering, shares: number): Decision<number> {
  const checked = checkSubscription(
    { ...offering, remainingShares: offering.totalShares - offering.allottedShares },
    shares,
  );
  if (checked.ok) return checked;
  const limitShares = checked.values?.shares ?? '';
  switch (checked.values?.limit) {
    case 'lot':
      return refuse('N7', 'quantity', 602, NOT_WHOLE_LOTS, { lotSize: String(offering.lotSize) });
    case 'min':
      return refuse('N7', 'quantity', 602, BELOW_MIN_SHARES, { shares: limitShares });
    case 'max':
      return refuse('N7', 'quantity', 602, ABOVE_MAX_SHARES, { shares: limitShares });
    default:
      return refuse('N12', 'quantity', 602, SHARES_SOLD_OUT, { shares: limitShares });
  }
}

/**
 * Decides a new-share subscription (N7, N9, N12): refused without a rate into the account's currency
 * (X1, 601), while the offering is not open (600), or for shares not in whole lots within its
 * limits (602). The cost is priced in the offering's currency and paid, with the fee, at this
 * instant's pay rate into escrow; a block trade is allotted whole at once, its money moving on to
 * the user's locked account in the same posting, and its offering's allotted shares grow.
 */
export function decideSubscribe(
  rows: SubscribeRows,
  request: SubscribeRequest,
  nowMs: number,
): Decision<SubscribePlan> {
  const { offering, fx } = rows;
  if (fx === null)
    return refuse('X1', 'productNewId', 601, NO_EXCHANGE_RATE, { from: offering.currency, to: rows.accountCurrency });
  const open = offering.allottedAtMs === null && nowMs >= offering.subscribeStartMs && nowMs < offering.subscribeEndMs;
  if (!open) return refuse('N7', 'productNewId', 600, OFFERING_NOT_OPEN);
  const lots = lotsOf(offering, request.shares);
  if (!lots.ok) return lots;
  const costMinor = sharesCostMinor(ticks(offering.priceTicks), offering.decimals, request.shares, offering.currency);
  const cost = convertAmount(fx, costMinor, 'pay');
  const fee = convertAmount(fx, minor(offering.feeMinor), 'pay');
  const id = rows.subscriptionId;
  const ctx = { userId: request.userId, currency: rows.accountCurrency, ref: `new_share:${id}` };
  const payment = { amountMinor: cost.accountMinor, conversion: cost.conversion };
  const paid = postNewShareSubscription(
    { ...ctx, eventId: `new_share:${id}:pay` },
    request.accountSet,
    subscriptionEntryType(offering.type),
    { ...payment, feeMinor: fee.accountMinor, feeConversion: fee.conversion },
  );
  const subscription: PlannedSubscription = {
    id,
    offeringId: offering.id,
    userId: request.userId,
    accountSet: request.accountSet,
    shares: request.shares,
    lots: lots.value,
    currency: rows.accountCurrency,
    instrumentCurrency: offering.currency,
    fxRate: converts(fx) ? formatRate(fx.pay) : null,
    costInstrumentMinor: costMinor,
    paidMinor: cost.accountMinor,
    feeMinor: fee.accountMinor,
    createdAtMs: nowMs,
  };
  if (offering.type !== 'dazong')
    return {
      ok: true,
      value: { subscription, events: [], decided: null, offeringAllottedShares: null, posting: paid },
    };
  const allotted = postNewShareAllotment(
    { ...ctx, eventId: `new_share:${id}:allot` },
    request.accountSet,
    payment,
    minor(0n),
  );
  return {
    ok: true,
    value: {
      subscription,
      events: ['win'],
      decided: { wonLots: lots.value, wonMinor: cost.accountMinor, refundMinor: minor(0n), decidedAtMs: nowMs },
      offeringAllottedShares: offering.allottedShares + request.shares,
      posting: [...paid, ...allotted],
    },
  };
}
