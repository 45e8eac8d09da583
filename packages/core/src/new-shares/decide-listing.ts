import { assert } from '../assert';
import type { Decision } from '../failure';
import type { AccountSet } from '../ledger/accounts';
import { postNewShareListing } from '../ledger/rules-new-shares';
import type { Posting } from '../ledger/transfer';
import { type Minor, minor, ticks } from '../money';
import { allottedFill } from '../trading/decide-fill';
import type { AllottedOffering, DecidedSubscription } from './decide-allotment';
import type { SubscriptionEvent, SubscriptionStatus } from './subscription-lifecycle';

/** An allotted offering as its listing is decided on: the product its won shares are held in. */
export interface ListedOffering extends Pick<AllottedOffering, 'id' | 'priceTicks' | 'decimals' | 'lotSize'> {
  readonly productId: number;
  readonly productCode: string;
  readonly allottedAtMs: number | null;
  readonly listingAtMs: number;
  readonly listedAtMs: number | null;
}

/** The offering and its won (success) subscriptions, oldest first, read under the offering's row lock. */
export interface ListingRows {
  readonly offering: ListedOffering;
  readonly won: readonly DecidedSubscription[];
}

/** The held position a won subscription becomes: an orders row, its order number aside. */
export type ListedOrder = ReturnType<typeof allottedFill> & {
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly currency: string;
  /** The offering's currency when it is not the account's; null otherwise. */
  readonly instrumentCurrency: string | null;
  readonly openFxRate: string | null;
  readonly productId: number;
  readonly code: string;
  readonly decimals: number;
  readonly direction: 'buy';
  readonly priceType: 'market';
  readonly hands: number;
  readonly handCount: number;
  readonly lever: 1;
  readonly limitPriceTicks: null;
  readonly stopLossTicks: null;
  readonly takeProfitTicks: null;
  readonly insurance: false;
  readonly source: 'new_share';
  readonly commitTime: number;
};

/** One won subscription's listing: its position, its event, and its posting (type 12). */
export interface SubscriptionListing {
  readonly subscriptionId: number;
  readonly userId: number;
  /** The status it was decided in; the events move it on (LC1). */
  readonly from: SubscriptionStatus;
  readonly events: readonly SubscriptionEvent[];
  readonly order: ListedOrder;
  readonly posting: Posting;
}

export interface ListingPlan {
  /** In the order their postings go, each its own. */
  readonly listed: readonly SubscriptionListing[];
  readonly listedAtMs: number;
}

/** N9: whether the offering is allotted, its listing time has come, and it is not listed yet. */
export function listingDue(offering: ListedOffering, nowMs: number): boolean {
  return offering.allottedAtMs !== null && offering.listedAtMs === null && offering.listingAtMs <= nowMs;
}

function listOne(offering: ListedOffering, sub: DecidedSubscription, nowMs: number): SubscriptionListing {
  assert(sub.status === 'success', `LC3: subscription ${sub.id} cannot be listed from ${sub.status}`);
  const wonLots = sub.wonLots ?? 0;
  const lockedMinor: Minor = minor(sub.wonMinor ?? 0n);
  assert(wonLots > 0 && lockedMinor > 0n, `N9: subscription ${sub.id} succeeded with nothing won`);
  const order: ListedOrder = {
    userId: sub.userId,
    accountSet: sub.accountSet,
    currency: sub.currency,
    instrumentCurrency: sub.instrumentCurrency === sub.currency ? null : sub.instrumentCurrency,
    openFxRate: sub.fxRate,
    productId: offering.productId,
    code: offering.productCode,
    decimals: offering.decimals,
    direction: 'buy',
    priceType: 'market',
    hands: wonLots,
    handCount: offering.lotSize,
    lever: 1,
    limitPriceTicks: null,
    stopLossTicks: null,
    takeProfitTicks: null,
    insurance: false,
    source: 'new_share',
    commitTime: nowMs,
    ...allottedFill(ticks(offering.priceTicks), lockedMinor, nowMs),
  };
  const ctx = { userId: sub.userId, currency: sub.currency, ref: `new_share:${sub.id}` };
  return {
    subscriptionId: sub.id,
    userId: sub.userId,
    from: sub.status,
    events: ['list'],
    order,
    posting: postNewShareListing({ ...ctx, eventId: `new_share:${sub.id}:list` }, sub.accountSet, lockedMinor),
  };
}

/**
 * N9: at the listing, each won subscription becomes a held lever-1 market buy of its won lots on the
 * offering's product (source `new_share`), filled at the offering's price with the locked amount
 * paid for the shares as its margin (type 12, locked to margin), and the subscription is listed
 * (position_completed). Nothing to do (null) before the listing time or once listed. Never refuses.
 */
export function decideListing(rows: ListingRows, nowMs: number): Decision<ListingPlan | null> {
  const { offering } = rows;
  if (!listingDue(offering, nowMs)) return { ok: true, value: null };
  const listed = rows.won.map((sub) => listOne(offering, sub, nowMs));
  return { ok: true, value: { listed, listedAtMs: nowMs } };
}
