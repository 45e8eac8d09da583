import { MARKETS, type MarketCode } from '@demo/core';
import { usePrefs } from '../../lib/prefs-store';

/** A market's name in a language, or its code when the catalogue does not know it. */
export function marketName(market: string, locale: string): string {
  const info = Object.hasOwn(MARKETS, market) ? MARKETS[market as MarketCode] : undefined;
  if (!info) return market;
  return locale === 'hi' ? info.nameHi : info.name;
}

/** The market's name in the reader's language (never the raw code, which is not a word). */
export function useMarketName(): (market: string) => string {
  const locale = usePrefs((s) => s.locale);
  return (market) => marketName(market, locale);
}
