import { consoleAiApi } from '@demo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';

type AdminAiProduct = consoleAiApi.AdminAiProduct;
type AiMember = consoleAiApi.AiMember;

const date = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

/** Who bought one AI product, in which account, for how much, and how it stands or settled. */
export function AiMembersDrawer({ product, onClose }: { product: AdminAiProduct; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const members = useQuery({
    ...callQuery(consoleAiApi.aiProductMembers, { id: product.id, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Drawer open size={900} title={`Members of ${product.name}`} onClose={onClose} destroyOnHidden>
      <Table<AiMember>
        rowKey="id"
        size="small"
        data-testid="ai-members-table"
        dataSource={members.data?.list ?? []}
        loading={{ spinning: members.isLoading || members.isPlaceholderData, delay: SPIN_DELAY_MS }}
        locale={{ emptyText: 'Nobody has bought this product yet' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: 'Customer', key: 'user', render: (_, m) => `${m.username} (#${m.userId})` },
          {
            title: 'Account',
            dataIndex: 'accountType',
            render: (v: string) => (v === 'virtual' ? <Tag>Demo</Tag> : <Tag color="blue">Real</Tag>),
          },
          { title: 'Amount', dataIndex: 'amount', align: 'right' },
          { title: 'P&L', dataIndex: 'pnl', align: 'right' },
          { title: 'Status', dataIndex: 'status' },
          { title: 'Started (UTC)', dataIndex: 'startAt', render: date },
          { title: 'Settled (UTC)', dataIndex: 'settledAt', render: date },
        ]}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: members.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Drawer>
  );
}
