import { type Body, consoleRiskApi } from '@demo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Space, Statistic, Typography } from 'antd';
import { createChart, HistogramSeries, LineSeries, LineStyle } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { Money } from '../../components/Money';
import { callQuery } from '../../lib/queries';
import { useRiskPush } from './use-risk-push';

type HousePnl = Body<typeof consoleRiskApi.riskHousePnl>;
type AccountType = HousePnl['accountType'];

/** While the staff socket is down, the card asks this often (it is pushed, RK9, otherwise). */
export const HOUSE_PNL_REFRESH_MS = 10_000;
const CHART_HEIGHT_PX = 220;
const GAIN = '#2e7d32';
const LOSS = '#c62828';
const UNREALISED = '#ef6c00';
const SPREAD = '#7b1fa2';

/**
 * The daily bars of realised trading P&L, a line of each day's spread earned (RK8), a line of trading
 * P&L, spread and fees summed from the window's start, and a dashed line of unrealised P&L at each
 * day's last mark (RK7; days before marking began are gaps).
 */
function DailyChart({ days }: { days: HousePnl['byDay'] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const chart = createChart(host, {
      autoSize: true,
      height: CHART_HEIGHT_PX,
      handleScroll: false,
      handleScale: false,
      timeScale: { fixLeftEdge: true, fixRightEdge: true },
    });
    // Numbers here only place bars and a line; every figure a person reads is the exact decimal text.
    const bars = chart.addSeries(HistogramSeries, { priceFormat: { type: 'price', precision: 2, minMove: 0.01 } });
    bars.setData(
      days.map((d) => ({ time: d.day, value: Number(d.realised), color: d.realised.startsWith('-') ? LOSS : GAIN })),
    );
    const spread = chart.addSeries(LineSeries, { lineWidth: 2, color: SPREAD });
    spread.setData(days.map((d) => ({ time: d.day, value: Number(d.spread) })));
    const line = chart.addSeries(LineSeries, { lineWidth: 2, color: '#1677ff' });
    let total = 0;
    line.setData(
      days.map((d) => {
        total += Number(d.realised) + Number(d.spread) + Number(d.fees);
        return { time: d.day, value: total };
      }),
    );
    const open = chart.addSeries(LineSeries, { lineWidth: 2, color: UNREALISED, lineStyle: LineStyle.Dashed });
    open.setData(days.flatMap((d) => (d.unrealised === null ? [] : [{ time: d.day, value: Number(d.unrealised) }])));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [days]);
  return <div ref={hostRef} data-testid="risk-house-pnl-chart" role="img" aria-label="House P&L by day" />;
}

function Figure({
  title,
  amount,
  currency,
  testId,
}: {
  title: string;
  amount: string;
  currency: string;
  testId: string;
}) {
  return (
    <Statistic
      title={title}
      valueRender={() => (
        <span data-testid={testId}>
          {amount.startsWith('-') ? (
            <Typography.Text type="danger">
              <Money amount={amount} currency={currency} />
            </Typography.Text>
          ) : (
            <Money amount={amount} currency={currency} />
          )}
        </span>
      )}
    />
  );
}

/**
 * The house's P&L (RK4, RK5, RK8): realised trading P&L, spread and fees apart, today, this month and over the last 30
 * India days, unrealised now, and the days as a chart (bars: trading P&L; line: running total with fees).
 */
export function HousePnlCard({ accountType }: { accountType: AccountType }) {
  const queryClient = useQueryClient();
  const pnlQuery = callQuery(consoleRiskApi.riskHousePnl, { accountType });
  // RK9: pushed for the default window while the socket is up; polled only without it.
  const pushed = useRiskPush('pnl', accountType, (event) => {
    if (event.type === 'risk_pnl' && event.pnl.accountType === accountType)
      queryClient.setQueryData(pnlQuery.queryKey, event.pnl);
  });
  const pnl = useQuery({
    ...pnlQuery,
    refetchInterval: pushed ? false : HOUSE_PNL_REFRESH_MS,
    staleTime: 0,
  });
  const data = pnl.data;
  const zero = (amount: string | null) => amount === null || /^-?0(\.0+)?$/.test(amount);
  const quiet = data?.byDay.every((d) => zero(d.realised) && zero(d.spread) && zero(d.fees) && zero(d.unrealised));
  return (
    <Card title="House P&L" loading={pnl.isPending} data-testid="risk-house-pnl-card">
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space size="large" wrap>
            {(
              [
                ['Trading P&L today', data.today.realised, 'risk-pnl-today'],
                ['Spread today', data.today.spread, 'risk-spread-today'],
                ['Fees today', data.today.fees, 'risk-fees-today'],
                ['Trading P&L this month', data.month.realised, 'risk-pnl-month'],
                ['Spread this month', data.month.spread, 'risk-spread-month'],
                ['Fees this month', data.month.fees, 'risk-fees-month'],
                ['Unrealised now', data.unrealised, 'risk-pnl-unrealised'],
              ] as const
            ).map(([title, amount, testId]) => (
              <Figure key={testId} title={title} amount={amount} currency={data.currency} testId={testId} />
            ))}
          </Space>
          <Typography.Text type="secondary">
            Last 30 days: trading P&L <Money amount={data.realised} currency={data.currency} />, spread{' '}
            <Money amount={data.spread} currency={data.currency} />, fees{' '}
            <Money amount={data.fees} currency={data.currency} />. Spread is what each closed position's two fills
            earned against the middle of their quotes; trading P&L is the rest of the customers' losses and gains. Bars:
            trading P&L by day; purple: spread by day; blue: all three summed; orange, dashed: unrealised P&L at each
            day's close.
          </Typography.Text>
          {quiet ? (
            <Empty description="No position opened or closed in the last 30 days." />
          ) : (
            <DailyChart days={data.byDay} />
          )}
        </Space>
      )}
    </Card>
  );
}
