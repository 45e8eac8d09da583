// Proves "back" stays in the app (issue 17): only an entry after the visit's first goes back in
// history; a page opened from a link (no state, or idx 0) goes to its parent instead.
import { describe, expect, it } from 'vitest';
import { hasInAppHistory } from './use-go-back';

describe('back after a direct link', () => {
  it('goes back in history only when this visit has a previous page', () => {
    expect(hasInAppHistory(null)).toBe(false);
    expect(hasInAppHistory({})).toBe(false);
    expect(hasInAppHistory({ idx: 0 })).toBe(false);
    expect(hasInAppHistory({ idx: '2' })).toBe(false);
    expect(hasInAppHistory({ idx: 1 })).toBe(true);
  });
});
