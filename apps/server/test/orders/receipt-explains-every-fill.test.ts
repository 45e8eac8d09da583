import type { Order, Receipt, TriggerAudit } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * A rupee account buys a Seoul share and bitcoin, covers part, and a stop closes the rest: each fill's
 * receipt shows the quote it was taken on (bid, ask, the simulator's step number, time), the fees from
 * the published rates, the conversion and margin, and the ledger entries, and recomputes exactly (RC1–RC3).
 * The trigger audit names the tick that fired a stop, a gap through one, and a closed market (RC4, RC5).
 */

/** Tuesday 24 November 2026, 01:30 UTC: 10:30 in Seoul, in session; on the simulator's 1 s step. */
const TUESDAY_MORNING_ASIA_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
/** The following Saturday noon UTC: Seoul is closed. */
const SATURDAY_MS = Date.UTC(2026, 10, 28, 12, 0, 0);

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading({ fxSpreadBps: 30n, parityUsdInr: false });
  h.clock.nowMs = TUESDAY_MORNING_ASIA_MS;
  await h.quote('USDINR', '88.6000', '88.7000');
  await h.quote('USDKRW', '1449.50', '1450.50');
});
afterAll(async () => {
  await h.close();
});

/** Minor units of a decimal string with `decimals` places, exactly (no floats). */
function minorOf(decimal: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  return decimal.startsWith('-') ? -value : value;
}

/** base × rate, half-up to `decimals` places, from the decimal strings a receipt shows (RC1, by hand). */
function feeOf(base: string, rate: string, baseDecimals: number): bigint {
  const rateDecimals = rate.split('.')[1]?.length ?? 0;
  const product = minorOf(base, baseDecimals) * minorOf(rate, rateDecimals);
  const divisor = 10n ** BigInt(rateDecimals);
  return (product * 2n + divisor) / (2n * divisor);
}

describe('fill receipts', () => {
  it('RC1, RC2: a won share bought from rupees shows its quote, fees from the published rates, the rate and the entries', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('005930', '105800', '105900');
    const opened = await trader.call<Order>('order/create', {
      code: '005930',
      direction: 'buy',
      priceType: 'market',
      hands: 2,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    const reply = await trader.call<Receipt>('order/receipt', { orderId: opened.body.id });
    expect(reply.code, reply.message).toBe(200);
    const receipt = reply.body;
    expect(receipt.recomputes).toBe(true);
    // RC2: the quote it filled at, with the simulator's step number of its instant.
    expect(receipt.quote).toEqual({
      bid: '105800',
      ask: '105900',
      seq: TUESDAY_MORNING_ASIA_MS / 1000,
      time: TUESDAY_MORNING_ASIA_MS,
    });
    expect(receipt.spread).toBe('100');
    expect(receipt.simulator).toEqual({ seed: expect.any(Number), stepMs: 1000 });
    // RC1 by hand: notional ₩211,800; the opening fee ₩211,800 × tradeBuyFee, half-up to the won.
    const [fee] = receipt.fees;
    expect(fee).toMatchObject({ name: 'openingFee', setting: 'tradeBuyFee', base: '211800' });
    expect(BigInt(fee?.amount ?? '')).toBe(feeOf('211800', fee?.rate ?? '', 0));
    expect(receipt.fx).toMatchObject({ pair: 'KRWINR', rate: opened.body.fxRate, spread: '0.0030' });
    // The fee in rupees is the won fee × the pay rate, half-up to the paisa, and is what the order charged.
    expect(minorOf(fee?.accountAmount ?? '', 2)).toBe(feeOf(`${fee?.amount ?? ''}00`, receipt.fx?.rate ?? '', 0));
    expect(fee?.accountAmount).toBe(opened.body.fee);
    expect(receipt.margin).toBe(opened.body.margin);
    expect(receipt.marginBasis.lever).toBe(opened.body.multiple);
    // The entries: the margin left the available balance; the fee went through the fx account, rupees
    // in and won out to fee income, both legs recording the conversion (X1).
    expect(receipt.entries.map((e) => [e.from, e.to, e.amount, e.currency])).toEqual(
      expect.arrayContaining([
        ['available', 'margin', opened.body.margin, 'INR'],
        ['available', 'fx', opened.body.fee, 'INR'],
        ['fx', 'fee_income', fee?.amount, 'KRW'],
      ]),
    );
    const feeLegs = receipt.entries.filter((e) => e.to === 'fx' || e.from === 'fx');
    expect(feeLegs.every((e) => e.fx?.rate === opened.body.fxRate && e.fx.instrumentAmount === fee?.amount)).toBe(true);
  });

  it('RC1, RC3: a partial cover and the stop that closes the rest each recompute; the audit names the tick', async () => {
    h.clock.nowMs = TUESDAY_MORNING_ASIA_MS + 60_000;
    await h.quote('USDINR', '1.0000', '1.0000');
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 4,
      stopLoss: '49000.00',
      insurance: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    h.clock.nowMs += 5_000;
    await h.quote('BTCUSD', '51000.00', '51010.00');
    const partial = await trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 1 });
    expect(partial.code, partial.message).toBe(200);
    h.clock.nowMs += 5_000;
    const outcome = await h.tick('BTCUSD', '48990.00', '49000.00');
    expect(outcome.exited).toContain(opened.body.id);

    const child = (await trader.call<Receipt>('order/receipt', { orderId: partial.body.id })).body;
    expect(child.recomputes).toBe(true);
    const [open, close] = child.fills;
    // The piece's opening fill is its parent's, for all four hands; its close left three open (O3).
    expect(open).toMatchObject({ leg: 'open', hands: 4, price: '50010.00', priceSource: 'quote' });
    expect(open?.fees.map((f) => f.name)).toEqual(['openingFee', 'insurance']);
    // P&L $990.00, a gain, converted at the receive rate 1.0000 − 30 bp (X3).
    expect(close).toMatchObject({ leg: 'close', hands: 1, remainingHands: 3, price: '51000.00', pnl: '987.03' });
    expect(close?.quote).toMatchObject({
      bid: '51000.00',
      ask: '51010.00',
      seq: (TUESDAY_MORNING_ASIA_MS + 65_000) / 1000,
    });

    const rest = (await trader.call<Receipt>('order/receipt', { orderId: opened.body.id })).body;
    expect(rest.recomputes).toBe(true);
    expect(rest.fills[1]).toMatchObject({
      leg: 'close',
      hands: 3,
      remainingHands: 0,
      price: '49000.00',
      priceSource: 'stop',
    });
    expect(rest.entries.some((e) => e.part === 'profitLoss')).toBe(true);

    // RC4: the stop fired on the tick at 48 990.00 / 49 000.00, within one spread of its level.
    const audit = (await trader.call<TriggerAudit>('order/trigger/audit', { orderId: opened.body.id })).body;
    expect(audit).toMatchObject({
      kinds: ['stop_loss'],
      level: '49000.00',
      side: 'bid',
      reason: 'reached',
      fired: {
        kind: 'stop_loss',
        bid: '48990.00',
        ask: '49000.00',
        price: '49000.00',
        seq: (TUESDAY_MORNING_ASIA_MS + 70_000) / 1000,
      },
    });
  });

  it('RC5: a gap through an ordinary stop fills at the tick beyond it, and the audit says it gapped', async () => {
    h.clock.nowMs = TUESDAY_MORNING_ASIA_MS + 120_000;
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      stopLoss: '49000.00',
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    h.clock.nowMs += 1_000;
    await h.tick('BTCUSD', '47000.00', '47010.00');
    const audit = (await trader.call<TriggerAudit>('order/trigger/audit', { orderId: opened.body.id })).body;
    expect(audit.reason).toBe('gap');
    expect(audit.fired).toMatchObject({ kind: 'stop_loss', price: '47000.00', bid: '47000.00' });
    const receipt = (await trader.call<Receipt>('order/receipt', { orderId: opened.body.id })).body;
    expect(receipt.fills[1]).toMatchObject({ price: '47000.00', priceSource: 'quote' });
  });

  it('RC5: a stop on a Seoul share asked about over a weekend did not fire because the market was closed', async () => {
    h.clock.nowMs = TUESDAY_MORNING_ASIA_MS + 180_000;
    await h.quote('USDINR', '88.6000', '88.7000');
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('005930', '105800', '105900');
    const opened = await trader.call<Order>('order/create', {
      code: '005930',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      stopLoss: '90000',
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    h.clock.nowMs = SATURDAY_MS;
    const audit = await trader.call<TriggerAudit>('order/trigger/audit', {
      orderId: opened.body.id,
      from: SATURDAY_MS - 6 * 60 * 60 * 1000,
      to: SATURDAY_MS,
    });
    expect(audit.code, audit.message).toBe(200);
    expect(audit.body).toMatchObject({ fired: null, nearest: null, reason: 'market_closed', level: '90000' });
  });

  it('RC3: another customer’s order has no receipt for the caller: 404 naming orderId', async () => {
    const owner = await h.trader({ rupees: 10_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const opened = await owner.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    const stranger = await h.trader({ rupees: 1 });
    const reply = await stranger.call('order/receipt', { orderId: opened.body.id });
    expect(reply.code).toBe(404);
    expect(reply.message).toContain('orderId');
    const audit = await stranger.call('order/trigger/audit', { orderId: opened.body.id });
    expect(audit.code).toBe(404);
  });
});
