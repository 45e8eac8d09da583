/** The quick choices of the cover sheet, in percent of the held hands. */
export const COVER_PERCENTS = [25, 50, 75, 100] as const;

/**
 * The hands to cover for a percentage of a position: rounded half-up to a whole hand, at least 1 and
 * never above the hands held (25 % of 7 is 2, 50 % is 4, 75 % is 5, 100 % is 7). Integer arithmetic only.
 */
export function percentToHands(heldHands: number, percent: number): number {
  if (!Number.isSafeInteger(heldHands) || heldHands < 1) return 0;
  const p = Math.min(100, Math.max(0, Math.trunc(percent)));
  const rounded = Math.floor((heldHands * p * 2 + 100) / 200);
  return Math.min(heldHands, Math.max(1, rounded));
}
