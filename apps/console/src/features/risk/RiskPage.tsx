import { formatIndiaTime } from '@demo/client';
import { type Body, consoleRiskApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Segmented, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/Money';
import { callQuery } from '../../lib/queries';
import { HaltsCard } from './HaltsCard';
import { HousePnlCard } from './HousePnlCard';
import { LargeTradesCard } from './LargeTradesCard';
import { LimitsCard } from './LimitsCard';
import { NearCoverCard } from './NearCoverCard';
import { useRiskPush } from './use-risk-push';

type Book = Body<typeof consoleRiskApi.riskExposure>;
type Row = Book['list'][number];
type CurrencyRow = Book['currencies'][number];
type AccountType = Book['accountType'];

/** The desk asks for its figures this often while the staff socket is down (it pushes them, RK9, otherwise). */
export const RISK_REFRESH_MS = 1_000;

/** Orders decimal strings for sorting only (display stays exact); null sorts last. */
function byDecimal(pick: (row: Row) => string | null) {
  return (a: Row, b: Row) => Number(pick(a) ?? Number.NEGATIVE_INFINITY) - Number(pick(b) ?? Number.NEGATIVE_INFINITY);
}

const magnitude = (text: string | null) => (text === null ? null : text.replace('-', ''));

/** Who is on the house's other side: customers net long means the house is short. */
function HouseSide({ row }: { row: Row }) {
  const net = row.longLots - row.shortLots;
  if (net === 0) return <Tag>Flat</Tag>;
  return net > 0 ? <Tag color="volcano">House short</Tag> : <Tag color="geekblue">House long</Tag>;
}

/** An amount without a sign colour (a size, not a gain or loss), or "no rate". */
function Amount({ amount, currency }: { amount: string | null; currency: string }) {
  if (amount === null) return <Typography.Text type="secondary">no rate</Typography.Text>;
  return <Money amount={amount} currency={currency} />;
}

function Pnl({ amount, currency }: { amount: string | null; currency: string }) {
  if (amount === null) return <Typography.Text type="secondary">no rate</Typography.Text>;
  const money = <Money amount={amount} currency={currency} />;
  if (/^-?0(\.0+)?$/.test(amount)) return money;
  return <Typography.Text type={amount.startsWith('-') ? 'danger' : 'success'}>{money}</Typography.Text>;
}

function InstrumentTable({ rows }: { rows: readonly Row[] }) {
  return (
    <Table<Row>
      rowKey="code"
      size="small"
      data-testid="risk-instruments"
      pagination={false}
      dataSource={[...rows]}
      scroll={{ x: 960 }}
      columns={[
        {
          title: 'Instrument',
          dataIndex: 'code',
          fixed: 'left',
          sorter: (a, b) => a.code.localeCompare(b.code),
          render: (code: string, row) => (
            <Space>
              <strong>{code}</strong>
              {!row.priced && <Tag color="orange">no quote: at build prices</Tag>}
            </Space>
          ),
        },
        { title: 'House', key: 'side', render: (_, row) => <HouseSide row={row} /> },
        { title: 'Long lots', dataIndex: 'longLots', align: 'right', sorter: (a, b) => a.longLots - b.longLots },
        { title: 'Short lots', dataIndex: 'shortLots', align: 'right', sorter: (a, b) => a.shortLots - b.shortLots },
        {
          title: 'Net notional',
          key: 'notional',
          align: 'right',
          render: (_, row) => <Money amount={row.notional} currency={row.currency} />,
        },
        {
          title: 'Net notional (INR)',
          key: 'notionalInr',
          align: 'right',
          defaultSortOrder: 'descend',
          sorter: byDecimal((row) => magnitude(row.notionalInr)),
          render: (_, row) => <Amount amount={row.notionalInr} currency="INR" />,
        },
        {
          title: 'House unrealised P&L',
          key: 'pnl',
          align: 'right',
          render: (_, row) => <Pnl amount={row.houseUnrealisedPnl} currency={row.currency} />,
        },
        {
          title: 'House P&L (INR)',
          key: 'pnlInr',
          align: 'right',
          sorter: byDecimal((row) => row.houseUnrealisedPnlInr),
          render: (_, row) => <Pnl amount={row.houseUnrealisedPnlInr} currency="INR" />,
        },
        {
          title: 'Top customers (net lots)',
          key: 'top',
          render: (_, row) => (
            <Space size={4} wrap>
              {row.topCustomers.map((c) => (
                <Link key={c.userId} to={`/customers/${c.userId}`} data-testid="risk-top-customer">
                  #{c.userId} {c.netLots > 0 ? `+${c.netLots}` : c.netLots}
                </Link>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}

function CurrencyTable({ rows }: { rows: readonly CurrencyRow[] }) {
  return (
    <Table<CurrencyRow>
      rowKey="currency"
      size="small"
      data-testid="risk-currencies"
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title: 'Currency', dataIndex: 'currency' },
        {
          title: 'Net notional',
          key: 'notional',
          align: 'right',
          render: (_, row) => <Money amount={row.notional} currency={row.currency} />,
        },
        {
          title: 'In INR',
          key: 'notionalInr',
          align: 'right',
          render: (_, row) => <Amount amount={row.notionalInr} currency="INR" />,
        },
        {
          title: 'House unrealised P&L',
          key: 'pnl',
          align: 'right',
          render: (_, row) => <Pnl amount={row.houseUnrealisedPnl} currency={row.currency} />,
        },
        {
          title: 'In INR',
          key: 'pnlInr',
          align: 'right',
          render: (_, row) => <Pnl amount={row.houseUnrealisedPnlInr} currency="INR" />,
        },
      ]}
    />
  );
}

/**
 * The house's book for an account type: pushed over the staff socket while it is up (RK9), polled
 * every second while it is down. A book of the other account type, shown while switching, is no data.
 */
function useHouseBook(accountType: AccountType) {
  const queryClient = useQueryClient();
  const bookQuery = callQuery(consoleRiskApi.riskExposure, { accountType });
  // RK9: the server pushes the book each second while the socket is up; the page polls only without it.
  const pushed = useRiskPush('exposure', accountType, (event) => {
    if (event.type === 'risk_exposure' && event.book.accountType === accountType)
      queryClient.setQueryData(bookQuery.queryKey, event.book);
  });
  const book = useQuery({
    ...bookQuery,
    refetchInterval: pushed ? false : RISK_REFRESH_MS,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = book.data?.accountType === accountType ? book.data : undefined;
  return { book, data, pushed };
}

/** The book's headline figures: the house's unrealised P&L, open positions, instruments and the time. */
function BookSummary({ data }: { data: Book }) {
  return (
    <Space size="large" wrap>
      <Statistic
        title="House unrealised P&L (INR)"
        valueRender={() => (
          <span data-testid="risk-house-pnl">
            <Pnl amount={data.houseUnrealisedPnlInr} currency="INR" />
          </span>
        )}
      />
      <Statistic title="Open positions" value={data.positions} />
      <Statistic title="Instruments" value={data.list.length} />
      <Statistic
        title="As of (IST)"
        valueRender={() => (
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatIndiaTime(data.time, 'YYYY-MM-DD HH:mm:ss')}
          </span>
        )}
      />
    </Space>
  );
}

/**
 * The risk desk (RK1–RK3): the house's side of every open customer position, real and demo money
 * apart, pushed every second over the staff socket (RK9; read every second while it is down), the limits orders are checked against (RL1–RL8), and the halts in
 * force (admins halt and resume here).
 */
export function RiskPage() {
  const [accountType, setAccountType] = useState<AccountType>('real');
  const { book, data, pushed } = useHouseBook(accountType);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Risk: the house&rsquo;s book
        </Typography.Title>
        <Segmented<AccountType>
          data-testid="risk-account-type"
          value={accountType}
          onChange={setAccountType}
          options={[
            { label: 'Real money', value: 'real' },
            { label: 'Demo money', value: 'virtual' },
          ]}
        />
      </Space>
      {book.isError && <Alert type="error" showIcon message="The book could not be read; retrying every second." />}
      {!pushed && (
        <Typography.Text type="secondary" data-testid="risk-polling">
          Live updates are reconnecting; the figures are read every second meanwhile.
        </Typography.Text>
      )}
      <Card loading={data === undefined && !book.isError}>{data && <BookSummary data={data} />}</Card>
      <HaltsCard />
      <LargeTradesCard />
      <HousePnlCard accountType={accountType} />
      <Card title="By instrument" data-testid="risk-by-instrument">
        {data && data.list.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="risk-empty">
            No open customer positions in {accountType === 'real' ? 'real' : 'demo'} money: the house holds nothing.
          </Typography.Paragraph>
        ) : (
          <InstrumentTable rows={data?.list ?? []} />
        )}
      </Card>
      <Card title="By currency">
        <CurrencyTable rows={data?.currencies ?? []} />
      </Card>
      <NearCoverCard accountType={accountType} />
      <LimitsCard accountType={accountType} />
    </Space>
  );
}
