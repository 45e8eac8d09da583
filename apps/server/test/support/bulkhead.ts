import { expect } from 'vitest';
import { ACCOUNT_IN_FLIGHT } from '../../src/http/bulkhead';

/**
 * The replies of a burst of one account's concurrent repeats that went through: beyond the account's
 * in-flight bound (E10) a repeat is refused with 429 at once, and nothing else may answer. At least
 * two ran concurrently (the bound lets `writesMax` through), so the race each test is about still ran.
 */
export function acceptedOf<R extends { code: number; message: string }>(replies: readonly R[]): R[] {
  expect(replies.filter((r) => r.code !== 200 && r.code !== 429).map((r) => `${r.code} ${r.message}`)).toEqual([]);
  const accepted = replies.filter((r) => r.code === 200);
  expect(accepted.length).toBeGreaterThanOrEqual(Math.min(2, ACCOUNT_IN_FLIGHT.writesMax));
  return accepted;
}
