// Proves the story "buy, cover a quarter at a profit, then get stopped out on a gap" moves every paisa as PRODUCT.md says, with the ledger summing to zero throughout.
import { describe, expect, it } from 'vitest';
import { EntryType } from '../../src/ledger/index';
import { ticks } from '../../src/money';
import { orderTransition, triggeredExit } from '../../src/trading/index';
import { inr } from '../ledger/harness';
import { Trader } from './scenario';

describe('buy → partial cover → stop loss', () => {
  it('O2, O3, O5, L1–L3: balances are right to the paisa at every step', () => {
    const trader = Trader.funded(inr('100000.00'));
    const { ledger } = trader;

    // Buy 4 hands × 10 at the ask 2500.00: notional 100 000.00, margin 10 000.00, fee 50.00.
    const position = trader.openMarket(
      1,
      { direction: 'buy', hands: 4, stopLossTicks: ticks(245000n), takeProfitTicks: ticks(260000n) },
      249950n,
      250000n,
    );
    expect(position.buildPriceTicks).toBe(250000n);
    expect(ledger.user(1)).toEqual({ available: inr('89950.00'), locked: 0n, margin: inr('10000.00') });
    expect(ledger.total()).toBe(0n);

    // Cover 1 hand at the bid 2520.35: margin 2 500.00 back, P&L +203.50, closing fee 12.60.
    const partial = trader.cover(position, 1, ticks(252035n), 'order:1:cover:2');
    expect(partial.amounts).toEqual({
      marginMinor: inr('2500.00'),
      pnlMinor: inr('203.50'),
      closingFeeMinor: inr('12.60'),
    });
    expect(partial.posting.every((t) => t.type === EntryType.COVER)).toBe(true);
    expect(ledger.user(1)).toEqual({ available: inr('92640.90'), locked: 0n, margin: inr('7500.00') });
    const rest = partial.remaining;
    if (rest === null) throw new Error('expected a remaining position');
    expect(rest).toMatchObject({ hands: 3, marginMinor: inr('7500.00'), openingFeeMinor: inr('37.50') });
    expect(rest).toMatchObject({ stopLossTicks: 245000n, takeProfitTicks: 260000n });
    expect(ledger.total()).toBe(0n);

    // The bid gaps from above 2450.00 to 2449.00: an ordinary stop fills at the crossing tick.
    expect(triggeredExit(rest, ticks(245100n), ticks(245150n))).toBeNull();
    const exit = triggeredExit(rest, ticks(244900n), ticks(244950n));
    expect(exit).toEqual({ reason: 'stop_loss', fillPriceTicks: 244900n });
    if (exit === null) return;
    const stopped = trader.cover(rest, 3, exit.fillPriceTicks, 'order:1:stop');
    expect(stopped.amounts).toEqual({
      marginMinor: inr('7500.00'),
      pnlMinor: -inr('1530.00'),
      closingFeeMinor: inr('36.74'),
    });
    expect(stopped.absorbedMinor).toBe(0n);
    expect(stopped.remaining).toBeNull();

    // 100 000.00 − fees (50.00 + 12.60 + 36.74) + P&L (203.50 − 1 530.00) = 98 574.16.
    expect(ledger.user(1)).toEqual({ available: inr('98574.16'), locked: 0n, margin: 0n });
    expect(ledger.platform('fee_income')).toBe(inr('99.34'));
    expect(ledger.platform('trading_pnl')).toBe(inr('1326.50'));
    expect(ledger.platform('client_money')).toBe(-inr('100000.00'));
    expect(ledger.total()).toBe(0n);

    // The parent's lifecycle: BUILD through the partial cover, then COVER by stop loss.
    const built = orderTransition({ status: 'CREATED' as const, closeReason: null }, { type: 'fill' });
    if (!built.ok) throw new Error(built.message);
    expect(orderTransition(built.value, { type: 'cover', reason: exit.reason })).toEqual({
      ok: true,
      value: { status: 'COVER', closeReason: 'stop_loss' },
    });
  });
});
