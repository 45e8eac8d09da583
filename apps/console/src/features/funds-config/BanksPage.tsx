import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { ConfigDrawer, type ConfigField } from './ConfigDrawer';
import { ActiveTag, ConfigTable } from './ConfigTable';
import { type AdminBank, type BankValues, bankPayload } from './config-payloads';
import type { Editing } from './IncomeSections';

const api = consoleFundsApi;

const FIELDS: ConfigField[] = [
  { name: 'name', label: 'Name', kind: 'text', placeholder: 'State Bank of India' },
  {
    name: 'code',
    label: 'Code',
    kind: 'text',
    placeholder: 'SBIN',
    extra: 'The four letters that start its IFSC codes',
  },
  { name: 'sortOrder', label: 'Sort order (optional)', kind: 'int', extra: 'Lower numbers list first' },
  { name: 'active', label: 'Active (customers can pick it)', kind: 'switch' },
];

/** Banks customers pick from when adding a bank account (admin). */
export function BanksPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<AdminBank>>({ kind: 'closed' });
  const list = useQuery({ ...callQuery(api.bankList, { page, size: PAGE_SIZE }), placeholderData: keepPreviousData });
  const row = editing.kind === 'edit' ? editing.row : null;

  async function save(values: BankValues) {
    const saved = await call(api.bankSave, bankPayload(values, row?.id));
    await queryClient.invalidateQueries({ queryKey: [api.bankList.path] });
    return `${saved.name} (${saved.code}) saved`;
  }

  return (
    <Card>
      <ConfigTable<AdminBank>
        title="Banks"
        hint="The list customers choose their bank from; an inactive bank is hidden from new bank accounts."
        addText="Add bank"
        testId="bank"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Code', dataIndex: 'code', width: 100 },
          { title: 'Sort', dataIndex: 'sortOrder', width: 80 },
          { title: 'Status', dataIndex: 'active', width: 100, render: (a: boolean) => <ActiveTag active={a} /> },
        ]}
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPage={setPage}
        loading={list.isFetching}
        onAdd={() => setEditing({ kind: 'add' })}
        onEdit={(r) => setEditing({ kind: 'edit', row: r })}
      >
        {editing.kind !== 'closed' && (
          <ConfigDrawer<BankValues>
            title={row === null ? 'Add bank' : `Edit ${row.name}`}
            fields={FIELDS}
            shape={api.bankSave.payload.shape}
            initialValues={row ?? { active: true }}
            submitText={row === null ? 'Add bank' : 'Save changes'}
            onSave={save}
            onClose={() => setEditing({ kind: 'closed' })}
          />
        )}
      </ConfigTable>
    </Card>
  );
}
