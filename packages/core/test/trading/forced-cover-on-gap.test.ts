// Proves that when the price gaps through a whole account's money, forced cover closes it, loss_absorption pays exactly the excess, and the user ends at exactly zero, never below.
import { describe, expect, it } from 'vitest';
import { EntryType } from '../../src/ledger/index';
import { ticks } from '../../src/money';
import { forceCoverPlan, markPosition, type Position } from '../../src/trading/index';
import { inr } from '../ledger/harness';
import { quote, Trader } from './scenario';

function closeAllPlanned(trader: Trader, positions: Position[], bid: bigint, ask: bigint) {
  const marks = positions.map((p) => markPosition(p, quote(bid, ask), trader.settings.tradeSaleFee));
  const plan = forceCoverPlan(trader.available, marks, trader.settings);
  // Posting the most profitable close first lets realised gains pay before loss_absorption does.
  let absorbedMinor = 0n;
  for (const id of plan.settleOrder) {
    const position = positions.find((p) => p.id === id);
    if (position === undefined) throw new Error(`no position ${id}`);
    const closeTicks = position.direction === 'buy' ? ticks(bid) : ticks(ask);
    absorbedMinor += trader.cover(position, position.hands, closeTicks, `order:${id}:force`).absorbedMinor;
  }
  return { plan, absorbedMinor };
}

describe('forced cover on a gap', () => {
  it('M2, M3, L3: a loss beyond margin + available is absorbed and the user ends at exactly 0', () => {
    const trader = Trader.funded(inr('11000.00'));
    const { ledger } = trader;
    const position = trader.openMarket(1, { direction: 'buy', hands: 4 }, 249950n, 250000n);
    expect(ledger.user(1)).toEqual({ available: inr('950.00'), locked: 0n, margin: inr('10000.00') });

    // The bid gaps from 2499.50 to 2200.00: P&L −12 000.00, closing fee 44.00, against 10 950.00.
    const { plan, absorbedMinor } = closeAllPlanned(trader, [position], 220000n, 220050n);
    expect(plan).toMatchObject({ warning: true, toClose: [1], shortfallMinor: inr('1094.00') });
    expect(absorbedMinor).toBe(inr('1094.00'));
    expect(ledger.user(1)).toEqual({ available: 0n, locked: 0n, margin: 0n });
    expect(ledger.platform('loss_absorption')).toBe(-inr('1094.00'));
    expect(ledger.platform('trading_pnl')).toBe(inr('12000.00'));
    expect(ledger.platform('fee_income')).toBe(inr('94.00'));
    expect(ledger.total()).toBe(0n);
    const absorbed = ledger.transfers.filter((t) => t.debitAccount.kind === 'loss_absorption');
    expect(absorbed.map((t) => [t.type, t.remark, t.ref])).toEqual([
      [EntryType.COVER, 'negative-balance protection', 'order:1'],
    ]);
  });

  it('M3: a gain on another open position pays the gap first; the platform absorbs only the rest', () => {
    const trader = Trader.funded(inr('13500.00'));
    const { ledger } = trader;
    const long = trader.openMarket(1, { direction: 'buy', hands: 4 }, 249950n, 250000n);
    const short = trader.openMarket(2, { direction: 'sell', hands: 1 }, 249950n, 250000n);
    // margin 10 000.00 + 2 499.50, fees 50.00 + 12.50.
    expect(ledger.user(1).available).toBe(inr('938.00'));

    // Gap to 2200.00 / 2200.50: the long loses 12 000.00 (fee 44.00), the short gains 2 990.00 (fee 11.00).
    // Closing the long alone would leave −1 106.00, so the short closes too and its gain pays.
    const { plan, absorbedMinor } = closeAllPlanned(trader, [long, short], 220000n, 220050n);
    expect(plan).toMatchObject({ toClose: [1, 2], settleOrder: [2, 1], shortfallMinor: 0n });
    expect(absorbedMinor).toBe(0n);
    expect(ledger.platform('loss_absorption')).toBe(0n);
    // 938.00 + 2 499.50 + 2 990.00 − 11.00 + 10 000.00 − 12 000.00 − 44.00.
    expect(ledger.user(1)).toEqual({ available: inr('4372.50'), locked: 0n, margin: 0n });
    expect(ledger.total()).toBe(0n);
  });
});
