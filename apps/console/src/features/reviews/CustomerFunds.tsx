import { consoleApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Spin, Tag, Typography } from 'antd';
import { descriptionColumns } from '../../components/columns';
import { Money } from '../../components/Money';
import { callQuery } from '../../lib/queries';

const KYC_LOOK = {
  UNDER: { label: 'Not submitted', color: 'default' },
  CREDITING: { label: 'In review', color: 'processing' },
  PASS: { label: 'Verified', color: 'success' },
  REJECT: { label: 'Rejected', color: 'error' },
} as const;

/**
 * The customer's identity status and balances as the customer list reports them, so a reviewer
 * sees at a glance whether a withdrawal is backed by a verified identity.
 */
export function CustomerFunds({ userId, username }: { userId: number; username: string }) {
  // The customer list searches usernames by substring; the row with this id is the customer.
  const found = useQuery(callQuery(consoleApi.userList, { page: 1, size: 20, q: username }));
  if (found.isLoading) return <Spin size="small" />;
  const customer = found.data?.list.find((c) => c.id === userId);
  if (customer === undefined) return <Typography.Text type="secondary">Customer details unavailable</Typography.Text>;
  const kyc = KYC_LOOK[customer.creditStatus];
  return (
    <Descriptions size="small" column={descriptionColumns(3)} bordered>
      <Descriptions.Item label="KYC">
        <Tag color={kyc.color} data-testid={`customer-kyc-${userId}`}>
          {kyc.label}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Real balance (available)">
        <Money amount={customer.balance} />
      </Descriptions.Item>
      <Descriptions.Item label="Account">{customer.status === 'ACTIVE' ? 'Active' : 'Disabled'}</Descriptions.Item>
    </Descriptions>
  );
}
