import type { FundsAmounts } from '@demo/client';
import { Typography } from 'antd';
import { Money } from '../../components/Money';
import { amountText, channelText } from './funds-amounts';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A queue's amount cell (docs/SPEC.md FR1): a rupee request is its amount; a USDT one leads with the
 * USDT the reviewer checks on the chain, then the whole conversion at its recorded rate below it.
 */
export function FundsAmountCell({ row, testId }: { row: FundsAmounts; testId: string }) {
  if (row.rate === null) {
    return (
      <span data-testid={testId}>
        <Money amount={row.accountAmount} currency={row.accountCurrency} />
      </span>
    );
  }
  return (
    <span data-testid={testId} style={numeric}>
      <Typography.Text strong>{channelText(row)}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{amountText(row)}</Typography.Text>
    </span>
  );
}
