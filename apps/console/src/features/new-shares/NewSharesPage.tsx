import { formatIndiaTime } from '@demo/client';
import { consoleNewSharesApi as api, type consoleNewSharesApi, OFFERING_TYPES } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { canCall } from '../../lib/access';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { useStaff } from '../session/staff-context';
import { OfferingFormDrawer, TYPE_LABELS } from './OfferingFormDrawer';

type AdminOffering = consoleNewSharesApi.AdminOffering;
type Kind = (typeof OFFERING_TYPES)[number];

const STATUS_COLORS: Record<string, 'default' | 'processing' | 'warning' | 'success' | 'purple'> = {
  upcoming: 'default',
  open: 'processing',
  closed: 'warning',
  allotted: 'success',
  listed: 'purple',
};
/** The offerings' columns; Edit shows to a role that may edit, on an offering not yet listed. */
function offeringColumns({
  onSubscriptions,
  onEdit,
}: {
  onSubscriptions: (offering: AdminOffering) => void;
  onEdit: ((offering: AdminOffering) => void) | null;
}): ColumnsType<AdminOffering> {
  return [
    {
      title: 'Offering',
      key: 'code',
      render: (_, o) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{o.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {o.code}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'Kind', dataIndex: 'type', width: 150, render: (t: Kind) => TYPE_LABELS[t] },
    { title: 'Market', dataIndex: 'market', width: 80 },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 100,
      render: (s: string) => (
        <Tag color={STATUS_COLORS[s] ?? 'default'} data-testid="offering-row-status">
          {s}
        </Tag>
      ),
    },
    {
      title: 'Price',
      key: 'price',
      width: 130,
      align: 'right',
      render: (_, o) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {o.price} {o.currency}
        </span>
      ),
    },
    {
      title: 'Lots asked / offered',
      key: 'demand',
      width: 160,
      align: 'right',
      render: (_, o) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {o.lotsDemanded} / {Math.floor(o.totalShare / o.lotSize)} ({o.subscriptions} apps, {o.simulatedApplicants}{' '}
          sim.)
        </span>
      ),
    },
    {
      title: 'Closes (IST)',
      dataIndex: 'subscribeEnd',
      width: 150,
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: 'Allotment (IST)',
      key: 'allot',
      width: 150,
      render: (_, o) => (o.allotDate === null ? '—' : formatIndiaTime(o.allotDate, 'YYYY-MM-DD HH:mm:ss')),
    },
    {
      title: 'Action',
      key: 'action',
      width: 150,
      render: (_, o) => (
        <Space>
          <Button size="small" onClick={() => onSubscriptions(o)} data-testid={`offering-subs-${o.id}`}>
            Subscriptions
          </Button>
          {onEdit && o.status !== 'listed' && (
            <Button size="small" onClick={() => onEdit(o)} data-testid={`offering-edit-${o.id}`}>
              Edit
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

/**
 * New-share offerings: every kind in both markets with their demand and results. Admins create and
 * edit them; nobody can choose winners or change a result (docs/SPEC.md N10). Subscriptions and
 * results are read only.
 */
export function NewSharesPage() {
  const staff = useStaff();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<Kind | undefined>(undefined);
  const [market, setMarket] = useState<'korea' | 'india' | undefined>(undefined);
  const [editing, setEditing] = useState<AdminOffering | null | undefined>(undefined);
  const [viewing, setViewing] = useState<AdminOffering | null>(null);
  const payload = { page, size: PAGE_SIZE, ...(type ? { type } : {}), ...(market ? { market } : {}) };
  const list = useQuery({ ...callQuery(api.newShareList, payload), placeholderData: keepPreviousData });
  const canEdit = canCall(api.newShareCreate, staff.role);
  const refresh = () => qc.invalidateQueries({ queryKey: [api.newShareList.path] });
  const columns = offeringColumns({ onSubscriptions: setViewing, onEdit: canEdit ? setEditing : null });

  return (
    <Card
      title="New-share offerings"
      extra={
        <Space>
          <Select
            allowClear
            placeholder="Kind"
            style={{ width: 180 }}
            value={type}
            onChange={(v: Kind | undefined) => {
              setType(v);
              setPage(1);
            }}
            options={OFFERING_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
          <Select
            allowClear
            placeholder="Market"
            style={{ width: 120 }}
            value={market}
            onChange={(v: 'korea' | 'india' | undefined) => {
              setMarket(v);
              setPage(1);
            }}
            options={[
              { value: 'korea', label: 'Korea' },
              { value: 'india', label: 'India' },
            ]}
          />
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(null)} data-testid="offering-create">
              New offering
            </Button>
          )}
        </Space>
      }
    >
      <Table<AdminOffering>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        data-testid="offering-table"
      />
      {editing !== undefined && (
        <OfferingFormDrawer offering={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
      )}
      {viewing && <SubscriptionsDrawer offering={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}

function SubscriptionsDrawer({ offering, onClose }: { offering: AdminOffering; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const subs = useQuery(callQuery(api.newShareSubscriptions, { id: offering.id, page, size: PAGE_SIZE }));
  const columns: ColumnsType<consoleNewSharesApi.AdminSubscription> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: 'Customer', dataIndex: 'username' },
    { title: 'Account', dataIndex: 'accountType', width: 90 },
    { title: 'Shares', dataIndex: 'quantity', width: 80, align: 'right' },
    { title: 'Paid', key: 'paid', width: 130, align: 'right', render: (_, s) => `${s.paidAmount} ${s.currency}` },
    { title: 'Status', dataIndex: 'status', width: 150, render: (s: string) => <Tag>{s}</Tag> },
    {
      title: 'Allotted',
      dataIndex: 'winningQuantity',
      width: 90,
      align: 'right',
      render: (v: number | null) => v ?? '—',
    },
    { title: 'Refund', dataIndex: 'refundAmount', width: 110, align: 'right', render: (v: string | null) => v ?? '—' },
    {
      title: 'At (IST)',
      dataIndex: 'createdAt',
      width: 150,
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
  ];
  return (
    <Drawer open size="large" title={`Subscriptions of ${offering.code}`} onClose={onClose}>
      <Typography.Paragraph type="secondary">
        Read only. Results come from the engine's published draw (commitment {offering.drawCommitment.slice(0, 16)}…).
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={subs.data?.list ?? []}
        loading={subs.isFetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: subs.data?.total ?? 0, onChange: setPage }}
        data-testid="subscription-table"
      />
    </Drawer>
  );
}
