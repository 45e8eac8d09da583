import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { ConfigDrawer, type ConfigField } from './ConfigDrawer';
import { ActiveTag, ConfigTable } from './ConfigTable';
import {
  CHANNEL_TYPE_OPTIONS,
  type IncomeChannel,
  type IncomeChannelValues,
  type IncomeCurrency,
  type IncomeCurrencyValues,
  incomeChannelPayload,
  incomeCurrencyPayload,
  PROTOCOL_OPTIONS,
} from './config-payloads';

const api = consoleFundsApi;
/** The receiving-account form lists at most this many channels, the contract's largest page. */
const CHANNEL_OPTIONS_MAX = 100;

/** What a drawer is doing: nothing, adding a row, or editing one. */
export type Editing<T> = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: T };

const CHANNEL_FIELDS = (editing: boolean): ConfigField[] => [
  { name: 'name', label: 'Name', kind: 'text', placeholder: 'UPI transfer' },
  { name: 'type', label: 'Type', kind: 'select', options: CHANNEL_TYPE_OPTIONS },
  { name: 'minAmount', label: 'Minimum recharge', kind: 'decimal', placeholder: '100.00' },
  {
    name: 'details',
    label: 'Transfer details shown to the customer (optional)',
    kind: 'textarea',
    placeholder: 'Payee, account number, IFSC, UPI id',
  },
  { name: 'needPassword', label: 'Needs a password', kind: 'switch' },
  {
    name: 'password',
    label: editing ? 'New channel password' : 'Channel password',
    kind: 'password',
    extra: editing
      ? 'Leave blank to keep the current password. It is stored hashed and never shown.'
      : 'Stored hashed and never shown.',
    shownWhen: (v) => v.needPassword === true,
    rules: editing
      ? []
      : [{ required: true, whitespace: true, message: 'A channel that needs a password needs one set' }],
    required: !editing,
  },
  { name: 'sortOrder', label: 'Sort order (optional)', kind: 'int', extra: 'Lower numbers list first' },
  { name: 'active', label: 'Active (offered to customers)', kind: 'switch' },
];

export function IncomeChannelsSection() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<IncomeChannel>>({ kind: 'closed' });
  const list = useQuery({
    ...callQuery(api.channelIncomeList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const row = editing.kind === 'edit' ? editing.row : null;

  async function save(values: IncomeChannelValues) {
    const saved = await call(api.channelIncomeSave, incomeChannelPayload(values, row?.id));
    await queryClient.invalidateQueries({ queryKey: [api.channelIncomeList.path] });
    return `Income channel ${saved.name} saved${saved.active ? '' : ' (inactive)'}`;
  }

  return (
    <ConfigTable<IncomeChannel>
      title="Income channels"
      hint="How customers recharge. A channel may ask for a password before it shows where to transfer."
      addText="Add channel"
      testId="income-channel"
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Type', dataIndex: 'type', render: (t: string) => (t === 'bank' ? 'Bank' : 'Digital') },
        {
          title: 'Password',
          dataIndex: 'needPassword',
          render: (need: boolean) =>
            need ? <Tag color="gold">Required</Tag> : <Typography.Text type="secondary">None</Typography.Text>,
        },
        { title: 'Minimum', dataIndex: 'minAmount', align: 'right' },
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
        <ConfigDrawer<IncomeChannelValues>
          title={row === null ? 'Add income channel' : `Edit ${row.name}`}
          fields={CHANNEL_FIELDS(row !== null)}
          shape={api.channelIncomeSave.payload.shape}
          initialValues={
            row === null
              ? { type: 'bank', needPassword: false, active: true, minAmount: '100' }
              : { ...row, details: row.details ?? '' }
          }
          submitText={row === null ? 'Add channel' : 'Save changes'}
          onSave={save}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      )}
    </ConfigTable>
  );
}

export function IncomeCurrenciesSection() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<IncomeCurrency>>({ kind: 'closed' });
  const list = useQuery({
    ...callQuery(api.channelIncomeCurrencyList, { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const channels = useQuery(callQuery(api.channelIncomeList, { page: 1, size: CHANNEL_OPTIONS_MAX }));
  const row = editing.kind === 'edit' ? editing.row : null;
  const fields: ConfigField[] = [
    {
      name: 'channelId',
      label: 'Income channel',
      kind: 'select',
      options: (channels.data?.list ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    { name: 'currency', label: 'Currency', kind: 'text', placeholder: 'INR or USDT' },
    { name: 'protocol', label: 'Protocol', kind: 'select', options: PROTOCOL_OPTIONS },
    {
      name: 'address',
      label: 'Account or address',
      kind: 'textarea',
      placeholder: 'Account number and IFSC, or wallet address',
    },
    {
      name: 'qrCode',
      label: 'QR code text (optional)',
      kind: 'textarea',
      extra: 'The app draws a QR code of this text',
    },
    {
      name: 'rate',
      label: 'Rate',
      kind: 'decimal',
      placeholder: '1',
      extra: 'Units of this currency per unit of the account currency',
    },
    { name: 'active', label: 'Active (offered to customers)', kind: 'switch' },
  ];

  async function save(values: IncomeCurrencyValues) {
    const saved = await call(api.channelIncomeCurrencySave, incomeCurrencyPayload(values, row?.id));
    await queryClient.invalidateQueries({ queryKey: [api.channelIncomeCurrencyList.path] });
    return `Receiving account ${saved.channelName} ${saved.currency} saved`;
  }

  return (
    <ConfigTable<IncomeCurrency>
      title="Receiving accounts"
      hint="Where customers transfer to, per channel and currency."
      addText="Add receiving account"
      testId="income-currency"
      columns={[
        { title: 'Channel', dataIndex: 'channelName' },
        { title: 'Currency', dataIndex: 'currency', width: 90 },
        { title: 'Protocol', dataIndex: 'protocol', width: 90 },
        { title: 'Account or address', dataIndex: 'address', ellipsis: true },
        { title: 'Rate', dataIndex: 'rate', align: 'right', width: 100 },
        { title: 'Status', dataIndex: 'active', width: 90, render: (a: boolean) => <ActiveTag active={a} /> },
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
        <ConfigDrawer<IncomeCurrencyValues>
          title={row === null ? 'Add receiving account' : `Edit ${row.channelName} ${row.currency}`}
          fields={fields}
          shape={api.channelIncomeCurrencySave.payload.shape}
          initialValues={
            row === null ? { protocol: 'NONE', rate: '1', active: true } : { ...row, qrCode: row.qrCode ?? '' }
          }
          submitText={row === null ? 'Add receiving account' : 'Save changes'}
          onSave={save}
          onClose={() => setEditing({ kind: 'closed' })}
        />
      )}
    </ConfigTable>
  );
}
