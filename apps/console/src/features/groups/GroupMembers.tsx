import { formatIndiaTime } from '@demo/client';
import { consoleGroupsApi } from '@demo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';

type AdminGroup = consoleGroupsApi.AdminGroup;
type Member = consoleGroupsApi.GroupMember;

const STATUS_COLOR: Record<Member['status'], string> = {
  SUBMIT: 'blue',
  PAYING: 'orange',
  HOLDING: 'green',
  LAPSED: 'default',
};

/** One offering's members in joining order, with what each asked, paid, was allotted and got back. */
export function GroupMembers({ group }: { group: AdminGroup }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...callQuery(consoleGroupsApi.groupMembers, { id: group.id, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const money = (v: string | null) => (v === null ? '—' : `${v} ${group.accountCurrency}`);
  const columns: ColumnsType<Member> = [
    { title: 'Order', dataIndex: 'id', width: 70 },
    { title: 'Customer', key: 'user', render: (_: unknown, m) => `${m.username} (#${m.userId})` },
    { title: 'Account', dataIndex: 'accountType', width: 90 },
    { title: 'Asked', dataIndex: 'amount', render: money },
    { title: 'Deposit', dataIndex: 'depositAmount', render: money },
    { title: 'Allotted lots', dataIndex: 'allocatedQty', render: (q: number | null) => q ?? '—' },
    { title: 'Allotted value', dataIndex: 'allottedAmount', render: money },
    { title: 'Unpaid', dataIndex: 'unpaidAmount', render: money },
    { title: 'Returned', dataIndex: 'refundedAmount', render: money },
    { title: 'Position', dataIndex: 'orderId', render: (id: number | null) => (id === null ? '—' : `#${id}`) },
    { title: 'Status', dataIndex: 'status', render: (s: Member['status']) => <Tag color={STATUS_COLOR[s]}>{s}</Tag> },
    {
      title: 'Joined (IST)',
      dataIndex: 'createdAt',
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
  ];
  return (
    <Table<Member>
      rowKey="id"
      size="small"
      data-testid={`group-members-${group.id}`}
      loading={{ spinning: query.isFetching, delay: SPIN_DELAY_MS }}
      dataSource={query.data?.list ?? []}
      columns={columns}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: query.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
