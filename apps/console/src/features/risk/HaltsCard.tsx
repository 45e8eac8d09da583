import { formatIndiaTime } from '@demo/client';
import { consoleRiskApi } from '@demo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { isMarketCode, MARKET_OPTIONS, type MarketCode, marketLabel } from '../../lib/markets';
import { callQuery } from '../../lib/queries';
import { useStaff } from '../session/staff-context';

type Halt = consoleRiskApi.Halt;
type Scope = Halt['scope'];

/** Halts change by staff action only; the list is read again this often to show another admin's. */
const HALTS_REFRESH_MS = 5_000;

interface HaltValues {
  code?: string;
  market?: MarketCode;
  reason: string;
  reasonHi?: string;
}

const targetText = (h: Halt) => (h.scope === 'market' ? `${marketLabel(h.target)} market` : h.target);

/** The halts' columns; Resume shows only to a role that may halt and resume (`onResume` null otherwise). */
function haltColumns(onResume: ((halt: Halt) => void) | null): ColumnsType<Halt> {
  return [
    {
      title: 'Halted',
      key: 'target',
      render: (_, h) => (
        <Space>
          <Tag color="red">{h.scope === 'market' ? 'Market' : 'Product'}</Tag>
          <strong>{targetText(h)}</strong>
        </Space>
      ),
    },
    {
      title: 'Reason (customers read it)',
      key: 'reason',
      render: (_, h) => (
        <Space direction="vertical" size={0}>
          <span>{h.reason}</span>
          {h.reasonHi && (
            <Typography.Text type="secondary" lang="hi">
              {h.reasonHi}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: 'Since (IST)', key: 'since', render: (_, h) => formatIndiaTime(h.since, 'YYYY-MM-DD HH:mm:ss') },
    ...(onResume
      ? [
          {
            title: '',
            key: 'resume',
            render: (_: unknown, h: Halt) => (
              <Button size="small" onClick={() => onResume(h)} data-testid="risk-halt-resume">
                Resume
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/** The halts in force, read again every few seconds, and the resume that lifts one. */
function useHalts() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const halts = useQuery({ ...callQuery(consoleRiskApi.riskHalts, {}), refetchInterval: HALTS_REFRESH_MS });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleRiskApi.riskHalts.path] });

  async function resume(halt: Halt, reason: string) {
    const target =
      halt.scope === 'market' && isMarketCode(halt.target) ? { market: halt.target } : { code: halt.target };
    await call(consoleRiskApi.riskResume, { ...target, reason });
    message.success(`Trading resumed: ${targetText(halt)}`);
    await refresh();
  }

  return { halts, refresh, resume };
}

/** Halts one product or a whole market, with the reason customers read in English and Hindi. */
function HaltTradingForm({ onHalted }: { onHalted: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<HaltValues>();
  const [scope, setScope] = useState<Scope>('code');
  const [busy, setBusy] = useState(false);

  async function submit(values: HaltValues) {
    setBusy(true);
    try {
      const target = scope === 'code' ? { code: (values.code ?? '').trim().toUpperCase() } : { market: values.market };
      const halt = await call(consoleRiskApi.riskHalt, {
        ...target,
        reason: values.reason.trim(),
        ...(values.reasonHi?.trim() ? { reasonHi: values.reasonHi.trim() } : {}),
      });
      message.success(`Trading halted: ${targetText(halt)}`);
      form.resetFields();
      await onHalted();
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<HaltValues> form={form} layout="vertical" onFinish={submit} data-testid="risk-halt-form">
      <Form.Item label="Halt">
        <Segmented<Scope>
          value={scope}
          onChange={setScope}
          options={[
            { label: 'One product', value: 'code' },
            { label: 'A whole market', value: 'market' },
          ]}
        />
      </Form.Item>
      {scope === 'code' ? (
        <Form.Item
          name="code"
          label="Product code"
          rules={[{ required: true, whitespace: true, message: 'Please give the product code' }]}
        >
          <Input placeholder="BTCUSD" maxLength={32} data-testid="risk-halt-code" style={{ maxWidth: 240 }} />
        </Form.Item>
      ) : (
        <Form.Item name="market" label="Market" rules={[{ required: true, message: 'Please choose a market' }]}>
          <Select options={MARKET_OPTIONS} style={{ maxWidth: 240 }} data-testid="risk-halt-market" />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label="Reason in English (customers read it; written to the audit log)"
        rules={[{ required: true, whitespace: true, message: 'Please give a reason' }]}
      >
        <Input maxLength={consoleRiskApi.HALT_REASON_LENGTH_MAX} showCount data-testid="risk-halt-reason" />
      </Form.Item>
      <Form.Item name="reasonHi" label="Reason in Hindi (optional; without it Hindi readers see the English)">
        <Input
          lang="hi"
          maxLength={consoleRiskApi.HALT_REASON_LENGTH_MAX}
          showCount
          data-testid="risk-halt-reason-hi"
        />
      </Form.Item>
      <Button type="primary" danger htmlType="submit" loading={busy} data-testid="risk-halt-submit">
        Halt trading
      </Button>
    </Form>
  );
}

/**
 * The circuit breaker (SPEC HL1–HL8): admins halt trading in one product or a whole market with a
 * reason customers read in English and Hindi, and resume it with a reason of their own; everyone on
 * the desk sees the halts in force. Each change is audited by the server.
 */
export function HaltsCard() {
  const staff = useStaff();
  const [resuming, setResuming] = useState<Halt | null>(null);
  const { halts, refresh, resume } = useHalts();
  const mayHalt = canCall(consoleRiskApi.riskHalt, staff.role);

  return (
    <Card title="Halts (circuit breaker)" data-testid="risk-halts">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          While halted, new orders are refused with the reason below and pending limit orders wait; stop losses, take
          profits and forced covers still run, and customers may close their positions.
        </Typography.Paragraph>
        <Table<Halt>
          rowKey={(h) => `${h.scope}:${h.target}`}
          size="small"
          pagination={false}
          loading={halts.isLoading}
          dataSource={halts.data?.list ?? []}
          locale={{ emptyText: 'No halts: every product trades as its market allows.' }}
          data-testid="risk-halts-list"
          columns={haltColumns(mayHalt ? setResuming : null)}
        />
        {mayHalt && <HaltTradingForm onHalted={refresh} />}
      </Space>
      <ReasonModal
        open={resuming !== null}
        title={resuming ? `Resume trading: ${targetText(resuming)}` : 'Resume trading'}
        description="New orders are accepted again and pending limit orders can fill on the next crossing price."
        confirmText="Resume trading"
        onConfirm={(reason) => (resuming ? resume(resuming, reason) : Promise.resolve())}
        onClose={() => setResuming(null)}
      />
    </Card>
  );
}
