// Proves the detail chart draws a line for each held position's stop loss (its trailing level when it
// trails) and take profit in the product shown, and none for pending orders or other products.
import type { Order } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { levelsAttribute, positionLevels } from './position-levels';

const base = {
  code: 'BTCUSD',
  status: 'BUILD',
  hands: 2,
  stopLoss: null,
  takeProfit: null,
  trailingDistance: null,
} as const;
const order = (patch: Partial<Order> & { id: number }) => ({ ...base, ...patch }) as Order;

describe('price lines of held positions', () => {
  it('draws stop loss, trailing level and take profit of held orders in the product', () => {
    const levels = positionLevels(
      [
        order({ id: 1, stopLoss: '95.00', takeProfit: '110.00' }),
        order({ id: 2, stopLoss: '98.25', trailingDistance: '2.00' }),
        order({ id: 3, status: 'CREATED', stopLoss: '90.00' }),
        order({ id: 4, code: 'ETHUSD', takeProfit: '5000' }),
      ],
      'BTCUSD',
    );
    expect(levels.map((l) => l.key)).toEqual(['1:sl', '1:tp', '2:sl']);
    expect(levelsAttribute(levels)).toBe('stopLoss:95.00 takeProfit:110.00 trailing:98.25');
  });
});
