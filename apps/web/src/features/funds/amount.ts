import { compareMoney, MONEY_DECIMALS, parseMoney } from '@demo/core';

/**
 * Checks a recharge or withdrawal amount the customer typed against the platform minimum and, for a
 * withdrawal, the available balance. Everything is compared in minor units (bigint) parsed from the
 * decimal strings, so "0.1" + "0.2" style float errors cannot decide whether an amount is allowed.
 */
export type AmountProblem = 'empty' | 'format' | 'zero' | 'belowMin' | 'aboveAvailable';

export interface AmountLimits {
  /** The smallest allowed amount, a decimal string (`minChargeAmount`, `minWithdrawAmount`). */
  min?: string | null | undefined;
  /** The largest allowed amount, a decimal string (the available balance for a withdrawal). */
  max?: string | null | undefined;
}

/** The problem with `text` as an amount of at most two decimals within `limits`, or null when it is fine. */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const value = parseMoney(trimmed, MONEY_DECIMALS);
  if (!value.ok || value.value < 0n) return 'format';
  if (value.value === 0n) return 'zero';
  const min = limits.min ? parseMoney(limits.min, MONEY_DECIMALS) : null;
  if (min?.ok && compareMoney(value.value, min.value) < 0) return 'belowMin';
  const max = limits.max ? parseMoney(limits.max, MONEY_DECIMALS) : null;
  if (max?.ok && compareMoney(value.value, max.value) > 0) return 'aboveAvailable';
  return null;
}

/** The larger of two decimal strings (for the platform minimum versus a channel's own minimum). */
export function maxDecimal(a: string | null | undefined, b: string | null | undefined): string | null {
  const pa = a ? parseMoney(a, MONEY_DECIMALS) : null;
  const pb = b ? parseMoney(b, MONEY_DECIMALS) : null;
  if (!pa?.ok) return pb?.ok ? (b ?? null) : null;
  if (!pb?.ok) return a ?? null;
  return compareMoney(pa.value, pb.value) >= 0 ? (a ?? null) : (b ?? null);
}

/**
 * What the amount field keeps while the customer types: digits and one decimal point, at most two
 * decimals. A pasted "1,000.50" becomes "1000.50".
 */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned;
  const whole = cleaned.slice(0, dot);
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, MONEY_DECIMALS);
  return `${whole}.${fraction}`;
}
