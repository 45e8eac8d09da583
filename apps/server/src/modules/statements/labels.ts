import { balanceTypeLabel, isBalanceType, type Locale } from '@demo/contract';
import type { StatementLabels, SummaryKey } from '@demo/core';

/** The statement's words in both languages (ST3, ST6); numbers and dates are the same in both. */

/** The platform's name as every statement page prints it. */
export const PLATFORM_NAME = 'DEMO';

type Both = Record<Locale, string>;

const summary: Record<SummaryKey, Both> = {
  opening_balance: { en: 'Opening balance', hi: 'प्रारंभिक शेष' },
  closing_balance: { en: 'Closing balance', hi: 'अंतिम शेष' },
  gross_pnl: { en: 'Gross P&L (before fees)', hi: 'सकल लाभ-हानि (शुल्क से पहले)' },
  fees: { en: 'Trading fees', hi: 'ट्रेडिंग शुल्क' },
  trade_overnight_fees: { en: 'Overnight fees of closed trades', hi: 'बंद ट्रेडों का ओवरनाइट शुल्क' },
  realised_pnl: { en: 'Realised P&L (net)', hi: 'वास्तविक लाभ-हानि (शुद्ध)' },
  overnight_fees: { en: 'Overnight fees charged in the period', hi: 'अवधि में लिया गया ओवरनाइट शुल्क' },
  trades: { en: 'Closed trades', hi: 'बंद ट्रेड' },
};

const words = {
  title: { en: 'P&L and ledger statement', hi: 'लाभ-हानि और लेजर विवरण' },
  customer: { en: 'Customer', hi: 'ग्राहक' },
  account: { en: 'Account', hi: 'खाता' },
  period: { en: 'Period', hi: 'अवधि' },
  real: { en: 'Real account', hi: 'वास्तविक खाता' },
  virtual: { en: 'Demo account', hi: 'डेमो खाता' },
  currency: { en: 'Currency', hi: 'मुद्रा' },
  issued: { en: 'Issued', hi: 'जारी' },
  demoMark: {
    en: 'DEMO ACCOUNT: virtual money, not for a tax return',
    hi: 'डेमो खाता: आभासी धन, कर रिटर्न के लिए नहीं',
  },
  summary: { en: 'Summary', hi: 'सारांश' },
  byMarket: { en: 'Realised P&L by market', hi: 'बाज़ार के अनुसार वास्तविक लाभ-हानि' },
  byInstrument: { en: 'Realised P&L by instrument', hi: 'साधन के अनुसार वास्तविक लाभ-हानि' },
  byType: { en: 'Money in and out by type', hi: 'प्रकार के अनुसार जमा और निकासी' },
  ledger: { en: 'Ledger, with the running balance', hi: 'लेजर, चालू शेष के साथ' },
  date: { en: 'Date', hi: 'तारीख' },
  number: { en: 'No.', hi: 'क्रमांक' },
  description: { en: 'Description', hi: 'विवरण' },
  amount: { en: 'Amount', hi: 'राशि' },
  balance: { en: 'Balance', hi: 'शेष' },
  market: { en: 'Market', hi: 'बाज़ार' },
  instrument: { en: 'Instrument', hi: 'साधन' },
  trades: { en: 'Trades', hi: 'ट्रेड' },
  gross: { en: 'Gross', hi: 'सकल' },
  fees: { en: 'Fees', hi: 'शुल्क' },
  overnight: { en: 'Overnight', hi: 'ओवरनाइट' },
  net: { en: 'Net', hi: 'शुद्ध' },
  count: { en: 'Count', hi: 'संख्या' },
  empty: {
    en: 'Nothing happened in this period: no trades and no records.',
    hi: 'इस अवधि में कुछ नहीं हुआ: न कोई ट्रेड, न कोई रिकॉर्ड।',
  },
  page: { en: 'Page', hi: 'पृष्ठ' },
  noteTitle: { en: 'Contract note', hi: 'अनुबंध नोट' },
  tradingDay: { en: 'Trading day', hi: 'कारोबारी दिन' },
  fills: { en: 'Positions opened and closed', hi: 'खोली और बंद की गई पोज़ीशन' },
  totals: { en: 'Totals and balances', hi: 'योग और शेष' },
  orderNo: { en: 'Order no.', hi: 'ऑर्डर सं.' },
  time: { en: 'Time', hi: 'समय' },
  side: { en: 'Side', hi: 'पक्ष' },
  buy: { en: 'Buy', hi: 'खरीद' },
  sell: { en: 'Sell', hi: 'बिक्री' },
  open: { en: 'Opened', hi: 'खोली गई' },
  close: { en: 'Closed', hi: 'बंद की गई' },
  overnightLine: { en: 'Overnight fee', hi: 'ओवरनाइट शुल्क' },
  lots: { en: 'Lots', hi: 'लॉट' },
  shares: { en: 'Shares', hi: 'शेयर' },
  price: { en: 'Price', hi: 'भाव' },
  notional: { en: 'Value', hi: 'मूल्य' },
  fxRate: { en: 'FX rate', hi: 'विनिमय दर' },
  insurance: { en: 'Insurance', hi: 'बीमा' },
  realised: { en: 'Realised P&L', hi: 'बुक किया गया लाभ/हानि' },
  opened: { en: 'Positions opened', hi: 'खोली गई पोज़ीशन' },
  closed: { en: 'Positions closed', hi: 'बंद की गई पोज़ीशन' },
  netOfDay: {
    en: 'Net (realised - fees - insurance - overnight)',
    hi: 'शुद्ध (बुक किया गया लाभ/हानि - शुल्क - बीमा - ओवरनाइट)',
  },
  hashNote: {
    en: 'SHA-256 of the figures (check it with statement/verify)',
    hi: 'आँकड़ों का SHA-256 (statement/verify से जाँचें)',
  },
} satisfies Record<string, Both>;

export type StatementWord = keyof typeof words;

export function word(key: StatementWord, locale: Locale): string {
  return words[key][locale];
}

/** A record type's name; the ledger's internal types (from 100 up) are named by number. */
export function typeName(type: number, locale: Locale): string {
  if (isBalanceType(type)) return balanceTypeLabel(type, locale);
  return locale === 'hi' ? `अन्य लेजर प्रविष्टि (${type})` : `Other ledger movement (${type})`;
}

export function statementLabels(locale: Locale): StatementLabels {
  const lines = Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, v[locale]])) as Record<
    SummaryKey,
    string
  >;
  return { summary: lines, typeName: (type) => typeName(type, locale) };
}
