import { formatIndiaTime } from '@demo/client';
import { consoleApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReasonModal } from '../../components/ReasonModal';
import { RoleTag } from '../../components/RoleTag';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { useStaff } from '../session/staff-context';
import { CreateStaffDialog } from './CreateStaffDialog';

type Staff = consoleApi.Staff;

/** Staff accounts (admin only): add a member with a role, disable or re-enable one. */
export function StaffPage() {
  const me = useStaff();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery({
    ...callQuery(consoleApi.staffList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<Staff | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleApi.staffList.path] });

  async function setActive(member: Staff, reason: string) {
    await call(consoleApi.staffSetActive, { id: member.id, active: !member.active, reason });
    message.success(`${member.displayName} is now ${member.active ? 'disabled' : 'enabled'}`);
    await refresh();
  }

  const columns: ColumnsType<Staff> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: 'Username', dataIndex: 'username' },
    { title: 'Name', dataIndex: 'displayName' },
    { title: 'Role', dataIndex: 'role', render: (role: Staff['role']) => <RoleTag role={role} /> },
    {
      title: 'Status',
      dataIndex: 'active',
      render: (active: boolean) => (active ? <Tag color="success">Active</Tag> : <Tag color="error">Disabled</Tag>),
    },
    {
      title: 'Added (IST)',
      dataIndex: 'createdAt',
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: 'Action',
      key: 'action',
      // Nobody disables their own account: it would lock the last admin out.
      render: (_, member) =>
        member.id === me.id ? (
          <Typography.Text type="secondary">You</Typography.Text>
        ) : (
          <Button
            size="small"
            danger={member.active}
            onClick={() => setChanging(member)}
            data-testid={`staff-toggle-${member.id}`}
          >
            {member.active ? 'Disable' : 'Enable'}
          </Button>
        ),
    },
  ];

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Staff
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="staff-create">
          Add staff member
        </Button>
      </Space>
      <Table<Staff>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
        }}
        data-testid="staff-table"
      />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      {changing !== null && (
        <ReasonModal
          open
          title={`${changing.active ? 'Disable' : 'Enable'} ${changing.displayName}`}
          description={
            changing.active
              ? 'They will be signed out of the console and cannot sign in until enabled again.'
              : 'They will be able to sign in to the console again with their current password.'
          }
          confirmText={changing.active ? 'Disable' : 'Enable'}
          danger={changing.active}
          onConfirm={(reason) => setActive(changing, reason)}
          onClose={() => setChanging(null)}
        />
      )}
    </Card>
  );
}
