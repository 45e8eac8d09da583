// Proves that the search page's history persists under the device key `searchHistory`: a repeated
// search moves to the front, at most 20 are kept, clearing empties it, and a damaged value reads as none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSearchHistory, loadSearchHistory, saveSearchTerm } from './search-history';

/** An in-memory localStorage, since the web unit tests run without a DOM. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('stored search history', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps searches most recent first under `searchHistory`, without duplicates', () => {
    saveSearchTerm('BTCUSD');
    saveSearchTerm('Reliance');
    saveSearchTerm('BTCUSD');
    expect(loadSearchHistory()).toEqual(['BTCUSD', 'Reliance']);
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual(['BTCUSD', 'Reliance']);
  });

  it('keeps at most 20 searches', () => {
    for (let i = 0; i < 25; i++) saveSearchTerm(`T${i}`);
    const history = loadSearchHistory();
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('T24');
  });

  it('clears everything', () => {
    saveSearchTerm('EURUSD');
    clearSearchHistory();
    expect(loadSearchHistory()).toEqual([]);
  });

  it('reads a damaged value as an empty history', () => {
    localStorage.setItem('searchHistory', '{not json');
    expect(loadSearchHistory()).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify([1, 2]));
    expect(loadSearchHistory()).toEqual([]);
  });
});
