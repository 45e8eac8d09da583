import { DEFAULT_WATCHLIST_NAME } from '@demo/contract/refs';

/**
 * Hindi names for data that the server stores and sends in English (SPEC VP5): the default watchlist's
 * seeded name, the seeded funding channels and currency names. Only names the installation seeded are
 * translated; a name a customer or a staff member chose is shown as they wrote it.
 */

/** The default watchlist's seeded name, in Hindi. */
export const DEFAULT_WATCHLIST_NAME_HI = 'पसंदीदा';

/** A watchlist's name in the locale: the default list's seeded name is translated, any other kept. */
export function watchlistName(list: { name: string; isDefault: boolean }, locale: string): string {
  if (locale === 'hi' && list.isDefault && list.name === DEFAULT_WATCHLIST_NAME) return DEFAULT_WATCHLIST_NAME_HI;
  return list.name;
}

/**
 * The seeded recharge and withdrawal channels whose names are words (apps/server modules/funds/seed.ts);
 * UPI and USDT (TRC20) read the same in Hindi.
 */
export const CHANNELS_HI: Readonly<Record<string, string>> = {
  'Bank transfer (IMPS/NEFT)': 'बैंक ट्रांसफ़र (IMPS/NEFT)',
  'Bank account': 'बैंक खाता',
};

/** A funding channel's name in the locale; channels staff added are named as they named them. */
export function channelName(name: string, locale: string): string {
  return locale === 'hi' ? (CHANNELS_HI[name] ?? name) : name;
}

/** Currencies by ISO (or token) code, as an Indian reader names them in Hindi. */
export const CURRENCIES_HI: Readonly<Record<string, string>> = {
  INR: 'भारतीय रुपया',
  USD: 'अमेरिकी डॉलर',
  USDT: 'टेदर USD',
  EUR: 'यूरो',
  GBP: 'ब्रिटिश पाउंड',
  JPY: 'जापानी येन',
  AUD: 'ऑस्ट्रेलियाई डॉलर',
};

/** A currency's name in the locale, by its code; an unknown code keeps the name it came with. */
export function currencyName(currency: { code: string; name: string }, locale: string): string {
  return locale === 'hi' ? (CURRENCIES_HI[currency.code] ?? currency.name) : currency.name;
}
