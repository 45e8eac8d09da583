import { assert } from '../assert';
import type { Decision } from '../failure';
import { convertMinor, recordedRate } from '../fx/rates';
import type { AccountSet } from '../ledger/accounts';
import { postNewShareAllotment } from '../ledger/rules-new-shares';
import type { Conversion, Posting } from '../ledger/transfer';
import { type Minor, minor, ticks } from '../money';
import { type AllotmentRule, allotLots, DRAW_ALGORITHM, simulatedApplications } from './draw';
import { fillQueue, type NewShareType, sellSideReleasedLots, sharesCostMinor } from './offering';
import { allotmentEvent, type SubscriptionEvent, type SubscriptionStatus } from './subscription-lifecycle';

/** An offering as its queue, allotment and listing are decided on (a new_share_offerings row has these and more). */
export interface AllottedOffering {
  readonly id: number;
  readonly type: NewShareType;
  /** The offering's currency: its price is in it. */
  readonly currency: string;
  readonly priceTicks: bigint;
  readonly decimals: number;
  readonly lotSize: number;
  readonly minLots: number;
  readonly maxLots: number;
  readonly totalShares: number;
  readonly allottedShares: number;
  readonly drawSeed: string;
  readonly simulatedApplicants: number;
  readonly simulatedMaxLots: number;
  readonly subscribeStartMs: number;
  readonly subscribeEndMs: number;
  readonly allotAtMs: number;
  readonly allottedAtMs: number | null;
}

/** A subscription as the allotment and the listing decide on it (a new_share_subscriptions row has these and more). */
export interface DecidedSubscription {
  readonly id: number;
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly status: SubscriptionStatus;
  readonly lots: number;
  readonly shares: number;
  /** The account's currency: it paid, and is refunded, in it. */
  readonly currency: string;
  readonly instrumentCurrency: string;
  /** The pay rate it paid at (X1); null when no currency changed. */
  readonly fxRate: string | null;
  readonly costInstrumentMinor: bigint;
  readonly paidMinor: bigint;
  readonly wonLots: number | null;
  readonly wonMinor: bigint | null;
}

/** The offering and its subscriptions in one status, oldest first, read under the offering's row lock. */
export interface AllotmentRows {
  readonly offering: AllottedOffering;
  readonly subscriptions: readonly DecidedSubscription[];
}

/** One subscription's allotment: its event, what it writes, and its posting (types 12 and 15). */
export interface SubscriptionAllotment {
  readonly subscriptionId: number;
  readonly userId: number;
  /** The status it was decided in; the events move it on (LC1). */
  readonly from: SubscriptionStatus;
  readonly events: readonly SubscriptionEvent[];
  readonly wonLots: number;
  readonly wonMinor: Minor;
  readonly refundMinor: Minor;
  readonly decidedAtMs: number;
  readonly posting: Posting;
}

/** The published draw's input and result, as stored (N4). */
export interface DrawRecord {
  readonly algorithm: string;
  readonly rule: AllotmentRule;
  readonly lotsAvailable: number;
  readonly applications: ReadonlyArray<readonly [string, number]>;
  readonly wonLots: readonly number[];
  readonly simulated: { readonly count: number; readonly minLots: number; readonly maxLots: number };
}

/** What an allotment or a queue fill writes: the subscriptions decided, the draw, the offering's patch. */
export interface AllotmentPlan {
  /** In the order their postings go, each its own. */
  readonly allotted: readonly SubscriptionAllotment[];
  /** An IPO's or a placement's published draw; null otherwise. */
  readonly draw: DrawRecord | null;
  /** The offering's new allotted shares, and its allotment time when the allotment is done. */
  readonly offering: { readonly allottedShares: number; readonly allottedAtMs?: number };
}

/** X1: the won part of a subscription at the rate it was paid at, so it recomputes exactly. */
function wonAmount(
  offering: AllottedOffering,
  sub: DecidedSubscription,
  wonLots: number,
): { amountMinor: Minor; conversion: Conversion | null } {
  if (wonLots === sub.lots) {
    const conversion = conversionOf(sub, minor(sub.costInstrumentMinor), minor(sub.paidMinor));
    return { amountMinor: minor(sub.paidMinor), conversion };
  }
  const shares = wonLots * offering.lotSize;
  const instrumentMinor = sharesCostMinor(ticks(offering.priceTicks), offering.decimals, shares, offering.currency);
  if (sub.fxRate === null) return { amountMinor: instrumentMinor, conversion: null };
  const rate = recordedRate(sub.instrumentCurrency, sub.currency, 'pay', sub.fxRate);
  assert(rate !== null, `X1: subscription ${sub.id} has a broken rate ${sub.fxRate}`);
  const accountMinor = convertMinor(instrumentMinor, rate);
  return { amountMinor: accountMinor, conversion: conversionOf(sub, instrumentMinor, accountMinor) };
}

function conversionOf(sub: DecidedSubscription, instrumentMinor: Minor, accountMinor: Minor): Conversion | null {
  if (sub.fxRate === null || instrumentMinor <= 0n || accountMinor <= 0n) return null;
  return {
    instrumentCurrency: sub.instrumentCurrency,
    instrumentAmountMinor: instrumentMinor,
    accountCurrency: sub.currency,
    accountAmountMinor: accountMinor,
    rate: sub.fxRate,
  };
}

/** N9: one submitted subscription allotted `wonLots`: the won part to locked (type 12), the rest back (type 15). */
function allotOne(
  offering: AllottedOffering,
  sub: DecidedSubscription,
  wonLots: number,
  nowMs: number,
): SubscriptionAllotment {
  assert(sub.status === 'submitted', `LC3: subscription ${sub.id} cannot be allotted from ${sub.status}`);
  const won = wonLots > 0 ? wonAmount(offering, sub, wonLots) : { amountMinor: minor(0n), conversion: null };
  const refundMinor = minor(sub.paidMinor - won.amountMinor);
  const ctx = { userId: sub.userId, currency: sub.currency, ref: `new_share:${sub.id}` };
  return {
    subscriptionId: sub.id,
    userId: sub.userId,
    from: sub.status,
    events: [allotmentEvent(wonLots)],
    wonLots,
    wonMinor: won.amountMinor,
    refundMinor,
    decidedAtMs: nowMs,
    posting: postNewShareAllotment({ ...ctx, eventId: `new_share:${sub.id}:allot` }, sub.accountSet, won, refundMinor),
  };
}

/** N8: the lots of an upper-circuit offering its sell side has freed by `nowMs` and no one holds yet. */
export function freeQueueLots(offering: AllottedOffering, nowMs: number): number {
  const totalLots = Math.floor(offering.totalShares / offering.lotSize);
  const freed = sellSideReleasedLots(
    offering.drawSeed,
    totalLots,
    offering.subscribeStartMs,
    offering.subscribeEndMs,
    nowMs,
  );
  return freed - offering.allottedShares / offering.lotSize;
}

/**
 * N8: fills an upper-circuit offering's queue (its submitted subscriptions, oldest first) from the
 * lots its sell side has freed by `nowMs`: each filled subscription wins all its lots, and nobody is
 * overtaken. Nothing to do (null) once the offering is allotted, when it is not upper-circuit, or
 * when the first in the queue asks more than is free. Never refuses.
 */
export function decideQueueFill(rows: AllotmentRows, nowMs: number): Decision<AllotmentPlan | null> {
  const { offering } = rows;
  if (offering.allottedAtMs !== null || offering.type !== 'limit') return { ok: true, value: null };
  const free = freeQueueLots(offering, nowMs);
  if (free <= 0) return { ok: true, value: null };
  const filled = new Set(fillQueue(rows.subscriptions, free));
  const queue = rows.subscriptions.filter((sub) => filled.has(sub.id));
  if (queue.length === 0) return { ok: true, value: null };
  const allotted = queue.map((sub) => allotOne(offering, sub, sub.lots, nowMs));
  const allottedShares = queue.reduce((shares, sub) => shares + sub.shares, offering.allottedShares);
  return { ok: true, value: { allotted, draw: null, offering: { allottedShares } } };
}

/** N5: whether the offering's allotment is due at `nowMs` and not done. */
export function allotmentDue(offering: AllottedOffering, nowMs: number): boolean {
  return offering.allottedAtMs === null && offering.allotAtMs <= nowMs;
}

/** N3, N4: an IPO's (retail rule) or a placement's (pro rata) draw over its subscriptions and the simulated market's. */
function drawOf(rows: AllotmentRows): { draw: DrawRecord; byId: DecidedSubscription[]; lotsAllotted: number } {
  const { offering } = rows;
  const rule = offering.type === 'ipo' ? 'retail' : 'pro_rata';
  const byId = [...rows.subscriptions].sort((a, b) => a.id - b.id);
  const simulated = {
    count: offering.simulatedApplicants,
    minLots: offering.minLots,
    maxLots: Math.max(offering.minLots, Math.min(offering.maxLots, offering.simulatedMaxLots)),
  };
  const applications = [
    ...byId.map((s) => ({ ref: `s${s.id}`, lots: s.lots })),
    ...simulatedApplications(offering.drawSeed, simulated.count, simulated.minLots, simulated.maxLots),
  ];
  const lotsAvailable = Math.floor(offering.totalShares / offering.lotSize);
  const outcome = allotLots(offering.drawSeed, applications, lotsAvailable, rule);
  const draw: DrawRecord = {
    algorithm: DRAW_ALGORITHM,
    rule,
    lotsAvailable,
    applications: applications.map((a) => [a.ref, a.lots] as const),
    wonLots: [...outcome.wonLots],
    simulated,
  };
  return { draw, byId, lotsAllotted: outcome.lotsAllotted };
}

/**
 * N3–N5: allots an offering once, when its time has come (null otherwise). An IPO (retail rule) or
 * a placement (pro rata) runs the published draw over its submitted subscriptions, by id, and the
 * simulated market's applications; each subscription's won lots go to locked and the rest back. An
 * upper-circuit offering refunds whole what its queue could not fill; a block trade was allotted at
 * each subscription. The offering's allotment time is written with it. Never refuses.
 */
export function decideAllotment(rows: AllotmentRows, nowMs: number): Decision<AllotmentPlan | null> {
  const { offering } = rows;
  if (!allotmentDue(offering, nowMs)) return { ok: true, value: null };
  if (offering.type === 'ipo' || offering.type === 'placement') {
    const { draw, byId, lotsAllotted } = drawOf(rows);
    const allotted = byId.map((sub, i) => allotOne(offering, sub, draw.wonLots[i] ?? 0, nowMs));
    const allottedShares = lotsAllotted * offering.lotSize;
    return { ok: true, value: { allotted, draw, offering: { allottedShares, allottedAtMs: nowMs } } };
  }
  // A queued upper-circuit application the sell side never reached is refunded whole.
  const allotted = rows.subscriptions.map((sub) => allotOne(offering, sub, 0, nowMs));
  return {
    ok: true,
    value: { allotted, draw: null, offering: { allottedShares: offering.allottedShares, allottedAtMs: nowMs } },
  };
}
