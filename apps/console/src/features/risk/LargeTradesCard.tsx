import { formatIndiaTime } from '@demo/client';
import type { StaffEvent } from '@demo/contract';
import { Card, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/Money';
import { onStaffEvent } from '../../lib/staff-socket';

type LargeTrade = Extract<StaffEvent, { type: 'large_trade' }>;

/** The feed keeps the newest notices only: a limit on what grows while the page stays open. */
const LARGE_TRADES_KEPT_MAX = 50;

/**
 * Large-trade notices (SPEC HL9), live over the staff socket: every order at or above the
 * `riskLargeTradeNotional` setting placed since this page opened, newest first.
 */
export function LargeTradesCard() {
  const [trades, setTrades] = useState<LargeTrade[]>([]);
  useEffect(
    () =>
      onStaffEvent((event) => {
        if (event.type !== 'large_trade') return;
        setTrades((list) =>
          [event, ...list.filter((t) => t.orderId !== event.orderId)].slice(0, LARGE_TRADES_KEPT_MAX),
        );
      }),
    [],
  );
  return (
    <Card title="Large trades (live)" data-testid="risk-large-trades">
      <Typography.Paragraph type="secondary">
        Orders at or above the large-trade setting, as they are placed (Settings: Large-trade notice from).
      </Typography.Paragraph>
      <Table<LargeTrade>
        rowKey="orderId"
        size="small"
        pagination={false}
        dataSource={trades}
        locale={{ emptyText: 'No large trades since this page opened.' }}
        columns={[
          { title: 'Time (IST)', key: 'at', render: (_, t) => formatIndiaTime(t.at, 'YYYY-MM-DD HH:mm:ss') },
          {
            title: 'Customer',
            key: 'user',
            render: (_, t) => <Link to={`/customers/${t.userId}`}>#{t.userId}</Link>,
          },
          {
            title: 'Order',
            key: 'order',
            render: (_, t) => (
              <span>
                <Tag color={t.direction === 'buy' ? 'volcano' : 'geekblue'}>
                  {t.direction === 'buy' ? 'Buy' : 'Sell'}
                </Tag>
                <strong>{t.code}</strong> × {t.hands} {t.priceType === 'limit' ? '(limit)' : ''}
              </span>
            ),
          },
          { title: 'Money', key: 'set', render: (_, t) => (t.accountType === 'real' ? 'Real' : 'Demo') },
          {
            title: 'Notional',
            key: 'notional',
            align: 'right',
            render: (_, t) => <Money amount={t.notional} currency={t.currency} />,
          },
          { title: 'Order no.', dataIndex: 'orderNo' },
        ]}
      />
    </Card>
  );
}
