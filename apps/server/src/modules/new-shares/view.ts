import type { DrawResult, Offering, Quote, Subscription } from '@demo/contract';
import {
  currencyDecimals,
  DRAW_ALGORITHM,
  discountRate,
  formatMoney,
  formatPrice,
  minor,
  needsInstitution,
  offeringPhase,
  parsePrice,
  ticks,
} from '@demo/core';
import type { DrawRow, OfferingRow, SubscriptionRow } from './store';

/** The contract's shapes of offerings, subscriptions and draws: money as decimal strings. */

export type QuoteOf = (code: string) => Quote | undefined;

function money(amountMinor: bigint, currency: string): string {
  return formatMoney(minor(amountMinor), currencyDecimals(currency));
}

/** The underlying's current price in ticks of the offering's decimals, or null without a quote. */
function underlyingTicks(row: OfferingRow, quoteOf: QuoteOf) {
  const quote = quoteOf(row.productCode);
  if (!quote) return null;
  const parsed = parsePrice(quote.price, row.decimals);
  return parsed.ok ? parsed.value : null;
}

export function viewOffering(row: OfferingRow, quoteOf: QuoteOf, nowMs: number): Offering {
  const current = underlyingTicks(row, quoteOf);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    market: row.market,
    currency: row.currency,
    price: formatPrice(ticks(row.priceTicks), row.decimals),
    sectors: row.sectors,
    discountRate: discountRate(ticks(row.priceTicks), current),
    lotSize: row.lotSize,
    minLots: row.minLots,
    maxLots: row.maxLots,
    fee: money(row.feeMinor, row.currency),
    subscribeStart: row.subscribeStartMs,
    subscribeEnd: row.subscribeEndMs,
    allotDate: row.allotAtMs,
    listingDate: row.listingAtMs,
    securitiesCompany: row.securitiesCompany,
    totalShare: row.totalShares,
    remainingShare: row.totalShares - row.allottedShares,
    needPassword: row.passwordHash !== null,
    institutionalOnly: needsInstitution(row.type),
    status: offeringPhase(
      {
        subscribeStartMs: row.subscribeStartMs,
        subscribeEndMs: row.subscribeEndMs,
        allotAtMs: row.allotAtMs,
        listingAtMs: row.listingAtMs,
        allottedAtMs: row.allottedAtMs,
        listedAtMs: row.listedAtMs,
      },
      nowMs,
    ),
    underlyingCode: row.productCode,
    underlyingPrice: current === null ? null : formatPrice(current, row.decimals),
    drawCommitment: row.drawCommitment,
  };
}

export function viewDraw(draw: DrawRow, offering: OfferingRow): DrawResult {
  const lotsAllotted = draw.wonLots.reduce((s, x) => s + x, 0);
  return {
    algorithm: draw.algorithm === DRAW_ALGORITHM ? DRAW_ALGORITHM : draw.algorithm,
    rule: draw.rule,
    commitment: offering.drawCommitment,
    applicants: draw.applications.length,
    lotsAvailable: draw.lotsAvailable,
    lotsAllotted,
    winners: draw.wonLots.filter((x) => x > 0).length,
    applications: draw.applications,
    wonLots: draw.wonLots,
    simulated: draw.simulated,
  };
}

export function viewSubscription(row: SubscriptionRow, offering: Offering): Subscription {
  const decided = row.wonLots !== null;
  return {
    id: row.id,
    offering,
    accountType: row.accountSet,
    quantity: row.shares,
    lots: row.lots,
    buyPrice: offering.price,
    totalPrice: money(row.costInstrumentMinor, row.instrumentCurrency),
    paidAmount: money(row.paidMinor, row.currency),
    fee: money(row.feeMinor, row.currency),
    currency: row.currency,
    fxRate: row.fxRate,
    winningQuantity: decided ? (row.wonLots ?? 0) * offering.lotSize : null,
    refundAmount: decided && row.refundMinor !== null ? money(row.refundMinor, row.currency) : null,
    orderId: row.orderId,
    status: row.status,
    createdAt: row.createdAtMs,
    decidedAt: row.decidedAtMs,
  };
}
