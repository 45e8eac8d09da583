// Proves the chart follows the user's colour mode: red rises in red-up, green rises in green-up.
import { COLOR_DOWN, COLOR_UP } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { candleColors, chartPalette, fade } from './chart-colors';

describe('candleColors', () => {
  it('paints a rise red and a fall green in red-up mode', () => {
    expect(candleColors('red-up')).toEqual({ rise: COLOR_UP, fall: COLOR_DOWN });
    expect(COLOR_UP).toBe('#ef4444');
  });

  it('swaps them in green-up mode', () => {
    expect(candleColors('green-up')).toEqual({ rise: COLOR_DOWN, fall: COLOR_UP });
  });
});

describe('fade and palette', () => {
  it('adds an alpha byte to a hex colour', () => {
    expect(fade('#ef4444', 0.5)).toBe('#ef444480');
    expect(fade('#ef4444', 2)).toBe('#ef4444ff');
  });

  it('has a dark background in dark mode and a light one in light mode', () => {
    expect(chartPalette('dark').background).toBe('#151b26');
    expect(chartPalette('light').background).toBe('#ffffff');
  });
});
