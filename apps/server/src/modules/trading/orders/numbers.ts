import { randomInt } from 'node:crypto';
import { formatIndiaTime } from '@demo/core';

/** Random digits after the time stamp; 10^10 keeps a clash within one second below one in 10^4 even at 1 000 orders. */
const RANDOM_DIGITS = 10;

/**
 * A human order number: the India date and time of placing and ten random digits. Unique by the
 * table's constraint, so a clash fails that insert loudly rather than silently.
 */
export function orderNumber(nowMs: number): string {
  const stamp = formatIndiaTime(nowMs, 'YYYY-MM-DD HH:mm:ss').replace(/\D/g, '');
  return `${stamp}${String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0')}`;
}
