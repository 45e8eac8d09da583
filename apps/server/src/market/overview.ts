import type { Quote } from '@demo/contract';
import { formatPrice, ticks } from '@demo/core';
import type { MarketBook } from './market-book';
import type { IndexQuote } from './market-data';
import type { ProductRecord } from './products';

/** Index and market-overview quotes: the `indices` market for the socket, US stocks for `data/sina_us_stock_market`. */

export function indexQuoteOf(product: ProductRecord, quote: Quote | undefined, locale: 'en' | 'hi'): IndexQuote {
  const zero = formatPrice(ticks(0n), product.decimals);
  return {
    code: product.code,
    name: locale === 'hi' ? (product.nameHi ?? product.name) : product.name,
    price: quote?.price ?? zero,
    change: quote?.change ?? zero,
    changeRate: quote?.changeRate ?? '0.00',
  };
}

/**
 * Most quotes an unpaged overview returns (the socket's indices frame, `data/sina_us_stock_market`,
 * an index's constituents): a market grown past it is still answered, its first products in order.
 */
export const OVERVIEW_SIZE_MAX = 100;

/** Quotes of the products of `market` in catalogue order, at most `OVERVIEW_SIZE_MAX`. */
export function marketOverview(book: MarketBook, market: string, locale: 'en' | 'hi'): IndexQuote[] {
  const out: IndexQuote[] = [];
  for (const p of book.products()) {
    if (out.length >= OVERVIEW_SIZE_MAX) break;
    if (p.market === market) out.push(indexQuoteOf(p, book.quote(p.code), locale));
  }
  return out;
}
