import { BSE_STOCKS } from './catalogue-bse';
import { CRYPTO_TOP } from './catalogue-crypto-top';
import { FOREX_CROSSES } from './catalogue-forex-crosses';
import { CRYPTO, FOREX } from './catalogue-forex-crypto';
import { HK_STOCKS } from './catalogue-hk';
import { COMMODITIES, INDICES } from './catalogue-indices-commodities';
import { GLOBAL_STOCKS } from './catalogue-japan-taiwan';
import { KOREA_STOCKS } from './catalogue-korea';
import { INSTRUMENT_LINKS } from './catalogue-links';
import { INDIA_STOCKS } from './catalogue-nse';
import { US_STOCKS } from './catalogue-us';
import type { Instrument } from './instrument';
import { linkInstruments } from './links';
import type { MarketCode } from './markets';

/**
 * The seeded catalogue: every instrument of the ten markets, in tab order. The server copies it
 * into its products table on first start; from then on the console edits the table (suspend, add),
 * and this list is only the seed. Codes are unique across all markets because `data/market` and the
 * socket topics name a product by code alone. Links (catalogue-links.ts) are resolved here.
 */
export const CATALOGUE: readonly Instrument[] = linkInstruments(
  [
    ...FOREX,
    ...FOREX_CROSSES,
    ...INDICES,
    ...COMMODITIES,
    ...CRYPTO,
    ...CRYPTO_TOP,
    ...GLOBAL_STOCKS,
    ...US_STOCKS,
    ...HK_STOCKS,
    ...KOREA_STOCKS,
    ...INDIA_STOCKS,
    ...BSE_STOCKS,
  ],
  INSTRUMENT_LINKS,
);

/** The default product (PRODUCT.md, CONTRACT.md `product/default`). */
export const DEFAULT_INSTRUMENT_CODE = 'BTCUSD';

const byCode = new Map(CATALOGUE.map((instrument) => [instrument.code, instrument]));

/** The catalogue instrument with this code, or `undefined`. Codes are case-sensitive. */
export function findInstrument(code: string): Instrument | undefined {
  return byCode.get(code);
}

/** The catalogue instruments of one market, in catalogue order. */
export function instrumentsOf(market: MarketCode): Instrument[] {
  return CATALOGUE.filter((instrument) => instrument.market === market);
}

/** The instrument's name in a locale: Hindi where the catalogue has one, else the English name. */
export function instrumentName(instrument: Instrument, locale: 'en' | 'hi'): string {
  return locale === 'hi' ? (instrument.nameHi ?? instrument.name) : instrument.name;
}
