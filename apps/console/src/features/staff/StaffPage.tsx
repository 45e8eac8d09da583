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
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { lockLabel, signInActions } from './staff-security';

type Staff = consoleApi.Staff;

/** A change to one member that asks for a reason first. */
type Change = { kind: 'active' | 'unlock' | 'reset-totp'; member: Staff };

/** What each change's dialog says and does. */
const CHANGE_TEXT = {
  unlock: {
    title: (m: Staff) => `Unlock ${m.displayName}'s sign-in`,
    description:
      'Lifts the lock-out after too many wrong passwords or codes; the count starts again. Check first that it is them asking.',
    confirm: 'Unlock',
  },
  'reset-totp': {
    title: (m: Staff) => `Reset ${m.displayName}'s two-factor sign-in`,
    description:
      'Forgets their authenticator app and signs them out everywhere; they set up a new one at their next sign-in.',
    confirm: 'Reset two-factor',
  },
} as const;

/**
 * Staff accounts (admin only): add a member with a role, disable or re-enable one, lift a sign-in
 * lock-out, reset a member's authenticator after a lost phone (SPEC S9, S10), or set a member's
 * password, which they replace at their next sign-in (S12).
 */
export function StaffPage() {
  const me = useStaff();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery({
    ...callQuery(consoleApi.staffList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<Change | null>(null);
  const [resettingPassword, setResettingPassword] = useState<Staff | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleApi.staffList.path] });
  const columns = staffColumns({
    meId: me.id,
    nowMs: Date.now(),
    onChange: setChanging,
    onResetPassword: setResettingPassword,
  });

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
      {resettingPassword !== null && (
        <ResetPasswordDialog member={resettingPassword} onClose={() => setResettingPassword(null)} onReset={refresh} />
      )}
      {changing !== null && <ChangeDialog change={changing} onClose={() => setChanging(null)} onChanged={refresh} />}
    </Card>
  );
}

type ColumnsProps = {
  meId: number;
  nowMs: number;
  onChange: (change: Change) => void;
  onResetPassword: (member: Staff) => void;
};

/** The staff table's columns: who, their role, their sign-in state and what an admin may do to them. */
function staffColumns({ meId, nowMs, onChange, onResetPassword }: ColumnsProps): ColumnsType<Staff> {
  return [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: 'Username', dataIndex: 'username' },
    { title: 'Name', dataIndex: 'displayName' },
    { title: 'Role', dataIndex: 'role', render: (role: Staff['role']) => <RoleTag role={role} /> },
    {
      title: 'Status',
      dataIndex: 'active',
      render: (active: boolean, member) => <StatusTags active={active} member={member} nowMs={nowMs} />,
    },
    {
      title: 'Two-factor',
      dataIndex: 'totpEnrolled',
      render: (enrolled: boolean, member) =>
        enrolled ? (
          <Tag color="success" data-testid={`staff-totp-${member.id}`}>
            On
          </Tag>
        ) : (
          <Tag data-testid={`staff-totp-${member.id}`}>Set up at next sign-in</Tag>
        ),
    },
    {
      title: 'Added (IST)',
      dataIndex: 'createdAt',
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, member) => (
        <StaffActions member={member} meId={meId} nowMs={nowMs} onChange={onChange} onResetPassword={onResetPassword} />
      ),
    },
  ];
}

/** Active or disabled, plus a pending own-password choice and a sign-in lock-out. */
function StatusTags({ active, member, nowMs }: { active: boolean; member: Staff; nowMs: number }) {
  return (
    <Space size={4} wrap>
      {active ? <Tag color="success">Active</Tag> : <Tag color="error">Disabled</Tag>}
      {member.mustChangePassword && (
        <Tag color="processing" data-testid={`staff-must-change-${member.id}`}>
          Chooses own password at next sign-in
        </Tag>
      )}
      {lockLabel(member.lockedUntil, nowMs) !== null && (
        <Tag color="warning" data-testid={`staff-locked-${member.id}`}>
          {lockLabel(member.lockedUntil, nowMs)}
        </Tag>
      )}
    </Space>
  );
}

/** One member's actions. Nobody disables their own account: it would lock the last admin out. */
function StaffActions({ member, meId, nowMs, onChange, onResetPassword }: ColumnsProps & { member: Staff }) {
  const can = signInActions(member, meId, nowMs);
  return (
    <Space size={4} wrap>
      {member.id === meId ? (
        <Typography.Text type="secondary">You</Typography.Text>
      ) : (
        <Button
          size="small"
          danger={member.active}
          onClick={() => onChange({ kind: 'active', member })}
          data-testid={`staff-toggle-${member.id}`}
        >
          {member.active ? 'Disable' : 'Enable'}
        </Button>
      )}
      {can.unlock && (
        <Button
          size="small"
          onClick={() => onChange({ kind: 'unlock', member })}
          data-testid={`staff-unlock-${member.id}`}
        >
          Unlock
        </Button>
      )}
      {member.id !== meId && (
        <Button size="small" onClick={() => onResetPassword(member)} data-testid={`staff-reset-password-${member.id}`}>
          Reset password
        </Button>
      )}
      {can.resetTotp && (
        <Button
          size="small"
          onClick={() => onChange({ kind: 'reset-totp', member })}
          data-testid={`staff-reset-totp-${member.id}`}
        >
          Reset two-factor
        </Button>
      )}
    </Space>
  );
}

/** The reason dialog for one change, and the call it makes once a reason is given. */
function ChangeDialog({
  change,
  onClose,
  onChanged,
}: {
  change: Change;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const { member } = change;

  async function setActive(reason: string) {
    await call(consoleApi.staffSetActive, { id: member.id, active: !member.active, reason });
    message.success(`${member.displayName} is now ${member.active ? 'disabled' : 'enabled'}`);
    await onChanged();
  }

  async function unlock(reason: string) {
    await call(consoleApi.staffUnlock, { id: member.id, reason });
    message.success(`${member.displayName} can sign in again`);
    await onChanged();
  }

  async function resetTotp(reason: string) {
    await call(consoleApi.staffTotpReset, { id: member.id, reason });
    message.success(`${member.displayName} will set up two-factor sign-in again at their next sign-in`);
    await onChanged();
  }

  if (change.kind === 'active') {
    return (
      <ReasonModal
        open
        title={`${member.active ? 'Disable' : 'Enable'} ${member.displayName}`}
        description={
          member.active
            ? 'They will be signed out of the console and cannot sign in until enabled again.'
            : 'They will be able to sign in to the console again with their current password.'
        }
        confirmText={member.active ? 'Disable' : 'Enable'}
        danger={member.active}
        onConfirm={setActive}
        onClose={onClose}
      />
    );
  }
  return (
    <ReasonModal
      open
      title={CHANGE_TEXT[change.kind].title(member)}
      description={CHANGE_TEXT[change.kind].description}
      confirmText={CHANGE_TEXT[change.kind].confirm}
      danger={change.kind === 'reset-totp'}
      onConfirm={change.kind === 'unlock' ? unlock : resetTotp}
      onClose={onClose}
    />
  );
}
