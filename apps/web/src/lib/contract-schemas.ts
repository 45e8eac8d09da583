type Contract = typeof import('@demo/contract');

let contract: Promise<Contract> | null = null;

/**
 * The contract's schemas (and zod) for checking socket frames, loaded with the first frame that
 * needs one rather than with the page that listens (check-deps keeps static imports of them out of
 * the app). Every caller waits on the same import, so frames are still handled in the order they came.
 */
export function contractSchemas(): Promise<Contract> {
  contract ??= import('@demo/contract');
  return contract;
}
