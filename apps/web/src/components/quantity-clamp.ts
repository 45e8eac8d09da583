import { STEPPER_MAX, STEPPER_MIN } from '@demo/contract/refs';

export interface QuantityBounds {
  min?: number;
  max?: number;
}

/**
 * Turns whatever the stepper holds (typed text or a number) into a whole quantity within
 * [min, max]. Anything that is not a number becomes the minimum; fractions are cut, never rounded up.
 */
export function clampQuantity(raw: string | number | null | undefined, bounds: QuantityBounds = {}): number {
  const min = bounds.min ?? STEPPER_MIN;
  const max = bounds.max ?? STEPPER_MAX;
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim().replace(/[,\s]/g, '');
  const n =
    typeof raw === 'number' ? Math.trunc(raw) : /^-?\d+(\.\d*)?$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}

export type QuantityProblem = 'empty' | 'notWhole' | 'belowMin' | 'aboveMax';
export type ParsedQuantity = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

/**
 * Reads a typed quantity (lots) strictly (SPEC V6): empty, a fraction or anything not a whole number is
 * refused with the reason, as is a number outside [min, max]; nothing is silently turned into 1.
 */
export function parseQuantity(raw: string, bounds: QuantityBounds = {}): ParsedQuantity {
  const min = bounds.min ?? STEPPER_MIN;
  const max = bounds.max ?? STEPPER_MAX;
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notWhole' };
  const value = Number(text);
  if (value < min) return { ok: false, problem: 'belowMin' };
  if (value > max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value };
}
