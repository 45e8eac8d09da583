import { formatIndiaTime } from '@demo/client';
import { type Body, consoleRiskApi } from '@demo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormDrawer } from '../../components/FormDrawer';
import { Money } from '../../components/Money';
import { ReasonModal } from '../../components/ReasonModal';
import { call } from '../../lib/api';
import { contractItem } from '../../lib/contract-rule';
import { callQuery } from '../../lib/queries';
import { useStaff } from '../session/staff-context';

type Limits = Body<typeof consoleRiskApi.riskLimits>;
type Limit = Limits['list'][number];
type Kind = Limit['kind'];

const fields = consoleRiskApi.riskLimitSet.payload.shape;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** What each kind bounds and which names it needs (docs/SPEC.md RL1, RL8). */
const KINDS: Record<Kind, { label: string; help: string; code: boolean; userId: boolean; unit: string }> = {
  houseNotional: {
    label: 'House exposure in an instrument',
    help: "The customers' net notional in the instrument, so the house's, in INR.",
    code: true,
    userId: false,
    unit: 'INR',
  },
  maxLots: {
    label: 'Lots per customer in an instrument',
    help: "One customer's net lots in the instrument.",
    code: true,
    userId: true,
    unit: 'lots',
  },
  customerNotional: {
    label: "A customer's total exposure",
    help: "One customer's net notional summed over instruments, in INR.",
    code: false,
    userId: true,
    unit: 'INR',
  },
};

interface SetValues {
  kind: Kind;
  code?: string;
  userId?: string;
  value: string;
  reason: string;
}
/** The limits' columns; Clear shows only to an admin (`onClear` null otherwise). */
function limitColumns(onClear: ((limit: Limit) => void) | null): ColumnsType<Limit> {
  return [
    { title: 'Limit', dataIndex: 'kind', render: (kind: Kind) => KINDS[kind].label },
    { title: 'Instrument', dataIndex: 'code', render: (code: string | null) => code ?? <Tag>Any</Tag> },
    {
      title: 'Customer',
      dataIndex: 'userId',
      render: (id: number | null) => (id === null ? <Tag>Everyone</Tag> : <Link to={`/customers/${id}`}>#{id}</Link>),
    },
    {
      title: 'At most',
      key: 'value',
      align: 'right',
      render: (_, l) =>
        l.currency === null ? (
          <span style={numeric}>
            {l.value} {l.value === '1' ? 'lot' : 'lots'}
          </span>
        ) : (
          <Money amount={l.value} currency={l.currency} />
        ),
    },
    {
      title: 'Set',
      key: 'set',
      render: (_, l) => (
        <span>
          <span style={numeric}>{formatIndiaTime(l.updatedAt, 'YYYY-MM-DD HH:mm')}</span>
          {l.updatedBy !== null && ` by ${l.updatedBy}`}
          {l.reason !== null && (
            <>
              <br />
              <Typography.Text type="secondary">{l.reason}</Typography.Text>
            </>
          )}
        </span>
      ),
    },
    ...(onClear
      ? [
          {
            title: '',
            key: 'clear',
            align: 'right' as const,
            render: (_: unknown, l: Limit) => (
              <Button size="small" danger onClick={() => onClear(l)} data-testid="risk-limit-clear">
                Clear
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/**
 * The risk limits in force (RL1–RL8): orders that would cross one are refused, covers never. Admins
 * set and clear them with a reason that goes to the audit log; reviewers only read. A change binds
 * every node within a second.
 */
export function LimitsCard({ accountType }: { accountType: Limits['accountType'] }) {
  const staff = useStaff();
  const admin = staff.role === 'admin';
  const queryClient = useQueryClient();
  const query = useQuery(callQuery(consoleRiskApi.riskLimits, { accountType }));
  const [setting, setSetting] = useState(false);
  const [clearing, setClearing] = useState<Limit | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleRiskApi.riskLimits.path] });
  const typeName = accountType === 'real' ? 'real' : 'demo';
  return (
    <Card
      title={`Limits on ${typeName} money`}
      data-testid="risk-limits"
      extra={
        admin ? (
          <Button type="primary" onClick={() => setSetting(true)} data-testid="risk-limit-new">
            Set a limit
          </Button>
        ) : (
          <Typography.Text type="secondary">Only an admin sets limits</Typography.Text>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        An order that would take a size past its limit is refused; a cover, or an order that shrinks the size, never is.
        Limits on {typeName} money bind only {typeName} orders.
      </Typography.Paragraph>
      <Table<Limit>
        rowKey={(l) => `${l.kind}:${l.code ?? ''}:${l.userId ?? 0}`}
        size="small"
        pagination={false}
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        locale={{ emptyText: `No limits on ${typeName} money: only margin bounds orders.` }}
        data-testid="risk-limits-table"
        columns={limitColumns(admin ? setClearing : null)}
      />
      {setting && <SetLimitDrawer accountType={accountType} onClose={() => setSetting(false)} onSaved={refresh} />}
      <ReasonModal
        open={clearing !== null}
        title="Clear this limit"
        description="Orders are then bounded only by the other limits and by margin, on every node within a second."
        confirmText="Clear the limit"
        danger
        onClose={() => setClearing(null)}
        onConfirm={async (reason) => {
          if (clearing === null) return;
          await call(consoleRiskApi.riskLimitSet, {
            accountType,
            kind: clearing.kind,
            ...(clearing.code === null ? {} : { code: clearing.code }),
            ...(clearing.userId === null ? {} : { userId: clearing.userId }),
            value: '0',
            reason,
          });
          await refresh();
        }}
      />
    </Card>
  );
}

function SetLimitDrawer({
  accountType,
  onClose,
  onSaved,
}: {
  accountType: Limits['accountType'];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [form] = Form.useForm<SetValues>();
  const kind = Form.useWatch('kind', form) ?? 'houseNotional';
  const shape = KINDS[kind];
  return (
    <FormDrawer
      form={form}
      title={`Set a limit on ${accountType === 'real' ? 'real' : 'demo'} money`}
      size={480}
      submitText="Set the limit"
      submitTestId="risk-limit-submit"
      onClose={onClose}
      save={async (values) => {
        const done = await call(consoleRiskApi.riskLimitSet, {
          accountType,
          kind: values.kind,
          ...(shape.code && values.code ? { code: values.code.trim().toUpperCase() } : {}),
          ...(shape.userId && values.userId ? { userId: Number(values.userId) } : {}),
          value: values.value.trim(),
          reason: values.reason,
        });
        await onSaved();
        return done === null ? 'Limit cleared' : `${KINDS[done.kind].label}: at most ${done.value} ${shape.unit}`;
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'houseNotional', value: '', reason: '' }}>
        <Form.Item name="kind" label="Limit" extra={shape.help}>
          <Select
            data-testid="risk-limit-kind"
            options={Object.entries(KINDS).map(([value, k]) => ({ value, label: k.label }))}
          />
        </Form.Item>
        {shape.code && (
          <Form.Item
            name="code"
            label="Instrument code"
            {...contractItem(fields.code, { required: true, message: 'Instrument code is required' })}
          >
            <Input placeholder="BTCUSD" data-testid="risk-limit-code" />
          </Form.Item>
        )}
        {shape.userId && (
          <Form.Item
            name="userId"
            label="Customer ID"
            {...contractItem(fields.userId, { required: true, message: 'Customer ID is required' })}
          >
            <Input inputMode="numeric" data-testid="risk-limit-user" />
          </Form.Item>
        )}
        <Form.Item
          name="value"
          label={`At most (${shape.unit}; 0 clears the limit)`}
          {...contractItem(fields.value, {
            validator: (_, v: unknown) =>
              kind === 'maxLots' && typeof v === 'string' && v.includes('.')
                ? Promise.reject(new Error('Must be a whole number of lots'))
                : Promise.resolve(),
          })}
        >
          <Input inputMode="decimal" data-testid="risk-limit-value" />
        </Form.Item>
        <Form.Item name="reason" label="Reason (written to the audit log)" {...contractItem(fields.reason)}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="risk-limit-reason" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
