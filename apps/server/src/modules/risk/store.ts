import type { AccountType } from '@demo/contract';
import { type BookPosition, closedSpreadMinor, type HouseDayFacts, startOfIndiaDayMs, ticks } from '@demo/core';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseUnrealisedDays, orders } from '../../db/schema';
import type { OrderRow } from '../trading';

/** Every open position of one account set, as the house's book reads it (no locks: a snapshot). */
export async function openBook(db: Db, set: AccountType): Promise<BookPosition[]> {
  const rows = await db
    .select({
      userId: orders.userId,
      code: orders.code,
      direction: orders.direction,
      hands: orders.hands,
      handCount: orders.handCount,
      decimals: orders.decimals,
      buildPriceTicks: orders.buildPriceTicks,
      instrumentCurrency: sql<string>`coalesce(${orders.instrumentCurrency}, ${orders.currency})`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'BUILD'), eq(orders.accountSet, set)));
  return rows.map((row) => ({ ...row, buildPriceTicks: ticks(row.buildPriceTicks ?? 0n) }));
}

/** India days as day numbers in SQL: floor((t + 5 h 30) ÷ 1 day), the same days core's startOfIndiaDayMs gives. */
const DAY_OF = (column: string) => `floor((${column} + 19800000) / 86400000)::bigint * 86400000 - 19800000`;

/**
 * The facts of `housePnl` for one account set, per India day of [fromMs, toMs]: closes (customers'
 * P&L, losses absorbed, closing fees) by cover time, opening fees and insurance by build time, and
 * overnight fees from their ledger transfers (type 14) as the customers paid them, in the account's
 * currency (a dollar position's fee reaches fee_income in dollars through fx, so the payer's side is read).
 */
export async function houseDayFacts(db: Db, set: AccountType, fromMs: number, toMs: number): Promise<HouseDayFacts[]> {
  const customerKinds =
    set === 'virtual' ? ['virtual_available', 'virtual_locked', 'virtual_margin'] : ['available', 'locked', 'margin'];
  const result = await db.$client.query<{
    day: string;
    profit: string;
    absorbed: string;
    fees: string;
    overnight: string;
  }>(
    `with closes as (
       select ${DAY_OF('cover_time')} as day, sum(profit_minor) as profit, sum(absorbed_minor) as absorbed,
              sum(closing_fee_minor) as fees
         from orders where account_set = $1 and status = 'COVER' and cover_time between $2 and $3 group by 1),
     opens as (
       select ${DAY_OF('build_time')} as day, sum(opening_fee_minor + insurance_minor) as fees
         from orders where account_set = $1 and status in ('BUILD', 'COVER') and build_time between $2 and $3 group by 1),
     overnight as (
       select ${DAY_OF('(extract(epoch from t.created_at) * 1000)::bigint')} as day, sum(t.amount_minor) as fees
         from ledger_transfers t
         join ledger_accounts payer on payer.id = t.debit_account_id
         join ledger_accounts payee on payee.id = t.credit_account_id
        where t.type = 14 and payer.user_id is not null and payer.kind = any($4) and payee.user_id is null
          and t.created_at between to_timestamp($2::bigint / 1000.0) and to_timestamp($3::bigint / 1000.0)
        group by 1)
     select day::text, coalesce(sum(profit), 0)::text as profit, coalesce(sum(absorbed), 0)::text as absorbed,
            coalesce(sum(fees), 0)::text as fees, coalesce(sum(overnight), 0)::text as overnight
       from (select day, profit, absorbed, fees, null::numeric as overnight from closes
             union all select day, null, null, fees, null from opens
             union all select day, null, null, null, fees from overnight) facts
      group by day order by day`,
    [set, fromMs, toMs, customerKinds],
  );
  const spreads = await closedSpreadsByDay(db, set, fromMs, toMs);
  const facts = result.rows.map((row) => ({
    dayStartMs: Number(row.day),
    customerProfitMinor: BigInt(row.profit),
    absorbedMinor: BigInt(row.absorbed),
    feesMinor: BigInt(row.fees),
    overnightFeesMinor: BigInt(row.overnight),
    spreadMinor: spreads.get(Number(row.day)) ?? 0n,
  }));
  return facts;
}

/**
 * The spread the closes of [fromMs, toMs] earned, per India day (RK8): each close's hands with the
 * quote and pay rate its receipt recorded for the closing fill and, from the position's first row (a
 * partial cover's opening fill is its root's), for the opening fill; core values each close.
 */
async function closedSpreadsByDay(
  db: Db,
  set: AccountType,
  fromMs: number,
  toMs: number,
): Promise<Map<number, bigint>> {
  const result = await db.$client.query<{
    cover_time: string;
    decimals: number;
    hands: number;
    hand_count: number;
    instrument_currency: string;
    currency: string;
    build_price_ticks: string;
    open_bid_ticks: string | null;
    open_ask_ticks: string | null;
    open_fx_rate: string | null;
    cover_price_ticks: string;
    cover_bid_ticks: string | null;
    cover_ask_ticks: string | null;
    cover_fx_rate: string | null;
  }>(
    `select o.cover_time::text, o.decimals, o.hands, o.hand_count,
            coalesce(o.instrument_currency, o.currency) as instrument_currency, o.currency,
            o.build_price_ticks::text, r.open_bid_ticks::text, r.open_ask_ticks::text,
            coalesce(r.open_fx_rate, o.open_fx_rate) as open_fx_rate,
            o.cover_price_ticks::text, o.cover_bid_ticks::text, o.cover_ask_ticks::text, o.cover_fx_rate
       from orders o
       join orders r on r.id = coalesce(o.parent_id, o.id)
      where o.account_set = $1 and o.status = 'COVER' and o.cover_time between $2 and $3
        and o.build_price_ticks is not null and o.cover_price_ticks is not null
        and (r.open_bid_ticks is not null or o.cover_bid_ticks is not null)`,
    [set, fromMs, toMs],
  );
  const big = (text: string | null) => (text === null ? null : BigInt(text));
  const byDay = new Map<number, bigint>();
  for (const row of result.rows) {
    const day = startOfIndiaDayMs(Number(row.cover_time));
    const spread = closedSpreadMinor({
      decimals: row.decimals,
      hands: row.hands,
      handCount: row.hand_count,
      instrumentCurrency: row.instrument_currency,
      accountCurrency: row.currency,
      open: {
        priceTicks: BigInt(row.build_price_ticks),
        bidTicks: big(row.open_bid_ticks),
        askTicks: big(row.open_ask_ticks),
        payRate: row.open_fx_rate,
      },
      close: {
        priceTicks: BigInt(row.cover_price_ticks),
        bidTicks: big(row.cover_bid_ticks),
        askTicks: big(row.cover_ask_ticks),
        payRate: row.cover_fx_rate,
      },
    });
    byDay.set(day, (byDay.get(day) ?? 0n) + spread);
  }
  return byDay;
}

/** Every open position of one account set, whole rows, for valuing accounts as the engine does. */
export function openRows(db: Db, set: AccountType): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'BUILD'), eq(orders.accountSet, set)));
}

/** Positions of one account set force-covered since `sinceMs`, newest first. */
export function forcedCoversSince(db: Db, set: AccountType, sinceMs: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountSet, set),
        eq(orders.status, 'COVER'),
        eq(orders.closeReason, 'force_cover'),
        gte(orders.coverTime, sinceMs),
      ),
    )
    .orderBy(desc(orders.coverTime), desc(orders.id))
    .limit(limit);
}

/** Records the house's unrealised P&L of one account set for the India day of `markedAt` (RK7): the last mark wins. */
export async function markHouseDay(
  db: Db,
  set: AccountType,
  mark: { dayStartMs: number; unrealisedMinor: bigint; markedAt: number },
): Promise<void> {
  await db
    .insert(houseUnrealisedDays)
    .values({ accountSet: set, ...mark })
    .onConflictDoUpdate({
      target: [houseUnrealisedDays.accountSet, houseUnrealisedDays.dayStartMs],
      set: { unrealisedMinor: mark.unrealisedMinor, markedAt: mark.markedAt },
      // A slower node's older mark never replaces a newer one.
      setWhere: lt(houseUnrealisedDays.markedAt, mark.markedAt),
    });
}

/** The recorded day marks of one account set for the India days starting in [fromDayMs, toDayMs], by day start. */
export async function houseDayMarks(
  db: Db,
  set: AccountType,
  fromDayMs: number,
  toDayMs: number,
): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ dayStartMs: houseUnrealisedDays.dayStartMs, unrealisedMinor: houseUnrealisedDays.unrealisedMinor })
    .from(houseUnrealisedDays)
    .where(
      and(
        eq(houseUnrealisedDays.accountSet, set),
        gte(houseUnrealisedDays.dayStartMs, fromDayMs),
        lte(houseUnrealisedDays.dayStartMs, toDayMs),
      ),
    );
  return new Map(rows.map((row) => [row.dayStartMs, row.unrealisedMinor]));
}
