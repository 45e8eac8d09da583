import { EntryType, type RecordPart } from '@demo/core';
import type { Locale } from './codes';

/**
 * The 16 balance record types (PRODUCT.md, "Balance record types", and 16, the four-eyes balance
 * adjustment of docs/adr/0001-balance-adjustment-type.md), as the ledger in core numbers
 * them. The number is what the ledger stores and the wire carries; screens show it through the
 * i18n key.
 */
export const BalanceType = EntryType;

export type BalanceTypeName = keyof typeof BalanceType;
export type BalanceTypeValue = (typeof BalanceType)[BalanceTypeName];

export const BALANCE_TYPE_VALUES: readonly BalanceTypeValue[] = Object.values(BalanceType);

/** The i18n key of each type, e.g. `balanceType.recharge`. */
export const balanceTypeKeys: Record<BalanceTypeValue, string> = {
  1: 'balanceType.recharge',
  2: 'balanceType.withdraw',
  3: 'balanceType.trade',
  4: 'balanceType.cover',
  5: 'balanceType.cancelTrade',
  6: 'balanceType.signUpBonus',
  7: 'balanceType.groupDeduction',
  8: 'balanceType.newShareDeduction',
  9: 'balanceType.placingDeduction',
  10: 'balanceType.aiDeduction',
  11: 'balanceType.aiSettlement',
  12: 'balanceType.newShareLocked',
  13: 'balanceType.withdrawReturned',
  14: 'balanceType.overnightFee',
  15: 'balanceType.subscriptionRefund',
  16: 'balanceType.adjustment',
};

/** What a trader reads in the wallet's balance records, per locale. */
export const balanceTypeLabels: Record<BalanceTypeValue, Record<Locale, string>> = {
  1: { en: 'Recharge', hi: 'रिचार्ज' },
  2: { en: 'Withdrawal', hi: 'निकासी' },
  3: { en: 'Trade', hi: 'ट्रेड' },
  4: { en: 'Close position', hi: 'पोज़ीशन बंद' },
  5: { en: 'Order cancelled', hi: 'ऑर्डर रद्द' },
  6: { en: 'Sign-up bonus', hi: 'साइन-अप बोनस' },
  7: { en: 'Bulk transaction deduction', hi: 'बल्क लेनदेन कटौती' },
  8: { en: 'New share deduction', hi: 'नए शेयर की कटौती' },
  9: { en: 'Placement deduction', hi: 'प्लेसमेंट कटौती' },
  10: { en: 'AI stock-picking deduction', hi: 'एआई स्टॉक चयन कटौती' },
  11: { en: 'AI stock-picking settlement', hi: 'एआई स्टॉक चयन निपटान' },
  12: { en: 'New shares won and locked', hi: 'आवंटित नए शेयर (लॉक)' },
  13: { en: 'Withdrawal returned', hi: 'निकासी वापस' },
  14: { en: 'Overnight holding fee', hi: 'ओवरनाइट होल्डिंग शुल्क' },
  15: { en: 'Subscription refund', hi: 'आवेदन राशि वापसी' },
  16: { en: 'Balance adjustment', hi: 'बैलेंस समायोजन' },
};

export function isBalanceType(n: number): n is BalanceTypeValue {
  return Number.isInteger(n) && n >= 1 && n <= 16;
}

/** The label of a balance record type in a locale. */
export function balanceTypeLabel(type: BalanceTypeValue, locale: Locale): string {
  return balanceTypeLabels[type][locale];
}

/** What a trader reads after a record's type ("Close position · margin returned"), per locale. */
export const recordPartLabels: Record<RecordPart, Record<Locale, string>> = {
  margin: { en: 'margin', hi: 'मार्जिन' },
  marginReturned: { en: 'margin returned', hi: 'मार्जिन वापस' },
  profitLoss: { en: 'profit/loss', hi: 'लाभ/हानि' },
  fee: { en: 'fee', hi: 'शुल्क' },
  insurance: { en: 'insurance', hi: 'बीमा' },
  hold: { en: 'amount held', hi: 'रोकी गई राशि' },
  holdReturned: { en: 'held amount returned', hi: 'रोकी गई राशि वापस' },
  protection: { en: 'negative-balance protection', hi: 'ऋणात्मक शेष से सुरक्षा' },
  deposit: { en: 'deposit', hi: 'अग्रिम राशि' },
  balancePaid: { en: 'rest paid', hi: 'शेष भुगतान' },
  amountReturned: { en: 'amount returned', hi: 'राशि वापस' },
};

/** A record's title: its type, and its part when it has one ("Close position · fee"). */
export function recordTitle(type: BalanceTypeValue, part: RecordPart | null, locale: Locale): string {
  const name = balanceTypeLabel(type, locale);
  return part === null ? name : `${name} · ${recordPartLabels[part][locale]}`;
}
