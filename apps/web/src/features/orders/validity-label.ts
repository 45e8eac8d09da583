import type { Order } from '@demo/contract';
import { formatIndiaTime, INDIA_OFFSET_MS } from '@demo/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "24 Nov 15:30" in India time (Hindi month names in Hindi), whatever the browser's zone: the instant
 * is shifted by India's fixed offset and read as UTC, as core's `formatIndiaTime` does.
 */
export function shortIndiaTime(epochMs: number, locale: string): string {
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  const day = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(shifted);
  return `${day} ${formatIndiaTime(epochMs, 'HH:mm')}`;
}

export type ValidityLabel =
  | { readonly key: 'orders.validity.gtc' }
  | { readonly key: 'orders.validity.day'; readonly at: number }
  | { readonly key: 'orders.validity.until'; readonly at: number };

/**
 * How long a limit order waits, for its card. The order body carries only `validUntil`, not the choice
 * that set it, so an expiry by the end of the India day the order was placed (a session close that day,
 * or 00:00 India time for a market open around the clock, core `orderExpiryMs`) reads as "good for the
 * day", and any later one as "until" its time; none is good till cancelled.
 */
export function validityLabel(order: Pick<Order, 'validUntil' | 'commitTime'>): ValidityLabel {
  if (order.validUntil === null) return { key: 'orders.validity.gtc' };
  const endOfPlacedDay = (Math.floor((order.commitTime + INDIA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - INDIA_OFFSET_MS;
  return order.validUntil <= endOfPlacedDay
    ? { key: 'orders.validity.day', at: order.validUntil }
    : { key: 'orders.validity.until', at: order.validUntil };
}
