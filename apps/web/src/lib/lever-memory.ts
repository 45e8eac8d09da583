/**
 * The trade ticket's lever choices, remembered per product on the device (SPEC LV1): most recent last,
 * so the oldest choice is the one forgotten when the memory is full.
 */

/** How many products' lever choices the device keeps. */
export const LEVER_MEMORY_MAX = 200;

/** The remembered choices as [product code, lever] pairs, oldest first. */
export type LeverMemory = readonly (readonly [string, number])[];

/** Whether a stored value is a lever memory (storage can hold anything an older app wrote). */
export function isLeverMemory(value: unknown): value is LeverMemory {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        Number.isSafeInteger(entry[1]) &&
        entry[1] >= 1,
    )
  );
}

/** The memory with `lever` as the latest choice for `code`, at most LEVER_MEMORY_MAX products. */
export function rememberLever(memory: LeverMemory, code: string, lever: number): LeverMemory {
  const rest = memory.filter(([c]) => c !== code);
  return [...rest, [code, lever] as const].slice(-LEVER_MEMORY_MAX);
}
