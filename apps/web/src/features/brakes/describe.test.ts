// Proves every kind of the brake log speaks in English and real Hindi with the figures of its moment
// (docs/SPEC.md BR11), each text found under the key it names.
import { BRAKE_LOG_KINDS, type BrakeLogEntry } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { describeBrake, type Speak } from './describe';

/** A speaker over one language's texts: `{{name}}` filled from the values; a missing key throws. */
function speakerOf(texts: unknown): Speak {
  return {
    t: (key, values = {}) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
      if (typeof text !== 'string') throw new Error(`no text for ${key}`);
      return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
    },
    market: (code) => `<${code}>`,
    time: (ms) => `@${ms}`,
  };
}

const ENTRIES: Record<(typeof BRAKE_LOG_KINDS)[number], BrakeLogEntry['detail'][]> = {
  kill_switch_set: [{ scope: 'crypto', hours: 12, until: 1000, cancelled: 2 }],
  loss_limit_set: [
    { currency: 'INR', amount: '500.00', inForce: '500.00', effectiveFrom: 5, coverOnReach: false },
    { currency: 'INR', amount: '0.00', inForce: '500.00', effectiveFrom: 9, coverOnReach: false },
  ],
  loss_limit_reached: [
    { currency: 'INR', limit: '300.00', todayLoss: '770.00', realised: '0.00', unrealised: '-770.00' },
  ],
  order_refused: [
    { rule: 'BR3', code: 'BTCUSD', direction: 'buy', hands: 1, scope: 'all', until: 7 },
    { rule: 'BR6', code: 'BTCUSD', direction: 'buy', hands: 1, limit: '300.00 INR' },
    { rule: 'BR8', code: 'BTCUSD', direction: 'buy', hands: 1, cap: 5 },
    { rule: 'BR18', code: 'BTCUSD', direction: 'buy', hands: 1 },
  ],
  positions_covered: [{ covered: 2, orders: '3,4', failed: 0 }],
  leverage_cap_set: [{ cap: 5 }, { cap: null }],
  disclosure_accepted: [{ version: '2026-11' }],
};

describe('brake log lines', () => {
  it('BR11: every kind speaks in both languages with its figures', () => {
    for (const kind of BRAKE_LOG_KINDS) {
      for (const detail of ENTRIES[kind]) {
        const entry: BrakeLogEntry = { id: 1, kind, at: 0, detail };
        const english = describeBrake(entry, speakerOf(en));
        const hindi = describeBrake(entry, speakerOf(hi));
        expect(english, kind).not.toMatch(/\{\{|undefined/);
        expect(hindi, kind).toMatch(/[\u0900-\u097F]/);
        expect(hindi, kind).not.toMatch(/\{\{|undefined/);
      }
    }
    const reached = describeBrake(
      { id: 1, kind: 'loss_limit_reached', at: 0, detail: ENTRIES.loss_limit_reached[0] ?? {} },
      speakerOf(en),
    );
    expect(reached).toContain('770.00');
    expect(reached).toContain('300.00 INR');
    const switched = describeBrake(
      { id: 1, kind: 'kill_switch_set', at: 0, detail: ENTRIES.kill_switch_set[0] ?? {} },
      speakerOf(en),
    );
    expect(switched).toBe('Kill switch on for <crypto> until @1000; 2 pending orders cancelled');
  });
});
