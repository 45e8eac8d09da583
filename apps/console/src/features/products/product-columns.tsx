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
    <Tag color="success">Open</Tag>
  ) : (
    <Tooltip title="The exchange is outside its trading session or on a holiday">
      <Tag>Closed</Tag>
    </Tooltip>
  );
}

interface ColumnActions {
  /** Null when the staff member's role may not change products. */
  onEdit: ((product: AdminProduct) => void) | null;
  onSuspend: ((product: AdminProduct) => void) | null;
}

/** A short header with its full meaning on hover, for the narrow trading-terms columns. */
function Short({ text, full }: { text: string; full: string }) {
  return (
    <Tooltip title={full}>
      <span style={{ cursor: 'help', whiteSpace: 'nowrap' }}>{text}</span>
    </Tooltip>
  );
}

/** The trading terms under one heading: lot, lever, spread, volatility and decimals. */
const TRADING_TERMS: ColumnsType<AdminProduct>[number] = {
  title: 'Trading terms',
  children: [
    {
      title: <Short text="Lot" full="Lot size: units per hand" />,
      dataIndex: 'handCount',
      width: 75,
      align: 'right',
      render: (n: number) => <span style={numeric}>{n.toLocaleString('en-IN')}</span>,
    },
    {
      title: <Short text="Lever" full="Largest lever allowed" />,
      dataIndex: 'lever',
      width: 55,
      align: 'right',
      render: (n: number) => `${n}×`,
    },
    {
      title: <Short text="Spread" full="Bid-ask spread, in price ticks" />,
      dataIndex: 'spreadTicks',
      width: 67,
      align: 'right',
    },
    {
      title: <Short text="Vol." full="Annual volatility of the simulated price" />,
      dataIndex: 'volatilityAnnual',
      width: 55,
      align: 'right',
      render: (v: string) => volatilityPercent(v) ?? v,
    },
    {
      title: <Short text="Dec." full="Decimals: price places; one tick is 10^-decimals" />,
      dataIndex: 'decimals',
      width: 53,
      align: 'right',
    },
  ],
};

/** Edit and suspend or resume, for roles that may change products. */
function actionColumn(
  onEdit: (product: AdminProduct) => void,
  onSuspend: (product: AdminProduct) => void,
): ColumnsType<AdminProduct>[number] {
  return {
    title: 'Action',
    key: 'action',
    fixed: 'right',
    width: 135,
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
  };
}

/** The columns' widths add up to this; the table scrolls sideways only on screens narrower than a laptop's. */
export const PRODUCT_TABLE_WIDTH = 1045;

/**
 * The catalogue's columns, laid out to fit a laptop screen beside the menu: names and market on
 * two lines each, the latest price and status next, then the trading terms under one heading.
 */
export function productColumns({ onEdit, onSuspend }: ColumnActions): ColumnsType<AdminProduct> {
  const columns: ColumnsType<AdminProduct> = [
    {
      title: 'Code',
      dataIndex: 'code',
      fixed: 'left',
      width: 115,
      render: (code: string) => (
        <Typography.Text strong style={{ wordBreak: 'break-all' }}>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: 'Name / Hindi name',
      dataIndex: 'name',
      width: 150,
      render: (name: string, product) => (
        <div style={{ lineHeight: 1.35 }}>
          <Typography.Text ellipsis={{ tooltip: name }} style={{ display: 'block' }}>
            {name}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            lang="hi"
            ellipsis={{ tooltip: product.nameHi }}
            style={{ display: 'block' }}
          >
            {product.nameHi === null || product.nameHi === '' ? '—' : product.nameHi}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: 'Market / exchange',
      dataIndex: 'market',
      width: 120,
      render: (market: string, product) => (
        <div style={{ lineHeight: 1.35 }}>
          <div>{marketLabel(market)}</div>
          <Typography.Text type="secondary">{product.exchange}</Typography.Text>
        </div>
      ),
    },
    {
      title: (
        <Tooltip title="From the simulated feed; staff never set prices">
          Latest price <Tag style={{ marginInlineEnd: 0 }}>simulated</Tag>
        </Tooltip>
      ),
      dataIndex: 'price',
      width: 125,
      align: 'right',
      render: (price: string, product) => (
        <span style={numeric}>
          {price} <Typography.Text type="secondary">{product.currency}</Typography.Text>
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 95,
      render: (_, product) => <StatusTag product={product} />,
    },
    TRADING_TERMS,
  ];
  if (onEdit !== null && onSuspend !== null) {
    columns.push(actionColumn(onEdit, onSuspend));
  }
  return columns;
}
