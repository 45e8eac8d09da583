import { consoleFundsApi } from '@demo/contract';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import type { ConfigField } from './ConfigDrawer';
import { ConfigSection, type ConfigSectionSpec } from './ConfigSection';
import { ActiveTag } from './ConfigTable';
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

const outcomeChannels: ConfigSectionSpec<OutcomeChannel, OutcomeChannelValues> = {
  title: 'Outcome channels',
  hint: 'How customers withdraw: to a bank account or to a wallet on a chain.',
  addText: 'Add channel',
  testId: 'outcome-channel',
  path: api.channelOutcomeList.path,
  query: (page) => callQuery(api.channelOutcomeList, { page, size: PAGE_SIZE }),
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Type', dataIndex: 'type', render: (t: string) => (t === 'bank' ? 'Bank' : 'Digital') },
    { title: 'Protocol', dataIndex: 'protocol' },
    { title: 'Sort', dataIndex: 'sortOrder', width: 70 },
    { title: 'Status', dataIndex: 'active', render: (a: boolean) => <ActiveTag active={a} /> },
  ],
  fields: () => CHANNEL_FIELDS,
  shape: api.channelOutcomeSave.payload.shape,
  initialValues: (row) => row ?? { type: 'bank', protocol: 'NONE', active: true },
  drawerTitle: (row) => (row === null ? 'Add outcome channel' : `Edit ${row.name}`),
  save: async (values, id) => {
    const saved = await call(api.channelOutcomeSave, outcomeChannelPayload(values, id));
    return `Outcome channel ${saved.name} saved`;
  },
};

const outcomeCurrencies: ConfigSectionSpec<OutcomeCurrency, OutcomeCurrencyValues> = {
  title: 'Outcome currencies',
  hint: 'Digital currencies a withdrawal can be paid in, with the rate applied.',
  addText: 'Add currency',
  testId: 'outcome-currency',
  path: api.currencyOutcomeList.path,
  query: (page) => callQuery(api.currencyOutcomeList, { page, size: PAGE_SIZE }),
  columns: [
    { title: 'Code', dataIndex: 'code', width: 100 },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Protocol', dataIndex: 'protocol' },
    { title: 'Rate', dataIndex: 'rate', align: 'right' },
    { title: 'Status', dataIndex: 'active', render: (a: boolean) => <ActiveTag active={a} /> },
  ],
  fields: () => CURRENCY_FIELDS,
  shape: api.currencyOutcomeSave.payload.shape,
  initialValues: (row) => row ?? { protocol: 'TRC20', active: true },
  drawerTitle: (row) => (row === null ? 'Add outcome currency' : `Edit ${row.code}`),
  save: async (values, id) => {
    const saved = await call(api.currencyOutcomeSave, outcomeCurrencyPayload(values, id));
    return `Outcome currency ${saved.code} saved at rate ${saved.rate}`;
  },
};

export function OutcomeChannelsSection() {
  return <ConfigSection spec={outcomeChannels} />;
}

export function OutcomeCurrenciesSection() {
  return <ConfigSection spec={outcomeCurrencies} />;
}
