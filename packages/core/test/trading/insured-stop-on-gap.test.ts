// Proves an insured stop loss fills exactly at its stop price when the market gaps through it, while an ordinary one fills at the gapped price, and the premium bought that difference.
import { describe, expect, it } from 'vitest';
import { ticks } from '../../src/money';
import { triggeredExit } from '../../src/trading/index';
import { inr } from '../ledger/harness';
import { Trader } from './scenario';

function stoppedOut(insurance: boolean) {
  const trader = Trader.funded(inr('20000.00'));
  const position = trader.openMarket(
    1,
    { direction: 'buy', hands: 4, stopLossTicks: ticks(245000n), insurance },
    249950n,
    250000n,
  );
  // The bid gaps from 2480.00 straight to 2300.00, far through the stop at 2450.00.
  expect(triggeredExit(position, ticks(248000n), ticks(248050n))).toBeNull();
  const exit = triggeredExit(position, ticks(230000n), ticks(230050n));
  if (exit === null) throw new Error('the stop should trigger');
  const closed = trader.cover(position, 4, exit.fillPriceTicks, 'order:1:stop');
  expect(trader.ledger.total()).toBe(0n);
  return { exit, closed, trader };
}

describe('insured stop on a gap', () => {
  it('O5, L1–L3: the insured stop fills at 2450.00 exactly; the ordinary one at 2300.00', () => {
    const insured = stoppedOut(true);
    expect(insured.exit).toEqual({ reason: 'stop_loss', fillPriceTicks: 245000n });
    expect(insured.closed.amounts.pnlMinor).toBe(-inr('2000.00'));
    // 20 000.00 − margin 10 000.00 − fee 50.00 − insurance 1 000.00, then + 10 000.00 − 2 000.00 − fee 49.00.
    expect(insured.trader.available).toBe(inr('16901.00'));

    const ordinary = stoppedOut(false);
    expect(ordinary.exit).toEqual({ reason: 'stop_loss', fillPriceTicks: 230000n });
    expect(ordinary.closed.amounts.pnlMinor).toBe(-inr('8000.00'));
    // 20 000.00 − 10 000.00 − 50.00, then + 10 000.00 − 8 000.00 − fee 46.00.
    expect(ordinary.trader.available).toBe(inr('11904.00'));
  });
});
