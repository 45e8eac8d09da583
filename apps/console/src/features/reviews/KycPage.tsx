import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Image, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EvidenceImage } from '../../components/EvidenceImage';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { QueueCard, useQueueParams } from './QueueCard';
import { KYC_TABS, kycActions, notePayload, type ReviewKyc, reasonPayload } from './review-actions';
import { actionColumn, customerColumn, decisionColumn, idColumn, submittedColumn } from './review-columns';
import { useDecision } from './use-decision';

const api = consoleFundsApi;

/**
 * Identity (Aadhaar) submissions. The number only ever arrives masked; staff compare the real name
 * with the card images and pass or reject. A pass lets the customer withdraw from the real account.
 */
export function KycPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQueueParams(KYC_TABS);
  const list = useQuery({
    ...callQuery(api.reviewKycList, { page: queue.page, size: PAGE_SIZE, status: queue.status }),
    placeholderData: keepPreviousData,
  });
  const decision = useDecision();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [api.reviewKycList.path] });

  function pass(row: ReviewKyc) {
    decision.ask({
      title: `Pass identity of ${row.realName}`,
      description: `${row.username} becomes verified and may withdraw from the real account.`,
      confirmText: 'Pass',
      field: 'note',
      run: async (note) => {
        const done = await call(api.reviewKycPass, notePayload(row.id, note));
        message.success(`${done.realName} (${done.username}) is verified`);
        await refresh();
      },
    });
  }

  function reject(row: ReviewKyc) {
    decision.ask({
      title: `Reject identity of ${row.realName}`,
      description: `${row.username} sees the reason and may submit again.`,
      confirmText: 'Reject',
      field: 'reason',
      run: async (reason) => {
        const done = await call(api.reviewKycReject, reasonPayload(row.id, reason));
        message.success(`Identity submission #${done.id} rejected`);
        await refresh();
      },
    });
  }

  const columns: ColumnsType<ReviewKyc> = [
    idColumn(),
    customerColumn(),
    { title: 'Real name', dataIndex: 'realName', width: 180 },
    {
      title: 'Aadhaar',
      dataIndex: 'creditNumberMasked',
      width: 150,
      render: (masked: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{masked}</span>,
    },
    {
      title: 'Card images (front, back)',
      key: 'images',
      width: 170,
      render: (_, row) => (
        // One preview group per submission, so staff can flip between the two sides at full size.
        <Image.PreviewGroup>
          <Space>
            <EvidenceImage
              src={row.creditFront}
              alt={`Aadhaar front of ${row.realName}`}
              testId={`kyc-front-${row.id}`}
            />
            <EvidenceImage src={row.creditBack} alt={`Aadhaar back of ${row.realName}`} testId={`kyc-back-${row.id}`} />
          </Space>
        </Image.PreviewGroup>
      ),
    },
    submittedColumn(),
    queue.status === 'CREDITING'
      ? actionColumn(
          'kyc',
          (row) => kycActions(row.status),
          [
            { action: 'pass', label: 'Pass', tone: 'primary', onClick: pass },
            { action: 'reject', label: 'Reject', tone: 'danger', onClick: reject },
          ],
          160,
        )
      : decisionColumn(),
  ];

  return (
    <QueueCard<ReviewKyc>
      title="KYC"
      hint="Compare the real name with both sides of the card. The Aadhaar number is shown masked only; nobody in the console sees it whole."
      tabs={KYC_TABS}
      status={queue.status}
      onStatus={queue.setStatus}
      page={queue.page}
      onPage={queue.setPage}
      columns={columns}
      rows={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      testId="kyc-table"
      scrollX={1000}
    >
      {decision.modal}
    </QueueCard>
  );
}
