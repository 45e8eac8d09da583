// Proves every decimal field of every call has a documented maximum that, scaled by the most
// decimals the server applies to it, fits a PostgreSQL bigint (E4), and that the contract refuses a
// value just above it naming the field.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalBoundOf, SCALED_DIGITS_MAX } from '../src/fields';
import { alertCreate, type CallDef, consoleCallList, customerCallList, orderCreate } from '../src/index';

const BIGINT_MAX = 2n ** 63n - 1n;

/** A payload's object shape, through the refinements and pipes calls wrap it in. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) break;
    if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
    current = def.in ?? def.innerType ?? def.schema;
  }
  return {};
}

const calls: readonly CallDef[] = [...customerCallList, ...consoleCallList];
const decimalFields = calls.flatMap((c) =>
  Object.entries(shapeOf(c.payload)).flatMap(([field, schema]) => {
    const bound = decimalBoundOf(schema);
    return bound === undefined ? [] : [{ path: c.path, field, schema, bound }];
  }),
);

describe('E4: decimal fields are bounded to fit a bigint', () => {
  it('finds the decimal fields of the calls (the walk reaches them)', () => {
    const names = decimalFields.map((f) => `${f.path}.${f.field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'alert/create.value',
        'order/create.trailingDistance',
        'order/create.price',
        'charge/charge.amount',
      ]),
    );
    expect(decimalFields.length).toBeGreaterThan(20);
  });

  it.each(
    decimalFields.map((f) => [`${f.path}.${f.field}`, f] as const),
  )('%s has a bound inside a bigint', (_name, f) => {
    expect(f.bound, 'a decimal() field with no bound').not.toBe('unbounded');
    if (f.bound === 'unbounded') return;
    expect(f.bound.integerDigitsMax + f.bound.scaleMax).toBeLessThanOrEqual(SCALED_DIGITS_MAX);
    expect(10n ** BigInt(f.bound.integerDigitsMax + f.bound.scaleMax) - 1n).toBeLessThanOrEqual(BIGINT_MAX);
    const justAbove = `1${'0'.repeat(f.bound.integerDigitsMax)}`;
    const parsed = z.object({ [f.field]: f.schema }).safeParse({ [f.field]: justAbove });
    expect(parsed.success, justAbove).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(f.field);
  });

  it('refuses the alert level of the outside test, 2^63/100, before the service scales it', () => {
    const parsed = alertCreate.payload.safeParse({ code: 'BTCUSD', condition: 'above', value: '92233720368547758.08' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['value']);
    const huge = orderCreate.payload.safeParse({
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      trailingDistance: '99999999999999999999',
      requestId: 'req-12345678',
    });
    expect(huge.error?.issues.map((i) => i.path[0])).toContain('trailingDistance');
  });
});
