// Proves FL1 in the console: a staff answer reads "You" only for the signed-in member's own.
import { describe, expect, it } from 'vitest';
import { authorOf } from './author';

describe('authorOf', () => {
  it('FL1: names a colleague, says You for oneself, and nothing for the customer', () => {
    expect(authorOf({ from: 'staff', staffId: 7, staffName: 'Priya Sharma' }, 7)).toBe('You');
    expect(authorOf({ from: 'staff', staffId: 8, staffName: 'Ravi Kumar' }, 7)).toBe('Ravi Kumar');
    expect(authorOf({ from: 'customer', staffId: null, staffName: null }, 7)).toBeNull();
  });
});
