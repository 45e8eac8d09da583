import { consoleMarketsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { MARKET_CODES, MARKET_OPTIONS, type MarketCode } from '../../lib/markets';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { useStaff } from '../session/staff-context';
import { ProductFormDrawer } from './ProductFormDrawer';
import { PRODUCT_TABLE_WIDTH, productColumns } from './product-columns';

type AdminProduct = consoleMarketsApi.AdminProduct;

/** Latest prices move with the feed; the table refreshes them this often while open. */
const PRICE_REFRESH_MS = 15_000;

function marketParam(raw: string | null): MarketCode | undefined {
  return MARKET_CODES.find((code) => code === raw);
}

/** What the form drawer is doing: nothing, adding a product, or editing one. */
type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; product: AdminProduct };

/**
 * The product catalogue with each product's settings and the feed's latest price. Every role reads
 * it; admins add and edit products and suspend or resume trading, each change with a reason.
 */
export function ProductsPage() {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const market = marketParam(params.get('market'));
  const q = params.get('q') ?? '';
  const list = useQuery({
    ...callQuery(consoleMarketsApi.productList, {
      page,
      size: PAGE_SIZE,
      ...(market === undefined ? {} : { market }),
      ...(q === '' ? {} : { q }),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: PRICE_REFRESH_MS,
  });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [suspending, setSuspending] = useState<AdminProduct | null>(null);
  const mayChange = canCall(consoleMarketsApi.productUpdate, staff.role);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleMarketsApi.productList.path] });

  const columns = productColumns({
    onEdit: mayChange ? (product) => setEditing({ kind: 'edit', product }) : null,
    onSuspend: canCall(consoleMarketsApi.productSuspend, staff.role) ? setSuspending : null,
  });

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Products
        </Typography.Title>
        <ProductsToolbar market={market} q={q} onCreate={() => setEditing({ kind: 'create' })} />
      </Space>
      <div data-testid="products-table">
        <Table<AdminProduct>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.list ?? []}
          scroll={{ x: PRODUCT_TABLE_WIDTH }}
          tableLayout="fixed"
          bordered
          // Background price refreshes keep the rows in place; only new filters or pages show a spinner.
          loading={{ spinning: list.isLoading || list.isPlaceholderData, delay: SPIN_DELAY_MS }}
          locale={{
            emptyText: q === '' && market === undefined ? 'No products yet' : 'No product matches these filters',
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => (total === 1 ? '1 product' : `${total} products`),
            onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
          }}
        />
      </div>
      {editing.kind !== 'closed' && (
        <ProductFormDrawer
          product={editing.kind === 'edit' ? editing.product : null}
          onClose={() => setEditing({ kind: 'closed' })}
          onSaved={refresh}
        />
      )}
      {suspending !== null && (
        <SuspendDialog product={suspending} onClose={() => setSuspending(null)} onChanged={refresh} />
      )}
    </Card>
  );
}

/** The market filter, the code-or-name search and, for roles that may, the add button. */
function ProductsToolbar({ market, q, onCreate }: { market: MarketCode | undefined; q: string; onCreate: () => void }) {
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  return (
    <Space wrap>
      <Select
        placeholder="All markets"
        allowClear
        style={{ width: 200 }}
        value={market}
        options={MARKET_OPTIONS}
        onChange={(value: MarketCode | undefined) => setParams(withParams(params, { market: value, page: undefined }))}
        data-testid="product-filter-market"
      />
      <Input.Search
        key={q}
        defaultValue={q}
        placeholder="Code or name"
        allowClear
        enterButton
        maxLength={32}
        style={{ width: 280 }}
        onSearch={(value) => setParams(withParams(params, { q: value.trim(), page: undefined }))}
        data-testid="product-search"
      />
      {canCall(consoleMarketsApi.productCreate, staff.role) && (
        <Button type="primary" onClick={onCreate} data-testid="product-create">
          Add product
        </Button>
      )}
    </Space>
  );
}

/** Suspends or resumes trading in one product, with a reason. */
function SuspendDialog({
  product,
  onClose,
  onChanged,
}: {
  product: AdminProduct;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { message } = App.useApp();
  async function setSuspended(reason: string) {
    const suspended = !product.suspended;
    await call(consoleMarketsApi.productSuspend, { id: product.id, suspended, reason });
    message.success(`Trading in ${product.code} is ${suspended ? 'suspended' : 'resumed'}`);
    await onChanged();
  }
  return (
    <ReasonModal
      open
      title={`${product.suspended ? 'Resume' : 'Suspend'} trading in ${product.code}`}
      description={
        product.suspended
          ? 'Customers will be able to place new orders in this product again.'
          : 'New orders in this product will be refused until trading is resumed.'
      }
      confirmText={product.suspended ? 'Resume trading' : 'Suspend trading'}
      danger={!product.suspended}
      onConfirm={setSuspended}
      onClose={onClose}
    />
  );
}
