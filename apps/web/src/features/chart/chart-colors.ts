import type { MarketColorMode } from '@demo/contract';
import { COLOR_DOWN, COLOR_MAIN, COLOR_UP } from '@demo/contract/refs';

/**
 * The chart's colours. A rising candle takes the rise colour of the user's mode: red in red-up
 * (the default), green in green-up, the same rule `signColor` applies to numbers.
 */
export interface CandleColors {
  rise: string;
  fall: string;
}

export function candleColors(mode: MarketColorMode): CandleColors {
  return mode === 'green-up' ? { rise: COLOR_DOWN, fall: COLOR_UP } : { rise: COLOR_UP, fall: COLOR_DOWN };
}

/** Volume bars use the candle's colour, faded so the candles stay in front. */
export function fade(hex: string, alpha: number): string {
  const a = Math.round(Math.max(0, Math.min(1, alpha)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${a}`;
}

/**
 * The exit lines of a held position: a stop in amber, a take profit in sky blue, readable on both
 * backgrounds and apart from the rise/fall colours, which mean the market's move, not the user's exits.
 */
export const LEVEL_COLORS = { stopLoss: '#f59e0b', trailing: '#f59e0b', takeProfit: '#0ea5e9' } as const;

export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  /** The session line and the MA/BOLL lines. */
  line: string;
  ma: readonly [string, string, string];
  boll: string;
}

export function chartPalette(scheme: 'light' | 'dark'): ChartPalette {
  return scheme === 'dark'
    ? {
        background: '#151b26',
        text: '#9ca3af',
        grid: '#1f2937',
        border: '#263041',
        crosshair: '#6b7280',
        line: '#3b82ff',
        ma: ['#f59e0b', '#a855f7', '#38bdf8'],
        boll: '#94a3b8',
      }
    : {
        background: '#ffffff',
        text: '#6b7280',
        grid: '#f1f5f9',
        border: '#e5e7eb',
        crosshair: '#9ca3af',
        line: COLOR_MAIN,
        ma: ['#d97706', '#9333ea', '#0284c7'],
        boll: '#64748b',
      };
}
