import {
  type Candle,
  Code,
  type Depth,
  type KlinePeriod,
  type Locale,
  type Product,
  type ProductInfo,
  type Quote,
} from '@demo/contract';
import {
  DEFAULT_INSTRUMENT_CODE,
  EXCHANGE_NAMES_HI,
  EXCHANGES,
  formatCandle,
  MARKETS,
  nextCloseMs,
  nextOpenMs,
  sectorNameHi,
  sessionHours,
} from '@demo/core';
import { fail, ok, type Result } from '../../lib/result';
import type { HaltLookup } from '../../market/halt-book';
import type { MarketBook } from '../../market/market-book';
import type { IndexQuote } from '../../market/market-data';
import { indexQuoteOf, marketOverview, OVERVIEW_SIZE_MAX } from '../../market/overview';
import { emptyQuote, type ProductRecord, viewProduct } from '../../market/products';
import { marketMessages } from './messages';

/** Product, quote and candle calls: reads of the node's market book, no SQL of their own. */

export interface MarketContext {
  book: MarketBook;
  nowMs: () => number;
  /** The node's halt book: a halted product shows its halt and is not tradable (HL6). */
  halts?: HaltLookup;
}

export function productView(m: MarketContext, product: ProductRecord, locale: Locale): Product {
  const now = m.nowMs();
  const halt = m.halts?.haltOn(product) ?? null;
  const view = viewProduct(
    product,
    m.book.quote(product.code) ?? emptyQuote(product, now),
    halt === null && m.book.isTradable(product, now),
    locale,
  );
  // HL6: the app shows the halt from the product it already loads, in the reader's language.
  const reason = halt && (locale === 'hi' ? (halt.reasonHi ?? halt.reason) : halt.reason);
  return { ...view, halt: halt && { scope: halt.scope, reason: reason ?? '', since: halt.haltedAtMs } };
}

/** Whether `type` names the product's market, product type or category (tabs use any of the three). */
function ofType(product: ProductRecord, type: string): boolean {
  const t = type.toLowerCase();
  return product.market === t || product.type.toLowerCase() === t || product.category === t;
}

/**
 * `product/front`: products of a type, `status` true (the default) for those open to trading (not
 * suspended), false for every product; `code` searches codes and names.
 */
export function productFront(
  m: MarketContext,
  input: { type?: string | undefined; status: boolean; page: number; size: number; code?: string | undefined },
  locale: Locale,
): Result<{ list: Product[]; total: number }> {
  const search = input.code?.toLowerCase();
  const matches = m.book
    .products()
    .filter((p) => (input.type ? ofType(p, input.type) : true))
    .filter((p) => (input.status ? !p.suspended : true))
    .filter(
      (p) =>
        !search ||
        p.code.toLowerCase().includes(search) ||
        p.name.toLowerCase().includes(search) ||
        (p.nameHi?.includes(search) ?? false),
    );
  const start = (input.page - 1) * input.size;
  const list = matches.slice(start, start + input.size).map((p) => productView(m, p, locale));
  return ok({ list, total: matches.length });
}

export function productDefault(m: MarketContext, locale: Locale): Result<Product> {
  const product = m.book.product(DEFAULT_INSTRUMENT_CODE) ?? m.book.products()[0];
  if (!product) return fail(Code.ABNORMAL_DATA, marketMessages.productUnknown);
  return ok(productView(m, product, locale));
}

/** A product by `code`, or by `key` (an id or a code). */
function lookup(m: MarketContext, code: string | undefined, key: string | undefined): ProductRecord | undefined {
  if (code) return m.book.product(code);
  if (!key) return undefined;
  return /^\d+$/.test(key) ? (m.book.productById(Number(key)) ?? m.book.product(key)) : m.book.product(key);
}

function describe(product: ProductRecord, locale: Locale): string {
  const market = MARKETS[product.market];
  const exchange = EXCHANGES[product.exchange];
  if (locale === 'hi') {
    const sector = product.sector ? ` क्षेत्र: ${sectorNameHi(product.sector)}।` : '';
    return `${product.nameHi ?? product.name} (${product.code}) — ${market.nameHi}, ${EXCHANGE_NAMES_HI[product.exchange]}; मूल्य ${product.currency} में।${sector} इस इंस्टॉलेशन पर मूल्य सिम्युलेटेड हैं।`;
  }
  const sector = product.sector ? ` Sector: ${product.sector}.` : '';
  return `${product.name} (${product.code}) — ${market.name}, ${exchange.name}; quoted in ${product.currency}.${sector} Prices on this installation are simulated.`;
}

export function productInfo(
  m: MarketContext,
  input: { code?: string | undefined; key?: string | undefined },
  locale: Locale,
): Result<ProductInfo> {
  const product = lookup(m, input.code, input.key);
  if (!product)
    return fail(Code.ABNORMAL_DATA, input.code ? marketMessages.productUnknown : marketMessages.productKeyUnknown);
  const view = productView(m, product, locale);
  return ok({
    ...view,
    description: describe(product, locale),
    sessionHours: sessionHours(product.exchange),
    // AMO4: a suspended product has no open to queue for; a shut market names its next one.
    nextOpen:
      view.tradable || product.suspended || view.halt
        ? null
        : nextOpenMs(product.exchange, m.nowMs(), m.book.holidays()),
    // BR15: the close the order sheet warns of; none for a product that does not trade now.
    nextClose: view.tradable ? nextCloseMs(product.exchange, m.nowMs(), m.book.holidays()) : null,
  });
}

export function dataMarket(m: MarketContext, code: string): Result<Quote> {
  const quote = m.book.quote(code);
  return quote ? ok(quote) : fail(Code.ABNORMAL_DATA, marketMessages.productUnknown);
}

/** `data/depth`: the product's book around its latest quote (DP1–DP3), in the contract's shape. */
export function dataDepth(m: MarketContext, code: string): Result<Depth> {
  const depth = m.book.wireDepth(code);
  return depth ? ok(depth) : fail(Code.ABNORMAL_DATA, marketMessages.productUnknown);
}

export async function dataCandlestick(
  m: MarketContext,
  input: { code: string; period: KlinePeriod; from?: number | undefined; to?: number | undefined },
): Promise<Result<Candle[]>> {
  const product = m.book.product(input.code);
  if (!product) return fail(Code.ABNORMAL_DATA, marketMessages.productUnknown);
  const candles = await m.book.history.candles(
    product,
    input.period,
    { fromMs: input.from, toMs: input.to },
    m.book.holidays(),
    m.nowMs(),
  );
  return ok(candles.map((c) => formatCandle(c, product.decimals)));
}

/** Index constituents: the Indian stocks of the index's own exchange. */
/**
 * The members of an index whose level comes from them (core catalogue links, SPEC K7), in the
 * index's order and with their latest quotes; none for an index that walks its own path.
 */
function constituentsOf(m: MarketContext, product: ProductRecord, locale: Locale): IndexQuote[] | undefined {
  const link = product.instrument.link;
  if (link?.kind !== 'basket') return undefined;
  const out: IndexQuote[] = [];
  for (const member of link.members.slice(0, OVERVIEW_SIZE_MAX)) {
    const record = m.book.product(member.instrument.code);
    if (record) out.push(indexQuoteOf(record, m.book.quote(record.code), locale));
  }
  return out;
}

export function indicesBasic(
  m: MarketContext,
  key: string,
  locale: Locale,
): Result<IndexQuote & { id: number; constituents?: IndexQuote[] }> {
  const product = lookup(m, undefined, key);
  if (product?.market !== 'indices') return fail(Code.ABNORMAL_DATA, marketMessages.indexUnknown);
  const base = { id: product.id, ...indexQuoteOf(product, m.book.quote(product.code), locale) };
  const constituents = constituentsOf(m, product, locale);
  return ok(constituents ? { ...base, constituents } : base);
}

/** `data/sina_us_stock_market`: the New York indices, then the US stocks. */
export function usOverview(m: MarketContext, locale: Locale): Result<IndexQuote[]> {
  const indices = m.book
    .products()
    .filter((p) => p.market === 'indices' && p.exchange === 'NYSE')
    .map((p) => indexQuoteOf(p, m.book.quote(p.code), locale));
  return ok([...indices, ...marketOverview(m.book, 'us', locale)]);
}
