import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { ConfigDrawer, type ConfigField } from './ConfigDrawer';
import { ActiveTag, ConfigTable } from './ConfigTable';
import {
  CHANNEL_TYPE_OPTIONS,
  type OutcomeChannel,
  type OutcomeChannelValues,
  type OutcomeCurrency,
  type OutcomeCurrencyValues,
  outcomeChannelPayload,
  outcomeCurrencyPayload,
  PROTOCOL_OPTIONS,
} from './config-payloads';
import type { Editing } from './IncomeSections';

const api = consoleFundsApi;

const CHANNEL_FIELDS: ConfigField[] = [
  { name: 'name', label: 'Name', kind: 'text', placeholder: 'Bank transfer (IMPS)' },
  { name: 'type', label: 'Type', kind: 'select', options: CHANNEL_TYPE_OPTIONS },
  {
    name: 'protocol',
    label: 'Protocol',
    kind: 'select',
    options: PROTOCOL_OPTIONS,
    extra: 'Customers’ wallet addresses for this channel are checked against it',
    shownWhen: (v) => v.type === 'digital',
  },
  { name: 'sortOrder', label: 'Sort order (optional)', kind: 'int', extra: 'Lower numbers list first' },
  { name: 'active', label: 'Active (offered to customers)', kind: 'switch' },
];

const CURRENCY_FIELDS: ConfigField[] = [
  { name: 'code', label: 'Code', kind: 'text', placeholder: 'USDT' },
  { name: 'name', label: 'Name', kind: 'text', placeholder: 'Tether' },
  { name: 'protocol', label: 'Protocol', kind: 'select', options: PROTOCOL_OPTIONS },
  {
    name: 'rate',
    label: 'Rate',
    kind: 'decimal',
    placeholder: '0.012',
    extra: 'Units of this currency per unit of the account currency',
  },
  { name: 'active', label: 'Active (offered to customers)', kind: 'switch' },
];

export function OutcomeChannelsSection() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<OutcomeChannel>>({ kind: 'closed' });
  const list = useQuery({
    ...callQuery(api.channelOutcomeList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const row = editing.kind === 'edit' ? editing.row : null;

  async function save(values: OutcomeChannelValues) {
    const saved = await call(api.channelOutcomeSave, outcomeChannelPayload(values, row?.id));
    await queryClient.invalidateQueries({ queryKey: [api.channelOutcomeList.path] });
    return `Outcome channel ${saved.name} saved`;
  }

  return (
    <ConfigTable<OutcomeChannel>
      title="Outcome channels"
      hint="How customers withdraw: to a bank account or to a wallet on a chain."
      addText="Add channel"
      testId="outcome-channel"
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Type', dataIndex: 'type', render: (t: string) => (t === 'bank' ? 'Bank' : 'Digital') },
        { title: 'Protocol', dataIndex: 'protocol' },
        { title: 'Sort', dataIndex: 'sortOrder', width: 70 },
        { title: 'Status', dataIndex: 'active', render: (a: boolean) => <ActiveTag active={a} /> },
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
        <ConfigDrawer<OutcomeChannelValues>
          title={row === null ? 'Add outcome channel' : `Edit ${row.name}`}
          fields={CHANNEL_FIELDS}
          shape={api.channelOutcomeSave.payload.shape}
          initialValues={row ?? { type: 'bank', protocol: 'NONE', active: true }}
          submitText={row === null ? 'Add channel' : 'Save changes'}
          onSave={save}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      )}
    </ConfigTable>
  );
}

export function OutcomeCurrenciesSection() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<OutcomeCurrency>>({ kind: 'closed' });
  const list = useQuery({
    ...callQuery(api.currencyOutcomeList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const row = editing.kind === 'edit' ? editing.row : null;

  async function save(values: OutcomeCurrencyValues) {
    const saved = await call(api.currencyOutcomeSave, outcomeCurrencyPayload(values, row?.id));
    await queryClient.invalidateQueries({ queryKey: [api.currencyOutcomeList.path] });
    return `Outcome currency ${saved.code} saved at rate ${saved.rate}`;
  }

  return (
    <ConfigTable<OutcomeCurrency>
      title="Outcome currencies"
      hint="Digital currencies a withdrawal can be paid in, with the rate applied."
      addText="Add currency"
      testId="outcome-currency"
      columns={[
        { title: 'Code', dataIndex: 'code', width: 100 },
        { title: 'Name', dataIndex: 'name' },
        { title: 'Protocol', dataIndex: 'protocol' },
        { title: 'Rate', dataIndex: 'rate', align: 'right' },
        { title: 'Status', dataIndex: 'active', render: (a: boolean) => <ActiveTag active={a} /> },
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
        <ConfigDrawer<OutcomeCurrencyValues>
          title={row === null ? 'Add outcome currency' : `Edit ${row.code}`}
          fields={CURRENCY_FIELDS}
          shape={api.currencyOutcomeSave.payload.shape}
          initialValues={row ?? { protocol: 'TRC20', active: true }}
          submitText={row === null ? 'Add currency' : 'Save changes'}
          onSave={save}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      )}
    </ConfigTable>
  );
}
