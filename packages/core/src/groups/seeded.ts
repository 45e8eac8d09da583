import type { CalendarHoliday } from '../market/holidays';
import type { ExchangeCode } from '../market/markets';
import { addTradingDays, dayCloseMs, tradingClock } from '../market/trading-days';

/**
 * The living group-purchase market a fresh install starts with (PRODUCT.md, "Group purchases are
 * seeded"; SPEC SW1): per currency one purchase paying, one allocating at the coming close and one
 * open for days; afterwards a new round opens whenever a currency has fewer than
 * `SEEDED_GROUPS_OPEN_PER_CURRENCY` open, so the Product group page always has something to join
 * while the older rounds allocate and close. Which product, price and block come from the
 * simulator's seed and the clock (the server draws the hash); times follow the exchange's calendar.
 */

/** A seeded purchase's state when it is created. */
export type SeededGroupPhase = 'paying' | 'allocating' | 'open';

/** How many open purchases per currency the seeding keeps: one about to allocate, one a few days out. */
export const SEEDED_GROUPS_OPEN_PER_CURRENCY = 2;

/** What a pass creates for one currency: the three phases on the first pass, else the open rounds missing. */
export function seededGroupPhases(firstPass: boolean, openNow: number): SeededGroupPhase[] {
  if (firstPass) return ['paying', 'allocating', 'open'];
  return Array.from({ length: Math.max(0, SEEDED_GROUPS_OPEN_PER_CURRENCY - openNow) }, () => 'open' as const);
}

/**
 * A seeded purchase's allocation and pay deadline, epoch ms, at session closes of `exchange` (SW1,
 * SW2): `paying` allocated at the close before the latest opening bell and pays until the close two trading days
 * after the coming one; `allocating` allocates at the close of the session in progress (or the next);
 * `open` allocates three trading days after that close. Always allocation < deadline (G3).
 */
export function seededGroupSchedule(
  phase: SeededGroupPhase,
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): { allocateAtMs: number; payDeadlineMs: number } {
  const { opened, closing, closingAtMs } = tradingClock(exchange, nowMs, holidays);
  const closeAfter = (count: number) =>
    dayCloseMs(exchange, addTradingDays(exchange, closing, count, holidays), holidays);
  switch (phase) {
    case 'paying':
      return {
        allocateAtMs: dayCloseMs(exchange, addTradingDays(exchange, opened, -1, holidays), holidays),
        payDeadlineMs: closeAfter(2),
      };
    case 'allocating':
      return { allocateAtMs: closingAtMs, payDeadlineMs: closeAfter(2) };
    case 'open':
      return { allocateAtMs: closeAfter(3), payDeadlineMs: closeAfter(5) };
  }
}

/** A seeded purchase's terms from the product's reference price and a hash of the seed and the clock. */
export interface SeededGroupTerms {
  /** 2–8 % under the reference price, at least one tick. */
  readonly priceTicks: bigint;
  /** 100–499 units on offer. */
  readonly blockHands: number;
  /** Deposit share, a decimal string. */
  readonly depositRate: string;
}

const DEPOSIT_RATES = ['0.2', '0.25', '0.3'] as const;

export function seededGroupTerms(refTicks: bigint, hash: number): SeededGroupTerms {
  const discountBps = BigInt(200 + (hash % 600));
  const price = (refTicks * (10_000n - discountBps)) / 10_000n;
  return {
    priceTicks: price > 0n ? price : 1n,
    blockHands: 100 + (hash % 400),
    depositRate: DEPOSIT_RATES[hash % DEPOSIT_RATES.length] ?? '0.2',
  };
}

/**
 * The amount limits, in the account currency's minor units, from one unit's cost there: at least one
 * unit's worth rounded up to a whole hundred of the currency, at most fifty times that, so any member
 * can ask a unit and nobody takes the block alone.
 */
export function seededGroupLimits(
  unitCostMinor: bigint,
  minorPerMajor: bigint,
): { minMinor: bigint; maxMinor: bigint } {
  const step = 100n * minorPerMajor;
  const min = unitCostMinor <= 0n ? step : ((unitCostMinor + step - 1n) / step) * step;
  return { minMinor: min, maxMinor: min * 50n };
}
