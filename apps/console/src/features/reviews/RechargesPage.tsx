import { consoleFundsApi } from '@demo/contract';
import { Tag, Typography } from 'antd';
import { EvidenceImage } from '../../components/EvidenceImage';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { FundsAmountCell } from './FundsAmountCell';
import { accountText, amountText, channelText } from './funds-amounts';
import { ReviewQueuePage, type ReviewQueueSpec } from './ReviewQueuePage';
import {
  notePayload,
  RECHARGE_TABS,
  type RechargeAction,
  type ReviewCharge,
  reasonPayload,
  rechargeActions,
} from './review-actions';
import { reviewDecided, submittedColumn } from './review-columns';

const api = consoleFundsApi;

/** Recharges with their transfer evidence: approve credits the amount once (ledger type 1), reject moves nothing. */
const rechargeQueue: ReviewQueueSpec<ReviewCharge, ReviewCharge['status'], RechargeAction> = {
  key: 'recharge',
  title: 'Recharges',
  hint: 'Check the evidence against the receiving account before approving: approval credits the amount once and cannot be undone.',
  tabs: RECHARGE_TABS,
  path: api.reviewRechargeList.path,
  query: (page, status) => callQuery(api.reviewRechargeList, { page, size: PAGE_SIZE, status }),
  columns: () => [
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 240,
      render: (_, row) => <FundsAmountCell row={row} testId={`recharge-amount-${row.id}`} />,
    },
    {
      title: 'Channel',
      key: 'channel',
      width: 160,
      render: (_, row) => (
        <span>
          {row.channelName} <Tag>{row.channelType === 'bank' ? 'Bank' : 'Digital'}</Tag>
        </span>
      ),
    },
    {
      title: 'Evidence',
      dataIndex: 'evidence',
      width: 90,
      render: (src: string, row) => (
        <EvidenceImage
          src={src}
          alt={`Transfer evidence of recharge ${row.id}`}
          testId={`recharge-evidence-${row.id}`}
        />
      ),
    },
    {
      title: 'Remark',
      dataIndex: 'remark',
      render: (remark: string | null) => remark ?? <Typography.Text type="secondary">None</Typography.Text>,
    },
    submittedColumn(),
  ],
  actsIn: ['UNDER'],
  allowed: (row) => rechargeActions(row.status),
  decisions: [
    {
      action: 'approve',
      label: 'Approve',
      tone: 'primary',
      ask: (row) => ({
        title: `Approve recharge #${row.id}`,
        description:
          row.rate === null
            ? `${accountText(row)} will be credited to ${row.username}'s real account once, as a recharge.`
            : `Check that ${channelText(row)} arrived (${row.currency}). ${amountText(row)}: ${accountText(row)} will be credited to ${row.username}'s real account once, as a recharge.`,
        confirmText: 'Approve and credit',
        field: 'note',
        run: async (note) => {
          const done = await call(api.reviewRechargeApprove, notePayload(row.id, note));
          return `Recharge #${done.id} approved: ${accountText(done)} credited to ${done.username}`;
        },
      }),
    },
    {
      action: 'reject',
      label: 'Reject',
      tone: 'danger',
      ask: (row) => ({
        title: `Reject recharge #${row.id}`,
        description: `No money moves. ${row.username} sees the reason on their recharge record.`,
        confirmText: 'Reject',
        field: 'reason',
        run: async (reason) => {
          const done = await call(api.reviewRechargeReject, reasonPayload(row.id, reason));
          return `Recharge #${done.id} rejected`;
        },
      }),
    },
  ],
  decided: reviewDecided,
  actionWidth: 170,
  scrollX: 1000,
};

export function RechargesPage() {
  return <ReviewQueuePage spec={rechargeQueue} />;
}
