import { assert } from '../assert';
import type { Decision } from '../failure';
import type { AccountSet } from '../ledger/accounts';
import { postAiSettlement } from '../ledger/rules-offerings';
import type { Posting } from '../ledger/transfer';
import { applyStatusEvent, type LifecycleStatus } from '../lifecycle';
import { minor } from '../money';
import type { BarClose } from './backtest';
import { AI_PURCHASE_LIFECYCLE, type AiStatus } from './lifecycle';
import { advanceLive, type LiveState, markLive } from './live';
import { parseStrategy } from './strategies';

/** A customer's purchase as its settlement reads it, locked: its terms, status and live state (I5). */
export interface AiPurchaseFacts extends LiveState {
  readonly id: number;
  readonly userId: number;
  readonly status: AiStatus;
  readonly accountSet: AccountSet;
  readonly currency: string;
  readonly amountMinor: bigint;
  readonly lever: number;
  readonly strategy: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The end of its period (epoch ms). */
  readonly endAtMs: number;
}

/** What a settlement is decided on: the purchase locked, its instrument's price now and completed bars. */
export interface AiSettleRows {
  readonly purchase: AiPurchaseFacts;
  /** The instrument's latest price in whole ticks; null when the market has none. */
  readonly priceTicks: bigint | null;
  /** The completed daily bars, oldest first (I5); read only when `aiSettleMarks` says so, else empty. */
  readonly completedBars: readonly BarClose[];
}

/** A settlement: the lifecycle event `end`, the status it leads to, the row's patch, the type-11 posting. */
export interface AiSettlePlan {
  readonly event: 'end';
  readonly status: LifecycleStatus<AiStatus>;
  readonly patch: {
    readonly equityMinor: bigint;
    readonly position: 0;
    readonly anchorPriceTicks: bigint;
    readonly settledPnlMinor: bigint;
    readonly settledAtMs: number;
    readonly endAtMs: number;
  };
  readonly posting: Posting;
}

/**
 * Whether a settlement marks the purchase at the price (I5): only a running one with a price; a paused
 * one is flat and settles at its committed equity, as does one without a price. The bars are read then.
 */
export function aiSettleMarks(purchase: AiPurchaseFacts, priceTicks: bigint | null): boolean {
  return purchase.status === 'running' && priceTicks !== null;
}

/**
 * Settles a purchase (I3, I6, I7): a running one with a price is stepped through the completed bars and
 * marked at it; the equity (never below 0, I3) comes back with one type-11 posting named after the
 * purchase (`ai:<id>:settle`), its P&L equity − amount; the row goes flat, ended now or at the end of its
 * period if that came first. A purchase that is neither running nor paused is refused (LC3).
 */
export function decideAiSettle(rows: AiSettleRows, nowMs: number): Decision<AiSettlePlan> {
  const { purchase, priceTicks } = rows;
  const ended = applyStatusEvent(AI_PURCHASE_LIFECYCLE, purchase.status, 'end');
  if (!ended.ok) return ended;
  let equityMinor = purchase.equityMinor;
  if (priceTicks !== null && aiSettleMarks(purchase, priceTicks)) {
    const spec = parseStrategy(purchase.strategy, purchase.params);
    assert(spec.ok, `I1: AI purchase ${purchase.id} stores a strategy that does not parse`);
    const stepped = advanceLive(purchase, rows.completedBars, spec.value, purchase.lever);
    equityMinor = markLive(stepped, priceTicks, purchase.lever);
  }
  const pnlMinor = equityMinor - purchase.amountMinor;
  const ref = `ai:${purchase.id}`;
  const ctx = { userId: purchase.userId, currency: purchase.currency, ref, eventId: `${ref}:settle` };
  return {
    ok: true,
    value: {
      event: 'end',
      status: ended.value,
      patch: {
        equityMinor,
        position: 0,
        anchorPriceTicks: priceTicks ?? purchase.anchorPriceTicks,
        settledPnlMinor: pnlMinor,
        settledAtMs: nowMs,
        endAtMs: Math.min(purchase.endAtMs, nowMs),
      },
      posting: postAiSettlement(ctx, minor(purchase.amountMinor), minor(pnlMinor), purchase.accountSet),
    },
  };
}
