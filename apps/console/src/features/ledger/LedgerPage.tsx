import { formatIndiaTime } from '@demo/client';
import { type Body, consoleApi } from '@demo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Result, Space, Table, Tag, Typography } from 'antd';
import { descriptionColumns } from '../../components/columns';
import { call } from '../../lib/api';
import { useStaff } from '../session/staff-context';
import { useLastReconcile } from './reconcile-status';

type Violation = Body<typeof consoleApi.ledgerReconcile>['violations'][number];

const INVARIANTS: Record<Violation['invariant'], string> = {
  L1: 'Each currency sums to zero',
  L2: 'Balances equal their transfers',
  L3: 'No user balance below zero',
  L4: 'Every transfer is well formed',
  L5: 'Demo money stays demo',
  L6: 'Platform balances include their pending sides',
  X1: 'Conversions match their recorded rates',
  PF6: 'Customers’ records still chain to the published proof',
  PF7: 'The published liabilities proof equals the ledger',
};

function ViolationTable({ violations, testId }: { violations: readonly Violation[]; testId: string }) {
  return (
    <Table<Violation>
      rowKey={(v, i) => `${v.invariant}-${i}`}
      size="small"
      pagination={false}
      dataSource={[...violations]}
      data-testid={testId}
      columns={[
        {
          title: 'Invariant',
          dataIndex: 'invariant',
          width: 260,
          render: (inv: Violation['invariant']) => (
            <Space>
              <Tag color="red">{inv}</Tag>
              {INVARIANTS[inv]}
            </Space>
          ),
        },
        { title: 'What differs', dataIndex: 'message', render: (m: string) => <code>{m}</code> },
      ]}
    />
  );
}

type ReconcileRun = NonNullable<ReturnType<typeof useLastReconcile>['data']>;

/** When the automatic check ran and what it read. */
function RunDescription({ run }: { run: ReconcileRun }) {
  return (
    <Descriptions size="small" column={descriptionColumns(2)} bordered>
      <Descriptions.Item label="Started (IST)">
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatIndiaTime(run.startedAt, 'YYYY-MM-DD HH:mm:ss')}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="Finished (IST)">
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatIndiaTime(run.finishedAt, 'YYYY-MM-DD HH:mm:ss')}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="What it read" span="filled">
        <span data-testid="ledger-last-scope">
          {run.scope === 'full'
            ? 'Every account and every transfer'
            : 'Every account, and the transfers written since the last clean check'}
          {' · '}
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{run.transfersChecked.toLocaleString('en-IN')}</span>{' '}
          transfer{run.transfersChecked === 1 ? '' : 's'} checked one by one
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * The ledger's proof (docs/SPEC.md D5): the engine leader's latest automatic reconciliation, and a
 * check staff can run now. Both only read; nothing here changes a balance.
 */
export function LedgerPage() {
  const last = useLastReconcile(useStaff().role);
  const queryClient = useQueryClient();
  const now = useMutation({
    mutationFn: () => call(consoleApi.ledgerReconcile, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [consoleApi.ledgerReconcileLast.path] }),
  });
  const run = last.data;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            Ledger check
          </Typography.Title>
        }
        loading={last.isPending}
      >
        {run === null || run === undefined ? (
          <Empty description="No automatic check has run yet: the engine leader runs one shortly after it starts, then every few minutes." />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <div data-testid="ledger-last-result">
              <Result
                status={run.differences === 0 ? 'success' : 'error'}
                title={
                  run.differences === 0
                    ? 'The ledger reconciles'
                    : `${run.differences} difference${run.differences === 1 ? '' : 's'} found`
                }
                subTitle="Checked automatically by the engine leader"
                style={{ padding: 16 }}
              />
            </div>
            <RunDescription run={run} />
            {run.violations.length > 0 && (
              <ViolationTable violations={run.violations} testId="ledger-last-violations" />
            )}
          </Space>
        )}
      </Card>
      <Card title="Check now">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Reads every account and transfer in one snapshot. It takes longer as the ledger grows, so run it when you
            need an answer now.
          </Typography.Paragraph>
          <Button type="primary" loading={now.isPending} onClick={() => now.mutate()} data-testid="ledger-check-now">
            Check the ledger now
          </Button>
          {now.data &&
            (now.data.violations.length === 0 ? (
              <Typography.Text type="success" data-testid="ledger-now-result">
                Reconciled at {formatIndiaTime(now.data.checkedAt, 'YYYY-MM-DD HH:mm:ss')} IST: no differences.
              </Typography.Text>
            ) : (
              <ViolationTable violations={now.data.violations} testId="ledger-now-violations" />
            ))}
        </Space>
      </Card>
    </Space>
  );
}
