import { formatIndiaTime } from '@demo/client';
import { type Body, consoleApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Money } from '../../components/Money';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { useStaff } from '../session/staff-context';
import { KYC_LOOK } from './customer-look';

type Customer = Body<typeof consoleApi.userList>['list'][number];

const SECRET_LABEL: Record<Customer['passwordLocks'][number]['secret'], string> = {
  login: 'sign-in',
  pay: 'payment',
  channel: 'channel',
};

/** "sign-in, payment until 23 Nov 14:35": which passwords are locked after wrong guesses, and till when. */
function describeLocks(locks: Customer['passwordLocks']): string {
  const until = Math.max(...locks.map((l) => l.lockedUntil));
  return `${locks.map((l) => SECRET_LABEL[l.secret]).join(', ')} until ${formatIndiaTime(until, 'YYYY-MM-DD HH:mm:ss')}`;
}

/** Which passwords are locked and till when, with Unlock for a role that may unlock them. */
function PasswordLocks({ customer, onUnlock }: { customer: Customer; onUnlock: ((c: Customer) => void) | null }) {
  const locks = customer.passwordLocks;
  return locks.length === 0 ? (
    <Tag>OK</Tag>
  ) : (
    <Space direction="vertical" size={4}>
      <Tag color="warning" data-testid={`customer-locked-${customer.id}`}>
        Locked: {describeLocks(locks)}
      </Tag>
      {onUnlock && (
        <Button size="small" onClick={() => onUnlock(customer)} data-testid={`customer-unlock-${customer.id}`}>
          Unlock
        </Button>
      )}
    </Space>
  );
}

/** The customers' columns; Unlock and the Action column show only to a role that may use them. */
function customerColumns({
  onUnlock,
  onToggle,
}: {
  onUnlock: ((customer: Customer) => void) | null;
  onToggle: ((customer: Customer) => void) | null;
}): ColumnsType<Customer> {
  const columns: ColumnsType<Customer> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: 'Username',
      dataIndex: 'username',
      render: (username: string, row) => (
        <Link to={`/customers/${row.id}`} data-testid={`customer-open-${row.id}`}>
          {username}
        </Link>
      ),
    },
    { title: 'Nickname', dataIndex: 'nickname' },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: Customer['status']) =>
        status === 'ACTIVE' ? <Tag color="success">Active</Tag> : <Tag color="error">Disabled</Tag>,
    },
    {
      title: 'Passwords',
      dataIndex: 'passwordLocks',
      render: (_, customer) => <PasswordLocks customer={customer} onUnlock={onUnlock} />,
    },
    {
      title: 'KYC',
      dataIndex: 'creditStatus',
      render: (kyc: Customer['creditStatus']) => <Tag color={KYC_LOOK[kyc].color}>{KYC_LOOK[kyc].label}</Tag>,
    },
    {
      title: 'Balance',
      dataIndex: 'balance',
      align: 'right',
      render: (v: string) => <Money amount={v} />,
    },
    {
      title: 'Demo balance',
      dataIndex: 'virtualBalance',
      align: 'right',
      render: (v: string) => <Money amount={v} />,
    },
    { title: 'Invitation code', dataIndex: 'invitationCode' },
    {
      title: 'Joined (IST)',
      dataIndex: 'createdAt',
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
  ];
  if (onToggle) {
    columns.push({
      title: 'Action',
      key: 'action',
      render: (_, customer) => (
        <Button
          size="small"
          danger={customer.status === 'ACTIVE'}
          onClick={() => onToggle(customer)}
          data-testid={`customer-toggle-${customer.id}`}
        >
          {customer.status === 'ACTIVE' ? 'Disable' : 'Enable'}
        </Button>
      ),
    });
  }
  return columns;
}

/** Disables an active customer or enables a disabled one, with a reason for the audit log. */
function StatusModal({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  async function setStatus(reason: string) {
    const status = customer.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
    await call(consoleApi.userSetStatus, { id: customer.id, status, reason });
    message.success(`${customer.username} is now ${status === 'ACTIVE' ? 'enabled' : 'disabled'}`);
    await queryClient.invalidateQueries({ queryKey: [consoleApi.userList.path] });
  }

  return (
    <ReasonModal
      open
      title={`${customer.status === 'ACTIVE' ? 'Disable' : 'Enable'} ${customer.username}`}
      description={
        customer.status === 'ACTIVE'
          ? 'The customer will be signed out everywhere and cannot sign in until enabled again.'
          : 'The customer will be able to sign in and trade again.'
      }
      confirmText={customer.status === 'ACTIVE' ? 'Disable' : 'Enable'}
      danger={customer.status === 'ACTIVE'}
      onConfirm={setStatus}
      onClose={onClose}
    />
  );
}

/** Lifts the lock-out after wrong password guesses, with a reason for the audit log. */
function UnlockModal({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  async function unlock(reason: string) {
    await call(consoleApi.userUnlockPasswords, { id: customer.id, reason });
    message.success(`${customer.username} can try their passwords again`);
    await queryClient.invalidateQueries({ queryKey: [consoleApi.userList.path] });
  }

  return (
    <ReasonModal
      open
      title={`Unlock the passwords of ${customer.username}`}
      description="Do this only after confirming who the customer is: the lock-out stops someone guessing their passwords."
      confirmText="Unlock"
      onConfirm={unlock}
      onClose={onClose}
    />
  );
}

/** Customers, newest first, searchable by username; admins and support can disable or enable one. */
export function CustomersPage() {
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageParam(params.get('page'));
  const list = useQuery({
    ...callQuery(consoleApi.userList, { page, size: PAGE_SIZE, ...(q === '' ? {} : { q }) }),
    placeholderData: keepPreviousData,
  });
  const [changing, setChanging] = useState<Customer | null>(null);
  const [unlocking, setUnlocking] = useState<Customer | null>(null);
  const columns = customerColumns({
    onUnlock: canCall(consoleApi.userUnlockPasswords, staff.role) ? setUnlocking : null,
    onToggle: canCall(consoleApi.userSetStatus, staff.role) ? setChanging : null,
  });

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Customers
        </Typography.Title>
        <Input.Search
          key={q}
          defaultValue={q}
          placeholder="Search by username"
          allowClear
          enterButton
          style={{ width: 320 }}
          onSearch={(value) => setParams(withParams(params, { q: value.trim(), page: undefined }))}
          data-testid="customer-search"
        />
      </Space>
      <Table<Customer>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
        locale={{ emptyText: q === '' ? 'No customers yet' : `No customer's username contains "${q}"` }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => (total === 1 ? '1 customer' : `${total} customers`),
          onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
        }}
        data-testid="customers-table"
      />
      {changing !== null && <StatusModal customer={changing} onClose={() => setChanging(null)} />}
      {unlocking !== null && <UnlockModal customer={unlocking} onClose={() => setUnlocking(null)} />}
    </Card>
  );
}
