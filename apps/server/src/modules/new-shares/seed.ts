import { randomBytes } from 'node:crypto';
import {
  type CalendarHoliday,
  drawCommitment,
  hashSeed,
  type NewShareType,
  parsePrice,
  pow10,
  roundHalfUp,
  type SeededPhase,
  seededSchedule,
} from '@demo/core';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/transaction';
import type { PasswordHasher } from '../../lib/password';
import { allProducts, type ProductRow } from '../trading';
import { countSeeded, insertOffering, type NewOffering, seededOpenOrUpcoming } from './store';
import type { QuoteOf } from './view';

/**
 * The embedded default's living new-share market (issue 12, "Seeded data"): offerings of all four
 * kinds in both markets, in every state. On the first pass of the engine leader it creates, per
 * market and kind, one listed, one allotted, one closing soon and one open offering; later passes
 * open a new round whenever a market and kind has none open or upcoming. Which company, price, lot
 * size and size are drawn from the simulator's seed and the clock; each offering's draw seed is
 * random (a predictable seed would let anyone foresee the draw), committed at creation. The past
 * ones are allotted and listed by the leader itself, by the same code as any other offering.
 */

/** The access password of seeded block trades (documented in the README for the demo). */
export const SEEDED_DAZONG_PASSWORD = 'dazong2026';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How often the leader looks at whether a new seeded round is due. */
export const SEED_CHECK_MS = 60_000;

const BROKERS: Record<'korea' | 'india', readonly string[]> = {
  korea: [
    'Korea Investment & Securities',
    'Mirae Asset Securities',
    'NH Investment & Securities',
    'Samsung Securities',
  ],
  india: ['Kotak Mahindra Capital', 'ICICI Securities', 'Axis Capital', 'SBI Capital Markets'],
};

/** The exchange whose calendar a seeded offering's schedule follows: Korean on the KRX, Indian on the NSE. */
const EXCHANGE_OF = { korea: 'KRX', india: 'NSE' } as const;

/** Sizes per kind: lots on offer, simulated applicants and the most lots one of them asks. */
const SIZES: Record<
  NewShareType,
  { lots: number; applicants: number; maxLots: number; minLots: number; perMax: number }
> = {
  ipo: { lots: 1_200, applicants: 2_400, maxLots: 3, minLots: 1, perMax: 13 },
  placement: { lots: 400, applicants: 60, maxLots: 40, minLots: 5, perMax: 100 },
  dazong: { lots: 500, applicants: 0, maxLots: 1, minLots: 1, perMax: 100 },
  limit: { lots: 300, applicants: 0, maxLots: 1, minLots: 1, perMax: 20 },
};

const KIND_CODE: Record<NewShareType, string> = { ipo: 'IPO', placement: 'PLC', dazong: 'DZ', limit: 'UC' };

function offeringFor(
  product: ProductRow,
  type: NewShareType,
  phase: SeededPhase,
  nowMs: number,
  marketSeed: number,
  quoteOf: QuoteOf,
  passwordHash: string | null,
  holidays: readonly CalendarHoliday[],
): NewOffering {
  const market = product.market === 'korea' ? 'korea' : 'india';
  const h = hashSeed(marketSeed, product.code, type, phase, Math.floor(nowMs / DAY_MS));
  const current = quoteOf(product.code)?.price ?? product.startPrice;
  const parsed = parsePrice(current, product.decimals);
  const refTicks = parsed.ok ? parsed.value : 1n;
  // A discount of 0–12 % for IPOs and placements, a premium of up to 3 % for upper circuits.
  const discountBps = BigInt(type === 'limit' ? -(h % 300) : 200 + (h % 1_000));
  const step = market === 'korea' ? 100n : pow10(product.decimals);
  const raw = (refTicks * (10_000n - discountBps)) / 10_000n;
  const priceTicks = raw - (raw % step) > 0n ? raw - (raw % step) : step;
  // About ₹15,000 or ₩1,000,000 a lot, the size of a retail application: budget ÷ price, in ticks.
  const budgetTicks = (market === 'korea' ? 1_000_000n : 15_000n) * pow10(product.decimals);
  const lotSize = Math.max(1, Number(roundHalfUp(budgetTicks, priceTicks > 0n ? priceTicks : 1n)));
  const sizes = SIZES[type];
  const s = seededSchedule(phase, EXCHANGE_OF[market], nowMs, holidays);
  const stamp = new Date(s.subscribeStartMs).toISOString().slice(2, 10).replace(/-/g, '');
  const brokers = BROKERS[market];
  return {
    code: `${KIND_CODE[type]}-${product.code}-${stamp}`.slice(0, 32),
    type,
    market,
    productId: product.id,
    productCode: product.code,
    name: product.name,
    sectors: product.sector ?? '—',
    securitiesCompany: brokers[h % brokers.length] ?? brokers[0] ?? '',
    currency: product.currency,
    decimals: product.decimals,
    priceTicks,
    lotSize,
    minLots: sizes.minLots,
    maxLots: sizes.perMax,
    feeMinor: 0n,
    totalShares: sizes.lots * lotSize,
    ...s,
    passwordHash,
    ...freshSeed(),
    simulatedApplicants: sizes.applicants,
    simulatedMaxLots: sizes.maxLots,
    seeded: true,
  };
}

/** A random draw seed and its commitment (N1). */
export function freshSeed(): { drawSeed: string; drawCommitment: string } {
  const drawSeed = randomBytes(32).toString('hex');
  return { drawSeed, drawCommitment: drawCommitment(drawSeed) };
}

/**
 * Creates what the living market lacks at `nowMs` (see above). Offering codes are unique, so two
 * leaders racing (never the case: one leads) would fail one insert rather than double the market.
 */
export async function ensureSeededOfferings(
  db: Db,
  hasher: PasswordHasher,
  nowMs: number,
  marketSeed: number,
  quoteOf: QuoteOf,
  holidays: readonly CalendarHoliday[],
): Promise<number> {
  const products = (await allProducts(db)).filter(
    (p) => (p.market === 'korea' || p.market === 'india') && !p.suspended,
  );
  const byMarket = {
    korea: products.filter((p) => p.market === 'korea'),
    india: products.filter((p) => p.market === 'india'),
  };
  if (byMarket.korea.length === 0 && byMarket.india.length === 0) return 0;
  const first = (await countSeeded(db)) === 0;
  const live = new Set((await seededOpenOrUpcoming(db, nowMs)).map((r) => `${r.market}:${r.type}`));
  let passwordHash: string | null = null;
  const hashOnce = async () => {
    passwordHash ??= await hasher.hash(SEEDED_DAZONG_PASSWORD);
    return passwordHash;
  };
  let created = 0;
  for (const market of ['korea', 'india'] as const) {
    const candidates = byMarket[market];
    if (candidates.length === 0) continue;
    for (const type of ['ipo', 'placement', 'dazong', 'limit'] as const) {
      const phases: SeededPhase[] = first
        ? ['listed', 'allotted', 'closing', 'open']
        : live.has(`${market}:${type}`)
          ? []
          : ['open'];
      for (const phase of phases) {
        const pick = hashSeed(marketSeed, market, type, phase, Math.floor(nowMs / HOUR_MS)) % candidates.length;
        const product = candidates[pick];
        if (!product) continue;
        const hash = type === 'dazong' ? await hashOnce() : null;
        try {
          await insertOffering(db, offeringFor(product, type, phase, nowMs, marketSeed, quoteOf, hash, holidays));
          created += 1;
        } catch (error) {
          // The code is the kind, the product and the opening day: a second round that day is skipped.
          if (!isUniqueViolation(error)) throw error;
        }
      }
    }
  }
  return created;
}
