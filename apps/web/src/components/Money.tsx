import { formatDecimal } from '@demo/client';
import type { CSSProperties } from 'react';
import { signTextColor } from '../lib/sign-color';

export interface MoneyProps {
  /** A decimal string as the server sends it ("1234.5"); numbers are accepted for counts. */
  value: string | number | null | undefined;
  decimals?: number;
  /** ISO code of the amount's currency: its symbol is shown and it picks the grouping (lakh/crore for INR). */
  currency?: string | undefined;
  /** Write the currency's symbol (default true); false keeps only its grouping. */
  symbol?: boolean;
  /** Show "+" on positive values. */
  signed?: boolean;
  /** Colour by sign in the user's red-up / green-up mode. */
  colored?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The one money formatter of the app: string arithmetic, the currency's symbol, lakh/crore grouping for
 * rupees and thousands for every other currency, tabular numerals.
 */
export function Money({
  value,
  decimals,
  currency,
  symbol,
  signed,
  colored,
  className,
  style,
  'data-testid': testId,
}: MoneyProps) {
  const { text, sign } = formatDecimal(value, {
    ...(decimals !== undefined && { decimals }),
    ...(signed !== undefined && { signed }),
    ...(currency !== undefined && { currency }),
    ...(symbol !== undefined && { symbol }),
  });
  const color = colored ? signTextColor(sign) : undefined;
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
