import { formatIndiaTime, parseIndiaTime } from '@demo/client';
import { consoleGroupsApi } from '@demo/contract';
import { Alert, App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { contractItem } from '../../lib/contract-rule';

type AdminGroup = consoleGroupsApi.AdminGroup;
const fields = consoleGroupsApi.groupCreate.payload.shape;

interface GroupForm {
  name: string;
  code: string;
  price: string;
  blockQty: number;
  minAmount: string;
  maxAmount: string;
  depositRate: string;
  allocateAt: string;
  payDeadline: string;
  reason: string;
}

const HOUR_MS = 3_600_000;
/** A time field must hold a date and time the India clock can read. */
const TIME_RULE = {
  validator: (_: unknown, value: string | undefined) =>
    value && parseIndiaTime(value) !== null ? Promise.resolve() : Promise.reject(new Error('Pick a date and time')),
};

/** The form's first values: the group's own when editing, else a 20 % deposit and times a day and two ahead. */
function initialValuesOf(group: AdminGroup | null, now: number): Partial<GroupForm> {
  return group
    ? {
        name: group.name,
        code: group.code,
        price: group.price,
        blockQty: group.blockQty,
        minAmount: group.minAmount,
        maxAmount: group.maxAmount,
        depositRate: group.depositRate,
        allocateAt: formatIndiaTime(group.allocateAt, 'YYYY-MM-DDTHH:mm'),
        payDeadline: formatIndiaTime(group.payDeadline, 'YYYY-MM-DDTHH:mm'),
      }
    : {
        depositRate: '0.2',
        allocateAt: formatIndiaTime(now + 24 * HOUR_MS, 'YYYY-MM-DDTHH:mm'),
        payDeadline: formatIndiaTime(now + 48 * HOUR_MS, 'YYYY-MM-DDTHH:mm'),
      };
}

/** The form, its first values and the submit that creates or updates the group and closes on success. */
function useGroupForm(group: AdminGroup | null, onClose: () => void, onSaved: () => Promise<unknown>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupForm>();
  const [busy, setBusy] = useState(false);
  const initial = initialValuesOf(group, Date.now());

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const allocateAt = parseIndiaTime(values.allocateAt);
    const payDeadline = parseIndiaTime(values.payDeadline);
    if (allocateAt === null || payDeadline === null) return;
    const payload = {
      name: values.name.trim(),
      code: values.code.trim().toUpperCase(),
      price: values.price.trim(),
      blockQty: values.blockQty,
      minAmount: values.minAmount.trim(),
      maxAmount: values.maxAmount.trim(),
      depositRate: values.depositRate.trim(),
      allocateAt,
      payDeadline,
      reason: values.reason.trim(),
    };
    setBusy(true);
    try {
      const saved = group
        ? await call(consoleGroupsApi.groupUpdate, { id: group.id, ...payload })
        : await call(consoleGroupsApi.groupCreate, payload);
      message.success(`${saved.name} (${saved.code}) saved`);
      await onSaved();
      onClose();
    } catch {
      // The API client has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return { form, initial, busy, submit };
}

/**
 * Creates a group purchase or edits an open one: product, price, block, limits, deposit rate and
 * times. Allotments and unit costs are never typed here; the engine computes them (docs/SPEC.md G3).
 */
export function GroupFormDialog({
  group,
  onClose,
  onSaved,
}: {
  /** The offering to edit, or null to create one. */
  group: AdminGroup | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { form, initial, busy, submit } = useGroupForm(group, onClose, onSaved);

  return (
    <Modal
      open
      title={group ? `Edit ${group.name}` : 'New group purchase'}
      okText={group ? 'Save changes' : 'Create'}
      okButtonProps={{ loading: busy, 'data-testid': 'group-form-submit' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Allotments are computed by the engine at the allocation time, pro rata in whole lots; they cannot be set here."
      />
      <Form<GroupForm> form={form} layout="vertical" preserve={false} initialValues={initial} data-testid="group-form">
        <Form.Item name="name" label="Name" {...contractItem(fields.name)}>
          <Input maxLength={64} placeholder="Reliance block, November" data-testid="group-form-name" />
        </Form.Item>
        <Form.Item name="code" label="Product code" {...contractItem(fields.code)}>
          <Input maxLength={32} placeholder="RELIANCE" data-testid="group-form-code" />
        </Form.Item>
        <Form.Item
          name="price"
          label="Price per share (in the product's currency, its decimals)"
          {...contractItem(fields.price)}
        >
          <Input inputMode="decimal" data-testid="group-form-price" />
        </Form.Item>
        <Form.Item
          name="blockQty"
          label="Block size (lots)"
          rules={[{ required: true, message: 'Enter the block size' }]}
        >
          <InputNumber
            min={1}
            max={10_000_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="group-form-block"
          />
        </Form.Item>
        <Form.Item
          name="minAmount"
          label="Minimum amount per member (account currency)"
          {...contractItem(fields.minAmount)}
        >
          <Input inputMode="decimal" data-testid="group-form-min" />
        </Form.Item>
        <Form.Item name="maxAmount" label="Maximum amount per member" {...contractItem(fields.maxAmount)}>
          <Input inputMode="decimal" data-testid="group-form-max" />
        </Form.Item>
        <Form.Item
          name="depositRate"
          label="Deposit rate (0.2 = 20 % of the amount paid on joining)"
          {...contractItem(fields.depositRate)}
        >
          <Input inputMode="decimal" data-testid="group-form-deposit" />
        </Form.Item>
        <Form.Item name="allocateAt" label="Allocation time (India time)" rules={[TIME_RULE]}>
          <Input type="datetime-local" data-testid="group-form-allocate" />
        </Form.Item>
        <Form.Item name="payDeadline" label="Payment deadline (India time)" rules={[TIME_RULE]}>
          <Input type="datetime-local" data-testid="group-form-deadline" />
        </Form.Item>
        <Form.Item name="reason" label="Reason (written to the audit log)" {...contractItem(fields.reason)}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="group-form-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
