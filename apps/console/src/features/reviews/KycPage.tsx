import { consoleFundsApi } from '@demo/contract';
import { Image, Space } from 'antd';
import { EvidenceImage } from '../../components/EvidenceImage';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { ReviewQueuePage, type ReviewQueueSpec } from './ReviewQueuePage';
import { KYC_TABS, type KycAction, kycActions, notePayload, type ReviewKyc, reasonPayload } from './review-actions';
import { reviewDecided, submittedColumn } from './review-columns';

const api = consoleFundsApi;

/**
 * Identity (Aadhaar) submissions. The number only ever arrives masked; staff compare the real name
 * with the card images and pass or reject. A pass lets the customer withdraw from the real account.
 */
const kycQueue: ReviewQueueSpec<ReviewKyc, ReviewKyc['status'], KycAction> = {
  key: 'kyc',
  title: 'KYC',
  hint: 'Compare the real name with both sides of the card. The Aadhaar number is shown masked only; nobody in the console sees it whole.',
  tabs: KYC_TABS,
  path: api.reviewKycList.path,
  query: (page, status) => callQuery(api.reviewKycList, { page, size: PAGE_SIZE, status }),
  columns: () => [
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
  ],
  actsIn: ['CREDITING'],
  allowed: (row) => kycActions(row.status),
  decisions: [
    {
      action: 'pass',
      label: 'Pass',
      tone: 'primary',
      ask: (row) => ({
        title: `Pass identity of ${row.realName}`,
        description: `${row.username} becomes verified and may withdraw from the real account.`,
        confirmText: 'Pass',
        field: 'note',
        run: async (note) => {
          const done = await call(api.reviewKycPass, notePayload(row.id, note));
          return `${done.realName} (${done.username}) is verified`;
        },
      }),
    },
    {
      action: 'reject',
      label: 'Reject',
      tone: 'danger',
      ask: (row) => ({
        title: `Reject identity of ${row.realName}`,
        description: `${row.username} sees the reason and may submit again.`,
        confirmText: 'Reject',
        field: 'reason',
        run: async (reason) => {
          const done = await call(api.reviewKycReject, reasonPayload(row.id, reason));
          return `Identity submission #${done.id} rejected`;
        },
      }),
    },
  ],
  decided: reviewDecided,
  actionWidth: 160,
  scrollX: 1000,
};

export function KycPage() {
  return <ReviewQueuePage spec={kycQueue} />;
}
