import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import type { AccountSet } from '../ledger/accounts';
import { postAiPurchase } from '../ledger/rules-offerings';
import type { Posting } from '../ledger/transfer';
import { DAY_MS } from '../market/time-zone';
import { formatMoney, type Minor, minor, parseMoney } from '../money';
import type { BarClose } from './backtest';
import { type LiveState, startLive } from './live';
import { parseStrategy } from './strategies';

/** An AI product as a purchase copies its terms (I8): its limits, lever, period and strategy. */
export interface AiProductFacts {
  readonly id: number;
  readonly enabled: boolean;
  readonly minAmountMinor: bigint;
  readonly maxAmountMinor: bigint;
  readonly unitMinor: bigint;
  readonly lever: number;
  readonly periodDays: number;
  readonly strategy: string;
  readonly params: Readonly<Record<string, number | string | boolean>>;
}

/** The instrument an AI product trades. */
export interface AiInstrumentFacts {
  readonly id: number;
  readonly code: string;
  readonly decimals: number;
}

/** What a purchase's terms are decided on, read before its transaction: nothing of it is locked. */
export interface AiBuyTermsRows {
  /** The product named; undefined when there is none. */
  readonly product: AiProductFacts | undefined;
  /** The instrument it trades, when the market knows it. */
  readonly instrument: AiInstrumentFacts | undefined;
  /** The instrument's latest price in whole ticks; null when the market has none. */
  readonly priceTicks: bigint | null;
  /** The instrument's completed daily bars the strategy reads, oldest first (I5). */
  readonly completedBars: readonly BarClose[];
  /** The currency of the chosen account set. */
  readonly accountCurrency: string;
}

/** The rows a purchase is decided on: its terms' rows and the id it will have, drawn before it is written. */
export interface AiBuyRows extends AiBuyTermsRows {
  readonly purchaseId: number;
}

export interface AiBuyRequest {
  readonly userId: number;
  readonly accountSet: AccountSet;
  /** The amount as the payload wrote it, in the account's currency. */
  readonly amount: string;
}

/** A purchase's terms: its product, instrument, amount, and the live state it starts in (I5). */
export interface AiBuyTerms {
  readonly product: AiProductFacts;
  readonly instrument: AiInstrumentFacts;
  readonly amountMinor: Minor;
  readonly state: LiveState;
}

/** A purchase (stored in its lifecycle's initial status, LC2) and its type-10 posting into the pool (I8). */
export interface AiBuyPlan {
  readonly row: {
    readonly id: number;
    readonly userId: number;
    readonly aiProductId: number;
    readonly accountSet: AccountSet;
    readonly currency: string;
    readonly amountMinor: Minor;
    readonly strategy: string;
    readonly params: Readonly<Record<string, number | string | boolean>>;
    readonly productId: number;
    readonly code: string;
    readonly decimals: number;
    readonly lever: number;
    readonly startAtMs: number;
    readonly endAtMs: number;
  } & LiveState;
  readonly posting: Posting;
}

/**
 * A purchase's own terms, refused in this order: a product not on offer (404 naming `productId`); an
 * amount below the minimum, above the maximum or not a whole number of units (I8, 404 naming
 * `amount`, the bound in its values); no price for its instrument (600). Else it starts at the price
 * with the position its strategy holds after the last completed bar (I5). They need no lock.
 */
export function decideAiBuyTerms(rows: AiBuyTermsRows, request: AiBuyRequest): Decision<AiBuyTerms> {
  const { product, instrument } = rows;
  if (!product?.enabled) return refuse('I8', 'productId', 404, 'does not match any AI product on offer');
  const unit = { unit: formatMoney(minor(product.unitMinor)) };
  const parsed = parseMoney(request.amount);
  if (!parsed.ok) return refuse('I8', 'amount', 404, 'must be a multiple of {unit}', unit);
  const amountMinor = parsed.value;
  if (amountMinor < product.minAmountMinor)
    return refuse('I8', 'amount', 404, 'must be at least {min}', { min: formatMoney(minor(product.minAmountMinor)) });
  if (amountMinor > product.maxAmountMinor)
    return refuse('I8', 'amount', 404, 'must be at most {max}', { max: formatMoney(minor(product.maxAmountMinor)) });
  if (amountMinor % product.unitMinor !== 0n) return refuse('I8', 'amount', 404, 'must be a multiple of {unit}', unit);
  if (instrument === undefined || rows.priceTicks === null) return refuse('I5', '', 600, 'the market has no price');
  const spec = parseStrategy(product.strategy, product.params);
  assert(spec.ok, `I1: AI product ${product.id} stores a strategy that does not parse`);
  const state = startLive(amountMinor, rows.priceTicks, rows.completedBars, spec.value);
  return { ok: true, value: { product, instrument, amountMinor, state } };
}

/**
 * Decides a purchase (I8): its terms (`decideAiBuyTerms`), then one type-10 posting of the amount
 * from the chosen account's available balance into the pool, named after the purchase
 * (`ai:<id>:buy`); beyond the balance the ledger refuses it (407). It runs for `periodDays` from now.
 */
export function decideAiBuy(rows: AiBuyRows, request: AiBuyRequest, nowMs: number): Decision<AiBuyPlan> {
  const terms = decideAiBuyTerms(rows, request);
  if (!terms.ok) return terms;
  const { product, instrument, amountMinor, state } = terms.value;
  const ref = `ai:${rows.purchaseId}`;
  const ctx = { userId: request.userId, currency: rows.accountCurrency, ref, eventId: `${ref}:buy` };
  return {
    ok: true,
    value: {
      row: {
        id: rows.purchaseId,
        userId: request.userId,
        aiProductId: product.id,
        accountSet: request.accountSet,
        currency: rows.accountCurrency,
        amountMinor,
        strategy: product.strategy,
        params: product.params,
        productId: instrument.id,
        code: instrument.code,
        decimals: instrument.decimals,
        lever: product.lever,
        ...state,
        startAtMs: nowMs,
        endAtMs: nowMs + product.periodDays * DAY_MS,
      },
      posting: postAiPurchase(ctx, amountMinor, request.accountSet),
    },
  };
}
