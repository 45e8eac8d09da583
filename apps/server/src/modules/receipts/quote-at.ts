import { Code, type dataQuoteAt, type Payload } from '@demo/contract';
import { formatQuote, QUOTE_STEP_MS, quoteAt, quoteSeqTimeMs } from '@demo/core';
import { fail, ok, type Result } from '../../lib/result';
import type { ReceiptDeps } from './service';

type QuoteAtReply = ReturnType<typeof formatQuote> & { seq: number; seed: number; stepMs: number };

/**
 * The simulated quote of `code` at sequence number `seq` (RC2): core `quoteAt` under the book's seed,
 * its products and holidays, at seq × QUOTE_STEP_MS, the very function the feed's steps compute, so
 * anyone with the published code and seed recomputes the tick a fill was taken on. A product priced by
 * a live feed has no simulated ticks: code 404 naming `code`, as for an unknown one.
 */
export function quoteAtSeq(
  deps: Pick<ReceiptDeps, 'book' | 'liveCodes'>,
  p: Payload<typeof dataQuoteAt>,
): Result<QuoteAtReply> {
  const product = deps.book.product(p.code);
  if (!product) return fail(Code.ABNORMAL_DATA, { en: 'code: no such product', hi: 'code: ऐसा कोई उत्पाद नहीं है' });
  if (deps.liveCodes?.has(p.code)) {
    return fail(Code.ABNORMAL_DATA, {
      en: 'code: this product is priced by a live feed, not the simulator',
      hi: 'code: इस उत्पाद का भाव लाइव फ़ीड से आता है, सिम्युलेटर से नहीं',
    });
  }
  const quote = quoteAt(product.instrument, deps.book.seed, quoteSeqTimeMs(p.seq), deps.book.holidays());
  if (!quote) {
    return fail(Code.ABNORMAL_DATA, {
      en: 'seq: the product was not listed then',
      hi: 'seq: उस समय यह उत्पाद सूचीबद्ध नहीं था',
    });
  }
  return ok({ ...formatQuote(quote, product.decimals), seq: p.seq, seed: deps.book.seed, stepMs: QUOTE_STEP_MS });
}
