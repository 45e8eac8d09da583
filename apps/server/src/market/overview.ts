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

/** Quotes of every product of `market`, in catalogue order. */
export function marketOverview(book: MarketBook, market: string, locale: 'en' | 'hi'): IndexQuote[] {
  return book
    .products()
    .filter((p) => p.market === market)
    .map((p) => indexQuoteOf(p, book.quote(p.code), locale));
}
