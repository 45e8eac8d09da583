import { formatIndiaTime } from '@demo/client';
import { consoleBrakesApi } from '@demo/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { PagedTableCard } from '../../components/PagedTableCard';

/** What each brake of the log was (docs/SPEC.md BR11), as support reads it to the customer. */
const KIND_LABEL: Record<string, string> = {
  loss_limit_set: 'Loss limit set',
  loss_limit_reached: 'Loss limit reached',
  order_refused: 'Order refused',
  positions_covered: 'Positions covered',
  kill_switch_set: 'Kill switch set',
  leverage_cap_set: 'Leverage cap set',
  disclosure_accepted: 'Risk disclosure accepted',
};

/** The figures of the moment, in one line: times in India time, the rest as stored. */
function figures(detail: Record<string, string | number | boolean | null>): string {
  return Object.entries(detail)
    .map(([key, value]) =>
      (key === 'until' || key === 'effectiveFrom') && typeof value === 'number'
        ? `${key} ${formatIndiaTime(value, 'YYYY-MM-DD HH:mm')} IST`
        : `${key} ${value === null ? '—' : String(value)}`,
    )
    .join(' · ');
}

/** Every brake that fired on the customer's real or demo account, newest first (BR11). */
export function CustomerBrakes({ userId }: { userId: number }) {
  const [accountType, setAccountType] = useState<'real' | 'virtual'>('real');
  return (
    <PagedTableCard
      title="Brakes"
      def={consoleBrakesApi.userBrakeLog}
      filter={{ id: userId, accountType }}
      extra={
        <Segmented
          size="small"
          options={[
            { label: 'Real', value: 'real' },
            { label: 'Demo', value: 'virtual' },
          ]}
          value={accountType}
          onChange={(v) => setAccountType(v as 'real' | 'virtual')}
        />
      }
      emptyText="No brake has fired"
      testId="customer-brakes"
      columns={[
        {
          title: 'When (IST)',
          dataIndex: 'at',
          render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
          width: 180,
        },
        { title: 'Brake', dataIndex: 'kind', render: (kind: string) => KIND_LABEL[kind] ?? kind, width: 170 },
        { title: 'Figures at that moment', key: 'detail', render: (_, r) => figures(r.detail) },
      ]}
    />
  );
}
