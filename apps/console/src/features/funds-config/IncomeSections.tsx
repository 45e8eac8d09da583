import { consoleFundsApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import type { ConfigField } from './ConfigDrawer';
import { ConfigSection, type ConfigSectionSpec } from './ConfigSection';
import { ActiveTag } from './ConfigTable';
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

const incomeChannels: ConfigSectionSpec<IncomeChannel, IncomeChannelValues> = {
  title: 'Income channels',
  hint: 'How customers recharge. A channel may ask for a password before it shows where to transfer.',
  addText: 'Add channel',
  testId: 'income-channel',
  path: api.channelIncomeList.path,
  query: (page) => callQuery(api.channelIncomeList, { page, size: PAGE_SIZE }),
  columns: [
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
  ],
  fields: (row) => CHANNEL_FIELDS(row !== null),
  shape: api.channelIncomeSave.payload.shape,
  initialValues: (row) =>
    row === null
      ? { type: 'bank', needPassword: false, active: true, minAmount: '100' }
      : { ...row, details: row.details ?? '' },
  drawerTitle: (row) => (row === null ? 'Add income channel' : `Edit ${row.name}`),
  save: async (values, id) => {
    const saved = await call(api.channelIncomeSave, incomeChannelPayload(values, id));
    return `Income channel ${saved.name} saved${saved.active ? '' : ' (inactive)'}`;
  },
};

export function IncomeChannelsSection() {
  return <ConfigSection spec={incomeChannels} />;
}

export function IncomeCurrenciesSection() {
  const channels = useQuery(callQuery(api.channelIncomeList, { page: 1, size: CHANNEL_OPTIONS_MAX }));
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
  const spec: ConfigSectionSpec<IncomeCurrency, IncomeCurrencyValues> = {
    title: 'Receiving accounts',
    hint: 'Where customers transfer to, per channel and currency.',
    addText: 'Add receiving account',
    testId: 'income-currency',
    path: api.channelIncomeCurrencyList.path,
    query: (page) => callQuery(api.channelIncomeCurrencyList, { page, size: PAGE_SIZE }),
    columns: [
      { title: 'Channel', dataIndex: 'channelName' },
      { title: 'Currency', dataIndex: 'currency', width: 90 },
      { title: 'Protocol', dataIndex: 'protocol', width: 90 },
      { title: 'Account or address', dataIndex: 'address', ellipsis: true },
      { title: 'Rate', dataIndex: 'rate', align: 'right', width: 100 },
      { title: 'Status', dataIndex: 'active', width: 90, render: (a: boolean) => <ActiveTag active={a} /> },
    ],
    fields: () => fields,
    shape: api.channelIncomeCurrencySave.payload.shape,
    initialValues: (row) =>
      row === null ? { protocol: 'NONE', rate: '1', active: true } : { ...row, qrCode: row.qrCode ?? '' },
    drawerTitle: (row) => (row === null ? 'Add receiving account' : `Edit ${row.channelName} ${row.currency}`),
    save: async (values, id) => {
      const saved = await call(api.channelIncomeCurrencySave, incomeCurrencyPayload(values, id));
      return `Receiving account ${saved.channelName} ${saved.currency} saved`;
    },
  };
  return <ConfigSection spec={spec} />;
}
