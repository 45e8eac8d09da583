// Proves trading from the chart (DR6, DR7): a pointer's height maps to a price of the product, the
// arrow keys move a level by ticks, the P&L at a level is the position screen's own mark at that level,
// the update keeps the other exits, and a long press's alert waits for a crossing.
import type { Order } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { positionMarksOf, quoteOfMap } from '../../positions/position-marks';
import { alertConditionAt } from './alert-at';
import { gripsOf } from './LevelGrips';
import { levelAtY, levelUpdatePayload, pnlAtLevel, stepLevel } from './level-drag';

function order(overrides: Partial<Order>): Order {
  return {
    id: 7,
    code: 'RELIANCE',
    orderNo: 'N7',
    name: 'Reliance',
    market: 'india',
    direction: 'buy',
    priceType: 'market',
    buildPrice: '2800.00',
    price: null,
    hands: 2,
    handCount: 1,
    qty: '2',
    multiple: 1,
    stopLoss: '2750.00',
    takeProfit: '2900.00',
    trailingDistance: null,
    validUntil: null,
    validity: 'gtc',
    fee: '0.00',
    insurance: false,
    profit: '0.00',
    currentPrice: '2810.00',
    coverPrice: null,
    status: 'BUILD',
    closeReason: null,
    accountType: 'real',
    parentId: null,
    source: 'manual',
    buildTime: Date.UTC(2026, 10, 20),
    commitTime: Date.UTC(2026, 10, 20),
    coverTime: null,
    decimals: 2,
    instrumentCurrency: 'INR',
    currency: 'INR',
    margin: '5000.00',
    fxRate: null,
    ...overrides,
  } as Order;
}

/** A price scale 300 px high from 3000 at the top to 2700 at the bottom, as `coordinateToPrice` is. */
const yToPrice = (y: number) => (y < 0 || y > 300 ? null : 3000 - y);

describe('DR6: dragging a level', () => {
  it('maps the pointer height to a price rounded to the tick, never at or below zero', () => {
    expect(levelAtY(150, yToPrice, 2)).toBe('2850.00');
    expect(levelAtY(150.456, yToPrice, 2)).toBe('2849.54');
    expect(levelAtY(-5, yToPrice, 2)).toBeNull();
    expect(levelAtY(10, () => -3, 2)).toBeNull();
    expect(levelAtY(10, () => 0.0004, 3)).toBeNull();
    expect(levelAtY(10, () => 0.0006, 3)).toBe('0.001');
  });

  it('moves a level by ticks with the arrow keys', () => {
    expect(stepLevel('2750.00', 1, 2)).toBe('2750.01');
    expect(stepLevel('2750.00', -10, 2)).toBe('2749.90');
    expect(stepLevel('0.01', -1, 2)).toBeNull();
    expect(stepLevel('1.2345', 1, 4)).toBe('1.2346');
  });

  it('shows the P&L of a close at the level, from the same marks as the position screen', () => {
    const held = order({});
    const quotes = quoteOfMap(new Map([['RELIANCE', { bid: '2810.00', ask: '2810.10' }]]));
    // A buy of 2 lots from 2800 closed at 2760 loses 40 × 2.
    expect(pnlAtLevel(held, '2760.00', quotes)).toBe('-80.00');
    expect(pnlAtLevel(held, '2900.00', quotes)).toBe('200.00');
    // The same figure the Position tab shows when the quote stands at that level.
    const atLevel = quoteOfMap(new Map([['RELIANCE', { bid: '2760.00', ask: '2760.00' }]]));
    expect(pnlAtLevel(held, '2760.00', quotes)).toBe(positionMarksOf([held], atLevel).rows.get(7)?.pnl);
    // A sell gains as the price falls.
    expect(pnlAtLevel(order({ direction: 'sell' }), '2760.00', quotes)).toBe('80.00');
  });

  it('converts through the live rate when the account currency differs', () => {
    const usd = order({ code: 'ETHUSD', instrumentCurrency: 'USD', buildPrice: '3000.00', hands: 1, qty: '1' });
    const quotes = quoteOfMap(
      new Map([
        ['ETHUSD', { bid: '3000.00', ask: '3000.50' }],
        ['USDINR', { bid: '88.0000', ask: '88.0000' }],
      ]),
    );
    expect(Number(pnlAtLevel(usd, '3010.00', quotes))).toBeGreaterThan(0);
    expect(pnlAtLevel(usd, '3010.00', quoteOfMap(new Map()))).toBeNull();
  });

  it('sends the moved exit and keeps the others as they are (O12)', () => {
    expect(levelUpdatePayload(order({}), 'stopLoss', '2760.00')).toEqual({
      orderId: 7,
      stopLoss: '2760.00',
      takeProfit: '2900.00',
    });
    expect(levelUpdatePayload(order({}), 'takeProfit', '2950.00')).toEqual({
      orderId: 7,
      stopLoss: '2750.00',
      takeProfit: '2950.00',
    });
    // A trailing stop stays a trailing stop when the take profit moves.
    const trailing = order({ trailingDistance: '20.00', stopLoss: '2790.00' });
    expect(levelUpdatePayload(trailing, 'takeProfit', '2950.00')).toEqual({
      orderId: 7,
      trailingDistance: '20.00',
      takeProfit: '2950.00',
    });
  });

  it('offers a grip for a fixed stop loss and a take profit, not for a trailing level', () => {
    expect(gripsOf([order({})]).map((g) => g.kind)).toEqual(['stopLoss', 'takeProfit']);
    expect(gripsOf([order({ trailingDistance: '20.00', stopLoss: '2790.00' })]).map((g) => g.kind)).toEqual([
      'takeProfit',
    ]);
  });
});

describe('DR7: a long press sets an alert on the far side of the price', () => {
  it('is above when the level is above the last price, below otherwise', () => {
    expect(alertConditionAt('2850.00', '2810.00')).toBe('above');
    expect(alertConditionAt('2790.00', '2810.00')).toBe('below');
    expect(alertConditionAt('2810.00', '2810.00')).toBe('below');
    expect(alertConditionAt('2790.00', undefined)).toBe('above');
  });
});
