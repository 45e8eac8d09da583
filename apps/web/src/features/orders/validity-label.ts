import type { Order } from '@demo/contract';
import { formatIndiaTime, INDIA_OFFSET_MS } from '@demo/core';

/**
 * "24 Nov 15:30" in India time (Hindi month names in Hindi), whatever the browser's zone: the instant
 * is shifted by India's fixed offset and read as UTC, as core's `formatIndiaTime` does.
 */
export function shortIndiaTime(epochMs: number, locale: string): string {
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  const day = dayFormat(locale === 'hi' ? 'hi-IN' : 'en-IN').format(shifted);
  return `${day} ${formatIndiaTime(epochMs, 'HH:mm')}`;
}

/** One formatter per language, built once: a list of orders would otherwise build one per card. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
    dayFormats.set(locale, format);
  }
  return format;
}

export type ValidityLabel =
  | { readonly key: 'orders.validity.gtc' }
  | { readonly key: 'orders.validity.day'; readonly at: number }
  | { readonly key: 'orders.validity.until'; readonly at: number };

/**
 * How long a limit order waits, for its card: the validity chosen when it was placed (O10), with the
 * instant it ends. A day order reads "good for the day" even when its session closes after midnight
 * India time (US shares).
 */
export function validityLabel(order: Pick<Order, 'validity' | 'validUntil'>): ValidityLabel {
  if (order.validity === 'gtc' || order.validUntil === null) return { key: 'orders.validity.gtc' };
  return order.validity === 'day'
    ? { key: 'orders.validity.day', at: order.validUntil }
    : { key: 'orders.validity.until', at: order.validUntil };
}
