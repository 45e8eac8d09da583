import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parameterLiteral } from '../../src/db/statement-batch';
import { quoteLiteral } from '../../src/db/transaction';

// A group's batched statements carry their values as literals (SPEC E8, docs/adr/0010): each must be
// byte for byte the literal the driver's own escapeLiteral writes, or PostgreSQL would read another value.
describe('statement batch literals', () => {
  it('E8: quotes any text exactly as the driver does (quotes, backslashes, both, neither, any Unicode)', () => {
    const tricky = fc.constantFrom(
      "'",
      '\\',
      "''",
      '\\\\',
      "a'b\\c",
      "O'Reilly",
      'C:\\path',
      '',
      ' E',
      '\u0000x',
      '₹1,00,000',
      'ऑर्डर',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'binary' }), tricky)), (parts) => {
        const text = parts.join('');
        expect(quoteLiteral(text)).toBe(pg.escapeLiteral(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('E8: writes an array parameter as the driver would send it, escaped or plain, flat or nested', () => {
    const prepareValue = Reflect.get(Reflect.get(pg, 'utils'), 'prepareValue') as (value: unknown) => unknown;
    const driverLiteral = (value: unknown) => pg.escapeLiteral(String(prepareValue(value)));
    const element = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.bigInt(),
      fc.boolean(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('"', '\\', 'a"b\\c', 'NULL', '', ' ', '{1,2}', "O'Reilly", 'ऑर्डर'),
    );
    const arrays = fc.oneof(fc.array(element), fc.array(fc.array(element, { maxLength: 3 }), { maxLength: 3 }));
    fc.assert(
      fc.property(arrays, (values) => {
        expect(parameterLiteral(values)).toBe(driverLiteral(values));
      }),
      { numRuns: 2000 },
    );
    expect(parameterLiteral(['1', 2, 3n, null])).toBe(`'{"1","2","3",NULL}'`);
  });
});
