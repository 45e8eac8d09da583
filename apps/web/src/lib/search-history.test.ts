// Proves the search-history rule of the specification: most recent first, no duplicates, at most 20.
import { SEARCH_HISTORY_MAX } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { addSearchTerm, distinctSearchTerms, removeSearchTerm } from './search-history';

describe('search history', () => {
  it('puts the newest term first', () => {
    expect(addSearchTerm(['BTCUSD', 'EURUSD'], 'RELIANCE')).toEqual(['RELIANCE', 'BTCUSD', 'EURUSD']);
  });

  it('moves a repeated term to the front instead of keeping two', () => {
    expect(addSearchTerm(['BTCUSD', 'EURUSD', 'TCS'], 'EURUSD')).toEqual(['EURUSD', 'BTCUSD', 'TCS']);
  });

  it('VP4: keeps terms that differ only in case as one entry, spelt as last typed', () => {
    expect(addSearchTerm(['BTC', 'EURUSD'], 'btc')).toEqual(['btc', 'EURUSD']);
    expect(addSearchTerm(['EURUSD', 'btc'], 'BTC')).toEqual(['BTC', 'EURUSD']);
  });

  it('VP4: drops case-only repeats from a history saved before the rule, keeping the most recent', () => {
    expect(distinctSearchTerms(['btc', 'TCS', 'BTC', 'tcs', 'EURUSD'])).toEqual(['btc', 'TCS', 'EURUSD']);
  });

  it('trims the term and ignores an empty one', () => {
    expect(addSearchTerm(['A'], '  TCS  ')).toEqual(['TCS', 'A']);
    expect(addSearchTerm(['A'], '   ')).toEqual(['A']);
  });

  it('keeps at most 20 terms, dropping the oldest', () => {
    let history: string[] = [];
    for (let i = 0; i < 30; i++) history = addSearchTerm(history, `T${i}`);
    expect(SEARCH_HISTORY_MAX).toBe(20);
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('T29');
    expect(history.at(-1)).toBe('T10');
  });

  it('removes one term', () => {
    expect(removeSearchTerm(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });
});
