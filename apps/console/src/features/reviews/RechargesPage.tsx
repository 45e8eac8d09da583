import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EvidenceImage } from '../../components/EvidenceImage';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { QueueCard, useQueueParams } from './QueueCard';
import { notePayload, RECHARGE_TABS, type ReviewCharge, reasonPayload, rechargeActions } from './review-actions';
import { actionColumn, customerColumn, decisionColumn, idColumn, Money, submittedColumn } from './review-columns';
import { useDecision } from './use-decision';

const api = consoleFundsApi;

/** Recharges with their transfer evidence: approve credits the amount once (ledger type 1), reject moves nothing. */
export function RechargesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQueueParams(RECHARGE_TABS);
  const list = useQuery({
    ...callQuery(api.reviewRechargeList, { page: queue.page, size: PAGE_SIZE, status: queue.status }),
    placeholderData: keepPreviousData,
  });
  const decision = useDecision();
  // Refreshes the list and the menu's count, which share the call's path.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [api.reviewRechargeList.path] });

  function approve(row: ReviewCharge) {
    decision.ask({
      title: `Approve recharge #${row.id}`,
      description: `${row.amount} ${row.currency} will be credited to ${row.username}'s real account once, as a recharge.`,
      confirmText: 'Approve and credit',
      field: 'note',
      run: async (note) => {
        const done = await call(api.reviewRechargeApprove, notePayload(row.id, note));
        message.success(`Recharge #${done.id} approved: ${done.amount} ${done.currency} credited to ${done.username}`);
        await refresh();
      },
    });
  }

  function reject(row: ReviewCharge) {
    decision.ask({
      title: `Reject recharge #${row.id}`,
      description: `No money moves. ${row.username} sees the reason on their recharge record.`,
      confirmText: 'Reject',
      field: 'reason',
      run: async (reason) => {
        const done = await call(api.reviewRechargeReject, reasonPayload(row.id, reason));
        message.success(`Recharge #${done.id} rejected`);
        await refresh();
      },
    });
  }

  const columns: ColumnsType<ReviewCharge> = [
    idColumn(),
    customerColumn(),
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 150,
      render: (_, row) => <Money amount={row.amount} currency={row.currency} />,
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
    queue.status === 'UNDER'
      ? actionColumn(
          'recharge',
          (row) => rechargeActions(row.status),
          [
            { action: 'approve', label: 'Approve', tone: 'primary', onClick: approve },
            { action: 'reject', label: 'Reject', tone: 'danger', onClick: reject },
          ],
          170,
        )
      : decisionColumn(),
  ];

  return (
    <QueueCard<ReviewCharge>
      title="Recharges"
      hint="Check the evidence against the receiving account before approving: approval credits the amount once and cannot be undone."
      tabs={RECHARGE_TABS}
      status={queue.status}
      onStatus={queue.setStatus}
      page={queue.page}
      onPage={queue.setPage}
      columns={columns}
      rows={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      testId="recharge-table"
      scrollX={1000}
    >
      {decision.modal}
    </QueueCard>
  );
}
