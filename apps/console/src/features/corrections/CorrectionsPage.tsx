import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../lib/api';
import { formatIndiaTime } from '../../lib/india-time';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { QueueCard, useQueueParams } from '../reviews/QueueCard';
import { reasonPayload } from '../reviews/review-actions';
import { useDecision } from '../reviews/use-decision';
import { useStaff } from '../session/staff-context';
import { CORRECTION_TABS, type Correction, mayDecide, signedAmount } from './correction-form';
import { ProposeCorrectionDialog } from './ProposeCorrectionDialog';

const api = consoleFundsApi;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Manual balance corrections: proposed by one staff member, approved or rejected by a different admin. */
export function CorrectionsPage() {
  const me = useStaff();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQueueParams(CORRECTION_TABS);
  const list = useQuery({
    ...callQuery(api.correctionList, { page: queue.page, size: PAGE_SIZE, status: queue.status }),
    placeholderData: keepPreviousData,
  });
  const [proposing, setProposing] = useState(false);
  const decision = useDecision();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [api.correctionList.path] });

  function decide(row: Correction, approve: boolean) {
    const account = row.accountType === 'real' ? 'real' : 'demo';
    decision.ask({
      title: `${approve ? 'Approve' : 'Reject'} correction #${row.id}`,
      description: approve
        ? `${signedAmount(row)} will be posted to ${row.username}'s ${account} account as one ledger entry (type 16).`
        : 'No money moves; the proposer sees your reason.',
      confirmText: approve ? 'Approve and post' : 'Reject',
      field: 'reason',
      fieldLabel: 'Reason (written to the audit log)',
      danger: !approve,
      run: async (reason) => {
        const done = await call(approve ? api.correctionApprove : api.correctionReject, reasonPayload(row.id, reason));
        message.success(`Correction #${done.id} ${done.status === 'APPROVED' ? 'approved and posted' : 'rejected'}`);
        await refresh();
      },
    });
  }

  const columns: ColumnsType<Correction> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: 'Customer',
      key: 'customer',
      width: 170,
      render: (_, row) => (
        <span>
          {row.username}
          <br />
          <Typography.Text type="secondary">#{row.userId}</Typography.Text>
        </span>
      ),
    },
    { title: 'Account', dataIndex: 'accountType', width: 90, render: (t: string) => (t === 'real' ? 'Real' : 'Demo') },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 130,
      render: (_, row) => (
        <Tag color={row.direction === 'credit' ? 'green' : 'red'} style={numeric}>
          {signedAmount(row)}
        </Tag>
      ),
    },
    { title: 'Reason', dataIndex: 'reason' },
    {
      title: 'Proposed',
      key: 'proposed',
      width: 190,
      render: (_, row) => (
        <span>
          {row.proposedByName}
          <br />
          <Typography.Text type="secondary" style={numeric}>
            {formatIndiaTime(row.createdAt)} IST
          </Typography.Text>
        </span>
      ),
    },
    {
      title: queue.status === 'PROPOSED' ? 'Action' : 'Decision',
      key: 'decision',
      width: 220,
      render: (_, row) => {
        if (row.status !== 'PROPOSED') {
          return (
            <span>
              {row.decidedByName ?? 'Staff'}
              {row.decidedAt !== null && <span style={numeric}>, {formatIndiaTime(row.decidedAt)}</span>}
              {row.decisionReason !== null && (
                <>
                  <br />
                  <Typography.Text type="secondary">{row.decisionReason}</Typography.Text>
                </>
              )}
            </span>
          );
        }
        if (row.proposedBy === me.id)
          return <Typography.Text type="secondary">Your proposal: another admin decides</Typography.Text>;
        if (!mayDecide(row, me)) return <Typography.Text type="secondary">Waiting for an admin</Typography.Text>;
        return (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => decide(row, true)}
              data-testid={`correction-approve-${row.id}`}
            >
              Approve
            </Button>
            <Button size="small" danger onClick={() => decide(row, false)} data-testid={`correction-reject-${row.id}`}>
              Reject
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <QueueCard<Correction>
      title="Balance corrections"
      hint="A correction is one typed ledger entry with a reason, never a balance typed in."
      tabs={CORRECTION_TABS}
      status={queue.status}
      onStatus={queue.setStatus}
      page={queue.page}
      onPage={queue.setPage}
      columns={columns}
      rows={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      testId="correction-table"
      scrollX={1100}
      toolbar={
        <Button type="primary" onClick={() => setProposing(true)} data-testid="correction-propose">
          Propose correction
        </Button>
      }
      banner={
        <Alert
          type="info"
          showIcon
          title="Four eyes: whoever proposes a correction cannot approve it; a different admin must."
          style={{ marginBottom: 8 }}
        />
      }
    >
      {decision.modal}
      {proposing && <ProposeCorrectionDialog onClose={() => setProposing(false)} onProposed={refresh} />}
    </QueueCard>
  );
}
