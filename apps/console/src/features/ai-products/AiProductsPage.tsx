import { consoleAiApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { canCall } from '../../lib/access';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { useStaff } from '../session/staff-context';
import { AiFormDrawer } from './AiFormDrawer';
import { AiMembersDrawer } from './AiMembersDrawer';
import { paramsText, STRATEGY_OPTIONS } from './ai-form';

type AdminAiProduct = consoleAiApi.AdminAiProduct;

type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; product: AdminAiProduct };

const strategyLabel = (kind: string) => STRATEGY_OPTIONS.find((o) => o.value === kind)?.label ?? kind;
const percent = (v: string) => `${v}%`;

/** The products' columns; Edit shows only to a role that may change a product (`onEdit` null otherwise). */
function aiProductColumns({
  onEdit,
  onMembers,
}: {
  onEdit: ((product: AdminAiProduct) => void) | null;
  onMembers: (product: AdminAiProduct) => void;
}): ColumnsType<AdminAiProduct> {
  return [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: 'Name',
      key: 'name',
      width: 200,
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <strong>{p.name}</strong>
          <Typography.Text type="secondary">{p.nameHi}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Strategy',
      key: 'strategy',
      width: 240,
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <span>
            {strategyLabel(p.strategy)} on <strong>{p.code}</strong>
          </span>
          <Typography.Text type="secondary">{paramsText(p.params)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Limits',
      key: 'limits',
      width: 200,
      render: (_, p) => `${p.minAmount} – ${p.maxAmount} by ${p.unit}`,
    },
    { title: 'Lever', dataIndex: 'lever', width: 70, render: (v: number) => `×${v}` },
    { title: 'Days', dataIndex: 'periodDays', width: 70 },
    {
      title: 'Backtest (read-only)',
      key: 'stats',
      width: 260,
      render: (_, p) => (
        <span className="tabular" data-testid={`ai-stats-${p.id}`}>
          win {percent(p.winRate)} ({p.trades}) · 7d {percent(p.returnRates.d7)} · 30d {percent(p.returnRates.d30)} ·
          90d {percent(p.returnRates.d90)}
        </span>
      ),
    },
    { title: 'Active', dataIndex: 'activeCount', width: 70 },
    {
      title: 'Offered',
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => (v ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
    },
    {
      title: '',
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, p) => (
        <Space>
          {onEdit && (
            <Button size="small" onClick={() => onEdit(p)} data-testid={`ai-edit-${p.id}`}>
              Edit
            </Button>
          )}
          <Button size="small" onClick={() => onMembers(p)} data-testid={`ai-members-${p.id}`}>
            Members
          </Button>
        </Space>
      ),
    },
  ];
}

/**
 * AI stock-picking products: their terms, which staff set, and their backtested statistics, which
 * nobody does (docs/SPEC.md I4): the win rate and returns here are read-only, recomputed daily.
 */
export function AiProductsPage() {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery({
    ...callQuery(consoleAiApi.aiProductList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [members, setMembers] = useState<AdminAiProduct | null>(null);
  const mayChange = canCall(consoleAiApi.aiProductUpdate, staff.role);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleAiApi.aiProductList.path] });

  const columns = aiProductColumns({
    onEdit: mayChange ? (product) => setEditing({ kind: 'edit', product }) : null,
    onMembers: setMembers,
  });

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          AI products
        </Typography.Title>
        {canCall(consoleAiApi.aiProductCreate, staff.role) && (
          <Button type="primary" onClick={() => setEditing({ kind: 'create' })} data-testid="ai-create">
            Add AI product
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary">
        Win rates and returns are the backtest of each strategy over the last year of daily candles, recomputed every
        trading day. They cannot be edited.
      </Typography.Paragraph>
      <div data-testid="ai-products-table">
        <Table<AdminAiProduct>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 1400 }}
          bordered
          loading={{ spinning: list.isLoading || list.isPlaceholderData, delay: SPIN_DELAY_MS }}
          locale={{ emptyText: 'No AI products yet' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
          }}
        />
      </div>
      {editing.kind !== 'closed' && (
        <AiFormDrawer
          product={editing.kind === 'edit' ? editing.product : null}
          onClose={() => setEditing({ kind: 'closed' })}
          onSaved={refresh}
        />
      )}
      {members && <AiMembersDrawer product={members} onClose={() => setMembers(null)} />}
    </Card>
  );
}
