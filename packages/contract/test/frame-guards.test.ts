// Proves the zod-free frame check the product page uses (frame-guards.ts) answers exactly what the
// kline and depth schemas answer: the same frames accepted, with the same fields, and the same refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depth } from '../src/calls/markets';
import { asDepthContent, asKlineContent } from '../src/frame-guards';
import { klineContent } from '../src/socket';
import { KLINE_PERIODS } from '../src/wire-values';

const decimalish = fc.oneof(
  fc.stringMatching(/^-?\d{1,6}(\.\d{1,4})?$/),
  fc.constantFrom('', '1.', '.5', '1e3', ' 1', '1,000', 'NaN', '--1', '0x10'),
  fc.integer(),
  fc.constant(null),
);
const time = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(2 ** 60), fc.string());
const period = fc.oneof(fc.constantFrom(...KLINE_PERIODS), fc.string(), fc.integer());
const frame = fc.oneof(
  fc.record(
    {
      time,
      open: decimalish,
      close: decimalish,
      high: decimalish,
      low: decimalish,
      volume: decimalish,
      code: fc.oneof(fc.string(), fc.integer()),
      period,
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.record({
    time: fc.integer(),
    open: fc.stringMatching(/^\d{1,5}\.\d{2}$/),
    close: fc.stringMatching(/^\d{1,5}\.\d{2}$/),
    high: fc.stringMatching(/^\d{1,5}\.\d{2}$/),
    low: fc.stringMatching(/^\d{1,5}\.\d{2}$/),
    volume: fc.stringMatching(/^\d{1,8}$/),
    code: fc.string(),
    period: fc.constantFrom(...KLINE_PERIODS),
  }),
  fc.anything(),
);

describe('asKlineContent', () => {
  it('agrees with the kline schema on every generated frame', () => {
    fc.assert(
      fc.property(frame, (value) => {
        const parsed = klineContent.safeParse(value);
        expect(asKlineContent(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts a real frame and drops unknown keys', () => {
    const real = {
      time: 1_795_000_000_000,
      open: '1.50',
      close: '1.52',
      high: '1.53',
      low: '1.49',
      volume: '1200',
      code: 'BTCUSD',
      period: '1min',
      x: 1,
    };
    expect(asKlineContent(real)).toEqual({
      time: 1_795_000_000_000,
      open: '1.50',
      close: '1.52',
      high: '1.53',
      low: '1.49',
      volume: '1200',
      code: 'BTCUSD',
      period: '1min',
    });
  });
});

const level = fc.oneof(
  fc.record(
    { price: decimalish, size: fc.oneof(fc.integer(), fc.double(), fc.string()), extra: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.record({ price: fc.stringMatching(/^\d{1,5}\.\d{2}$/), size: fc.integer({ min: 1, max: 5000 }) }),
  fc.anything(),
);
const depthFrame = fc.oneof(
  fc.record(
    {
      code: fc.oneof(fc.string(), fc.integer()),
      time,
      bids: fc.array(level, { maxLength: 6 }),
      asks: fc.array(level, { maxLength: 6 }),
    },
    { requiredKeys: [] },
  ),
  fc.record({
    code: fc.string(),
    time: fc.integer(),
    bids: fc.array(
      fc.record({ price: fc.stringMatching(/^\d{1,5}\.\d{2}$/), size: fc.integer({ min: 1, max: 5000 }) }),
      { maxLength: 5 },
    ),
    asks: fc.array(
      fc.record({ price: fc.stringMatching(/^\d{1,5}\.\d{2}$/), size: fc.integer({ min: 1, max: 5000 }) }),
      { maxLength: 5 },
    ),
  }),
  fc.anything(),
);

describe('asDepthContent', () => {
  it('DP6: agrees with the depth schema on every generated frame', () => {
    fc.assert(
      fc.property(depthFrame, (value) => {
        const parsed = depth.safeParse(value);
        expect(asDepthContent(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });
});
