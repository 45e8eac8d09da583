import { randomInt } from 'node:crypto';
import { formatIndiaTime } from '@demo/core';

/** Random digits after the time stamp; 10^10 keeps a clash within one second below one in 10^4 even at 1 000 orders. */
const RANDOM_DIGITS = 10;

/**
 * A human order number: the India date and time of placing and ten random digits. Unique by the
 * table's constraint, so a clash fails that insert loudly rather than silently.
 */
export function orderNumber(nowMs: number): string {
  return `${stampOf(nowMs)}${String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0')}`;
}

/** The last second's stamp: a busy node places hundreds of orders in each second, and formats it once. */
let lastStamp = { second: Number.NaN, stamp: '' };

function stampOf(nowMs: number): string {
  const second = Math.floor(nowMs / 1000);
  if (second !== lastStamp.second) {
    lastStamp = { second, stamp: formatIndiaTime(nowMs, 'YYYY-MM-DD HH:mm:ss').replace(/\D/g, '') };
  }
  return lastStamp.stamp;
}
