import { consoleApi, consoleFundsApi } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { contractItem } from '../../lib/contract-rule';
import { callQuery } from '../../lib/queries';
import { idFromSearch, type ProposeValues, proposePayload } from './correction-form';

const fields = consoleFundsApi.correctionPropose.payload.shape;
/** The customer picker shows at most this many username matches. */
const CUSTOMER_MATCHES_MAX = 10;

/** Picks a customer by username (searched through the customer list) or by id. */
function CustomerPicker({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const q = search.trim();
  const matches = useQuery({
    ...callQuery(consoleApi.userList, { page: 1, size: CUSTOMER_MATCHES_MAX, q }),
    enabled: q.length >= 2,
  });
  const byId = idFromSearch(q);
  const options = (matches.data?.list ?? []).map((c) => ({
    value: c.id,
    label: `${c.username} (#${c.id}) · balance ${c.balance} · demo ${c.virtualBalance}`,
  }));
  if (byId !== null && !options.some((o) => o.value === byId)) {
    options.push({ value: byId, label: `Customer #${byId}` });
  }
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? null}
      onChange={(id: number) => onChange?.(id)}
      options={options}
      loading={matches.isFetching}
      placeholder="Type a username or a customer id"
      notFoundContent={q.length < 2 ? 'Type at least 2 characters' : 'No customer matches'}
      data-testid="correction-customer"
    />
  );
}

/** Proposes a correction; nothing moves until a different admin approves it. */
export function ProposeCorrectionDialog({
  onClose,
  onProposed,
}: {
  onClose: () => void;
  onProposed: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProposeValues>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      const proposed = await call(consoleFundsApi.correctionPropose, proposePayload(values));
      message.success(`Correction #${proposed.id} proposed; another admin must approve it`);
      await onProposed();
      onClose();
    } catch {
      // The API client has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="Propose a balance correction"
      okText="Propose"
      okButtonProps={{ loading: busy, 'data-testid': 'correction-submit' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The correction is posted as one ledger entry only after a different admin approves it.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ accountType: 'real', direction: 'credit' }}>
        <Form.Item name="userId" label="Customer" {...contractItem(fields.userId)}>
          <CustomerPicker />
        </Form.Item>
        <Form.Item name="accountType" label="Account" {...contractItem(fields.accountType)}>
          <Radio.Group
            options={[
              { value: 'real', label: 'Real' },
              { value: 'virtual', label: 'Demo' },
            ]}
            data-testid="correction-account-type"
          />
        </Form.Item>
        <Form.Item name="direction" label="Direction" {...contractItem(fields.direction)}>
          <Radio.Group
            options={[
              { value: 'credit', label: 'Credit (add)' },
              { value: 'debit', label: 'Debit (take away)' },
            ]}
            data-testid="correction-direction"
          />
        </Form.Item>
        <Form.Item name="amount" label="Amount" {...contractItem(fields.amount)}>
          <Input placeholder="250.00" autoComplete="off" data-testid="correction-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (written to the ledger and the audit log)"
          {...contractItem(fields.reason)}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="correction-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
