import { formatIndiaTime } from '@demo/client';
import { type Body, consoleCustomersApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Table, Tag } from 'antd';
import { Money } from '../../components/Money';
import { callQuery } from '../../lib/queries';

type Receipt = Body<typeof consoleCustomersApi.userOrderReceipt>;
type Fill = Receipt['fills'][number];
type TriggerAudit = Body<typeof consoleCustomersApi.userOrderTriggerAudit>;

const time = (ms: number | null) => (ms === null ? '—' : formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'));

/** One fill as staff read it: the quote, price, fees from the published rates and the conversion (RC1, RC2). */
function FillCard({ fill, receipt }: { fill: Fill; receipt: Receipt }) {
  const { order } = receipt;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={fill.leg === 'open' ? 'Opening fill' : 'Closing fill'}
      data-testid={`console-receipt-${fill.leg}`}
      items={[
        { label: 'Quote (bid / ask)', children: fill.quote ? `${fill.quote.bid} / ${fill.quote.ask}` : '—' },
        { label: 'Feed seq', children: fill.quote?.seq ?? '—' },
        { label: 'Quote time', children: time(fill.quote?.time ?? null) },
        { label: 'Spread', children: fill.spread ?? '—' },
        { label: 'Fill price', children: `${fill.price} (${fill.priceSource})` },
        // DP5: a market order walked past the best level shows the levels it took.
        ...(fill.depth
          ? [
              {
                label: 'Depth levels taken',
                children: fill.depth.map((level) => `${level.size} lots at ${level.price}`).join(', '),
              },
            ]
          : []),
        {
          label: 'Lots',
          children: `${fill.hands}${fill.remainingHands > 0 ? `, ${fill.remainingHands} left open` : ''}`,
        },
        { label: 'Contract value', children: <Money amount={fill.notional} currency={order.instrumentCurrency} /> },
        ...fill.fees.map((fee) => ({
          label: `${fee.name} (${fee.setting} ${fee.rate})`,
          children: (
            <span>
              {fee.base} × {fee.rate} = {fee.amount} {order.instrumentCurrency} →{' '}
              <Money amount={fee.accountAmount} currency={order.currency} />
            </span>
          ),
        })),
        ...(fill.fx
          ? [
              {
                label: `FX ${fill.fx.pair}`,
                children: `pay ${fill.fx.rate}, receive ${fill.fx.receiveRate}, spread ${fill.fx.spread}`,
              },
            ]
          : []),
        ...(fill.leg === 'close'
          ? [{ label: 'Realised P&L', children: <Money amount={fill.pnl} currency={order.currency} /> }]
          : []),
      ]}
    />
  );
}

/** What the order's triggers watched, where they fired or came nearest, and why (SPEC RC6). */
function TriggerAuditCard({ audit }: { audit: TriggerAudit }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title="Trigger audit"
      style={{ marginTop: 12 }}
      items={[
        { label: 'Watching', children: audit.kinds.join(', ') || '—' },
        { label: 'Level', children: audit.level ?? '—' },
        {
          label: 'Fired',
          children: audit.fired
            ? `${time(audit.fired.time)} at ${audit.fired.price ?? '—'} (tick ${audit.fired.bid ?? '—'} / ${audit.fired.ask ?? '—'}, seq ${audit.fired.seq ?? '—'})`
            : '—',
        },
        {
          label: 'Nearest',
          children: audit.nearest ? `${audit.nearest.price} at ${time(audit.nearest.time)}` : '—',
        },
        { label: 'Why', children: <Tag>{audit.reason}</Tag> },
      ]}
    />
  );
}

/**
 * A customer's order's receipt and trigger audit, the very replies the customer gets (SPEC RC6), in a
 * drawer beside the orders table.
 */
export function OrderReceiptDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const receipt = useQuery(callQuery(consoleCustomersApi.userOrderReceipt, { orderId }));
  const audit = useQuery(callQuery(consoleCustomersApi.userOrderTriggerAudit, { orderId }));
  const r = receipt.data;
  return (
    <Drawer
      open
      width={560}
      title={`Receipt · order ${r?.order.orderNo ?? orderId}`}
      onClose={onClose}
      data-testid="console-receipt"
    >
      {receipt.isError && <Alert type="error" message="The receipt could not be loaded." />}
      {r && (
        <>
          <Alert
            type={r.recomputes ? 'success' : 'warning'}
            message={
              r.recomputes ? 'Every amount recomputes from the rates shown.' : 'Filled before receipts were kept.'
            }
            style={{ marginBottom: 12 }}
          />
          {r.fills.map((fill) => (
            <div key={fill.leg} style={{ marginBottom: 12 }}>
              <FillCard fill={fill} receipt={r} />
            </div>
          ))}
          <Descriptions
            size="small"
            column={1}
            items={[
              { label: 'Margin', children: <Money amount={r.margin} currency={r.order.currency} /> },
              {
                label: 'Simulator',
                children: r.simulator ? `seed ${r.simulator.seed}, step ${r.simulator.stepMs} ms` : 'live feed',
              },
            ]}
          />
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={r.entries}
            columns={[
              { title: 'From', dataIndex: 'from' },
              { title: 'To', dataIndex: 'to' },
              {
                title: 'Amount',
                key: 'amount',
                align: 'right',
                render: (_, e) => <Money amount={e.amount} currency={e.currency} />,
              },
              { title: 'Part', dataIndex: 'part', render: (part: string | null) => part ?? '—' },
            ]}
          />
        </>
      )}
      {audit.data && <TriggerAuditCard audit={audit.data} />}
    </Drawer>
  );
}
