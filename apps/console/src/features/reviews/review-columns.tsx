import { formatIndiaTime } from '@demo/client';
import { Button, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

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

/** An India time as date over time, so a narrow column still shows it whole. */
function IndiaTime({ ms }: { ms: number }) {
  const [date, time] = formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss').split(' ');
  return (
    <span style={numeric}>
      {date}
      <br />
      <Typography.Text type="secondary">{time}</Typography.Text>
    </span>
  );
}

export function idColumn<T extends { id: number }>(): ColumnType<T> {
  return { title: 'ID', dataIndex: 'id', width: 60 };
}

export function customerColumn<T extends { userId: number; username: string }>(): ColumnType<T> {
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

/** Who decided a request, when (epoch ms), and the reason or note they gave. */
export interface Decided {
  by: string | null;
  at: number | null;
  reason: string | null;
}

/** The decision of a customer's request as the review calls report it. */
export function reviewDecided(row: Reviewed): Decided {
  return { by: row.reviewedBy, at: row.reviewedAt, reason: row.reason };
}

/** Who decided, when, and the reason or note they gave; shown once a request is decided. */
export function decisionColumn<T>(decided: (row: T) => Decided): ColumnType<T> {
  return {
    title: 'Decision',
    key: 'decision',
    width: 200,
    render: (_, row) => {
      const { by, at, reason } = decided(row);
      return at === null ? (
        <Typography.Text type="secondary">Waiting</Typography.Text>
      ) : (
        <span>
          {by ?? 'Staff'}
          <br />
          <Typography.Text type="secondary" style={numeric}>
            {formatIndiaTime(at, 'YYYY-MM-DD HH:mm:ss')}
          </Typography.Text>
          {reason !== null && (
            <>
              <br />
              <Typography.Text type="secondary">{reason}</Typography.Text>
            </>
          )}
        </span>
      );
    },
  };
}

/** One decision button of a queue: shown on rows whose allowed actions include `action`. */
export interface ActionButton<T, A extends string> {
  action: A;
  label: string;
  /** `primary` for the action that moves the request forward, `danger` for a rejection. */
  tone: 'primary' | 'danger';
  onClick: (row: T) => void;
}

/**
 * The decision buttons of a waiting row, in the order given, each with the test id
 * `<queue>-<action>-<id>` the browser tests click.
 */
export function actionColumn<T extends { id: number }, A extends string>(
  queue: string,
  allowed: (row: T) => readonly A[],
  buttons: readonly ActionButton<T, A>[],
  width: number,
  /** What a row with no decision for this staff member shows instead of buttons. */
  none: (row: T) => ReactNode = () => null,
): ColumnType<T> {
  return {
    title: 'Action',
    key: 'action',
    width,
    fixed: 'right',
    render: (_, row) => {
      const actions = allowed(row);
      if (actions.length === 0) return none(row);
      return (
        <Space>
          {buttons
            .filter((b) => actions.includes(b.action))
            .map((b) => (
              <Button
                key={b.action}
                size="small"
                type={b.tone === 'primary' ? 'primary' : 'default'}
                danger={b.tone === 'danger'}
                onClick={() => b.onClick(row)}
                data-testid={`${queue}-${b.action}-${row.id}`}
              >
                {b.label}
              </Button>
            ))}
        </Space>
      );
    },
  };
}
