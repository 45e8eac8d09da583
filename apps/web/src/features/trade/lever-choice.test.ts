// Proves the trade ticket opens at 1× on every product, offers 1× first whatever the product's maximum, and reopens at the lever the customer chose for that product, remembered on the device across a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVER_MEMORY_MAX, type LeverMemory, rememberLever } from '../../lib/lever-memory';
import { initialLever, wipeOutMovePercent } from './lever-choice';
import { leverOptions } from './lever-options';

/** Samsung (a stock, 5×), ETH (crypto, 20×) and EURUSD (forex, 100×): the products of issue 41. */
const PRODUCTS = [
  ['005930', 5],
  ['ETHUSD', 20],
  ['EURUSD', 100],
] as const;

/** A localStorage for the node test run, so the prefs store persists as in a browser. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('LV1: the lever the ticket opens at', () => {
  it('LV1: opens at 1× on a stock, a crypto and a forex product when nothing was chosen', () => {
    for (const [code, max] of PRODUCTS) expect(initialLever([], code, max), code).toBe(1);
  });

  it('LV1: 1× is always offered first, and the product maximum last', () => {
    expect(leverOptions(5)).toEqual([1, 2, 5]);
    expect(leverOptions(20)).toEqual([1, 2, 5, 10, 20]);
    expect(leverOptions(100)).toEqual([1, 10, 20, 50, 100]);
    expect(leverOptions(1)).toEqual([1]);
  });

  it('LV1: a chosen lever is remembered for that product only', () => {
    const memory = rememberLever([], '005930', 5);
    expect(initialLever(memory, '005930', 5)).toBe(5);
    expect(initialLever(memory, 'ETHUSD', 20)).toBe(1);
    // Choosing 1× again is remembered too: the safe choice sticks as well as the risky one.
    expect(initialLever(rememberLever(memory, '005930', 1), '005930', 5)).toBe(1);
  });

  it('LV1: a remembered lever the product no longer offers opens at 1×, never above its maximum', () => {
    const memory = rememberLever([], 'ETHUSD', 20);
    expect(initialLever(memory, 'ETHUSD', 10)).toBe(1);
  });

  it('LV1: the memory keeps at most LEVER_MEMORY_MAX products, forgetting the oldest choice first', () => {
    let memory: LeverMemory = [];
    for (let i = 0; i <= LEVER_MEMORY_MAX; i++) memory = rememberLever(memory, `P${i}`, 2);
    expect(memory).toHaveLength(LEVER_MEMORY_MAX);
    expect(initialLever(memory, 'P0', 5)).toBe(1);
    expect(initialLever(memory, `P${LEVER_MEMORY_MAX}`, 5)).toBe(2);
  });

  it('LV1: the risk note says which move takes the whole margin', () => {
    expect([2, 5, 20, 100, 500, 3].map(wipeOutMovePercent)).toEqual(['50', '20', '5', '1', '0.2', '33.33']);
  });
});

describe('LV1: the choice survives a reload', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('LV1: choosing 5× on Samsung is stored, and a fresh app opens its ticket at 5× and ETH at 1×', async () => {
    const first = await import('../../lib/prefs-store');
    expect(first.usePrefs.getState().leverByProduct).toEqual([]);
    first.usePrefs.getState().rememberLever('005930', 5);

    vi.resetModules();
    const reloaded = await import('../../lib/prefs-store');
    const memory = reloaded.usePrefs.getState().leverByProduct;
    expect(initialLever(memory, '005930', 5)).toBe(5);
    expect(initialLever(memory, 'ETHUSD', 20)).toBe(1);
  });

  it('LV1: a stored value that is not a lever memory opens every ticket at 1×', async () => {
    localStorage.setItem('leverByProduct', '{"005930":5}');
    const { usePrefs } = await import('../../lib/prefs-store');
    expect(initialLever(usePrefs.getState().leverByProduct, '005930', 5)).toBe(1);
  });
});
