import { RECORD_PARTS } from '@demo/core';
import { z } from 'zod';
import { defineCall } from '../call';
import { decimalOut, epochMs, id, int, productCode } from '../fields';
import { ALERT_CONDITION_VALUES } from '../wire-values';
import { depthLevel, quote } from './markets';
import { order } from './trading';

/**
 * Fill receipts and trigger audits (CONTRACT.md Wave 3; docs/SPEC.md RC): why a fill got its price,
 * and why a stop did or did not fire. Prices are in the product's decimals, amounts in the currency
 * each field names.
 */

/** The quote a fill was taken on: bid and ask, the feed's sequence number (null for a live-fed quote) and time. */
export const fillQuote = z.object({
  bid: decimalOut(),
  ask: decimalOut(),
  /** The simulator's step number (`data/quote/at` replays it); null when the quote did not come from the simulator's step. */
  seq: z.number().int().nullable(),
  time: z.number().int(),
});

/** One fee of a fill, as computed from the published settings (RC1). */
export const receiptFee = z.object({
  /** `openingFee` (tradeBuyFee), `insurance` (tradeInsuranceRate), `closingFee` (tradeSaleFee). */
  name: z.enum(['openingFee', 'insurance', 'closingFee']),
  /** The setting it comes from (`tradeBuyFee`, …). */
  setting: z.string(),
  /** The published rate: a fraction of `base` (`"0.0005"` = 0.05 %). */
  rate: decimalOut(),
  /** What the rate is applied to (the notional, or the margin for insurance), in `instrumentCurrency`. */
  base: decimalOut(),
  /** base × rate, rounded half-up once, in `instrumentCurrency`. */
  amount: decimalOut(),
  /** What the account paid, converted once at the pay rate, in the account's `currency`. */
  accountAmount: decimalOut(),
});

/** The conversion of a fill (X1, X3): 1 unit of the pair's first currency = `rate` of its second, spread included. */
export const receiptFx = z.object({
  /** `USDINR`: the instrument's currency, then the account's. */
  pair: z.string(),
  /** The pay rate (costs, fees, losses convert at it). */
  rate: decimalOut(),
  /** The receive rate (gains convert at it). */
  receiveRate: decimalOut(),
  /** The published conversion spread each side of the mid, as a fraction (`"0.003"` = 30 bp). */
  spread: decimalOut(),
});

/** One ledger transfer the fill made, from one account to another (LR1 names its part). */
export const receiptEntry = z.object({
  id: z.number().int(),
  type: z.number().int(),
  part: z.enum(RECORD_PARTS).nullable(),
  /** The account the money left: the user's `available`, `locked`, `margin` or the platform's (`fee_income`, …). */
  from: z.string(),
  to: z.string(),
  amount: decimalOut(),
  currency: z.string(),
  fx: z.object({ rate: decimalOut(), instrumentCurrency: z.string(), instrumentAmount: decimalOut() }).nullable(),
  createdAt: z.number().int(),
});

/** One fill of a position (its opening or its close), everything needed to recompute it (RC1). */
export const receiptFill = z.object({
  leg: z.enum(['open', 'close']),
  /** Null when the fill was not taken on a quote (an allotment at its offering's price) or predates receipts. */
  quote: fillQuote.nullable(),
  /** ask − bid, in price units; null without a quote. */
  spread: decimalOut().nullable(),
  /** The fill price. */
  price: decimalOut(),
  /**
   * `quote`: at the quote's side (O5); `depth`: a market order walked past the best level (DP4, the
   * levels in `depth`); `limit`: at the limit; `stop`: an insured stop at its level; `offering`: an allotment's price.
   */
  priceSource: z.enum(['quote', 'depth', 'limit', 'stop', 'offering']),
  /** The book levels a `depth` fill took, best first, with the lots taken at each (DP5); null otherwise. */
  depth: z.array(depthLevel).nullable(),
  hands: z.number().int(),
  /** On a close, the hands of the position that stayed open (O3). */
  remainingHands: z.number().int(),
  /** price × hands × handCount, in `instrumentCurrency`. */
  notional: decimalOut(),
  fees: z.array(receiptFee),
  fx: receiptFx.nullable(),
  /** The realised P&L of a close in the account's currency; `"0"` on an open. */
  pnl: decimalOut(),
  time: z.number().int().nullable(),
});

export const receipt = z.object({
  order,
  /** The simulator that priced the fill: its seed and step (ms); null for a product priced live. */
  simulator: z.object({ seed: z.number().int(), stepMs: z.number().int() }).nullable(),
  /** The opening fill's quote (the contract's `quote`), spread, fees, fx and margin. */
  quote: fillQuote.nullable(),
  spread: decimalOut().nullable(),
  fees: z.array(receiptFee),
  fx: receiptFx.nullable(),
  /** Margin taken, in the account's `currency`. */
  margin: decimalOut(),
  /** How the margin was set: notional ÷ lever, or notional × the published rate (`tradeDefaultRate`). */
  marginBasis: z.object({ lever: z.number().int().nullable(), rate: decimalOut().nullable() }),
  /** Both fills in full: the opening, then the close when there was one. */
  fills: z.array(receiptFill),
  /** The published settings the fills used, as strings. */
  settings: z.object({
    tradeBuyFee: decimalOut(),
    tradeSaleFee: decimalOut(),
    tradeDefaultRate: decimalOut(),
    tradeInsuranceRate: decimalOut(),
  }),
  /** Every ledger transfer the order made (opening, close, overnight fees), oldest first. */
  entries: z.array(receiptEntry),
  /** Whether every amount shown recomputes from the rest (RC1); false names a fill that predates receipts. */
  recomputes: z.boolean(),
});
export type Receipt = z.infer<typeof receipt>;

export const orderReceipt = defineCall({
  path: 'order/receipt',
  access: 'user',
  summary:
    'The receipt of an order: the quote it filled at, spread, fees from the published rates, FX, margin, ledger entries',
  payload: z.object({ orderId: id() }),
  body: receipt,
});

export const dataQuoteAt = defineCall({
  path: 'data/quote/at',
  access: 'public',
  summary: 'The simulated quote of a product at a feed sequence number, recomputed from the published seed and code',
  payload: z.object({
    code: productCode(),
    seq: int().pipe(
      z
        .number()
        .int()
        .min(1)
        .max(Number.MAX_SAFE_INTEGER / 1000, 'is too large'),
    ),
  }),
  body: quote.extend({ seq: z.number().int(), seed: z.number().int(), stepMs: z.number().int() }),
});

/** What set a trigger off or could have: its kind. */
export const triggerKind = z.enum([
  'stop_loss',
  'take_profit',
  'trailing_stop',
  'expiry',
  'force_cover',
  'limit',
  'alert',
]);

/** A halt that held the product in the window (docs/SPEC.md HL10, RC9): the audit's `halted` names it. */
export const auditHalt = z.object({
  /** `code` (the instrument) or `market` (its whole market). */
  scope: z.enum(['code', 'market']),
  target: z.string(),
  /** The reason staff gave, in the reader's language (the English one when none was given in Hindi). */
  reason: z.string(),
  since: z.number().int(),
  /** When it was resumed; null while it is still in force. */
  until: z.number().int().nullable(),
});

export const triggerAudit = z.object({
  orderId: z.number().int(),
  code: z.string(),
  decimals: z.number().int(),
  /** The triggers the order carries or carried (a position with SL and TP has both). */
  kinds: z.array(triggerKind),
  /** The level that was watched (the stop, take profit or limit); null for an expiry or a forced cover. */
  level: decimalOut().nullable(),
  /** The side of the quote the trigger reads: a buy's stop and take profit the bid, a sell's the ask. */
  side: z.enum(['bid', 'ask']).nullable(),
  /** The tick that fired it and the fill price; null when nothing fired. */
  fired: z
    .object({
      kind: triggerKind,
      seq: z.number().int().nullable(),
      time: z.number().int(),
      /** The fill price (an alert: the price that crossed); null for an expiry, which fills nothing. */
      price: decimalOut().nullable(),
      bid: decimalOut().nullable(),
      ask: decimalOut().nullable(),
    })
    .nullable(),
  /** The window looked at (epoch ms). */
  from: z.number().int(),
  to: z.number().int(),
  /** The nearest the watched side came to the level in the window (from the minute candles); null without any trading. */
  nearest: z.object({ price: decimalOut(), time: z.number().int() }).nullable(),
  /** Why: see docs/SPEC.md RC5. */
  reason: z.enum([
    'reached',
    'gap',
    'insured_gap',
    'expired',
    'margin_level',
    'not_reached',
    'market_closed',
    'halted',
    'no_trigger',
    'beyond_retention',
  ]),
  /** With `halted`: the halt that held the product when the level was passed (RC9); else null. */
  halt: auditHalt.nullable(),
});
export type TriggerAudit = z.infer<typeof triggerAudit>;

export const orderTriggerAudit = defineCall({
  path: 'order/trigger/audit',
  access: 'user',
  summary:
    'Why an order’s stop, take profit, limit or expiry fired or did not: the tick that fired it, or the nearest the market came in a window',
  payload: z.object({ orderId: id(), from: epochMs().optional(), to: epochMs().optional() }),
  body: triggerAudit,
});

/**
 * A price alert's audit (RC10): the same facts as an order's, for the alert's level on the product's
 * price. `side` is null (an alert reads the price, not a side); `kinds` is `['alert']`.
 */
export const alertAudit = triggerAudit.omit({ orderId: true }).extend({
  alertId: z.number().int(),
  condition: z.enum(ALERT_CONDITION_VALUES),
});
export type AlertAudit = z.infer<typeof alertAudit>;

export const alertTriggerAudit = defineCall({
  path: 'alert/trigger/audit',
  access: 'user',
  summary:
    'Why a price alert fired when it did, or did not: the tick that fired it, or the nearest the price came in a window',
  payload: z.object({ alertId: id(), from: epochMs().optional(), to: epochMs().optional() }),
  body: alertAudit,
});
