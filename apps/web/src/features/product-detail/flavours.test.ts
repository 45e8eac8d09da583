// Proves every detail route reads its product from `?code=` (BTCUSD when absent) and that only the
// Indian live page opens its chart on today's line.
import { describe, expect, it } from 'vitest';
import { codeFromSearch, DETAIL_FLAVOURS } from './flavours';

describe('detail flavours', () => {
  it('takes the code from the query, trimmed, and defaults to BTCUSD', () => {
    expect(codeFromSearch('?code=RELIANCE')).toBe('RELIANCE');
    expect(codeFromSearch('?code=%20AAPL%20')).toBe('AAPL');
    expect(codeFromSearch('')).toBe('BTCUSD');
    expect(codeFromSearch('?code=')).toBe('BTCUSD');
  });

  it('opens the Indian live page on the session period and the others on 15 minutes', () => {
    expect(DETAIL_FLAVOURS.indiaLive.initialPeriod).toBe('session');
    const others = Object.entries(DETAIL_FLAVOURS).filter(([k]) => k !== 'indiaLive');
    expect(others.every(([, f]) => f.initialPeriod === '15min')).toBe(true);
  });
});
