import { formatIndiaTime } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../src/modules/trading/orders/numbers';

// An order number (the contract's `orderNo`) is the India date and time of placing and ten random
// digits; the stamp is formatted once a second, so each call must still name its own second.
describe('order numbers', () => {
  it('stamp each order with its own India second, whatever order the calls come in', () => {
    const noonMs = Date.UTC(2026, 11, 4, 6, 30, 0); // 12:00:00 in India
    const stamp = (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss').replace(/\D/g, '');
    for (const ms of [noonMs, noonMs + 999, noonMs + 1000, noonMs + 1, noonMs - 1, noonMs + 86_400_000]) {
      const number = orderNumber(ms);
      expect(number).toMatch(/^\d{24}$/);
      expect(number.slice(0, 14)).toBe(stamp(ms));
    }
    expect(orderNumber(noonMs).slice(0, 14)).toBe('20261204120000');
  });
});
