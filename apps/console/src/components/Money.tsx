import { formatDecimal } from '@demo/client';
import { Typography } from 'antd';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The console's one way to show money: a decimal string from the server through the shared money
 * formatter (@demo/client: exact, grouped, never a float), in tabular numerals, with its currency
 * code after it when the row has one. `sign` writes a direction the amount itself does not carry
 * (a correction's credit or debit).
 */
export function Money({ amount, currency, sign }: { amount: string; currency?: string; sign?: '+' | '−' }) {
  const text = formatDecimal(amount, currency === undefined ? {} : { currency, symbol: false }).text;
  return (
    <span style={numeric}>
      {sign}
      {text}
      {currency !== undefined && <Typography.Text type="secondary"> {currency}</Typography.Text>}
    </span>
  );
}
