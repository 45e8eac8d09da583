import { formatIndiaTime } from '@demo/client';
import { consoleFundsApi } from '@demo/contract';
import { Alert, Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Money } from '../../components/Money';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { type DecisionAsk, ReviewQueuePage, type ReviewQueueSpec } from '../reviews/ReviewQueuePage';
import { reasonPayload } from '../reviews/review-actions';
import { CORRECTION_TABS, type Correction, mayDecide, signedAmount } from './correction-form';
import { ProposeCorrectionDialog } from './ProposeCorrectionDialog';

const api = consoleFundsApi;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** The dialog of an approval or a rejection: both ask a reason, which goes to the audit log. */
function decisionAsk(row: Correction, approve: boolean): DecisionAsk {
  const account = row.accountType === 'real' ? 'real' : 'demo';
  return {
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
      return `Correction #${done.id} ${done.status === 'APPROVED' ? 'approved and posted' : 'rejected'}`;
    },
  };
}

/** The propose button, the four-eyes note and the propose dialog above the queue. */
function useProposing(refresh: () => Promise<void>) {
  const [proposing, setProposing] = useState(false);
  return {
    toolbar: (
      <Button type="primary" onClick={() => setProposing(true)} data-testid="correction-propose">
        Propose correction
      </Button>
    ),
    banner: (
      <Alert
        type="info"
        showIcon
        title="Four eyes: whoever proposes a correction cannot approve it; a different admin must."
        style={{ marginBottom: 8 }}
      />
    ),
    dialogs: proposing && <ProposeCorrectionDialog onClose={() => setProposing(false)} onProposed={refresh} />,
  };
}

/** Manual balance corrections: proposed by one staff member, approved or rejected by a different admin. */
const correctionQueue: ReviewQueueSpec<Correction, Correction['status'], 'approve' | 'reject'> = {
  key: 'correction',
  title: 'Balance corrections',
  hint: 'A correction is one typed ledger entry with a reason, never a balance typed in.',
  tabs: CORRECTION_TABS,
  path: api.correctionList.path,
  query: (page, status) => callQuery(api.correctionList, { page, size: PAGE_SIZE, status }),
  columns: () => [
    { title: 'Account', dataIndex: 'accountType', width: 90, render: (t: string) => (t === 'real' ? 'Real' : 'Demo') },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 130,
      render: (_, row) => (
        <Tag color={row.direction === 'credit' ? 'green' : 'red'}>
          <Money amount={row.amount} sign={row.direction === 'credit' ? '+' : '−'} />
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
            {formatIndiaTime(row.createdAt, 'YYYY-MM-DD HH:mm:ss')} IST
          </Typography.Text>
        </span>
      ),
    },
  ],
  actsIn: ['PROPOSED'],
  allowed: (row, me) => (mayDecide(row, me) ? ['approve', 'reject'] : []),
  noDecision: (row, me) => (row.proposedBy === me.id ? 'Your proposal: another admin decides' : 'Waiting for an admin'),
  decisions: [
    { action: 'approve', label: 'Approve', tone: 'primary', ask: (row) => decisionAsk(row, true) },
    { action: 'reject', label: 'Reject', tone: 'danger', ask: (row) => decisionAsk(row, false) },
  ],
  decided: (row) => ({ by: row.decidedByName, at: row.decidedAt, reason: row.decisionReason }),
  actionWidth: 220,
  scrollX: 1100,
  useExtras: useProposing,
};

export function CorrectionsPage() {
  return <ReviewQueuePage spec={correctionQueue} />;
}
