import { formatIndiaTime } from '@demo/client';
import { consoleSettingsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormDrawer } from '../../components/FormDrawer';
import { ReasonModal } from '../../components/ReasonModal';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { useStaff } from '../session/staff-context';
import { describeValue, SETTING_LABELS } from './setting-look';

type Setting = consoleSettingsApi.PlatformSetting;
type Change = consoleSettingsApi.SettingChange;

const api = consoleSettingsApi;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const time = (ms: number | null) => (ms === null ? '—' : formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'));

/** The settings table's columns; a setting with a change waiting cannot be changed again. */
function settingColumns(waiting: readonly Change[], onEdit: (setting: Setting) => void): TableColumnsType<Setting> {
  return [
    {
      title: 'Setting',
      key: 'label',
      render: (_, s) => (
        <span>
          {SETTING_LABELS[s.key] ?? s.key}
          <br />
          <Typography.Text type="secondary" code>
            {s.key}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: 'Current value',
      key: 'value',
      render: (_, s) => <span style={numeric}>{describeValue(s, s.value)}</span>,
    },
    {
      title: 'Allowed',
      key: 'bounds',
      render: (_, s) => <span style={numeric}>{s.min !== null && s.max !== null ? `${s.min} – ${s.max}` : '—'}</span>,
    },
    {
      title: 'Approval',
      key: 'fourEyes',
      render: (_, s) => (s.fourEyes ? <Tag color="gold">Second admin</Tag> : <Tag>Applies at once</Tag>),
    },
    {
      title: '',
      key: 'action',
      align: 'right',
      render: (_, s) => {
        const pending = waiting.some((c) => c.key === s.key);
        return (
          <Button
            size="small"
            disabled={pending}
            title={pending ? 'A change of this setting is waiting for approval' : undefined}
            onClick={() => onEdit(s)}
            data-testid={`setting-edit-${s.key}`}
          >
            {s.fourEyes ? 'Propose change' : 'Change'}
          </Button>
        );
      },
    },
  ];
}

/**
 * The platform settings of `config/setting` (S8): every editable setting with its bounds; a change
 * of a plain setting applies at once, a change of one that moves customers' money waits for a second
 * admin. The waiting proposals come first, where another admin approves or rejects them.
 */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const current = useQuery(callQuery(api.settingList, {}));
  const [editing, setEditing] = useState<Setting | null>(null);
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [api.settingList.path] }),
      queryClient.invalidateQueries({ queryKey: [api.settingChanges.path] }),
    ]);
  };
  const waiting = current.data?.waiting ?? [];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Platform settings
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        title="Four eyes: a change to fees, margin or forced-cover levels is only proposed; a different admin must approve it."
      />
      {waiting.length > 0 && <WaitingChanges changes={waiting} refresh={refresh} />}
      <Card title="Settings" size="small">
        <Table<Setting>
          rowKey="key"
          size="small"
          pagination={false}
          loading={{ spinning: current.isFetching && current.data === undefined, delay: SPIN_DELAY_MS }}
          dataSource={current.data?.settings ?? []}
          data-testid="settings-table"
          columns={settingColumns(waiting, setEditing)}
        />
      </Card>
      <ChangeHistory />
      {editing !== null && <EditSetting setting={editing} onClose={() => setEditing(null)} onSaved={refresh} />}
    </Space>
  );
}

/** The new value's field, as the setting's kind wants it typed; Form.Item gives it value and onChange. */
function ValueField({
  setting,
  value,
  onChange,
}: {
  setting: Setting;
  value?: string;
  onChange?: (value: string) => void;
}) {
  if (setting.kind === 'flag') {
    return (
      <Select
        value={value ?? null}
        onChange={(next: string) => onChange?.(next)}
        options={[
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
        data-testid="setting-new-value"
      />
    );
  }
  if (setting.kind === 'channels') {
    return (
      <Input.TextArea
        rows={6}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid="setting-new-value"
      />
    );
  }
  return (
    <Input
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      inputMode={setting.kind === 'email' ? 'email' : 'decimal'}
      data-testid="setting-new-value"
    />
  );
}

function EditSetting({
  setting,
  onClose,
  onSaved,
}: {
  setting: Setting;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [form] = Form.useForm<{ newValue: string; reason: string }>();
  const label = SETTING_LABELS[setting.key] ?? setting.key;
  return (
    <FormDrawer
      form={form}
      title={`${setting.fourEyes ? 'Propose a new' : 'Change'} ${label.toLowerCase()}`}
      size={480}
      submitText={setting.fourEyes ? 'Propose' : 'Save'}
      submitTestId="setting-submit"
      onClose={onClose}
      save={async (values) => {
        const done = await call(api.settingUpdate, { key: setting.key, ...values });
        await onSaved();
        return done.applied
          ? `${label} is now ${describeValue(done.setting, done.setting.value)}`
          : `${label}: change proposed; another admin must approve it`;
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ newValue: setting.value, reason: '' }}>
        <Typography.Paragraph type="secondary">
          Now: <span style={numeric}>{describeValue(setting, setting.value)}</span>
          {setting.min !== null && setting.max !== null && ` · allowed ${setting.min} to ${setting.max}`}
        </Typography.Paragraph>
        <Form.Item
          name="newValue"
          label="New value"
          rules={[{ required: true, whitespace: true, message: 'New value is required' }]}
        >
          <ValueField setting={setting} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (written to the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="setting-reason" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

/** Approve (never one's own proposal) and reject, or withdraw one's own. */
function DecideButtons({
  change: c,
  own,
  onDecide,
}: {
  change: Change;
  own: boolean;
  onDecide: (deciding: { change: Change; approve: boolean }) => void;
}) {
  return (
    <Space>
      {own ? (
        <Typography.Text type="secondary">Your proposal: another admin approves</Typography.Text>
      ) : (
        <Button
          type="primary"
          size="small"
          onClick={() => onDecide({ change: c, approve: true })}
          data-testid={`setting-approve-${c.id}`}
        >
          Approve
        </Button>
      )}
      <Button
        danger
        size="small"
        onClick={() => onDecide({ change: c, approve: false })}
        data-testid={`setting-reject-${c.id}`}
      >
        {own ? 'Withdraw' : 'Reject'}
      </Button>
    </Space>
  );
}

/** Proposals waiting for a second admin: approve (never one's own) or reject (the proposer may withdraw). */
function WaitingChanges({ changes, refresh }: { changes: Change[]; refresh: () => Promise<void> }) {
  const me = useStaff();
  const { message } = App.useApp();
  const [deciding, setDeciding] = useState<{ change: Change; approve: boolean } | null>(null);
  return (
    <Card title="Waiting for a second admin" size="small">
      <Table<Change>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={changes}
        data-testid="settings-waiting"
        columns={[
          { title: 'Setting', key: 'key', render: (_, c) => SETTING_LABELS[c.key] ?? c.key },
          {
            title: 'Change',
            key: 'change',
            render: (_, c) => (
              <span style={numeric}>
                {c.previous} → <Typography.Text strong>{c.value}</Typography.Text>
              </span>
            ),
          },
          { title: 'Why', dataIndex: 'reason' },
          {
            title: 'Proposed',
            key: 'proposed',
            render: (_, c) => (
              <span>
                {c.proposedByName}
                <br />
                <Typography.Text type="secondary" style={numeric}>
                  {time(c.createdAt)} IST
                </Typography.Text>
              </span>
            ),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, c) => <DecideButtons change={c} own={c.proposedBy === me.id} onDecide={setDeciding} />,
          },
        ]}
      />
      {deciding !== null && (
        <ReasonModal
          open
          title={`${deciding.approve ? 'Approve' : 'Reject'}: ${SETTING_LABELS[deciding.change.key] ?? deciding.change.key} ${deciding.change.previous} → ${deciding.change.value}`}
          description={
            deciding.approve
              ? 'The new value applies at once to every order, fee and check that reads it.'
              : 'Nothing changes; the proposer sees your reason in the history.'
          }
          confirmText={deciding.approve ? 'Approve and apply' : 'Reject'}
          danger={!deciding.approve}
          onConfirm={async (reason) => {
            const { id } = deciding.change;
            const done = deciding.approve
              ? await call(api.settingApprove, { id, reason })
              : await call(api.settingReject, { id, reason });
            message.success(done.status === 'APPROVED' ? 'Approved: the new value applies now' : 'Rejected');
            await refresh();
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  );
}

/** Every proposal with its decision, newest first; plain changes are in the audit log. */
function ChangeHistory() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...callQuery(api.settingChanges, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title="Four-eyes history" size="small">
      <Table<Change>
        rowKey="id"
        size="small"
        loading={{ spinning: list.isFetching && list.data === undefined, delay: SPIN_DELAY_MS }}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: 'No proposals yet' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        data-testid="settings-history"
        columns={[
          { title: 'Proposed (IST)', dataIndex: 'createdAt', render: time, width: 180 },
          { title: 'Setting', key: 'key', render: (_, c) => SETTING_LABELS[c.key] ?? c.key },
          {
            title: 'Change',
            key: 'change',
            render: (_, c) => <span style={numeric}>{`${c.previous} → ${c.value}`}</span>,
          },
          { title: 'By', dataIndex: 'proposedByName' },
          {
            title: 'Decision',
            key: 'status',
            render: (_, c) => (
              <Tag color={c.status === 'APPROVED' ? 'green' : c.status === 'REJECTED' ? 'red' : 'gold'}>
                {c.status === 'PROPOSED' ? 'Waiting' : c.status === 'APPROVED' ? 'Approved' : 'Rejected'}
              </Tag>
            ),
          },
          { title: 'Decided by', key: 'decidedBy', render: (_, c) => c.decidedByName ?? '—' },
          { title: 'Decision reason', key: 'decisionReason', render: (_, c) => c.decisionReason ?? '—' },
        ]}
      />
    </Card>
  );
}
