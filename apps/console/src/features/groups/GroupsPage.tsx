import { formatIndiaTime } from '@demo/client';
import { consoleGroupsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { canCall } from '../../lib/access';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { useStaff } from '../session/staff-context';
import { GroupFormDialog } from './GroupFormDialog';
import { GroupMembers } from './GroupMembers';

type AdminGroup = consoleGroupsApi.AdminGroup;

const STATUS_COLOR: Record<AdminGroup['status'], string> = { open: 'blue', allocated: 'green', closed: 'default' };
const time = (ms: number | null) =>
  ms === null ? (
    '—'
  ) : (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss')}</span>
  );

function columns(onEdit: ((g: AdminGroup) => void) | null): ColumnsType<AdminGroup> {
  return [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: 'Group purchase',
      key: 'name',
      render: (_: unknown, g) => (
        <Space direction="vertical" size={0}>
          <strong>{g.name}</strong>
          <Typography.Text type="secondary">
            {g.code} · {g.productName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Price',
      key: 'price',
      render: (_: unknown, g) => `${g.price} ${g.currency} × ${g.handCount}`,
    },
    { title: 'Block (lots)', dataIndex: 'blockQty', width: 100 },
    {
      title: 'Amount limits',
      key: 'limits',
      render: (_: unknown, g) => `${g.minAmount} – ${g.maxAmount} ${g.accountCurrency}`,
    },
    { title: 'Deposit', dataIndex: 'depositRate', width: 80 },
    { title: 'Allocation', dataIndex: 'allocateAt', width: 170, render: time },
    { title: 'Pay by', dataIndex: 'payDeadline', width: 170, render: time },
    {
      title: 'Members',
      key: 'members',
      render: (_: unknown, g) => `${g.members} · asked ${g.requestedAmount} ${g.accountCurrency}`,
    },
    {
      title: 'Allotted',
      key: 'allotted',
      render: (_: unknown, g) =>
        g.allocatedAt === null ? '—' : `${g.allocatedQty} lots · ${g.unitCost ?? '—'} ${g.accountCurrency}/lot`,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 100,
      render: (s: AdminGroup['status']) => <Tag color={STATUS_COLOR[s]}>{s}</Tag>,
    },
    {
      title: '',
      key: 'actions',
      width: 80,
      render: (_: unknown, g) =>
        onEdit && g.status === 'open' ? (
          <Button size="small" onClick={() => onEdit(g)} data-testid={`group-edit-${g.id}`}>
            Edit
          </Button>
        ) : null,
    },
  ];
}

/** Group purchases: create and edit offerings (admins), see members and allocation results (everyone). */
export function GroupsPage() {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const query = useQuery({
    ...callQuery(consoleGroupsApi.groupList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const canEdit = canCall(consoleGroupsApi.groupCreate, staff.role);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleGroupsApi.groupList.path] });
  return (
    <Card
      title="Group purchases"
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="group-new">
            New group purchase
          </Button>
        )
      }
    >
      <Table<AdminGroup>
        rowKey="id"
        size="middle"
        data-testid="groups-table"
        loading={{ spinning: query.isFetching, delay: SPIN_DELAY_MS }}
        dataSource={query.data?.list ?? []}
        columns={columns(canEdit ? setEditing : null)}
        expandable={{ expandedRowRender: (g) => <GroupMembers group={g} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
        }}
        scroll={{ x: 1300 }}
      />
      {editing !== null && (
        <GroupFormDialog
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </Card>
  );
}
