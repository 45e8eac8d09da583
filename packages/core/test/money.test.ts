// Proves money and prices are exact: decimal strings round-trip through minor units, bad input is refused, and half-up rounding is symmetric for negative values.
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  DECIMALS_MAX,
  divInt,
  formatMoney,
  formatPrice,
  minor,
  mulRate,
  notional,
  parseMoney,
  parsePrice,
  parseRate,
  pow10,
  roundHalfUp,
  subMoney,
  sumMoney,
  tickCount,
  ticks,
} from '../src/index';

function money(text: string, decimals = 2) {
  const parsed = parseMoney(text, decimals);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

describe('parseMoney / formatMoney', () => {
  it('reads decimal strings into minor units and writes them back with fixed places', () => {
    expect(parseMoney('1234.50')).toEqual({ ok: true, value: 123450n });
    expect(parseMoney(' 7 ')).toEqual({ ok: true, value: 700n });
    expect(parseMoney('-0.05')).toEqual({ ok: true, value: -5n });
    expect(parseMoney('0.1', 8)).toEqual({ ok: true, value: 10_000_000n });
    expect(parseMoney('42', 0)).toEqual({ ok: true, value: 42n });
    expect(formatMoney(minor(123450n))).toBe('1234.50');
    expect(formatMoney(minor(-5n))).toBe('-0.05');
    expect(formatMoney(minor(0n))).toBe('0.00');
    expect(formatMoney(minor(7n), 0)).toBe('7');
    expect(formatMoney(minor(123456789012345678901234567890n))).toBe('1234567890123456789012345678.90');
  });

  it('refuses more decimals than allowed, garbage and exponent notation', () => {
    expect(parseMoney('1.234')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMoney('1.5', 0)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseMoney('')).toEqual({ ok: false, error: 'empty' });
    expect(parseMoney('   ')).toEqual({ ok: false, error: 'empty' });
    for (const bad of ['1e3', '1E-2', 'abc', '+5', '1,000.00', '.5', '5.', '--1', '0x10', 'NaN', 'Infinity', '1 000']) {
      expect(parseMoney(bad), bad).toEqual({ ok: false, error: 'format' });
    }
  });

  it('treats a bad decimals constant as a bug', () => {
    expect(() => parseMoney('1', -1)).toThrow(RangeError);
    expect(() => formatMoney(minor(1n), 2.5)).toThrow(RangeError);
  });

  it('gives every power of ten of the decimals allowed, and refuses any other', () => {
    for (let n = 0; n <= DECIMALS_MAX; n++) expect(pow10(n)).toBe(BigInt(`1${'0'.repeat(n)}`));
    for (const bad of [-1, DECIMALS_MAX + 1, 1.5, Number.NaN])
      expect(() => pow10(bad), String(bad)).toThrow(RangeError);
  });
});

describe('prices in ticks', () => {
  it('parses and formats in the product decimals and refuses negative prices', () => {
    expect(parsePrice('65000.5', 2)).toEqual({ ok: true, value: 6_500_050n });
    expect(parsePrice('1.08345', 5)).toEqual({ ok: true, value: 108_345n });
    expect(parsePrice('-1', 2)).toEqual({ ok: false, error: 'negative' });
    expect(parsePrice('1.083451', 5)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(formatPrice(ticks(108_345n), 5)).toBe('1.08345');
  });

  it('computes a notional in minor units, rounding once at the end', () => {
    // 1.08345 × 100 000 units = 108 345.00
    expect(notional(ticks(108_345n), 5, 100_000n)).toBe(10_834_500n);
    // 1.08345 × 1 unit = 1.08345 → 1.08
    expect(notional(ticks(108_345n), 5, 1n)).toBe(108n);
    // 0.005 × 1 = 0.005 → 0.01 (half-up)
    expect(notional(ticks(5n), 3, 1n)).toBe(1n);
  });
});

describe('roundHalfUp', () => {
  it('rounds halves away from zero, symmetrically', () => {
    const cases: [bigint, bigint, bigint][] = [
      [5n, 2n, 3n],
      [-5n, 2n, -3n],
      [4n, 2n, 2n],
      [3n, 2n, 2n],
      [-3n, 2n, -2n],
      [24n, 10n, 2n],
      [25n, 10n, 3n],
      [-25n, 10n, -3n],
      [-24n, 10n, -2n],
      [-26n, 10n, -3n],
      [0n, 7n, 0n],
    ];
    for (const [n, d, expected] of cases) expect(roundHalfUp(n, d), `${n}/${d}`).toBe(expected);
    for (let n = -1000n; n <= 1000n; n++) expect(roundHalfUp(-n, 7n)).toBe(-roundHalfUp(n, 7n));
  });

  it('refuses a divisor that is not positive', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUp(1n, -2n)).toThrow(RangeError);
  });
});

describe('rates and arithmetic', () => {
  it('multiplies by a decimal rate with one half-up rounding', () => {
    expect(mulRate(money('10000.00'), '0.0005')).toBe(500n);
    expect(mulRate(minor(10_001n), '0.5')).toBe(5001n);
    expect(mulRate(minor(-10_001n), '0.5')).toBe(-5001n);
    expect(mulRate(minor(10_001n), '-0.5')).toBe(-5001n);
    expect(mulRate(minor(333n), '0.333')).toBe(111n);
    expect(mulRate(minor(12_345n), '1')).toBe(12_345n);
    expect(mulRate(minor(1n), '0.000000000000000001')).toBe(0n);
    const rate = parseRate('0.25');
    if (!rate.ok) throw new Error('rate');
    expect(mulRate(minor(10n), rate.value)).toBe(3n);
    expect(() => mulRate(minor(1n), '1e-3')).toThrow(RangeError);
  });

  it('divides by a lever with half-up rounding', () => {
    expect(divInt(minor(1005n), 10n)).toBe(101n);
    expect(divInt(minor(-1005n), 10n)).toBe(-101n);
    expect(divInt(minor(1004n), 10n)).toBe(100n);
  });

  it('adds, subtracts, sums and compares', () => {
    const a = money('10.50');
    const b = money('0.75');
    expect(formatMoney(addMoney(a, b))).toBe('11.25');
    expect(formatMoney(subMoney(b, a))).toBe('-9.75');
    expect(formatMoney(sumMoney([a, b, a]))).toBe('21.75');
    expect(sumMoney([])).toBe(0n);
    expect([compareMoney(a, b), compareMoney(b, a), compareMoney(a, a)]).toEqual([1, -1, 0]);
  });
});

describe('tickCount', () => {
  it('gives whole ticks as an exact number and refuses what a number cannot hold exactly', () => {
    expect(tickCount(ticks(5_174_359n))).toBe(5_174_359);
    expect(tickCount(ticks(-12n))).toBe(-12);
    expect(() => tickCount(ticks(2n ** 53n))).toThrow(RangeError);
  });
});
