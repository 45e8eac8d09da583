import type { KlinePeriod } from '@demo/contract';
import { MACD_FAST_DEFAULT, MACD_SIGNAL_DEFAULT, MACD_SLOW_DEFAULT, RSI_LENGTH_DEFAULT } from '@demo/core';

/**
 * Which indicators the chart draws and with what parameters (issue 49). Kept per customer on this
 * device (localStorage): a second phone starts from the defaults. Pure: the storage is the caller's.
 */
export interface IndicatorSettings {
  rsi: { on: boolean; length: number };
  macd: { on: boolean; fast: number; slow: number; signal: number };
  ema: { on: boolean; length: number };
  vwap: { on: boolean };
}

/** The editable parameters, by field; every one is a whole number of bars. */
export type IndicatorParams = {
  rsiLength: number;
  macdFast: number;
  macdSlow: number;
  macdSignal: number;
  emaLength: number;
};
export type ParamField = keyof IndicatorParams;

/** The EMA overlay's length until the customer picks another. */
const EMA_LENGTH_DEFAULT = 20;

/**
 * Bounds of each parameter, in bars. Beyond them an indicator is either noise (below) or longer than
 * the history a period loads (above), so the inputs refuse them.
 */
export const PARAM_BOUNDS = {
  rsiLength: { min: 2, max: 50 },
  macdFast: { min: 2, max: 50 },
  macdSlow: { min: 3, max: 100 },
  macdSignal: { min: 2, max: 50 },
  emaLength: { min: 2, max: 200 },
} as const satisfies Record<ParamField, { min: number; max: number }>;

export const PARAM_FIELDS = Object.keys(PARAM_BOUNDS) as ParamField[];

export const DEFAULT_INDICATORS: IndicatorSettings = {
  rsi: { on: false, length: RSI_LENGTH_DEFAULT },
  macd: { on: false, fast: MACD_FAST_DEFAULT, slow: MACD_SLOW_DEFAULT, signal: MACD_SIGNAL_DEFAULT },
  ema: { on: false, length: EMA_LENGTH_DEFAULT },
  vwap: { on: false },
};

/** VWAP averages one trading session, so it means nothing on a bar that is a whole day or longer. */
export function vwapAvailable(period: KlinePeriod): boolean {
  return !['day', 'week', 'month', 'year'].includes(period);
}

export function paramsOf(s: IndicatorSettings): IndicatorParams {
  return {
    rsiLength: s.rsi.length,
    macdFast: s.macd.fast,
    macdSlow: s.macd.slow,
    macdSignal: s.macd.signal,
    emaLength: s.ema.length,
  };
}

/** The parameters as the form's text fields first show them: each number as its decimal digits. */
export function paramsDraft(s: IndicatorSettings): Record<ParamField, string> {
  const p = paramsOf(s);
  return Object.fromEntries(PARAM_FIELDS.map((f) => [f, String(p[f])])) as Record<ParamField, string>;
}

export function withParams(s: IndicatorSettings, p: IndicatorParams): IndicatorSettings {
  return {
    rsi: { ...s.rsi, length: p.rsiLength },
    macd: { ...s.macd, fast: p.macdFast, slow: p.macdSlow, signal: p.macdSignal },
    ema: { ...s.ema, length: p.emaLength },
    vwap: s.vwap,
  };
}

/** Why a parameter was refused: not a whole number, outside its bounds, or a MACD fast not below its slow. */
export type ParamError = 'whole' | 'range' | 'fastBelowSlow';

/**
 * Checks typed parameters (the raw input strings): each a whole number within PARAM_BOUNDS, and the
 * MACD fast length below the slow one. Returns the parameters, or the error of each bad field.
 */
export function validateParams(
  draft: Readonly<Record<ParamField, string>>,
): { ok: true; params: IndicatorParams } | { ok: false; errors: Partial<Record<ParamField, ParamError>> } {
  const errors: Partial<Record<ParamField, ParamError>> = {};
  const params = {} as IndicatorParams;
  for (const field of PARAM_FIELDS) {
    const text = draft[field].trim();
    const value = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    const { min, max } = PARAM_BOUNDS[field];
    if (!Number.isInteger(value)) errors[field] = 'whole';
    else if (value < min || value > max) errors[field] = 'range';
    params[field] = value;
  }
  if (!errors.macdFast && !errors.macdSlow && params.macdFast >= params.macdSlow) errors.macdFast = 'fastBelowSlow';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, params };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Settings read back from storage: anything missing, mistyped or out of bounds (an older or edited
 * entry) falls back to its default, field by field, so a bad entry never breaks the chart.
 */
export function parseSettings(raw: unknown): IndicatorSettings {
  const d = DEFAULT_INDICATORS;
  const r = isRecord(raw) ? raw : {};
  const part = (key: string) => (isRecord(r[key]) ? r[key] : {});
  const on = (key: string, fallback: boolean) => {
    const v = part(key).on;
    return typeof v === 'boolean' ? v : fallback;
  };
  const num = (key: string, name: string, field: ParamField, fallback: number) => {
    const v = part(key)[name];
    const { min, max } = PARAM_BOUNDS[field];
    return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;
  };
  const fast = num('macd', 'fast', 'macdFast', d.macd.fast);
  const slow = num('macd', 'slow', 'macdSlow', d.macd.slow);
  const macdOk = fast < slow;
  return {
    rsi: { on: on('rsi', d.rsi.on), length: num('rsi', 'length', 'rsiLength', d.rsi.length) },
    macd: {
      on: on('macd', d.macd.on),
      fast: macdOk ? fast : d.macd.fast,
      slow: macdOk ? slow : d.macd.slow,
      signal: num('macd', 'signal', 'macdSignal', d.macd.signal),
    },
    ema: { on: on('ema', d.ema.on), length: num('ema', 'length', 'emaLength', d.ema.length) },
    vwap: { on: on('vwap', d.vwap.on) },
  };
}
