// Proves V9: the edit sheet opens with the order's levels and sends exactly what it shows to order/update
// (a stop or a trailing distance, never both; the price only for a pending limit order), which the
// contract accepts; and that cards name an order's validity and expiry in India time.
import type { Order } from '@demo/contract';
import { orderUpdate } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { editFormOf, editReferenceTicks, editsPrice, updatePayloadOf } from './edit-levels';
import { shortIndiaTime, validityLabel } from './validity-label';

function order(patch: Partial<Order>): Order {
  return {
    id: 7,
    orderNo: 'N7',
    code: 'BTCUSD',
    name: 'Bitcoin',
    market: 'crypto',
    direction: 'buy',
    priceType: 'market',
    buildPrice: '100.00',
    price: null,
    hands: 1,
    handCount: 1,
    qty: '1',
    multiple: 10,
    stopLoss: null,
    takeProfit: null,
    trailingDistance: null,
    validUntil: null,
    validity: 'gtc',
    fee: '0.05',
    insurance: false,
    profit: '0',
    currentPrice: '100.00',
    coverPrice: null,
    status: 'BUILD',
    closeReason: null,
    accountType: 'virtual',
    parentId: null,
    source: 'manual',
    buildTime: 0,
    commitTime: 0,
    coverTime: null,
    decimals: 2,
    instrumentCurrency: 'USD',
    currency: 'INR',
    margin: '10',
    fxRate: null,
    ...patch,
  };
}

describe('V9: the edit sheet', () => {
  it('prefills a fixed stop, or a trailing distance without its moving level', () => {
    expect(editFormOf(order({ stopLoss: '95.00', takeProfit: '110.00' }))).toEqual({
      stopMode: 'fixed',
      stopLoss: '95.00',
      takeProfit: '110.00',
      trailingDistance: '',
      price: '',
    });
    expect(editFormOf(order({ stopLoss: '97.50', trailingDistance: '2.50' }))).toMatchObject({
      stopMode: 'trailing',
      stopLoss: '',
      trailingDistance: '2.50',
    });
  });

  it('sends the levels the form shows, and the price of a pending limit order only', () => {
    const held = order({});
    const form = {
      stopMode: 'trailing' as const,
      stopLoss: '95',
      takeProfit: '120',
      trailingDistance: '3',
      price: '90',
    };
    expect(updatePayloadOf(held, form)).toEqual({ orderId: 7, trailingDistance: '3', takeProfit: '120' });
    expect(updatePayloadOf(held, { ...form, stopMode: 'fixed', takeProfit: '' })).toEqual({
      orderId: 7,
      stopLoss: '95',
    });
    const pending = order({ status: 'CREATED', priceType: 'limit', price: '99.00', buildPrice: null });
    expect(editsPrice(pending)).toBe(true);
    expect(editsPrice(held)).toBe(false);
    const payload = updatePayloadOf(pending, form);
    expect(payload).toEqual({ orderId: 7, price: '90', trailingDistance: '3', takeProfit: '120' });
    expect(orderUpdate.payload.safeParse(payload).success).toBe(true);
  });

  it('checks a pending order against its new price and a held one against its closing side', () => {
    const pending = order({ status: 'CREATED', priceType: 'limit', price: '99.00' });
    expect(editReferenceTicks(pending, { price: '98.50' }, undefined)).toBe(9850n);
    const quote = { bid: '101.00', ask: '101.20' };
    expect(editReferenceTicks(order({}), { price: '' }, quote)).toBe(10100n);
    expect(editReferenceTicks(order({ direction: 'sell' }), { price: '' }, quote)).toBe(10120n);
    expect(editReferenceTicks(order({}), { price: '' }, undefined)).toBeNull();
  });

  it('AMO2: an after-market order queued for the open is edited as a pending one, price included', () => {
    const queued = order({ status: 'QUEUED', priceType: 'limit', price: '99.00', buildPrice: null });
    expect(editsPrice(queued)).toBe(true);
    expect(editReferenceTicks(queued, { price: '98.50' }, { bid: '101.00', ask: '101.20' })).toBe(9850n);
    const form = { stopMode: 'fixed' as const, stopLoss: '95', takeProfit: '', trailingDistance: '', price: '98.50' };
    expect(updatePayloadOf(queued, form)).toEqual({ orderId: 7, price: '98.50', stopLoss: '95' });
  });
});

describe('V9: validity on the cards', () => {
  // 2026-11-24 04:00 UTC is 09:30 India time; 10:00 UTC is 15:30.
  it('says good till cancelled, good for the day, or until a time in India time, as the order was placed', () => {
    expect(validityLabel({ validity: 'gtc', validUntil: null })).toEqual({ key: 'orders.validity.gtc' });
    const close = Date.UTC(2026, 10, 24, 10, 0);
    expect(validityLabel({ validity: 'day', validUntil: close })).toEqual({ key: 'orders.validity.day', at: close });
    // A US share's day order ends at 02:30 India time the next day, and is still a day order.
    const usClose = Date.UTC(2026, 10, 24, 21, 0);
    expect(validityLabel({ validity: 'day', validUntil: usClose })).toEqual({
      key: 'orders.validity.day',
      at: usClose,
    });
    // An order good until a time on the same day is not a day order.
    expect(validityLabel({ validity: 'until', validUntil: close })).toEqual({
      key: 'orders.validity.until',
      at: close,
    });
    expect(shortIndiaTime(close, 'en')).toBe('24 Nov 15:30');
    expect(shortIndiaTime(close, 'hi')).toMatch(/^24 [\u0900-\u097F]+.* 15:30$/);
  });
});
