// Proves the up/down reorder of watchlists and their products: one place at a time, never off the ends.
import { describe, expect, it } from 'vitest';
import { moveItem } from './mutations';

describe('moveItem', () => {
  it('moves an item one place up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone for a move off either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
