// Proves the connection badge never shows the green "Live" dot beside a closed market (SPEC K9): the state rule, the calendar it reads, and the markup it renders.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConnectionBadgeView } from './ConnectionBadge';
import { badgeStateOf, exchangeOfProduct, isExchangeOpen } from './market-open';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);

describe('K9: the Live dot and the market calendar', () => {
  it('K9: a live socket beside a closed market shows "closed", never "live"', () => {
    expect(badgeStateOf('live', false)).toBe('closed');
    expect(badgeStateOf('stale', false)).toBe('closed');
    expect(badgeStateOf('reconnecting', false)).toBe('reconnecting');
    expect(badgeStateOf('live', true)).toBe('live');
    expect(badgeStateOf('live', undefined)).toBe('live');
  });

  it('K9: reads each product’s own exchange calendar from core, by its market and time zone', () => {
    expect(exchangeOfProduct('india', 'Asia/Kolkata')).toBe('NSE');
    expect(exchangeOfProduct('bse', 'Asia/Kolkata')).toBe('BSE');
    expect(exchangeOfProduct('stocks', 'Asia/Taipei')).toBe('TWSE');
    expect(exchangeOfProduct('stocks', 'Asia/Tokyo')).toBe('TSE');
    expect(exchangeOfProduct('indices', 'America/New_York')).toBe('NYSE');
    expect(exchangeOfProduct('commodities', 'America/New_York')).toBe('CME');
    expect(exchangeOfProduct('forex', 'UTC')).toBe('FX');
    expect(exchangeOfProduct('crypto', 'UTC')).toBe('CRYPTO');
    // Saturday 2026-11-21: the NSE and forex are closed, crypto trades.
    const saturday = utc(2026, 11, 21, 6);
    expect(isExchangeOpen('NSE', saturday)).toBe(false);
    expect(isExchangeOpen('FX', saturday)).toBe(false);
    expect(isExchangeOpen('CRYPTO', saturday)).toBe(true);
    // Tuesday 2026-11-17 06:00 UTC is 11:30 in Mumbai; 12:00 UTC is after the NSE's close.
    expect(isExchangeOpen('NSE', utc(2026, 11, 17, 6))).toBe(true);
    expect(isExchangeOpen('NSE', utc(2026, 11, 17, 12))).toBe(false);
  });

  it('K9: the badge of an NSE product after hours renders without the live class or its green dot', () => {
    const state = badgeStateOf(
      'live',
      isExchangeOpen(exchangeOfProduct('india', 'Asia/Kolkata'), utc(2026, 11, 17, 12)),
    );
    const html = renderToStaticMarkup(createElement(ConnectionBadgeView, { state, label: 'Market closed', hint: '' }));
    expect(html).toContain('data-state="closed"');
    expect(html).toContain('connection-badge--closed');
    expect(html).not.toContain('connection-badge--live');
  });
});
