import type { Locale } from '@demo/contract';
import { currencyDecimals, formatMoney, isUserEntryType, minor, type RecordPart, recordPartOf } from '@demo/core';
import type { Queryable } from '../../db/client';
import { localName } from '../trading';
import {
  chargesByIds,
  type FundsRequest,
  instrumentsOfOrders,
  type OfferingName,
  offeringsOfGroupOrders,
  offeringsOfSubscriptions,
  productsOfAiPurchases,
  withdrawalsByIds,
} from './store';

/** What a record needs to be named: the rule's leg (in its idempotency id), what caused it, its remark. */
export interface NameableTransfer {
  readonly type: number;
  readonly idempotencyId: string;
  readonly ref: string;
  readonly remark: string | null;
}

/** A record's part and subject (docs/SPEC.md LR1, LR2), and the instrument of an order's record. */
export interface RecordNaming {
  readonly part: RecordPart | null;
  readonly subject: string | null;
  readonly instrument: { readonly code: string; readonly name: string } | null;
  /**
   * A recharge's or withdrawal's amount in the channel's currency and its rate, as submitted (FR1),
   * unsigned; null for any other record and for one that converted nothing.
   */
  readonly funds: { readonly currency: string; readonly amountMinor: bigint; readonly rate: string } | null;
}

/** The kinds of cause a record's `ref` names (`order:12`, `new_share:3`, …) and their ids. */
const CAUSES = ['order', 'new_share', 'group-order', 'ai', 'correction', 'charge', 'withdraw'] as const;
type Cause = (typeof CAUSES)[number];

function causeOf(ref: string): { cause: Cause; id: number } | null {
  const match = /^([a-z_-]+):(\d+)$/.exec(ref);
  const cause = CAUSES.find((c) => c === match?.[1]);
  return cause === undefined || match?.[2] === undefined ? null : { cause, id: Number(match[2]) };
}

function idsOf(refs: readonly string[], cause: Cause): number[] {
  return [...new Set(refs.map(causeOf).flatMap((c) => (c?.cause === cause ? [c.id] : [])))];
}

function fundsOf(request: FundsRequest | undefined): RecordNaming['funds'] {
  if (request === undefined || request.fxCurrency === null || request.fxAmountMinor === null || request.fxRate === null)
    return null;
  return { currency: request.fxCurrency, amountMinor: request.fxAmountMinor, rate: request.fxRate };
}

function offeringName(offering: OfferingName | undefined, locale: Locale): string | null {
  if (offering === undefined) return null;
  return locale === 'hi' && offering.nameHi ? offering.nameHi : offering.name;
}

/**
 * Names each record (LR1, LR2): the part from the rule's leg, and the subject from what caused it,
 * read in one query per kind of cause: an order's number and instrument, the offering of a new-share,
 * group or AI record, a correction's reason (which the correction's rule wrote as the remark), a
 * recharge's channel currency or a withdrawal's payout account, with its other currency (FR1).
 */
export async function nameRecords(
  q: Queryable,
  rows: readonly NameableTransfer[],
  locale: Locale,
): Promise<RecordNaming[]> {
  const refs = rows.map((r) => r.ref);
  const [orders, subscriptions, groups, ai, recharges, payouts] = await Promise.all([
    instrumentsOfOrders(q, idsOf(refs, 'order')),
    offeringsOfSubscriptions(q, idsOf(refs, 'new_share')),
    offeringsOfGroupOrders(q, idsOf(refs, 'group-order')),
    productsOfAiPurchases(q, idsOf(refs, 'ai')),
    chargesByIds(q, idsOf(refs, 'charge')),
    withdrawalsByIds(q, idsOf(refs, 'withdraw')),
  ]);
  return rows.map((row): RecordNaming => {
    const part = isUserEntryType(row.type) ? recordPartOf(row.type, row.idempotencyId) : null;
    const cause = causeOf(row.ref);
    switch (cause?.cause) {
      case 'order': {
        const order = orders.get(cause.id);
        if (order === undefined) return { part, subject: null, instrument: null, funds: null };
        const name = localName(order, locale);
        return { part, subject: `${order.orderNo} · ${name}`, instrument: { code: order.code, name }, funds: null };
      }
      case 'new_share':
        return { part, subject: offeringName(subscriptions.get(cause.id), locale), instrument: null, funds: null };
      case 'group-order':
        return { part, subject: offeringName(groups.get(cause.id), locale), instrument: null, funds: null };
      case 'ai':
        return { part, subject: offeringName(ai.get(cause.id), locale), instrument: null, funds: null };
      case 'correction':
        return { part, subject: row.remark, instrument: null, funds: null };
      case 'charge':
      case 'withdraw': {
        const request = (cause.cause === 'charge' ? recharges : payouts).get(cause.id);
        return { part, subject: request?.label ?? null, instrument: null, funds: fundsOf(request) };
      }
      default:
        return { part, subject: null, instrument: null, funds: null };
    }
  });
}

/** A transfer's own record of a conversion (X1), as the ledger stores it. */
export interface ConvertedTransfer {
  readonly fxRate: string | null;
  readonly fxInstrumentCurrency: string | null;
  readonly fxInstrumentAmountMinor: bigint | null;
}

/**
 * The other currency of a record, signed from the user's side like its amount (`credited`): the
 * conversion the transfer recorded (X1), or else the one its recharge or withdrawal was submitted at
 * (a withdrawal's hold moves rupees only, but was asked in USDT: FR1); null when nothing converted.
 */
export function otherCurrencyOf(
  row: ConvertedTransfer,
  named: RecordNaming,
  credited: boolean,
): { currency: string; amount: string; rate: string } | null {
  const recorded =
    row.fxRate === null || row.fxInstrumentCurrency === null || row.fxInstrumentAmountMinor === null
      ? null
      : { currency: row.fxInstrumentCurrency, amountMinor: row.fxInstrumentAmountMinor, rate: row.fxRate };
  const other = recorded ?? named.funds;
  if (other === null) return null;
  return {
    currency: other.currency,
    amount: formatMoney(minor(credited ? other.amountMinor : -other.amountMinor), currencyDecimals(other.currency)),
    rate: other.rate,
  };
}
