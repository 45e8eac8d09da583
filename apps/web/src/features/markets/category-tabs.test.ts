// Proves the home tab row brings the chosen market tab into view on a return to home (issue 42).
import { describe, expect, it } from 'vitest';
import { tabScrollLeft } from './CategoryTabs';

describe('tabScrollLeft', () => {
  it('centres a tab far to the right of a 351 px row', () => {
    // A 70 px tab starting 600 px into the row: its middle (635) lands on the row's middle (175.5).
    expect(tabScrollLeft(600, 70, 351)).toBe(460);
  });

  it('leaves a tab near the start at the start', () => {
    expect(tabScrollLeft(20, 70, 351)).toBe(0);
  });
});
