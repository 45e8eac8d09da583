import { consoleFundsApi } from '@demo/contract';
import { Card } from 'antd';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import type { ConfigField } from './ConfigDrawer';
import { ConfigSection, type ConfigSectionSpec } from './ConfigSection';
import { ActiveTag } from './ConfigTable';
import { type AdminBank, type BankValues, bankPayload } from './config-payloads';

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

const banks: ConfigSectionSpec<AdminBank, BankValues> = {
  title: 'Banks',
  hint: 'The list customers choose their bank from; an inactive bank is hidden from new bank accounts.',
  addText: 'Add bank',
  testId: 'bank',
  path: api.bankList.path,
  query: (page) => callQuery(api.bankList, { page, size: PAGE_SIZE }),
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Code', dataIndex: 'code', width: 100 },
    { title: 'Sort', dataIndex: 'sortOrder', width: 80 },
    { title: 'Status', dataIndex: 'active', width: 100, render: (a: boolean) => <ActiveTag active={a} /> },
  ],
  fields: () => FIELDS,
  shape: api.bankSave.payload.shape,
  initialValues: (row) => row ?? { active: true },
  drawerTitle: (row) => (row === null ? 'Add bank' : `Edit ${row.name}`),
  save: async (values, id) => {
    const saved = await call(api.bankSave, bankPayload(values, id));
    return `${saved.name} (${saved.code}) saved`;
  },
};

/** Banks customers pick from when adding a bank account (admin). */
export function BanksPage() {
  return (
    <Card>
      <ConfigSection spec={banks} />
    </Card>
  );
}
