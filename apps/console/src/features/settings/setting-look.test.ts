import { describe, expect, it } from 'vitest';
import { asPercent, describeValue } from './setting-look';

describe('how settings read on the settings page', () => {
  it('shows a rate as its exact percentage', () => {
    expect(asPercent('0.0005')).toBe('0.05 %');
    expect(asPercent('0.1')).toBe('10 %');
    expect(asPercent('1')).toBe('100 %');
    expect(asPercent('0.00012345')).toBe('0.012345 %');
    expect(asPercent('0')).toBe('0 %');
  });

  it('reads flags and channels as words', () => {
    expect(describeValue({ kind: 'rate' }, '0.02')).toBe('0.02 (2 %)');
    expect(describeValue({ kind: 'flag' }, 'true')).toBe('Yes');
    expect(describeValue({ kind: 'channels' }, '[{"type":"email"}]')).toBe('1 channel');
    expect(describeValue({ kind: 'money' }, '250.00')).toBe('250.00');
  });
});
