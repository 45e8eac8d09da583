// Proves the AI settlement's pure decision (docs/adr/0024, I3, I6, I7): the lifecycle event `end`, the row's patch and one type-11 posting, or LC3's refusal, without a database.
import { describe, expect, it } from 'vitest';
import { type AiPurchaseFacts, type AiSettleRows, aiSettleMarks, decideAiSettle } from '../../src/ai/decide-settle';
import { advanceLive, markLive } from '../../src/ai/live';
import { parseStrategy } from '../../src/ai/strategies';
import { AssertionFailure } from '../../src/assert';
import { EntryType } from '../../src/ledger/entry-types';
import { DAY_MS } from '../../src/market/time-zone';
import { inr } from '../ledger/harness';

const NOW_MS = Date.UTC(2026, 11, 1, 6, 0);
const T0 = Date.UTC(2026, 10, 1);
const completedBars = [100, 101, 102, 103].map((close, i) => ({ time: T0 + i * DAY_MS, close: BigInt(close) }));

const purchase = (change: Partial<AiPurchaseFacts> = {}): AiPurchaseFacts => ({
  id: 31,
  userId: 3,
  status: 'running',
  accountSet: 'real',
  currency: 'INR',
  amountMinor: inr('2500'),
  lever: 2,
  strategy: 'momentum',
  params: { lookbackBars: 2, allowShort: true },
  endAtMs: NOW_MS + DAY_MS,
  // Long since the last bar, anchored at 100.
  equityMinor: inr('2500'),
  position: 1,
  anchorPriceTicks: 100n,
  anchorBarMs: completedBars.at(-1)?.time ?? null,
  ...change,
});

const rows = (change: Partial<AiPurchaseFacts> = {}, priceTicks: bigint | null = 110n): AiSettleRows => ({
  purchase: purchase(change),
  priceTicks,
  completedBars,
});

function planOf(settleRows: AiSettleRows, nowMs = NOW_MS) {
  const decided = decideAiSettle(settleRows, nowMs);
  if (!decided.ok) throw new Error(decided.message);
  return decided.value;
}

describe('decideAiSettle', () => {
  it('I6, I7: a running purchase ends marked at the price: long ×2 from 100 to 110 pays back 3000, flat, anchored at 110', () => {
    const plan = planOf(rows());
    expect(plan.event).toBe('end');
    expect(plan.status).toBe('ended');
    expect(plan.patch).toEqual({
      equityMinor: inr('3000'),
      position: 0,
      anchorPriceTicks: 110n,
      settledPnlMinor: inr('500'),
      settledAtMs: NOW_MS,
      endAtMs: NOW_MS,
    });
  });

  it('I5: a running purchase first takes in the bars completed since its anchor, then marks', () => {
    const behind = rows({ anchorBarMs: completedBars[1]?.time ?? null, anchorPriceTicks: 101n });
    const spec = parseStrategy('momentum', { lookbackBars: 2, allowShort: true });
    if (!spec.ok) throw new Error('the test strategy does not parse');
    const expected = markLive(advanceLive(behind.purchase, completedBars, spec.value, 2), 110n, 2);
    expect(planOf(behind).patch.equityMinor).toBe(expected);
    expect(expected).not.toBe(markLive(behind.purchase, 110n, 2));
  });

  it('I7: one type-11 posting named after the purchase pays the amount back from the pool and the gain from trading_pnl', () => {
    const { posting } = planOf(rows());
    expect(posting.every((t) => t.type === EntryType.AI_SETTLEMENT)).toBe(true);
    expect(posting.every((t) => t.idempotencyId.startsWith('ai:31:settle/'))).toBe(true);
    expect(posting).toContainEqual(
      expect.objectContaining({ amountMinor: inr('2500'), creditAccount: expect.objectContaining({ userId: 3 }) }),
    );
    expect(posting).toContainEqual(
      expect.objectContaining({ amountMinor: inr('500'), creditAccount: expect.objectContaining({ userId: 3 }) }),
    );
  });

  it('I6: a paused purchase, or one without a price, settles flat at its committed equity', () => {
    expect(aiSettleMarks(purchase({ status: 'paused' }), 110n)).toBe(false);
    expect(aiSettleMarks(purchase(), null)).toBe(false);
    expect(aiSettleMarks(purchase(), 110n)).toBe(true);
    const paused = planOf(rows({ status: 'paused', equityMinor: inr('2400'), position: 0 }));
    expect(paused.patch).toMatchObject({
      equityMinor: inr('2400'),
      settledPnlMinor: inr('-100'),
      anchorPriceTicks: 110n,
    });
    const unpriced = planOf(rows({}, null));
    expect(unpriced.patch).toMatchObject({ equityMinor: inr('2500'), settledPnlMinor: 0n, anchorPriceTicks: 100n });
  });

  it('I3: a mark at zero settles with the whole amount lost and nothing paid back', () => {
    const plan = planOf(rows({ position: -1 }, 160n));
    expect(plan.patch).toMatchObject({ equityMinor: 0n, settledPnlMinor: -inr('2500') });
    const paid = plan.posting
      .filter((t) => t.creditAccount.owner === 'user')
      .reduce((sum, t) => sum + t.amountMinor, 0n);
    expect(paid).toBe(0n);
  });

  it('I7: the end of the period, when it came first, stays the end', () => {
    const late = planOf(rows({ endAtMs: NOW_MS - DAY_MS }));
    expect(late.patch.endAtMs).toBe(NOW_MS - DAY_MS);
    expect(late.patch.settledAtMs).toBe(NOW_MS);
  });

  it('LC3: an ended or unlocked purchase is refused, nothing settles twice', () => {
    for (const status of ['ended', 'unlocked'] as const) {
      expect(decideAiSettle(rows({ status }), NOW_MS)).toMatchObject({ ok: false, rule: 'LC3', code: 404 });
    }
  });

  it('I1: a stored strategy that does not parse is a broken invariant, not a refusal', () => {
    expect(() => decideAiSettle(rows({ strategy: 'astrology' }), NOW_MS)).toThrow(AssertionFailure);
  });
});
