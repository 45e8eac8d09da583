// Proves V9: the trade sheet's order/create payload carries the stop the form shows (a fixed stop loss or
// a trailing distance, never both, whatever the other field still holds) and the limit order's validity.
import { orderCreate } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { draftOf } from './draft';
import type { TradeForm } from './TradeFields';

const form: TradeForm = {
  direction: 'buy',
  priceType: 'market',
  limitPrice: '',
  hands: 2,
  handsText: '2',
  lever: 10,
  stopMode: 'trailing',
  stopLoss: '95.00',
  takeProfit: '120.00',
  trailingDistance: ' 3.00 ',
  insurance: false,
  validity: 'day',
  untilText: '',
};

describe('V9: the order/create draft', () => {
  it('sends the trailing distance and not the fixed stop left in the hidden field', () => {
    const draft = draftOf('SOLUSD', form, {});
    expect(draft).toEqual({
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 2,
      lever: 10,
      insurance: 0,
      trailingDistance: '3.00',
      takeProfit: '120.00',
    });
    expect(orderCreate.payload.safeParse({ ...draft, requestId: 'web-draft-1' }).success).toBe(true);
  });

  it('sends the fixed stop in fixed mode, and a limit order with its validity', () => {
    const draft = draftOf(
      'SOLUSD',
      { ...form, stopMode: 'fixed', priceType: 'limit', limitPrice: '99.50' },
      {
        validity: 'day',
      },
    );
    expect(draft).toMatchObject({ price: '99.50', stopLoss: '95.00', validity: 'day' });
    expect(draft).not.toHaveProperty('trailingDistance');
    const parsed = orderCreate.payload.safeParse({ ...draft, requestId: 'web-draft-2' });
    expect(parsed.success).toBe(true);
    // Both at once is what the contract refuses: the draft never builds it.
    expect(orderCreate.payload.safeParse({ ...draft, trailingDistance: '3', requestId: 'web-draft-3' }).success).toBe(
      false,
    );
  });
});
