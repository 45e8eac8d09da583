/**
 * The buy sheet's check of an amount against a product's limits, before the server's (docs/SPEC.md
 * I8): within [min, max] and a whole number of units. Exact: amounts are compared in paise as bigints,
 * never as binary floats.
 */
export type AmountProblem = 'format' | 'low' | 'high' | 'step';

/** "1500", "1500.5" or "1500.50" in paise; null for anything else. */
export function toPaise(text: string): bigint | null {
  const trimmed = text.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function amountProblem(text: string, limits: { min: string; max: string; unit: string }): AmountProblem | null {
  const amount = toPaise(text);
  const [min, max, unit] = [toPaise(limits.min), toPaise(limits.max), toPaise(limits.unit)];
  if (amount === null || amount === 0n || min === null || max === null || unit === null || unit === 0n) return 'format';
  if (amount < min) return 'low';
  if (amount > max) return 'high';
  if (amount % unit !== 0n) return 'step';
  return null;
}
