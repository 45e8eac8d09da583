// Proves the order sheet's nudges (docs/SPEC.md BR12–BR18) from the sheet's own strings: each case is
// found from the figures the sheet shows and said in English and real Hindi, and the sheet's steps run
// form → disclosure → nudges → confirm, with the lever chips held under the customer's cap.
import { type Nudge, parseTradingSettings } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { estimateForLots } from '../trade/estimate';
import { nudgeText, type SheetNudgeInput, sheetNudges } from './nudges';
import { cappedLever, stepAfter } from './order-brakes';

/** A `t` over one language's texts: `{{name}}` filled from the values; a missing key throws. */
function tOf(texts: unknown) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
  };
}

const parsed = parseTradingSettings({
  tradeHandCount: 1,
  tradeBuyFee: '0.0005',
  tradeSaleFee: '0.0005',
  tradeDefaultRate: '0.1',
  tradeDelayRate: '0.0002',
  tradeForceCoverRate: '0.5',
  tradeForceCoverWarning: '0.8',
  tradeInsuranceRate: '0.02',
});
if (!parsed.ok) throw new Error('sample settings must parse');

const NOW_MS = Date.UTC(2026, 11, 2, 6, 0);

/** A quiet 1× market buy of ETH at 3,000.00 / 3,001.00 from $10,000 free: no nudge. */
const quiet: SheetNudgeInput = {
  direction: 'buy',
  priceType: 'market',
  limitPrice: '',
  lever: 1,
  decimals: 2,
  bid: '3000.00',
  ask: '3001.00',
  last: '3000.50',
  prevClose: '2990.00',
  margin: '3001.00',
  forceCoverTicks: null,
  available: '10000.00',
  accountCurrency: 'USD',
  nextOpen: null,
  nextClose: null,
  nowMs: NOW_MS,
};

describe('sheetNudges', () => {
  it('BR17: a quiet order draws none; a quote not yet a price draws none', () => {
    expect(sheetNudges(quiet)).toEqual([]);
    expect(sheetNudges({ ...quiet, bid: '', ask: '--', priceType: 'limit', limitPrice: '1.00' })).toEqual([]);
  });

  it('BR12, BR13, BR14, BR15: a far limit, 20× on a mover, a large margin and a close in 3 min', () => {
    const kinds = sheetNudges({
      ...quiet,
      priceType: 'limit',
      limitPrice: '2800.00',
      lever: 20,
      last: '3200.00',
      margin: '6000.00',
      nextClose: NOW_MS + 3 * 60_000,
    }).map((n) => n.kind);
    expect(kinds).toEqual(['limitFar', 'leverOnMover', 'marginShare', 'marketCloses']);
  });

  it('BR16: a 20× buy from $220 free is force-covered within 2 % of its entry, from the sheet’s own estimate', () => {
    const input = {
      direction: 'buy' as const,
      priceType: 'market' as const,
      limitPrice: '',
      bid: quiet.bid,
      ask: quiet.ask,
      lever: 20,
      insurance: false,
      terms: { decimals: 2, handCount: 1, lever: 20 },
      settings: parsed.value,
      availableAssets: '220.00',
      marketValue: '0.00',
      positionProfit: '0.00',
    };
    const estimate = estimateForLots('1', input);
    if (!estimate) throw new Error('one lot must be estimated');
    const nudges = sheetNudges({
      ...quiet,
      lever: 20,
      margin: estimate.margin,
      available: '220.00',
      forceCoverTicks: estimate.forceCoverTicks,
    });
    // The estimate is refused for want of funds, but the nudges still read it: 150.05 of 220.00 is 68.20 %.
    expect(nudges.map((n) => n.kind)).toEqual(['marginShare']);
    // At 50× with $70.00 free the forced-cover price sits close to the entry.
    const near = estimateForLots('1', {
      ...input,
      lever: 50,
      terms: { ...input.terms, lever: 50 },
      availableAssets: '70.00',
    });
    expect(near?.forceCoverTicks).not.toBeNull();
    const closeIn = sheetNudges({
      ...quiet,
      lever: 50,
      margin: near?.margin ?? null,
      available: '70.00',
      forceCoverTicks: near?.forceCoverTicks ?? null,
    });
    expect(closeIn.map((n) => n.kind)).toEqual(['marginShare', 'forceCoverNear']);
  });
});

describe('nudgeText', () => {
  const every: Nudge[] = [
    { kind: 'limitFar', awayBp: 667 },
    { kind: 'leverOnMover', lever: 20, moveBp: 702 },
    { kind: 'marginShare', shareBp: 6_820 },
    { kind: 'marketOpens', inMs: 4 * 60_000 + 1 },
    { kind: 'marketCloses', inMs: 20_000 },
    { kind: 'forceCoverNear', awayBp: 189 },
  ];

  it('BR12–BR16: every nudge speaks English with its figures', () => {
    const said = every.map((n) => nudgeText(n, tOf(en)));
    expect(said[0]).toContain('6.67%');
    expect(said[1]).toMatch(/^20× leverage .* 7\.02% today/);
    expect(said[2]).toContain('68.20% of your free margin');
    expect(said[3]).toContain('opens in 5 min');
    expect(said[4]).toContain('closes in 1 min');
    expect(said[5]).toContain('only 1.89%');
  });

  it('BR12–BR16: every nudge speaks real Hindi (Devanagari) with the same figures', () => {
    for (const nudge of every) {
      const text = nudgeText(nudge, tOf(hi));
      expect(text).toMatch(/[\u0900-\u097F]{3}/);
      expect(text).not.toMatch(/[A-Za-z]{3}/);
    }
    expect(nudgeText(every[2] as Nudge, tOf(hi))).toContain('68.20%');
  });
});

describe('the order sheet’s steps', () => {
  it('BR18: a first leveraged order shows the disclosure, then its nudges, then the confirmation', () => {
    expect(stepAfter('form', { lever: 5, disclosed: false, nudges: 2 })).toBe('disclosure');
    expect(stepAfter('disclosure', { lever: 5, disclosed: true, nudges: 2 })).toBe('nudges');
    expect(stepAfter('nudges', { lever: 5, disclosed: true, nudges: 2 })).toBe('confirm');
    expect(stepAfter('disclosure', { lever: 5, disclosed: true, nudges: 0 })).toBe('confirm');
  });

  it('BR17, BR18: a 1× order never asks for the disclosure; an order without nudges goes straight to confirm', () => {
    expect(stepAfter('form', { lever: 1, disclosed: false, nudges: 0 })).toBe('confirm');
    expect(stepAfter('form', { lever: 1, disclosed: false, nudges: 1 })).toBe('nudges');
    expect(stepAfter('form', { lever: 20, disclosed: true, nudges: 0 })).toBe('confirm');
  });

  it('BR8: the chips stop at the customer’s cap, never above the product’s own', () => {
    expect(cappedLever(20, null)).toBe(20);
    expect(cappedLever(20, 5)).toBe(5);
    expect(cappedLever(10, 50)).toBe(10);
    expect(cappedLever(20, 1)).toBe(1);
  });
});
