import type { CalendarHoliday, ExchangeCode } from '@demo/core';
import { type Db, poolOfHandle, type Queryable } from '../../../db/client';
import { SharedCopy } from '../../../lib/shared-copy';
import { allHolidays, allProducts, type ProductRow } from './store';

/**
 * Products and holidays as the order paths read them: from a copy per database that is at most
 * CATALOG_CACHE_MS old (lib/shared-copy.ts: read once at a time, ahead of time), so an order costs
 * no round trip for them. A staff edit (a suspension, a new holiday) reaches orders within that
 * time, as a settings edit does (terms.ts).
 */

export const CATALOG_CACHE_MS = 2_000;

export interface Catalog {
  productById(id: number): ProductRow | undefined;
  productByCode(code: string): ProductRow | undefined;
  holidaysOf(exchange: ExchangeCode): readonly CalendarHoliday[];
}

const copies = new SharedCopy<object, Catalog>(CATALOG_CACHE_MS);

async function loadCatalog(q: Queryable): Promise<Catalog> {
  const [products, holidays] = [await allProducts(q), await allHolidays(q)];
  const byId = new Map(products.map((p) => [p.id, p]));
  const byCode = new Map(products.map((p) => [p.code, p]));
  const byExchange = new Map<string, CalendarHoliday[]>();
  for (const h of holidays) {
    const ofExchange = byExchange.get(h.exchange);
    if (ofExchange) ofExchange.push(h);
    else byExchange.set(h.exchange, [h]);
  }
  return {
    productById: (id) => byId.get(id),
    productByCode: (code) => byCode.get(code),
    holidaysOf: (exchange) => byExchange.get(exchange) ?? [],
  };
}

/** The catalog of `q`'s database as of at most CATALOG_CACHE_MS before `nowMs`. */
export async function catalogOf(db: Db, nowMs: number): Promise<Catalog> {
  // The pool's handle, never a transaction's: the copy may be read after the caller's work is over.
  return await copies.get(poolOfHandle(db), nowMs, () => loadCatalog(db));
}

/** Drops the cached catalog (tests that edit a product call it). */
export function forgetCatalog(q: Queryable): void {
  copies.forget(poolOfHandle(q));
}
