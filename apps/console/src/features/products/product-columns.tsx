import type { consoleMarketsApi } from '@demo/contract';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { marketLabel } from '../../lib/markets';
import { volatilityPercent } from './product-form';

type AdminProduct = consoleMarketsApi.AdminProduct;

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Suspended by staff beats everything; otherwise open or closed by the exchange's calendar. */
function StatusTag({ product }: { product: AdminProduct }) {
  if (product.suspended) return <Tag color="error">Suspended</Tag>;
  return product.tradable ? (
    <Tag color="success">Tradable</Tag>
  ) : (
    <Tooltip title="Outside the exchange's session or on a holiday">
      <Tag>Market closed</Tag>
    </Tooltip>
  );
}

interface ColumnActions {
  /** Null when the staff member's role may not change products. */
  onEdit: ((product: AdminProduct) => void) | null;
  onSuspend: ((product: AdminProduct) => void) | null;
}

export function productColumns({ onEdit, onSuspend }: ColumnActions): ColumnsType<AdminProduct> {
  const columns: ColumnsType<AdminProduct> = [
    {
      title: 'Code',
      dataIndex: 'code',
      fixed: 'left',
      width: 130,
      render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
    },
    { title: 'Name', dataIndex: 'name', width: 200, ellipsis: { showTitle: true } },
    {
      title: 'Hindi name',
      dataIndex: 'nameHi',
      width: 150,
      ellipsis: { showTitle: true },
      render: (nameHi: string | null) => (nameHi === null || nameHi === '' ? '—' : <span lang="hi">{nameHi}</span>),
    },
    { title: 'Market', dataIndex: 'market', width: 150, render: (market: string) => marketLabel(market) },
    { title: 'Exchange', dataIndex: 'exchange', width: 90 },
    { title: 'Currency', dataIndex: 'currency', width: 85 },
    { title: 'Decimals', dataIndex: 'decimals', width: 85, align: 'right' },
    {
      title: 'Lot size',
      dataIndex: 'handCount',
      width: 85,
      align: 'right',
      render: (n: number) => <span style={numeric}>{n.toLocaleString('en-IN')}</span>,
    },
    { title: 'Lever', dataIndex: 'lever', width: 70, align: 'right', render: (n: number) => `${n}×` },
    { title: 'Spread', dataIndex: 'spreadTicks', width: 80, align: 'right', render: (n: number) => `${n} ticks` },
    {
      title: 'Volatility',
      dataIndex: 'volatilityAnnual',
      width: 90,
      align: 'right',
      render: (v: string) => volatilityPercent(v) ?? v,
    },
    {
      title: (
        <Tooltip title="From the simulated feed; staff never set prices">
          Latest price <Tag style={{ marginInlineEnd: 0 }}>simulated</Tag>
        </Tooltip>
      ),
      dataIndex: 'price',
      width: 150,
      align: 'right',
      render: (price: string) => <span style={numeric}>{price}</span>,
    },
    {
      title: 'Status',
      key: 'status',
      width: 120,
      render: (_, product) => <StatusTag product={product} />,
    },
  ];
  if (onEdit !== null && onSuspend !== null) {
    columns.push({
      title: 'Action',
      key: 'action',
      fixed: 'right',
      width: 150,
      render: (_, product) => (
        <Space size={4}>
          <Button size="small" onClick={() => onEdit(product)} data-testid={`product-edit-${product.id}`}>
            Edit
          </Button>
          <Button
            size="small"
            danger={!product.suspended}
            onClick={() => onSuspend(product)}
            data-testid={`product-suspend-${product.id}`}
          >
            {product.suspended ? 'Resume' : 'Suspend'}
          </Button>
        </Space>
      ),
    });
  }
  return columns;
}
