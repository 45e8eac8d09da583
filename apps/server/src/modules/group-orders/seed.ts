import {
  type CalendarHoliday,
  currencyDecimals,
  groupUnitCost,
  hashSeed,
  parsePrice,
  pow10,
  type SeededGroupPhase,
  seededGroupLimits,
  seededGroupPhases,
  seededGroupSchedule,
  seededGroupTerms,
  ticks,
} from '@demo/core';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupOfferings } from '../../db/schema';
import { readCurrency } from '../../ledger/currency';
import type { QuoteOf } from '../new-shares';
import { allProducts, type ProductRow, type TradingDeps, tradingTerms } from '../trading';
import { insertGroup } from './store';

/**
 * The living group-purchase market (PRODUCT.md, "Group purchases are seeded"; SPEC SW1): per
 * currency of the seeded markets (₹ on the NSE, ₩ on the KRX) the first pass of the leader creates one
 * purchase paying, one allocating at the coming close and one open for days; every later pass opens
 * what core `seededGroupPhases` says is missing. Core decides the schedule and the terms; this file
 * reads the products, the price and the rate, and writes. The allocation and the lapses are the
 * leader's ordinary ones (allocation.ts), so a seeded purchase lives exactly as a staff one does.
 */

const HOUR_MS = 3_600_000;

const SEEDED_MARKETS = [
  { market: 'india', currency: 'INR', exchange: 'NSE' },
  { market: 'korea', currency: 'KRW', exchange: 'KRX' },
] as const;

/** Open purchases (not allocated, allocation ahead) of products priced in `currency`. */
async function openCount(db: Db, currency: string, nowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupOfferings)
    .where(
      and(
        eq(groupOfferings.instrumentCurrency, currency),
        isNull(groupOfferings.allocatedAt),
        gt(groupOfferings.allocateAt, nowMs),
      ),
    );
  return row?.n ?? 0;
}

/** Creates what the living group market lacks at `nowMs`; answers how many purchases it created. */
export async function ensureSeededGroups(
  deps: Pick<TradingDeps, 'db' | 'market' | 'fxSpreadBps'>,
  nowMs: number,
  marketSeed: number,
  quoteOf: QuoteOf,
  holidays: readonly CalendarHoliday[],
): Promise<number> {
  const [existing] = await deps.db.select({ n: count() }).from(groupOfferings);
  const firstPass = (existing?.n ?? 0) === 0;
  const products = (await allProducts(deps.db)).filter((p) => !p.suspended);
  const accountCurrency = await readCurrency(deps.db, 'real');
  const terms = await tradingTerms(deps, nowMs);
  let created = 0;
  for (const { market, currency, exchange } of SEEDED_MARKETS) {
    const candidates = products.filter((p) => p.market === market && p.currency === currency);
    if (candidates.length === 0) continue;
    const fx = terms.fx(currency, accountCurrency);
    // Without a rate there is no unit cost to set limits from: the next pass tries again.
    if (fx === null) continue;
    const phases = seededGroupPhases(firstPass, firstPass ? 0 : await openCount(deps.db, currency, nowMs));
    for (const [index, phase] of phases.entries()) {
      const pick = hashSeed(marketSeed, 'group', market, phase, index, Math.floor(nowMs / HOUR_MS));
      const product = candidates[pick % candidates.length];
      if (!product) continue;
      const columns = groupColumns(product, phase, nowMs, pick, quoteOf, holidays, exchange);
      const unit = groupUnitCost(ticks(columns.priceTicks), product.decimals, product.handCount, fx);
      const limits = seededGroupLimits(unit.accountMinor, pow10(currencyDecimals(accountCurrency)));
      await insertGroup(deps.db, {
        ...columns,
        currency: accountCurrency,
        minAmountMinor: limits.minMinor,
        maxAmountMinor: limits.maxMinor,
      });
      created += 1;
    }
  }
  return created;
}

function groupColumns(
  product: ProductRow,
  phase: SeededGroupPhase,
  nowMs: number,
  hash: number,
  quoteOf: QuoteOf,
  holidays: readonly CalendarHoliday[],
  exchange: 'NSE' | 'KRX',
) {
  const reference = parsePrice(quoteOf(product.code)?.price ?? product.startPrice, product.decimals);
  const groupTerms = seededGroupTerms(reference.ok ? reference.value : 1n, hash);
  const schedule = seededGroupSchedule(phase, exchange, nowMs, holidays);
  const stamp = new Date(schedule.allocateAtMs).toISOString().slice(2, 10).replace(/-/g, '');
  return {
    // A code-like name reads the same in English and Hindi, as new-share codes do.
    name: `G-${product.code}-${stamp}`,
    productId: product.id,
    code: product.code,
    decimals: product.decimals,
    handCount: product.handCount,
    instrumentCurrency: product.currency,
    priceTicks: groupTerms.priceTicks,
    blockHands: groupTerms.blockHands,
    depositRate: groupTerms.depositRate,
    allocateAt: schedule.allocateAtMs,
    payDeadline: schedule.payDeadlineMs,
  };
}
