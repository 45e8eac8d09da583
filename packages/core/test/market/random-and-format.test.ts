// Proves the seeded generator is reproducible and well-spread, and that quotes and candles leave core as the contract's exact decimal strings.
import { describe, expect, it } from 'vitest';
import {
  createRandom,
  fillNormals,
  formatCandle,
  formatQuote,
  hashSeed,
  type MarketQuote,
  nextNormal,
  nextUniform,
  randomState,
} from '../../src/market';
import { ticks } from '../../src/money';

describe('the seeded generator', () => {
  it('repeats the same numbers from the same seed and resumes from a saved state', () => {
    const a = createRandom(randomState(42));
    const b = createRandom(randomState(42));
    const first = [a.uniform(), a.uniform(), a.normal()];
    expect([b.uniform(), b.uniform(), b.normal()]).toEqual(first);
    const saved = JSON.parse(JSON.stringify(a.state()));
    const resumed = createRandom(saved);
    expect(resumed.uniform()).toBe(a.uniform());
  });

  it('gives the pure and the fast forms the same draws', () => {
    const [u, s1] = nextUniform(randomState(9));
    const [n] = nextNormal(s1);
    const fast = createRandom(randomState(9));
    expect(fast.uniform()).toBe(u);
    expect(fast.normal()).toBe(n);
  });

  it('draws uniforms in [0, 1) and normals with mean near 0 and variance near 1', () => {
    const random = createRandom(randomState(7));
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const u = random.uniform();
      expect(u >= 0 && u < 1).toBe(true);
      sum += u;
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
    const normals = new Float64Array(20_001);
    fillNormals(randomState(7), normals);
    const mean = normals.reduce((a, b) => a + b, 0) / normals.length;
    const variance = normals.reduce((a, b) => a + (b - mean) ** 2, 0) / normals.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('hashes seeds apart: different parts, order or fractions give different streams', () => {
    const hashes = [
      hashSeed(1, 'A'),
      hashSeed('A', 1),
      hashSeed(1, 'B'),
      hashSeed(1.5, 'A'),
      hashSeed(2 ** 40 + 1, 'A'),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashSeed(1, 'A')).toBe(hashSeed(1, 'A'));
  });
});

describe('formatting for the wire', () => {
  const quote: MarketQuote = {
    code: 'RELIANCE',
    time: 1_700_000_000_000,
    priceTicks: ticks(151234n),
    bidTicks: ticks(151229n),
    askTicks: ticks(151239n),
    openTicks: ticks(150000n),
    highTicks: ticks(152000n),
    lowTicks: ticks(149500n),
    prevCloseTicks: ticks(150000n),
    volume: 123456,
    volumeDelta: 10,
  };

  it('writes a quote with change and a change rate in percent, rounded half-up', () => {
    expect(formatQuote(quote, 2)).toEqual({
      code: 'RELIANCE',
      price: '1512.34',
      bid: '1512.29',
      ask: '1512.39',
      open: '1500.00',
      high: '1520.00',
      low: '1495.00',
      prevClose: '1500.00',
      change: '12.34',
      changeRate: '0.82',
      volume: '123456',
      time: 1_700_000_000_000,
    });
    const down = formatQuote({ ...quote, priceTicks: ticks(148766n) }, 2);
    expect([down.change, down.changeRate]).toEqual(['-12.34', '-0.82']);
  });

  it('writes a candle in the contract field order with exact decimals', () => {
    expect(formatCandle({ time: 5, open: 16000, high: 16100, low: 15990, close: 16050, volume: 7 }, 5)).toEqual({
      time: 5,
      open: '0.16000',
      close: '0.16050',
      high: '0.16100',
      low: '0.15990',
      volume: '7',
    });
  });
});
