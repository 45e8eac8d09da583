import type { CSSProperties } from 'react';
import { formatDecimal, signColor } from '../lib/money';
import { usePrefs } from '../lib/prefs-store';

export interface MoneyProps {
  /** A decimal string as the server sends it ("1234.5"); numbers are accepted for counts. */
  value: string | number | null | undefined;
  decimals?: number;
  /** Show "+" on positive values. */
  signed?: boolean;
  /** Colour by sign in the user's red-up / green-up mode. */
  colored?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** The one money formatter of the app: string arithmetic, en-IN grouping, tabular numerals. */
export function Money({ value, decimals, signed, colored, className, style, 'data-testid': testId }: MoneyProps) {
  const mode = usePrefs((s) => s.marketColorMode);
  const { text, sign } = formatDecimal(value, {
    ...(decimals !== undefined && { decimals }),
    ...(signed !== undefined && { signed }),
  });
  const color = colored ? signColor(sign, mode) : undefined;
  return (
    <span
      data-testid={testId}
      className={className ? `tabular ${className}` : 'tabular'}
      style={color ? { ...style, color } : style}
    >
      {text}
    </span>
  );
}
