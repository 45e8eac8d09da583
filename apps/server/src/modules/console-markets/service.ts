import { Code, type consoleMarketsApi, type Locale } from '@demo/contract';
import { MARKETS, parseDay, parsePrice } from '@demo/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction, isFailure, Rollback } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { fail, ok, type Result } from '../../lib/result';
import { CATEGORY_OF_MARKET, type ProductRecord } from '../../market/products';
import { insertAudit } from '../audit';
import { type MarketContext, marketMessages, productView } from '../markets';
import * as store from './store';

type AdminProduct = z.infer<typeof consoleMarketsApi.adminProduct>;
type Holiday = z.infer<typeof consoleMarketsApi.holiday>;

/**
 * Console calls for products and the holiday calendar. Each change commits with its audit row in
 * one transaction, then every node reloads its market book (prices are never set here: K1).
 */
export interface ConsoleMarketDeps {
  db: Db;
  market: MarketContext;
  /** Reloads this node's book and feed, and tells the other nodes to do the same. */
  marketChanged: () => Promise<void>;
}

/** Serialises product creation, so two admins never take the same id. */
const PRODUCT_CREATE_LOCK_KEY = 7_305_101;
const VOLATILITY_MIN = 0.01;
const VOLATILITY_MAX = 5;

function adminView(d: ConsoleMarketDeps, product: ProductRecord, locale: Locale): AdminProduct {
  return {
    ...productView(d.market, product, locale),
    exchange: product.exchange,
    currency: product.currency,
    suspended: product.suspended,
    spreadTicks: product.spreadTicks,
    volatilityAnnual: product.volatilityAnnual,
    sector: product.sector,
    nameHi: product.nameHi,
    sortOrder: product.sortOrder,
  };
}

function viewOf(d: ConsoleMarketDeps, id: number, locale: Locale): Result<AdminProduct> {
  const product = d.market.book.productById(id);
  return product ? ok(adminView(d, product, locale)) : fail(Code.ABNORMAL_DATA, marketMessages.consoleProductUnknown);
}

export async function productList(
  d: ConsoleMarketDeps,
  filter: { page: number; size: number; market?: string | undefined; q?: string | undefined },
  locale: Locale,
): Promise<Result<{ list: AdminProduct[]; total: number }>> {
  const { ids, total } = await store.productIdsPage(d.db, filter);
  const list = ids.flatMap((id) => {
    const product = d.market.book.productById(id);
    return product ? [adminView(d, product, locale)] : [];
  });
  return ok({ list, total });
}

function volatilityOk(text: string): boolean {
  const value = Number(text);
  return value >= VOLATILITY_MIN && value <= VOLATILITY_MAX;
}

interface ProductFields {
  name: string;
  nameHi?: string | undefined;
  decimals: number;
  handCount: number;
  lever: number;
  spreadTicks: number;
  volatilityAnnual: string;
  sector?: string | undefined;
  sortOrder?: number | undefined;
  reason: string;
}

export async function productCreate(
  d: ConsoleMarketDeps,
  actor: StaffSession,
  input: ProductFields & { code: string; market: string; exchange: string; currency: string; startPrice: string },
  ip: string,
  locale: Locale,
): Promise<Result<AdminProduct>> {
  if (!volatilityOk(input.volatilityAnnual)) return fail(Code.ABNORMAL_DATA, marketMessages.volatilityRange);
  const start = parsePrice(input.startPrice, input.decimals);
  const places = input.startPrice.split('.')[1]?.length ?? 0;
  if (!start.ok || start.value <= 0n || places !== input.decimals)
    return fail(Code.ABNORMAL_DATA, marketMessages.startPriceDecimals);
  const market = input.market as keyof typeof MARKETS;
  const created = await inTransaction(d.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRODUCT_CREATE_LOCK_KEY})`);
    if (await store.productCodeExists(tx, input.code)) {
      throw new Rollback(fail(Code.ABNORMAL_DATA, marketMessages.productCodeTaken));
    }
    const slot = await store.nextProductSlot(tx);
    await store.insertProduct(tx, {
      id: slot.id,
      code: input.code,
      name: input.name,
      nameHi: input.nameHi || null,
      market,
      exchange: input.exchange,
      type: MARKETS[market].productType,
      category: CATEGORY_OF_MARKET[market],
      currency: input.currency,
      decimals: input.decimals,
      handCount: input.handCount,
      lever: input.lever,
      spreadTicks: input.spreadTicks,
      volatilityAnnual: input.volatilityAnnual,
      startPrice: input.startPrice,
      sector: input.sector || null,
      suspended: false,
      sortOrder: input.sortOrder ?? slot.sortOrder,
    });
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'product.create',
      target: `product:${slot.id}`,
      reason: input.reason,
      detail: { code: input.code, market, exchange: input.exchange, startPrice: input.startPrice },
      ip,
    });
    return slot.id;
  });
  if (isFailure(created)) return created;
  await d.marketChanged();
  return viewOf(d, created, locale);
}

export async function productUpdate(
  d: ConsoleMarketDeps,
  actor: StaffSession,
  input: ProductFields & { id: number },
  ip: string,
  locale: Locale,
): Promise<Result<AdminProduct>> {
  const before = d.market.book.productById(input.id);
  if (!before) return fail(Code.ABNORMAL_DATA, marketMessages.consoleProductUnknown);
  if (!volatilityOk(input.volatilityAnnual)) return fail(Code.ABNORMAL_DATA, marketMessages.volatilityRange);
  // The price scale is the product's: changing decimals would reinterpret every stored tick.
  if (input.decimals !== before.decimals) return fail(Code.ABNORMAL_DATA, marketMessages.startPriceDecimals);
  const changes = {
    name: input.name,
    nameHi: input.nameHi || null,
    handCount: input.handCount,
    lever: input.lever,
    spreadTicks: input.spreadTicks,
    volatilityAnnual: input.volatilityAnnual,
    sector: input.sector || null,
    ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
  };
  const updated = await inTransaction(d.db, async (tx) => {
    if (!(await store.updateProduct(tx, input.id, changes))) return false;
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'product.update',
      target: `product:${input.id}`,
      reason: input.reason,
      detail: { code: before.code, ...changes },
      ip,
    });
    return true;
  });
  if (!updated) return fail(Code.ABNORMAL_DATA, marketMessages.consoleProductUnknown);
  await d.marketChanged();
  return viewOf(d, input.id, locale);
}

export async function productSuspend(
  d: ConsoleMarketDeps,
  actor: StaffSession,
  input: { id: number; suspended: boolean; reason: string },
  ip: string,
  locale: Locale,
): Promise<Result<AdminProduct>> {
  const updated = await inTransaction(d.db, async (tx) => {
    if (!(await store.updateProduct(tx, input.id, { suspended: input.suspended }))) return false;
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: input.suspended ? 'product.suspend' : 'product.resume',
      target: `product:${input.id}`,
      reason: input.reason,
      detail: { suspended: input.suspended },
      ip,
    });
    return true;
  });
  if (!updated) return fail(Code.ABNORMAL_DATA, marketMessages.consoleProductUnknown);
  await d.marketChanged();
  return viewOf(d, input.id, locale);
}

function holidayView(row: { id: number; exchange: string; date: string; name: string; createdAt: Date }): Holiday {
  return { id: row.id, exchange: row.exchange, date: row.date, name: row.name, createdAt: row.createdAt.getTime() };
}

export async function holidayList(
  d: ConsoleMarketDeps,
  filter: { page: number; size: number; exchange?: string | undefined; year?: number | undefined },
): Promise<Result<{ list: Holiday[]; total: number }>> {
  const { rows, total } = await store.listHolidays(d.db, filter);
  return ok({ list: rows.map(holidayView), total });
}

export async function holidayCreate(
  d: ConsoleMarketDeps,
  actor: StaffSession,
  input: { exchange: string; date: string; name: string; reason: string },
  ip: string,
): Promise<Result<Holiday>> {
  if (parseDay(input.date) === null) return fail(Code.ABNORMAL_DATA, marketMessages.holidayDate);
  const row = await inTransaction(d.db, async (tx) => {
    const inserted = await store.insertHoliday(tx, { exchange: input.exchange, date: input.date, name: input.name });
    if (!inserted) throw new Rollback(fail(Code.ABNORMAL_DATA, marketMessages.holidayExists));
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'holiday.create',
      target: `holiday:${inserted.id}`,
      reason: input.reason,
      detail: { exchange: input.exchange, date: input.date, name: input.name },
      ip,
    });
    return inserted;
  });
  if (isFailure(row)) return row;
  await d.marketChanged();
  return ok(holidayView(row));
}

export async function holidayDelete(
  d: ConsoleMarketDeps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<null>> {
  const row = await inTransaction(d.db, async (tx) => {
    const deleted = await store.deleteHoliday(tx, input.id);
    if (!deleted) return undefined;
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'holiday.delete',
      target: `holiday:${deleted.id}`,
      reason: input.reason,
      detail: { exchange: deleted.exchange, date: deleted.date, name: deleted.name },
      ip,
    });
    return deleted;
  });
  if (!row) return fail(Code.ABNORMAL_DATA, marketMessages.holidayUnknown);
  await d.marketChanged();
  return ok(null);
}
