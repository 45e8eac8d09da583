// Proves a limit order that never crosses holds its costs while CREATED and, on cancel, gives back exactly the hold as type 5.
import { describe, expect, it } from 'vitest';
import { EntryType, postLimitCancel, postLimitHold } from '../../src/ledger/index';
import { ticks } from '../../src/money';
import { limitCrossed, orderTransition, validateOrder } from '../../src/trading/index';
import { ctx, inr } from '../ledger/harness';
import { Trader } from './scenario';

describe('limit order never crosses → cancel', () => {
  it('O4, O1, L1–L3: the hold is exactly margin + fee + insurance at the limit, and all of it comes back', () => {
    const trader = Trader.funded(inr('100000.00'));
    const { ledger } = trader;
    const limitTicks = ticks(240000n);
    const checked = validateOrder(
      {
        direction: 'buy',
        priceType: 'limit',
        limitPriceTicks: limitTicks,
        hands: 4,
        lever: null,
        stopLossTicks: null,
        takeProfitTicks: null,
        insurance: true,
      },
      trader.state(249950n, 250000n),
    );
    if (!checked.ok) throw new Error(checked.message);
    // 2400.00 × 40 = 96 000.00: margin 9 600.00, fee 48.00, insurance 960.00.
    const holdMinor = checked.value.costs.totalMinor;
    expect(holdMinor).toBe(inr('10608.00'));
    ledger.post(postLimitHold(ctx(1, 'order:7:hold', 'order:7'), 'real', holdMinor));
    expect(ledger.user(1)).toEqual({ available: inr('89392.00'), locked: inr('10608.00'), margin: 0n });

    // The ask falls to 2400.01 but never reaches the limit.
    for (const ask of [250000n, 245000n, 241000n, 240001n, 243000n]) {
      expect(limitCrossed('buy', limitTicks, ticks(ask - 50n), ticks(ask))).toBe(false);
    }

    const cancel = postLimitCancel(ctx(1, 'order:7:cancel', 'order:7'), 'real', holdMinor);
    expect(cancel.map((t) => [t.type, t.amountMinor])).toEqual([[EntryType.CANCEL_TRADE, inr('10608.00')]]);
    ledger.post(cancel);
    expect(ledger.user(1)).toEqual({ available: inr('100000.00'), locked: 0n, margin: 0n });
    expect(ledger.platform('fee_income')).toBe(0n);
    expect(ledger.total()).toBe(0n);

    const cancelled = orderTransition({ status: 'CREATED' as const, closeReason: null }, { type: 'cancel' });
    expect(cancelled).toEqual({ ok: true, value: { status: 'CANCEL', closeReason: null } });
    if (cancelled.ok) expect(orderTransition(cancelled.value, { type: 'fill' }).ok).toBe(false);
  });
});
