// Proves that the Position tab's rows, its summary and the close sheet read the same marks of one quote
// snapshot (SPEC MK1, MK2) instead of the server's polled P&L, and that a trailing distance carries its
// currency (MK3).
import type { Order } from '@demo/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExitLevels } from '../orders/ExitLevels';
import { PositionRow } from './PositionRow';
import { coverEstimateOf, liveSummaryOf, positionMarksOf, quoteOfMap } from './position-marks';
import { WalletSummaryView } from './WalletSummary';

function order(overrides: Partial<Order> & Pick<Order, 'id' | 'code'>): Order {
  return {
    orderNo: `N${overrides.id}`,
    name: overrides.code,
    market: 'crypto',
    direction: 'buy',
    priceType: 'market',
    buildPrice: '2950.00',
    price: null,
    hands: 2,
    handCount: 1,
    qty: '2',
    multiple: 10,
    stopLoss: null,
    takeProfit: null,
    trailingDistance: null,
    validUntil: null,
    validity: 'gtc',
    fee: '0.00',
    insurance: false,
    // The server's last (polled) valuation and price: stale on purpose.
    profit: '-58.99',
    currentPrice: '2940.00',
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
    instrumentCurrency: 'USD',
    currency: 'INR',
    margin: '5000.00',
    fxRate: null,
    ...overrides,
  } as Order;
}

const ETH = order({ id: 1, code: 'ETHUSD' });
const BTC = order({ id: 2, code: 'BTCUSD', direction: 'sell', buildPrice: '50000.00', hands: 1, qty: '1' });
const RELIANCE = order({
  id: 3,
  code: 'RELIANCE',
  market: 'india',
  buildPrice: '2800.50',
  hands: 1,
  qty: '1',
  instrumentCurrency: 'INR',
});
const QUOTES = new Map([
  ['ETHUSD', { bid: '2978.17', ask: '2978.67' }],
  ['BTCUSD', { bid: '50100.00', ask: '50110.00' }],
  ['RELIANCE', { bid: '2810.00', ask: '2810.10' }],
  ['USDINR', { bid: '88.6000', ask: '88.7000' }],
]);
const quoteOf = quoteOfMap(QUOTES);
const ORDERS = [ETH, BTC, RELIANCE];

/** The text of the element with `testId` in static markup. */
function textOf(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html);
  if (!match?.[1]) throw new Error(`no ${testId} in ${html}`);
  return match[1];
}

/** A signed amount's text ("+₹4,979.56", "-₹9,780.75") as paise. */
function paise(text: string): bigint {
  const digits = text.replace(/[^\d-]/g, '');
  return BigInt(digits);
}

function rowHtml(o: Order): string {
  const mark = positionMarksOf(ORDERS, quoteOf).rows.get(o.id);
  if (!mark) throw new Error(`no mark for ${o.id}`);
  return renderToStaticMarkup(
    createElement(PositionRow, { order: o, mark, onCover: () => {}, onEdit: () => {}, onReceipt: () => {} }),
  );
}

describe('MK1: rows and summary read one set of marks', () => {
  it('MK1: each row shows the closing side of the live quote and the P&L of that price, not the polled one', () => {
    const eth = rowHtml(ETH);
    expect(textOf(eth, 'position-current')).toBe('$2,978.17');
    // ($2,978.17 − $2,950.00) × 2 = $56.34 at the receive rate 88.38405: ₹4,979.56 (core test MK1).
    expect(textOf(eth, 'position-pnl')).toBe('+₹4,979.56');
    expect(eth).toContain('data-rate="88.384050000000"');
    const btc = rowHtml(BTC);
    expect(textOf(btc, 'position-current')).toBe('$50,110.00');
    expect(textOf(btc, 'position-pnl')).toBe('-₹9,780.75');
    expect(textOf(rowHtml(RELIANCE), 'position-pnl')).toBe('+₹9.50');
  });

  it("MK1: the summary's position P&L is the sum of the rows, and total assets and market value move with it", () => {
    const marks = positionMarksOf(ORDERS, quoteOf);
    const rowsTotal = ORDERS.reduce((sum, o) => sum + paise(textOf(rowHtml(o), 'position-pnl')), 0n);
    const stats = {
      totalAssets: '100000.00',
      availableAssets: '80000.00',
      fundsInUse: '20000.00',
      marketValue: '19941.01',
      positionProfit: '-58.99',
    };
    const html = renderToStaticMarkup(
      createElement(WalletSummaryView, { accountType: 'real', stats, marks, currency: 'INR' }),
    );
    expect(paise(textOf(html, 'summary-position-pnl'))).toBe(rowsTotal);
    expect(rowsTotal).toBe(497_956n - 978_075n + 950n);
    // The server's −₹58.99 is replaced by the rows' −₹4,791.69: everything built on it moves by the same.
    expect(textOf(html, 'summary-total-assets')).toBe('₹95,267.30');
    expect(textOf(html, 'summary-market-value')).toBe('₹15,208.31');
    expect(textOf(html, 'summary-available')).toBe('₹80,000.00');
    expect(liveSummaryOf(stats, marks)?.positionProfit).toBe(marks.totalPnl);
  });

  it('MK1: a row the quotes cannot price keeps the server’s figures, in the row and in the total', () => {
    const marks = positionMarksOf([ETH], quoteOfMap(new Map([['ETHUSD', { bid: '2978.17', ask: '2978.67' }]])));
    expect(marks.rows.get(1)).toEqual({ currentPrice: '2978.17', pnl: '-58.99', rate: null, live: false });
    expect(marks.totalPnl).toBe('-58.99');
  });
});

describe('MK2: the close sheet reads the same marks', () => {
  it('MK2: all lots close at the row’s price for the row’s P&L; a buy at the bid, a sell at the ask', () => {
    const marks = positionMarksOf(ORDERS, quoteOf);
    for (const o of ORDERS) {
      const sheet = coverEstimateOf(o, o.hands, quoteOf, '0.0005');
      expect(sheet.closePrice).toBe(marks.rows.get(o.id)?.currentPrice);
      expect(sheet.pnl).toBe(marks.rows.get(o.id)?.pnl);
    }
    expect(coverEstimateOf(ETH, 1, quoteOf, '0.0005')).toEqual({ closePrice: '2978.17', pnl: '2489.78' });
    expect(coverEstimateOf(BTC, 1, quoteOf, '0.0005').closePrice).toBe('50110.00');
  });

  it('MK2: no estimate while the lots are invalid or the fee setting has not loaded', () => {
    expect(coverEstimateOf(ETH, null, quoteOf, '0.0005')).toEqual({ closePrice: '2978.17', pnl: null });
    expect(coverEstimateOf(ETH, 1, quoteOf, undefined).pnl).toBeNull();
  });
});

describe('MK3: a trailing distance in its currency', () => {
  it('MK3: a buy’s trail reads its level and “(−$3.00)” through the money formatter', () => {
    const trailing = order({ id: 4, code: 'ETHUSD', stopLoss: '2975.17', trailingDistance: '3.00' });
    const html = renderToStaticMarkup(
      createElement('dl', null, createElement(ExitLevels, { order: trailing, always: true })),
    );
    expect(textOf(html, 'order-trailing-distance')).toBe('$3.00');
    expect(html).toContain('class="muted tabular trail-distance">(−<span');
  });
});
