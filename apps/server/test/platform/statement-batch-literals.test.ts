import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
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
});
