import { formatIndiaTime } from '@demo/client';
import {
  type Body,
  consoleApi,
  consoleCustomersApi,
  isBalanceType,
  type OrderStatus,
  recordTitle,
} from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Money } from '../../components/Money';
import { PagedTableCard } from '../../components/PagedTableCard';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { useStaff } from '../session/staff-context';
import { OrderReceiptDrawer } from './OrderReceipt';

type Order = Body<typeof consoleCustomersApi.userOrders>['list'][number];
type Session = Body<typeof consoleCustomersApi.userSessions>[number];
type AccountChoice = 'all' | 'real' | 'virtual';

const time = (ms: number | null) => (ms === null ? '—' : formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'));
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** The order lists as the customer's app splits them: held positions, pending orders, and history. */
const ORDER_VIEWS = {
  positions: { label: 'Positions', statuses: ['BUILD'] },
  // Queued after-market orders (SPEC AMO2) are pending as the app lists them.
  pending: { label: 'Pending orders', statuses: ['QUEUED', 'CREATED'] },
  history: { label: 'Closed and cancelled', statuses: ['COVER', 'CANCEL'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;
type OrderView = keyof typeof ORDER_VIEWS;

const ACCOUNT_OPTIONS = [
  { label: 'Both accounts', value: 'all' },
  { label: 'Real', value: 'real' },
  { label: 'Demo', value: 'virtual' },
] as const;

const CLOSE_REASON: Record<NonNullable<Order['closeReason']>, string> = {
  user: 'by the customer',
  stop_loss: 'stop loss',
  take_profit: 'take profit',
  force_cover: 'forced cover',
  expired: 'expired',
  unfunded: 'funds short at fill',
};

/** Both accounts, or only the real or the demo one, above a card's table. */
function AccountSwitch({ value, onChange }: { value: AccountChoice; onChange: (next: AccountChoice) => void }) {
  return (
    <Segmented
      size="small"
      options={[...ACCOUNT_OPTIONS]}
      value={value}
      onChange={(v) => onChange(v as AccountChoice)}
    />
  );
}

function accountOf(choice: AccountChoice) {
  return choice === 'all' ? {} : { accountType: choice };
}

function AccountTag({ accountType }: { accountType: 'real' | 'virtual' }) {
  return accountType === 'real' ? <Tag color="blue">Real</Tag> : <Tag>Demo</Tag>;
}

/** A price of the instrument, in its currency: the order carries both, so nothing is guessed. */
function Price({ value, order }: { value: string | null; order: Order }) {
  return value === null ? '—' : <Money amount={value} currency={order.instrumentCurrency} />;
}

/** The entry price (the limit, for a pending order) and the close or the price now beside it. */
function priceColumns(view: OrderView): ColumnsType<Order> {
  return [
    {
      title: view === 'pending' ? 'Limit' : 'Entry',
      key: 'entry',
      align: 'right',
      render: (_, o) => <Price value={view === 'pending' ? o.price : o.buildPrice} order={o} />,
    },
    ...(view === 'history'
      ? [
          {
            title: 'Close',
            key: 'close',
            align: 'right' as const,
            render: (_: unknown, o: Order) => <Price value={o.coverPrice} order={o} />,
          },
        ]
      : [
          {
            title: 'Now',
            key: 'now',
            align: 'right' as const,
            render: (_: unknown, o: Order) => <Price value={o.currentPrice} order={o} />,
          },
        ]),
  ];
}

/** The orders' columns for a view: a pending order shows its limit, a closed one its close and why. */
function orderColumns(view: OrderView, onReceipt: (orderId: number) => void): ColumnsType<Order> {
  return [
    { title: 'Order', dataIndex: 'orderNo', render: (no: string, o) => <span title={`id ${o.id}`}>{no}</span> },
    { title: 'Account', key: 'account', render: (_, o) => <AccountTag accountType={o.accountType} /> },
    {
      title: 'Instrument',
      key: 'instrument',
      render: (_, o) => (
        <span>
          {o.name} <Typography.Text type="secondary">{o.code}</Typography.Text>
        </span>
      ),
    },
    {
      title: 'Side',
      key: 'side',
      render: (_, o) => `${o.direction === 'buy' ? 'Buy' : 'Sell'} ${o.hands} × ${o.handCount}, ${o.multiple}×`,
    },
    ...priceColumns(view),
    {
      title: 'Stop / target',
      key: 'exits',
      render: (_, o) => (
        <span style={numeric}>
          {o.stopLoss ?? '—'} / {o.takeProfit ?? '—'}
          {o.trailingDistance !== null && (
            <Typography.Text type="secondary"> (trailing {o.trailingDistance})</Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: 'Margin',
      key: 'margin',
      align: 'right',
      render: (_, o) => <Money amount={o.margin} currency={o.currency} />,
    },
    {
      title: 'P&L',
      key: 'profit',
      align: 'right',
      render: (_, o) => <Money amount={o.profit} currency={o.currency} />,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, o) => (
        <Tag>
          {o.status}
          {o.closeReason !== null && ` · ${CLOSE_REASON[o.closeReason]}`}
        </Tag>
      ),
    },
    {
      title: view === 'history' ? 'Closed (IST)' : 'Placed (IST)',
      key: 'time',
      render: (_, o) => time(view === 'history' ? (o.coverTime ?? o.commitTime) : o.commitTime),
    },
    {
      title: 'Receipt',
      key: 'receipt',
      // RC6: a filled order's receipt and trigger audit, as the customer sees them.
      render: (_, o) =>
        o.buildPrice === null ? (
          '—'
        ) : (
          <Button size="small" onClick={() => onReceipt(o.id)} data-testid="customer-order-receipt">
            Receipt
          </Button>
        ),
    },
  ];
}

/**
 * A customer's orders as their own app shows them (S7): positions with their margin and running P&L,
 * pending orders with their limit, and the history with why each closed.
 */
export function CustomerOrders({ userId }: { userId: number }) {
  const [view, setView] = useState<OrderView>('positions');
  const [account, setAccount] = useState<AccountChoice>('all');
  const [page, setPage] = useState(1);
  const [receiptOf, setReceiptOf] = useState<number | null>(null);
  const list = useQuery({
    ...callQuery(consoleCustomersApi.userOrders, {
      id: userId,
      page,
      size: PAGE_SIZE,
      status: JSON.stringify(ORDER_VIEWS[view].statuses),
      ...accountOf(account),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title="Orders and positions"
      size="small"
      extra={
        <AccountSwitch
          value={account}
          onChange={(next) => {
            setAccount(next);
            setPage(1);
          }}
        />
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented
          options={Object.entries(ORDER_VIEWS).map(([value, v]) => ({ value, label: v.label }))}
          value={view}
          onChange={(v) => {
            setView(v as OrderView);
            setPage(1);
          }}
          data-testid="customer-orders-view"
        />
        <Table<Order>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={{ spinning: list.isFetching && list.data === undefined, delay: SPIN_DELAY_MS }}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: `No ${ORDER_VIEWS[view].label.toLowerCase()}` }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
          data-testid="customer-orders"
          columns={orderColumns(view, setReceiptOf)}
        />
      </Space>
      {receiptOf !== null && <OrderReceiptDrawer orderId={receiptOf} onClose={() => setReceiptOf(null)} />}
    </Card>
  );
}

/** The customer's wallet records, the ledger entries as they see them, with the balance after each. */
export function CustomerRecords({ userId }: { userId: number }) {
  const [account, setAccount] = useState<AccountChoice>('all');
  return (
    <PagedTableCard
      title="Balance records"
      def={consoleCustomersApi.userRecords}
      filter={{ id: userId, ...accountOf(account) }}
      extra={<AccountSwitch value={account} onChange={setAccount} />}
      emptyText="No balance records"
      testId="customer-records"
      columns={[
        { title: 'When (IST)', dataIndex: 'createdAt', render: time, width: 180 },
        { title: 'Account', key: 'account', render: (_, r) => <AccountTag accountType={r.accountType} /> },
        {
          title: 'Type',
          key: 'type',
          // LR1: the part of its event after the type, as the customer's wallet shows it.
          render: (_, r) => (isBalanceType(r.type) ? `${r.type} · ${recordTitle(r.type, r.part, 'en')}` : r.type),
        },
        {
          title: 'Subject',
          key: 'subject',
          // LR2: the order and instrument, the offering, the correction's reason, the channel.
          render: (_, r) => [r.subject, r.code].filter((x) => x !== null).join(' · ') || '—',
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, r) => <Money amount={r.amount} currency={r.currency} />,
        },
        {
          title: 'Balance after',
          key: 'after',
          align: 'right',
          render: (_, r) => <Money amount={r.balanceAfter} currency={r.currency} />,
        },
      ]}
    />
  );
}

/**
 * Where the customer is signed in, and for admin and support a way to sign them out everywhere (a
 * lost phone, a suspected takeover), with a reason for the audit log.
 */
export function CustomerSessions({ userId, username }: { userId: number; username: string }) {
  const staff = useStaff();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState(false);
  const list = useQuery(callQuery(consoleCustomersApi.userSessions, { id: userId }));
  const sessions = list.data ?? [];

  async function endAll(reason: string) {
    const { ended } = await call(consoleCustomersApi.userSessionsEnd, { id: userId, reason });
    message.success(
      ended === 1 ? `${username} was signed out of 1 device` : `${username} was signed out of ${ended} devices`,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [consoleCustomersApi.userSessions.path] }),
      queryClient.invalidateQueries({ queryKey: [consoleApi.auditList.path] }),
    ]);
  }

  return (
    <Card
      title="Devices signed in"
      size="small"
      extra={
        canCall(consoleCustomersApi.userSessionsEnd, staff.role) && (
          <Button danger size="small" disabled={sessions.length === 0} onClick={() => setEnding(true)}>
            Sign out everywhere
          </Button>
        )
      }
    >
      <Table<Session>
        rowKey="id"
        size="small"
        loading={{ spinning: list.isFetching && list.data === undefined, delay: SPIN_DELAY_MS }}
        dataSource={sessions}
        pagination={false}
        locale={{ emptyText: 'Not signed in anywhere' }}
        data-testid="customer-sessions"
        columns={[
          { title: 'Device', dataIndex: 'device' },
          { title: 'Address', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
          { title: 'Signed in (IST)', dataIndex: 'createdAt', render: time },
          { title: 'Last seen (IST)', dataIndex: 'lastSeenAt', render: time },
        ]}
      />
      {ending && (
        <ReasonModal
          open
          title={`Sign ${username} out everywhere`}
          description="Every device of the customer is signed out at once; they can sign in again with their password."
          confirmText="Sign out everywhere"
          danger
          onConfirm={endAll}
          onClose={() => setEnding(false)}
        />
      )}
    </Card>
  );
}
