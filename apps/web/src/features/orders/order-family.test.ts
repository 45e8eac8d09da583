// Proves FL2 on the history screen: a partial close links to its position, and the position to its partial closes.
import { describe, expect, it } from 'vitest';
import { familyLinks } from './order-family';

describe('familyLinks', () => {
  it('FL2: links each partial close to its position and counts a position’s partial closes', () => {
    const links = familyLinks([
      { id: 12, parentId: 10 },
      { id: 11, parentId: 10 },
      { id: 10, parentId: null },
      { id: 9, parentId: null },
      { id: 20, parentId: 5 },
    ]);
    expect(links.get(12)).toEqual({ kind: 'position', parentId: 10 });
    expect(links.get(20)).toEqual({ kind: 'position', parentId: 5 });
    expect(links.get(10)).toEqual({ kind: 'partials', count: 2 });
    expect(links.has(9)).toBe(false);
  });
});
