import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatIndiaTime } from '../../lib/india-time';

/** Columns every review queue shares: who asked, when, and who decided what. */

interface Reviewed {
  id: number;
  userId: number;
  username: string;
  reason: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
  createdAt: number;
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** A decimal string exactly as the server sent it, with its currency; never turned into a float. */
export function Money({ amount, currency }: { amount: string; currency: string }) {
  return (
    <span style={numeric}>
      {amount} <Typography.Text type="secondary">{currency}</Typography.Text>
    </span>
  );
}

/** An India time as date over time, so a narrow column still shows it whole. */
export function IndiaTime({ ms }: { ms: number }) {
  const [date, time] = formatIndiaTime(ms).split(' ');
  return (
    <span style={numeric}>
      {date}
      <br />
      <Typography.Text type="secondary">{time}</Typography.Text>
    </span>
  );
}

export function idColumn<T extends Reviewed>(): ColumnType<T> {
  return { title: 'ID', dataIndex: 'id', width: 60 };
}

export function customerColumn<T extends Reviewed>(): ColumnType<T> {
  return {
    title: 'Customer',
    key: 'customer',
    width: 150,
    render: (_, row) => (
      <span>
        {row.username}
        <br />
        <Typography.Text type="secondary">#{row.userId}</Typography.Text>
      </span>
    ),
  };
}

export function submittedColumn<T extends Reviewed>(): ColumnType<T> {
  return {
    title: 'Submitted (IST)',
    dataIndex: 'createdAt',
    width: 120,
    render: (ms: number) => <IndiaTime ms={ms} />,
  };
}

/** Who decided, when, and the reason or note they gave; shown once a request is decided. */
export function decisionColumn<T extends Reviewed>(): ColumnType<T> {
  return {
    title: 'Decision',
    key: 'decision',
    width: 200,
    render: (_, row) =>
      row.reviewedAt === null ? (
        <Typography.Text type="secondary">Waiting</Typography.Text>
      ) : (
        <span>
          {row.reviewedBy ?? 'Staff'}
          <br />
          <Typography.Text type="secondary" style={numeric}>
            {formatIndiaTime(row.reviewedAt)}
          </Typography.Text>
          {row.reason !== null && (
            <>
              <br />
              <Typography.Text type="secondary">{row.reason}</Typography.Text>
            </>
          )}
        </span>
      ),
  };
}
