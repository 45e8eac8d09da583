// Proves the alert book fires each alert at the tick that crosses its level and never before (AL1),
// re-arms a repeating alert only after the value returns across its level (AL2), and reads levels
// that the current value already meets as refused (AL3); checked against a brute-force model on
// random walks from a printed seed (replay with SEED=<n>).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlertBook, type AlertCondition, alertConditionMet, type BookAlert, readAlertLevel } from '../../src/index';

const tick = (priceTicks: bigint, rateHundredths = 0n) => ({ priceTicks, rateHundredths });
const alert = (id: number, condition: AlertCondition, level: bigint, repeat = false): BookAlert => ({
  id,
  code: 'BTCUSD',
  condition,
  level,
  repeat,
  armed: true,
});
const fired = (changes: ReturnType<AlertBook['tick']>) =>
  changes.filter((c) => c.kind === 'fired').map((c) => c.alert.id);

describe('AL1: an alert fires at the crossing tick and not before', () => {
  it('an above alert waits below its level and fires on the tick that reaches it', () => {
    const book = new AlertBook();
    book.add(alert(1, 'above', 1000n));
    expect(fired(book.tick('BTCUSD', tick(990n)))).toEqual([]);
    expect(fired(book.tick('BTCUSD', tick(999n)))).toEqual([]);
    expect(fired(book.tick('BTCUSD', tick(1000n)))).toEqual([1]);
    expect(book.size).toBe(0);
    expect(fired(book.tick('BTCUSD', tick(1200n)))).toEqual([]);
  });

  it('a below alert fires on the tick that falls to its level, and a gap past it fires too', () => {
    const book = new AlertBook();
    book.add(alert(1, 'below', 500n));
    book.add(alert(2, 'below', 450n));
    expect(fired(book.tick('BTCUSD', tick(501n)))).toEqual([]);
    expect(fired(book.tick('BTCUSD', tick(400n))).sort()).toEqual([1, 2]);
  });

  it('change-rate alerts compare the day change in hundredths of a percent', () => {
    const book = new AlertBook();
    book.add(alert(1, 'changeRateAbove', 250n));
    book.add(alert(2, 'changeRateBelow', -300n));
    expect(fired(book.tick('BTCUSD', tick(10n, 249n)))).toEqual([]);
    expect(fired(book.tick('BTCUSD', tick(10n, 250n)))).toEqual([1]);
    expect(fired(book.tick('BTCUSD', tick(10n, -299n)))).toEqual([]);
    expect(fired(book.tick('BTCUSD', tick(10n, -301n)))).toEqual([2]);
  });

  it('a tick of one product never touches another product’s alerts', () => {
    const book = new AlertBook();
    book.add({ ...alert(1, 'above', 10n), code: 'ETHUSD' });
    expect(book.tick('BTCUSD', tick(1_000_000n))).toEqual([]);
    expect(fired(book.tick('ETHUSD', tick(10n)))).toEqual([1]);
  });

  it('a removed alert never fires', () => {
    const book = new AlertBook();
    book.add(alert(1, 'above', 100n));
    expect(book.remove(1)).toBe(true);
    expect(book.remove(1)).toBe(false);
    expect(book.tick('BTCUSD', tick(200n))).toEqual([]);
  });
});

describe('AL2: a repeating alert re-arms after the value returns across its level', () => {
  it('fires, stays quiet while above, re-arms below, fires again on the next crossing', () => {
    const book = new AlertBook();
    book.add(alert(1, 'above', 100n, true));
    expect(fired(book.tick('BTCUSD', tick(100n)))).toEqual([1]);
    expect(book.tick('BTCUSD', tick(120n))).toEqual([]);
    expect(book.tick('BTCUSD', tick(100n))).toEqual([]);
    const back = book.tick('BTCUSD', tick(99n));
    expect(back.map((c) => [c.kind, c.alert.id, c.alert.armed])).toEqual([['rearmed', 1, true]]);
    expect(fired(book.tick('BTCUSD', tick(101n)))).toEqual([1]);
    expect(book.size).toBe(1);
  });

  it('a repeating below alert stored disarmed waits for the value to rise past its level first', () => {
    const book = new AlertBook();
    book.add({ ...alert(1, 'below', 100n, true), armed: false });
    expect(book.tick('BTCUSD', tick(90n))).toEqual([]);
    expect(book.tick('BTCUSD', tick(101n)).map((c) => c.kind)).toEqual(['rearmed']);
    expect(fired(book.tick('BTCUSD', tick(100n)))).toEqual([1]);
  });
});

describe('AL3: a level the current value already meets is refused', () => {
  it('reads prices in the product’s decimals and rates in hundredths', () => {
    const al3 = { ok: false, rule: 'AL3', field: 'value', code: 404 };
    expect(readAlertLevel('above', '101.5', 2, 10_000n)).toEqual({ ok: true, value: 10_150n });
    expect(readAlertLevel('above', '99.99', 2, 10_000n)).toMatchObject({
      ...al3,
      values: { check: 'met', current: '100.00' },
    });
    expect(readAlertLevel('below', '100', 2, 10_000n)).toMatchObject({ ...al3, values: { check: 'met' } });
    expect(readAlertLevel('above', '1.001', 2, null)).toMatchObject({ ...al3, values: { check: 'decimals' } });
    expect(readAlertLevel('above', '0', 2, null)).toMatchObject({ ...al3, values: { check: 'positive' } });
    expect(readAlertLevel('above', 'abc', 2, null)).toMatchObject({ ...al3, values: { check: 'format' } });
    expect(readAlertLevel('changeRateBelow', '-2.5', 8, 0n)).toEqual({ ok: true, value: -250n });
    expect(readAlertLevel('changeRateAbove', '1000.01', 8, 0n)).toMatchObject({ ...al3, values: { check: 'range' } });
  });
});

/** A brute-force model: every alert checked on every tick, with AL1 and AL2 written out directly. */
function modelTick(alerts: Map<number, BookAlert>, value: (a: BookAlert) => bigint): number[] {
  const out: number[] = [];
  for (const a of [...alerts.values()]) {
    const v = value(a);
    if (a.armed) {
      if (!alertConditionMet(a.condition, a.level, v)) continue;
      out.push(a.id);
      if (a.repeat) alerts.set(a.id, { ...a, armed: false });
      else alerts.delete(a.id);
    } else if (!alertConditionMet(a.condition, a.level, v)) {
      alerts.set(a.id, { ...a, armed: true });
    }
  }
  return out.sort((x, y) => x - y);
}

const seed = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`alert-book seed: ${seed} (replay with SEED=${seed})`);

describe(`AL1, AL2: the book agrees with the brute-force model on random walks (seed ${seed})`, () => {
  it('fires the same alerts on the same ticks', () => {
    const conditions: AlertCondition[] = ['above', 'below', 'changeRateAbove', 'changeRateBelow'];
    const arbAlert = fc.record({
      code: fc.constantFrom('A', 'B'),
      condition: fc.constantFrom(...conditions),
      level: fc.integer({ min: -20, max: 20 }),
      repeat: fc.boolean(),
    });
    const arbStep = fc.oneof(
      fc.record({
        kind: fc.constant('tick' as const),
        code: fc.constantFrom('A', 'B'),
        price: fc.integer({ min: -25, max: 25 }),
        rate: fc.integer({ min: -25, max: 25 }),
      }),
      fc.record({ kind: fc.constant('add' as const), alert: arbAlert }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 30 }) }),
    );
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 200 }), (steps) => {
        const book = new AlertBook();
        const model = new Map<number, BookAlert>();
        const lastValue = new Map<string, { price: bigint; rate: bigint }>();
        let nextId = 1;
        for (const step of steps) {
          if (step.kind === 'add') {
            const a: BookAlert = { id: nextId++, ...step.alert, level: BigInt(step.alert.level), armed: true };
            // AL3: the server refuses an alert its product's current value already meets.
            const now = lastValue.get(a.code);
            const current = now ? (a.condition === 'above' || a.condition === 'below' ? now.price : now.rate) : null;
            if (current !== null && alertConditionMet(a.condition, a.level, current)) continue;
            book.add(a);
            model.set(a.id, a);
          } else if (step.kind === 'remove') {
            expect(book.remove(step.id)).toBe(model.delete(step.id));
          } else {
            const price = BigInt(step.price);
            const rate = BigInt(step.rate);
            lastValue.set(step.code, { price, rate });
            const mine = new Map([...model].filter(([, a]) => a.code === step.code));
            const expected = modelTick(mine, (a) =>
              a.condition === 'above' || a.condition === 'below' ? price : rate,
            );
            for (const [id, a] of mine) model.set(id, a);
            for (const id of expected) if (!mine.has(id)) model.delete(id);
            expect(
              fired(book.tick(step.code, { priceTicks: price, rateHundredths: rate })).sort((x, y) => x - y),
            ).toEqual(expected);
            expect(book.size).toBe(model.size);
          }
        }
      }),
      { seed, numRuns: 300 },
    );
  });
});
