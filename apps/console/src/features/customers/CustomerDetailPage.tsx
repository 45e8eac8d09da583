import { formatIndiaTime } from '@demo/client';
import { consoleApi, consoleCustomersApi, consoleFundsApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { descriptionColumns } from '../../components/columns';
import { Money } from '../../components/Money';
import { PagedTableCard } from '../../components/PagedTableCard';
import { canCall } from '../../lib/access';
import { callQuery } from '../../lib/queries';
import { useStaff } from '../session/staff-context';
import { CustomerOrders, CustomerRecords, CustomerSessions } from './CustomerActivity';
import { CustomerBrakes } from './CustomerBrakes';
import { CustomerStatements } from './CustomerStatements';
import { KYC_LOOK } from './customer-look';

const time = (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss');

/**
 * One customer as staff need them: profile, identity state, both accounts' balances, their orders and
 * positions, balance records and signed-in devices (S7), their statements and contract notes (ST9,
 * ST16), their recharges and withdrawals, and every
 * staff action on them (S6). Sections a role may not read are left out,
 * as the server would refuse them.
 */
export function CustomerDetailPage() {
  const staff = useStaff();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const found = useQuery({ ...callQuery(consoleApi.userList, { page: 1, size: 1, id }), enabled: valid });
  const customer = found.data?.list[0];

  if (!valid || (found.data !== undefined && customer === undefined)) {
    return (
      <Result
        status="404"
        title="No such customer"
        extra={
          <Link to="/customers">
            <Button>Back to customers</Button>
          </Link>
        }
      />
    );
  }
  if (customer === undefined) {
    return found.isError ? (
      <Result
        status="warning"
        title="The customer could not be loaded"
        extra={<Button onClick={() => void found.refetch()}>Try again</Button>}
      />
    ) : (
      <Spin />
    );
  }
  const kyc = KYC_LOOK[customer.creditStatus];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        <Link to="/customers">Customers</Link> / {customer.username}
      </Typography.Title>
      <Card title="Profile" size="small">
        <Descriptions size="small" column={descriptionColumns(3)} bordered>
          <Descriptions.Item label="ID">{customer.id}</Descriptions.Item>
          <Descriptions.Item label="Username">{customer.username}</Descriptions.Item>
          <Descriptions.Item label="Nickname">{customer.nickname}</Descriptions.Item>
          <Descriptions.Item label="Account">
            <Tag color={customer.status === 'ACTIVE' ? 'success' : 'error'}>
              {customer.status === 'ACTIVE' ? 'Active' : 'Disabled'}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="KYC">
            <Tag color={kyc.color} data-testid="customer-detail-kyc">
              {kyc.label}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Joined (IST)">{time(customer.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Real balance (available)">
            <Money amount={customer.balance} />
          </Descriptions.Item>
          <Descriptions.Item label="Demo balance (available)">
            <Money amount={customer.virtualBalance} />
          </Descriptions.Item>
          <Descriptions.Item label="Invited by">{customer.invitedBy ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Invitation code">{customer.invitationCode}</Descriptions.Item>
          <Descriptions.Item label="Locked passwords" span="filled">
            {customer.passwordLocks.length === 0
              ? 'None'
              : customer.passwordLocks.map((l) => `${l.secret} until ${time(l.lockedUntil)}`).join(', ')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <CustomerOrders userId={customer.id} />
      <CustomerRecords userId={customer.id} />
      <CustomerBrakes userId={customer.id} />
      {canCall(consoleCustomersApi.userStatement, staff.role) && <CustomerStatements userId={customer.id} />}
      <CustomerSessions userId={customer.id} username={customer.username} />
      {canCall(consoleFundsApi.reviewRechargeList, staff.role) && <Recharges userId={customer.id} />}
      {canCall(consoleFundsApi.reviewWithdrawList, staff.role) && <Withdrawals userId={customer.id} />}
      {canCall(consoleApi.auditList, staff.role) && <AuditTrail userId={customer.id} />}
    </Space>
  );
}

function Recharges({ userId }: { userId: number }) {
  return (
    <PagedTableCard
      title="Recharges"
      def={consoleFundsApi.reviewRechargeList}
      filter={{ userId }}
      emptyText="No recharges"
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, r) => <Money amount={r.amount} currency={r.currency} />,
        },
        { title: 'Channel', dataIndex: 'channelName' },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag>{s}</Tag> },
        { title: 'Submitted (IST)', dataIndex: 'createdAt', render: time },
      ]}
    />
  );
}

function Withdrawals({ userId }: { userId: number }) {
  return (
    <PagedTableCard
      title="Withdrawals"
      def={consoleFundsApi.reviewWithdrawList}
      filter={{ userId }}
      emptyText="No withdrawals"
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, r) => <Money amount={r.amount} currency={r.currency} />,
        },
        { title: 'To account', dataIndex: 'accountMasked' },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag>{s}</Tag> },
        { title: 'Submitted (IST)', dataIndex: 'createdAt', render: time },
      ]}
    />
  );
}

function AuditTrail({ userId }: { userId: number }) {
  return (
    <PagedTableCard
      title="Staff actions on this customer"
      def={consoleApi.auditList}
      filter={{ target: `user:${userId}` }}
      emptyText="No staff action on this customer yet"
      columns={[
        { title: 'When (IST)', dataIndex: 'createdAt', render: time, width: 180 },
        { title: 'Staff', dataIndex: 'staffName', render: (s: string | null) => s ?? 'system' },
        { title: 'Action', dataIndex: 'action' },
        { title: 'Reason', dataIndex: 'reason', render: (r: string | null) => r ?? '—' },
      ]}
    />
  );
}
