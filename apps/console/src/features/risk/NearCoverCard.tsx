import { formatIndiaTime } from '@demo/client';
import { type Body, consoleRiskApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { Money } from '../../components/Money';
import { callQuery } from '../../lib/queries';

type NearCover = Body<typeof consoleRiskApi.riskNearCover>;
type Account = NearCover['list'][number];
type Covered = NearCover['forcedCoversToday'][number];

/** Margin levels move with every tick: as often as the book. */
const NEAR_COVER_REFRESH_MS = 2_000;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

function Level({ level, data }: { level: string; data: NearCover }) {
  const value = Number(level);
  const color = value <= Number(data.forceCoverLevel) ? 'red' : value <= Number(data.warningLevel) ? 'orange' : 'green';
  return (
    <Tag color={color} style={numeric}>
      {level} %
    </Tag>
  );
}
/** Each account's margin level, coloured by the published levels, with its equity, margin and exposure. */
function accountColumns(data: NearCover): ColumnsType<Account> {
  return [
    {
      title: 'Customer',
      dataIndex: 'userId',
      render: (id: number) => <Link to={`/customers/${id}`}>#{id}</Link>,
    },
    {
      title: 'Margin level',
      dataIndex: 'marginLevel',
      render: (level: string) => <Level level={level} data={data} />,
    },
    {
      title: 'Equity',
      dataIndex: 'equity',
      align: 'right',
      render: (v: string) => <Money amount={v} currency={data.currency} />,
    },
    {
      title: 'Margin used',
      dataIndex: 'usedMargin',
      align: 'right',
      render: (v: string) => <Money amount={v} currency={data.currency} />,
    },
    { title: 'Positions', dataIndex: 'positions', align: 'right' },
    {
      title: 'Exposure',
      dataIndex: 'exposure',
      align: 'right',
      render: (v: string | null) =>
        v === null ? (
          <Typography.Text type="secondary">no rate</Typography.Text>
        ) : (
          <Money amount={v} currency={data.currency} />
        ),
    },
  ];
}

/** Each forced cover of the day: when, which order and customer, at what price, and who bore the loss. */
function coverColumns(currency: NearCover['currency']): ColumnsType<Covered> {
  return [
    {
      title: 'Time (IST)',
      dataIndex: 'coverTime',
      render: (t: number) => <span style={numeric}>{formatIndiaTime(t, 'YYYY-MM-DD HH:mm:ss')}</span>,
    },
    { title: 'Order', dataIndex: 'orderNo' },
    {
      title: 'Customer',
      dataIndex: 'userId',
      render: (id: number) => <Link to={`/customers/${id}`}>#{id}</Link>,
    },
    { title: 'Instrument', dataIndex: 'code' },
    { title: 'Lots', dataIndex: 'hands', align: 'right' },
    {
      title: 'Price',
      dataIndex: 'coverPrice',
      align: 'right',
      render: (p: string | null) => <span style={numeric}>{p ?? '—'}</span>,
    },
    {
      title: 'Customer P&L',
      dataIndex: 'profit',
      align: 'right',
      render: (v: string) => <Money amount={v} currency={currency} />,
    },
    {
      title: 'House absorbed',
      dataIndex: 'absorbed',
      align: 'right',
      render: (v: string) => <Money amount={v} currency={currency} />,
    },
  ];
}

/**
 * Customers nearest a forced cover and the day's forced covers (RK6), valued as the engine values
 * them; the level colours follow the published warning and forced-cover levels.
 */
export function NearCoverCard({ accountType }: { accountType: NearCover['accountType'] }) {
  const query = useQuery({
    ...callQuery(consoleRiskApi.riskNearCover, { accountType }),
    refetchInterval: NEAR_COVER_REFRESH_MS,
    staleTime: 0,
  });
  const data = query.data;
  return (
    <Card
      title="Customers near a forced cover"
      loading={query.isPending}
      data-testid="risk-near-cover"
      extra={
        data && (
          <Typography.Text type="secondary">
            Warning at {data.warningLevel} %, forced cover at {data.forceCoverLevel} %
          </Typography.Text>
        )
      }
    >
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Table<Account>
            rowKey="userId"
            size="small"
            pagination={false}
            dataSource={data.list}
            locale={{ emptyText: 'No customer holds a position.' }}
            columns={accountColumns(data)}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            Forced covers today
          </Typography.Title>
          <Table<Covered>
            rowKey="orderId"
            size="small"
            pagination={false}
            dataSource={data.forcedCoversToday}
            data-testid="risk-forced-covers"
            locale={{ emptyText: 'No forced cover since 00:00 IST.' }}
            columns={coverColumns(data.currency)}
          />
        </Space>
      )}
    </Card>
  );
}
