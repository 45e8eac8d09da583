// Proves a held position pays notional × tradeDelayRate as type 14 once per 00:00 India time, including every midnight missed while the engine was down.
import { describe, expect, it } from 'vitest';
import { EntryType, postOvernightFee } from '../../src/ledger/index';
import { notional } from '../../src/money';
import { dailyRollCount, overnightFee, quantityUnits } from '../../src/trading/index';
import { ctx, inr } from '../ledger/harness';
import { Trader } from './scenario';

describe('overnight fee', () => {
  it('O8, L1–L3: each daily roll charges notional × tradeDelayRate to fee_income', () => {
    const trader = Trader.funded(inr('20000.00'));
    const { ledger } = trader;
    const position = trader.openMarket(1, { direction: 'buy', hands: 4 }, 249950n, 250000n);
    const notionalMinor = notional(
      position.buildPriceTicks,
      position.decimals,
      quantityUnits(position.hands, position.handCount),
    );
    const feeMinor = overnightFee(notionalMinor, trader.settings.tradeDelayRate);
    expect(feeMinor).toBe(inr('20.00'));

    // Opened 23:50 India time on 14 June; the engine next runs 00:05 on the 15th, then at 00:10 on the 17th.
    const opened = Date.UTC(2025, 5, 14, 18, 20);
    const firstRun = Date.UTC(2025, 5, 14, 18, 35);
    const afterDowntime = Date.UTC(2025, 5, 16, 18, 40);
    const runs: [number, number][] = [
      [opened, firstRun],
      [firstRun, firstRun + 60_000],
      [firstRun + 60_000, afterDowntime],
    ];
    const rolls = runs.map(([prev, now]) => dailyRollCount(prev, now));
    expect(rolls).toEqual([1, 0, 2]);

    let day = 0;
    for (const count of rolls) {
      for (let i = 0; i < count; i += 1) {
        day += 1;
        const { posting, waivedMinor } = postOvernightFee(
          ctx(1, `roll:${day}:order:1`, 'order:1'),
          'real',
          feeMinor,
          trader.available,
        );
        expect(waivedMinor).toBe(0n);
        expect(posting.map((t) => t.type)).toEqual([EntryType.OVERNIGHT_FEE]);
        ledger.post(posting);
      }
    }
    // 20 000.00 − 10 000.00 margin − 50.00 fee − 3 × 20.00 overnight.
    expect(ledger.user(1)).toEqual({ available: inr('9890.00'), locked: 0n, margin: inr('10000.00') });
    expect(ledger.platform('fee_income')).toBe(inr('110.00'));
    expect(ledger.total()).toBe(0n);
  });
});
