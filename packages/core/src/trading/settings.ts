import { type MoneyParseError, parseRate, pow10, type Rate, type Ticks } from '../money';

/** A position's side: a buy gains when the price rises, a sell when it falls. */
export type Direction = 'buy' | 'sell';

/** One quote of a product, in ticks of its decimals; a sane quote has 0 < bid ≤ ask. */
export interface Quote {
  readonly bidTicks: Ticks;
  readonly askTicks: Ticks;
}

/**
 * The trading settings of `config/setting`, parsed once into exact rates (PRODUCT.md, "Trading
 * rules"). Rates are fractions, not percentages: a fee of `"0.0005"` is 0.05 % of the notional.
 */
export interface TradingSettings {
  /** Units per hand when the product has no hand size of its own. */
  readonly tradeHandCount: number;
  /** Opening fee as a fraction of the notional. */
  readonly tradeBuyFee: Rate;
  /** Closing fee as a fraction of the notional at the close price. */
  readonly tradeSaleFee: Rate;
  /** Margin as a fraction of the notional when the product has no lever. */
  readonly tradeDefaultRate: Rate;
  /** Overnight fee as a fraction of the notional, per held position per daily roll. */
  readonly tradeDelayRate: Rate;
  /** Margin level (equity ÷ used margin) at or below which positions are force-covered. */
  readonly tradeForceCoverRate: Rate;
  /** Margin level at or below which the user is warned. */
  readonly tradeForceCoverWarning: Rate;
  /** Insurance premium as a fraction of the margin. */
  readonly tradeInsuranceRate: Rate;
}

/** The settings as they are stored and sent: decimal strings, and the hand size as an integer. */
export type TradingSettingsText = { readonly tradeHandCount: number } & {
  readonly [K in Exclude<keyof TradingSettings, 'tradeHandCount'>]: string;
};

export type SettingsError = { readonly ok: false; readonly error: 'bad_setting'; readonly detail: string };

/**
 * Parses the settings' decimal strings exactly. Every rate must be a non-negative decimal, the hand
 * size a positive integer, and the warning level at least the forced-cover level (a user is warned
 * before positions close, never after); the first bad field is named in `detail`.
 */
export function parseTradingSettings(
  text: TradingSettingsText,
): { readonly ok: true; readonly value: TradingSettings } | SettingsError {
  if (!Number.isSafeInteger(text.tradeHandCount) || text.tradeHandCount < 1) {
    return {
      ok: false,
      error: 'bad_setting',
      detail: `tradeHandCount: ${text.tradeHandCount} is not a positive integer`,
    };
  }
  const rate = (value: string): Rate | MoneyParseError | 'negative' => {
    const parsed = parseRate(value);
    if (!parsed.ok) return parsed.error;
    return parsed.value.numerator < 0n ? 'negative' : parsed.value;
  };
  const names = [
    'tradeBuyFee',
    'tradeSaleFee',
    'tradeDefaultRate',
    'tradeDelayRate',
    'tradeForceCoverRate',
    'tradeForceCoverWarning',
    'tradeInsuranceRate',
  ] as const;
  const rates = new Map<string, Rate>();
  for (const name of names) {
    const parsed = rate(text[name]);
    if (typeof parsed === 'string') return { ok: false, error: 'bad_setting', detail: `${name}: ${parsed}` };
    rates.set(name, parsed);
  }
  const get = (name: (typeof names)[number]): Rate => rates.get(name)!;
  const [cover, warning] = [get('tradeForceCoverRate'), get('tradeForceCoverWarning')];
  if (warning.numerator * pow10(cover.scale) < cover.numerator * pow10(warning.scale)) {
    return { ok: false, error: 'bad_setting', detail: 'tradeForceCoverWarning: must be at least tradeForceCoverRate' };
  }
  return {
    ok: true,
    value: {
      tradeHandCount: text.tradeHandCount,
      tradeBuyFee: get('tradeBuyFee'),
      tradeSaleFee: get('tradeSaleFee'),
      tradeDefaultRate: get('tradeDefaultRate'),
      tradeDelayRate: get('tradeDelayRate'),
      tradeForceCoverRate: get('tradeForceCoverRate'),
      tradeForceCoverWarning: get('tradeForceCoverWarning'),
      tradeInsuranceRate: get('tradeInsuranceRate'),
    },
  };
}
