import { STEPPER_MAX, STEPPER_MIN } from '@demo/contract';

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
