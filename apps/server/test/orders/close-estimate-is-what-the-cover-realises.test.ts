import type { Order } from '@demo/contract';
import {
  closeEstimate,
  currencyDecimals,
  formatMoney,
  type HeldPosition,
  markPositions,
  minor,
  parseMoney,
  parsePrice,
  parseRate,
  type QuoteOf,
} from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * A rupee account holds ether bought and bitcoin sold while the rupee moves: the close sheet's estimate,
 * core `closeEstimate` at the quotes the server's book holds when the cover fills, is the P&L the cover
 * realises to the paisa, and the rows' marks at that book are what `order/list` values them at.
 */

let h: TradingHarness;
let saleFee: ReturnType<typeof parseRate>;
beforeAll(async () => {
  h = await startTrading({ fxSpreadBps: 30n, parityUsdInr: false });
  await h.quote('USDINR', '88.6000', '88.7000');
  const settings = await h.trader().then((t) => t.call<{ tradeSaleFee: string }>('config/setting'));
  saleFee = parseRate(settings.body.tradeSaleFee);
});
afterAll(async () => {
  await h.close();
});

/** The server's book, as the cover reads it. */
const book: QuoteOf = (code) => h.deps.market.quote(code);

/** An order of the wire as core's held position, valued last at its `profit`. */
function heldOf(order: Order): HeldPosition {
  const build = parsePrice(order.buildPrice ?? '', order.decimals);
  const last = parseMoney(order.profit, currencyDecimals(order.currency));
  if (!build.ok || !last.ok) throw new Error(`order ${order.id} is not held`);
  return {
    id: order.id,
    code: order.code,
    direction: order.direction,
    buildPriceTicks: build.value,
    hands: order.hands,
    handCount: order.handCount,
    decimals: order.decimals,
    instrumentCurrency: order.instrumentCurrency,
    accountCurrency: order.currency,
    lastPnlMinor: last.value,
  };
}

function estimateText(order: Order, hands: number): string {
  if (!saleFee.ok) throw new Error('tradeSaleFee is not a rate');
  const estimate = closeEstimate(heldOf(order), hands, book, saleFee.value, h.deps.fxSpreadBps);
  if (!estimate) throw new Error(`no estimate for order ${order.id}`);
  return formatMoney(estimate.pnlMinor, currencyDecimals(order.currency));
}

async function open(
  code: string,
  direction: 'buy' | 'sell',
  hands: number,
  trader: Awaited<ReturnType<TradingHarness['trader']>>,
) {
  const reply = await trader.call<Order>('order/create', {
    code,
    direction,
    priceType: 'market',
    hands,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

describe('MK1, MK2: the close estimate at the fill quote is the realised P&L', () => {
  it('MK2: a buy closes at the bid, a sell at the ask, each realising its estimate to the paisa', async () => {
    const trader = await h.trader({ rupees: 2_000_000 });
    await h.quote('ETHUSD', '2950.00', '2950.50');
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const eth = await open('ETHUSD', 'buy', 2, trader);
    const btc = await open('BTCUSD', 'sell', 1, trader);

    // Ether up, bitcoin up (a loss for the sell), the rupee weaker: gains convert at the receive rate,
    // losses at the pay rate.
    await h.quote('ETHUSD', '2978.17', '2978.67');
    await h.quote('BTCUSD', '50100.00', '50110.00');
    await h.quote('USDINR', '89.9500', '90.0500');

    const listed = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 });
    const rows = listed.body.list;
    const marks = markPositions(rows.map(heldOf), book, h.deps.fxSpreadBps);
    // MK1: the app's marks at this book are the server's valuation of each row and of the summary.
    for (const [index, row] of rows.entries()) {
      expect(formatMoney(marks.rows[index]?.pnlMinor ?? minor(0n))).toBe(row.profit);
      expect(marks.rows[index]?.priced).toBe(true);
    }
    const summary = await trader.call<{ positionProfit: string }>('user/statisticsWallet', { accountType: 'real' });
    expect(formatMoney(marks.totalPnlMinor)).toBe(summary.body.positionProfit);

    const heldEth = rows.find((o) => o.id === eth.id);
    if (!heldEth) throw new Error('ether is not held');
    const oneLot = estimateText(heldEth, 1);
    const partial = await trader.call<Order>('order/cover', { orderId: eth.id, hands: 1, requestId: requestId() });
    expect(partial.code, partial.message).toBe(200);
    expect(partial.body.coverPrice).toBe('2978.17');
    expect(partial.body.profit).toBe(oneLot);
    expect(Number(oneLot)).toBeGreaterThan(0);

    // The rupee moves again before the rest closes: the estimate follows the book, and so does the fill.
    await h.quote('USDINR', '90.1000', '90.2000');
    const rest = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 });
    const heldRest = rest.body.list.find((o) => o.id === eth.id);
    if (!heldRest) throw new Error('the rest of the ether is not held');
    const lastLot = estimateText(heldRest, 1);
    const closed = await trader.call<Order>('order/cover', { orderId: eth.id, hands: 1, requestId: requestId() });
    expect(closed.code, closed.message).toBe(200);
    expect(closed.body.profit).toBe(lastLot);

    const heldBtc = rows.find((o) => o.id === btc.id);
    if (!heldBtc) throw new Error('bitcoin is not held');
    const btcEstimate = estimateText(heldBtc, 1);
    const btcClosed = await trader.call<Order>('order/cover', { orderId: btc.id, hands: 1, requestId: requestId() });
    expect(btcClosed.code, btcClosed.message).toBe(200);
    expect(btcClosed.body.coverPrice).toBe('50110.00');
    expect(btcClosed.body.profit).toBe(btcEstimate);
    expect(Number(btcEstimate)).toBeLessThan(0);
    expect(await h.reconciled()).toEqual([]);
  });
});
