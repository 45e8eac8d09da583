import {
  allotLots,
  allotmentEvent,
  allottedFill,
  applyStatusEvent,
  type Conversion,
  convertMinor,
  DRAW_ALGORITHM,
  fillQueue,
  type Minor,
  minor,
  postNewShareAllotment,
  postNewShareListing,
  recordedRate,
  SUBSCRIPTION_LIFECYCLE,
  sellSideReleasedLots,
  sharesCostMinor,
  simulatedApplications,
  ticks,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { inTransaction, isFailure } from '../../db/transaction';
import { post, publishBalanceEvents } from '../../ledger/service';
import type { TradingDeps } from '../trading';
import { insertOrder, lockTrading, type OrderRow, orderNumber, publishOrderChanges } from '../trading';
import {
  insertDraw,
  limitOfferingsQueued,
  lockOffering,
  type OfferingRow,
  offeringsToAllot,
  offeringsToList,
  type SubscriptionRow,
  subscriptionsOf,
  updateOffering,
  updateSubscription,
} from './store';

/**
 * The engine leader's new-share work (docs/SPEC.md N3–N5, N8, N9): fill upper-circuit queues as the
 * simulated sell side frees shares, allot offerings whose allotment time has come, and turn the won
 * shares of offerings whose listing time has come into held positions. No staff action decides any
 * of it. Each offering's step is one transaction under its row lock that first re-reads whether the
 * step is done (`allotted_at`, `listed_at`, a subscription's status), and every posting carries the
 * subscription's idempotency ids, so a leader killed mid-step leaves nothing behind and the next one
 * does the step exactly once.
 */

/** The won part of a subscription at the rate it was paid at (X1), so it recomputes exactly. */
function wonAmount(
  offering: OfferingRow,
  sub: SubscriptionRow,
  wonLots: number,
): { amountMinor: Minor; conversion: Conversion | null } {
  if (wonLots === sub.lots) {
    const conversion =
      sub.fxRate === null ? null : conversionOf(sub, minor(sub.costInstrumentMinor), minor(sub.paidMinor));
    return { amountMinor: minor(sub.paidMinor), conversion };
  }
  const instrumentMinor = sharesCostMinor(
    ticks(offering.priceTicks),
    offering.decimals,
    wonLots * offering.lotSize,
    offering.currency,
  );
  if (sub.fxRate === null) return { amountMinor: instrumentMinor, conversion: null };
  const rate = recordedRate(sub.instrumentCurrency, sub.currency, 'pay', sub.fxRate);
  if (rate === null) throw new Error(`subscription ${sub.id} has a broken rate ${sub.fxRate}`);
  const accountMinor = convertMinor(instrumentMinor, rate);
  return { amountMinor: accountMinor, conversion: conversionOf(sub, instrumentMinor, accountMinor) };
}

function conversionOf(sub: SubscriptionRow, instrumentMinor: Minor, accountMinor: Minor): Conversion | null {
  if (sub.fxRate === null || instrumentMinor <= 0n || accountMinor <= 0n) return null;
  return {
    instrumentCurrency: sub.instrumentCurrency,
    instrumentAmountMinor: instrumentMinor,
    accountCurrency: sub.currency,
    accountAmountMinor: accountMinor,
    rate: sub.fxRate,
  };
}

/** Decides one subscription: the won part to locked (type 12), the rest back (type 15). */
async function decide(tx: Tx, offering: OfferingRow, sub: SubscriptionRow, wonLots: number, nowMs: number) {
  const won = wonLots > 0 ? wonAmount(offering, sub, wonLots) : { amountMinor: minor(0n), conversion: null };
  const refundMinor = minor(sub.paidMinor - won.amountMinor);
  const outcome = await post(
    tx,
    postNewShareAllotment(
      { userId: sub.userId, currency: sub.currency, ref: `new_share:${sub.id}`, eventId: `new_share:${sub.id}:allot` },
      sub.accountSet,
      won,
      refundMinor,
    ),
  );
  if (!outcome.ok) throw new Error(`allotting subscription ${sub.id} was refused: ${outcome.error.detail}`);
  const next = applyStatusEvent(SUBSCRIPTION_LIFECYCLE, sub.status, allotmentEvent(wonLots));
  if (!next.ok) throw new Error(`subscription ${sub.id} cannot be allotted from ${sub.status}`);
  return updateSubscription(tx, sub.id, {
    status: next.value,
    wonLots,
    wonMinor: won.amountMinor,
    refundMinor,
    decidedAtMs: nowMs,
  });
}

/** N8: the lots of an upper-circuit offering its sell side has freed by `nowMs` and no one holds yet. */
function freeLots(offering: OfferingRow, nowMs: number): number {
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
 * N8: fills an upper-circuit offering's queue, oldest first, from the lots its sell side has freed.
 * `seen` is the offering as read without a lock. Its allotted shares only grow, so that read never
 * shows fewer lots free than there are: when it shows none, nothing is locked (the leader asks again
 * in two seconds); otherwise it is decided again under the offering's lock.
 */
async function fillLimitQueue(deps: TradingDeps, seen: OfferingRow, nowMs: number): Promise<number[]> {
  if (freeLots(seen, nowMs) <= 0) return [];
  const done = await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, seen.id);
    if (!offering || offering.allottedAtMs !== null || offering.type !== 'limit') return [];
    const free = freeLots(offering, nowMs);
    if (free <= 0) return [];
    const queue = await subscriptionsOf(tx, offering.id, ['submitted']);
    const filled = new Set(fillQueue(queue, free));
    let shares = offering.allottedShares;
    const users: number[] = [];
    for (const sub of queue) {
      if (!filled.has(sub.id)) continue;
      await decide(tx, offering, sub, sub.lots, nowMs);
      shares += sub.shares;
      users.push(sub.userId);
    }
    if (users.length > 0) await updateOffering(tx, offering.id, { allottedShares: shares });
    return users;
  });
  if (isFailure(done)) throw new Error('filling a limit queue answered a failure');
  return done;
}

/**
 * N3–N5: allots one offering exactly once. An IPO (retail rule) or a placement (pro rata) runs the
 * published draw over its subscriptions and the simulated market's applications and stores the draw;
 * an upper-circuit offering refunds what its queue could not fill; a block trade was allotted at each
 * subscription. The offering's `allotted_at` is written in the same transaction.
 */
export async function allotOffering(deps: TradingDeps, offeringId: number, nowMs: number): Promise<number[]> {
  const done = await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, offeringId);
    if (!offering || offering.allottedAtMs !== null || offering.allotAtMs > nowMs) return [];
    const subs = await subscriptionsOf(tx, offering.id, ['submitted']);
    let allottedShares = offering.allottedShares;
    if (offering.type === 'ipo' || offering.type === 'placement') {
      const rule = offering.type === 'ipo' ? 'retail' : 'pro_rata';
      const byId = [...subs].sort((a, b) => a.id - b.id);
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
      for (const [i, sub] of byId.entries()) await decide(tx, offering, sub, outcome.wonLots[i] ?? 0, nowMs);
      await insertDraw(tx, {
        offeringId: offering.id,
        algorithm: DRAW_ALGORITHM,
        rule,
        lotsAvailable,
        applications: applications.map((a) => [a.ref, a.lots]),
        wonLots: [...outcome.wonLots],
        simulated,
      });
      allottedShares = outcome.lotsAllotted * offering.lotSize;
    } else {
      // A queued upper-circuit application the sell side never reached is refunded whole.
      for (const sub of subs) await decide(tx, offering, sub, 0, nowMs);
    }
    await updateOffering(tx, offering.id, { allottedAtMs: nowMs, allottedShares });
    return subs.map((s) => s.userId);
  });
  if (isFailure(done)) throw new Error('an allotment answered a failure');
  return done;
}

/**
 * N9: at the listing, each won subscription becomes a held lever-1 buy position of its lots on the
 * underlying product (order `source` = `new_share`), its margin the locked amount paid for the shares
 * at the subscription's rate, and the subscription becomes "position completed".
 */
async function listOffering(deps: TradingDeps, offeringId: number, nowMs: number): Promise<OrderRow[]> {
  const done = await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, offeringId);
    if (!offering || offering.allottedAtMs === null || offering.listedAtMs !== null || offering.listingAtMs > nowMs)
      return [];
    const won = await subscriptionsOf(tx, offering.id, ['success']);
    // Trading locks first, in user order, as every order workflow takes them (trading-lock.ts).
    for (const userId of [...new Set(won.map((s) => s.userId))].sort((a, b) => a - b)) await lockTrading(tx, userId);
    const rows: OrderRow[] = [];
    for (const sub of won) {
      const wonLots = sub.wonLots ?? 0;
      const lockedMinor = minor(sub.wonMinor ?? 0n);
      if (wonLots <= 0 || lockedMinor <= 0n) throw new Error(`subscription ${sub.id} succeeded with nothing won`);
      const order = await insertOrder(tx, {
        orderNo: orderNumber(nowMs),
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
      });
      const outcome = await post(
        tx,
        postNewShareListing(
          {
            userId: sub.userId,
            currency: sub.currency,
            ref: `new_share:${sub.id}`,
            eventId: `new_share:${sub.id}:list`,
          },
          sub.accountSet,
          lockedMinor,
        ),
      );
      if (!outcome.ok) throw new Error(`listing subscription ${sub.id} was refused: ${outcome.error.detail}`);
      const listed = applyStatusEvent(SUBSCRIPTION_LIFECYCLE, sub.status, 'list');
      if (!listed.ok) throw new Error(`subscription ${sub.id} cannot be listed from ${sub.status}`);
      await updateSubscription(tx, sub.id, { status: listed.value, orderId: order.id });
      rows.push(order);
    }
    await updateOffering(tx, offering.id, { listedAtMs: nowMs });
    return rows;
  });
  if (isFailure(done)) throw new Error('a listing answered a failure');
  return done;
}

/** One pass of the leader's new-share work at `nowMs`; returns what it changed, for tests and logs. */
export async function runNewShareJobs(
  deps: TradingDeps,
  nowMs: number,
): Promise<{ filled: number; allotted: number[]; listed: number[] }> {
  const touched = new Set<number>();
  let filled = 0;
  for (const offering of await limitOfferingsQueued(deps.db, nowMs)) {
    const users = await fillLimitQueue(deps, offering, nowMs);
    filled += users.length;
    for (const u of users) touched.add(u);
  }
  const allotted: number[] = [];
  for (const offering of await offeringsToAllot(deps.db, nowMs)) {
    for (const u of await allotOffering(deps, offering.id, nowMs)) touched.add(u);
    allotted.push(offering.id);
  }
  const listed: number[] = [];
  for (const offering of await offeringsToList(deps.db, nowMs)) {
    const orders = await listOffering(deps, offering.id, nowMs);
    listed.push(offering.id);
    await publishOrderChanges(deps, orders);
  }
  if (touched.size > 0)
    await publishBalanceEvents(deps, [...touched]).catch((error: unknown) =>
      deps.log.error({ err: error }, 'publishing allotment balances failed'),
    );
  return { filled, allotted, listed };
}
