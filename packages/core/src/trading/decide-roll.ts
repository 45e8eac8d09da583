import type { Decision } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import { formatIndiaTime, startOfIndiaDayMs } from '../india-time';
import type { AccountSet } from '../ledger/accounts';
import { postOvernightFee } from '../ledger/rules-trading';
import type { Posting } from '../ledger/transfer';
import { type Minor, MONEY_DECIMALS, minor, notional, ticks } from '../money';
import { type AccountFx, convertAmount } from './account-fx';
import { overnightFee, quantityUnits } from './costs';
import { dailyRollCount } from './daily-roll';
import { availableAfter } from './decide-force-cover';
import type { OrderLifecycle } from './lifecycle';
import type { TradingSettings } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A position as the daily roll reads it (an orders row has these and more). */
export interface RollOrderFacts extends OrderLifecycle {
  readonly id: number;
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly currency: string;
  readonly buildPriceTicks: bigint | null;
  readonly decimals: number;
  readonly hands: number;
  readonly handCount: number;
  /** The last roll it paid (epoch ms); null when it has paid none since it was filled. */
  readonly rolledAt: number | null;
  readonly buildTime: number | null;
  readonly overnightFeeMinor: bigint;
}

/** The rows a position's roll is decided on, read under the user's trading lock and the order's row lock. */
export interface RollRows {
  readonly order: RollOrderFacts;
  /** The account set's available balance, read locked. */
  readonly availableMinor: Minor;
  /** The rates into the account's currency now (X1); undefined for a position in its account's currency, null when the feed has none. */
  readonly fx: AccountFx | undefined | null;
  readonly settings: TradingSettings;
}

/** A position's overnight fees: one posting per roll it owes, oldest first, and the fields the roll writes. */
export interface RollPlan {
  readonly orderId: number;
  readonly postings: readonly Posting[];
  readonly patch: { readonly rolledAt: number; readonly overnightFeeMinor: Minor };
  /** What was collected; less than the fees when available could not pay them all. */
  readonly paidMinor: Minor;
}

/**
 * Decides a held position's daily roll (O8): notional at its build price × `tradeDelayRate`, once per
 * 00:00 India time since the last roll it paid (core `dailyRollCount`); with `fx` computed in the
 * instrument's currency and converted at the roll's pay rate (X1). Each fee's idempotency id names the
 * order and the India date (`overnight:<orderId>:<yyyy-mm-dd>`), so a roll run twice charges once, and
 * each is decided on the available balance the fees before it leave: the part available cannot pay is
 * waived, never taken below zero (L3). None (null) for a position not held or owing no roll, or while the
 * feed has no rate for its currencies: it catches up on a later roll. Never refuses.
 */
export function decideOvernightRoll(rows: RollRows, nowMs: number): Decision<RollPlan | null> {
  const { order, fx } = rows;
  if (order.status !== 'BUILD' || order.buildPriceTicks === null || fx === null) return { ok: true, value: null };
  const count = dailyRollCount(order.rolledAt ?? order.buildTime ?? nowMs, nowMs);
  if (count === 0) return { ok: true, value: null };
  const rollMs = startOfIndiaDayMs(nowMs);
  const moneyDecimals = fx === undefined ? MONEY_DECIMALS : currencyDecimals(fx.instrumentCurrency);
  const units = quantityUnits(order.hands, order.handCount);
  const feeInstrument = overnightFee(
    notional(ticks(order.buildPriceTicks), order.decimals, units, moneyDecimals),
    rows.settings.tradeDelayRate,
  );
  const feeMinor = fx === undefined ? feeInstrument : convertAmount(fx, feeInstrument, 'pay').accountMinor;
  const overnightFx = fx === undefined ? undefined : { feeInstrumentMinor: feeInstrument, rate: fx.pay };
  let availableMinor = rows.availableMinor;
  let paidMinor = 0n;
  const postings: Posting[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = formatIndiaTime(rollMs - i * DAY_MS, 'YYYY-MM-DD');
    const ctx = {
      userId: order.userId,
      currency: order.currency,
      ref: `order:${order.id}`,
      eventId: `overnight:${order.id}:${date}`,
    };
    const { posting, waivedMinor } = postOvernightFee(ctx, order.accountSet, feeMinor, availableMinor, overnightFx);
    if (posting.length === 0) continue;
    postings.push(posting);
    availableMinor = availableAfter(posting, order, availableMinor);
    paidMinor += feeMinor - waivedMinor;
  }
  return {
    ok: true,
    value: {
      orderId: order.id,
      postings,
      patch: { rolledAt: rollMs, overnightFeeMinor: minor(order.overnightFeeMinor + paidMinor) },
      paidMinor: minor(paidMinor),
    },
  };
}
