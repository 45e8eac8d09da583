import { consoleMarketsApi } from '@demo/contract';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { contractItem } from '../../lib/contract-rule';
import { EXCHANGE_OPTIONS, type ExchangeCode, exchangeLook } from '../../lib/markets';
import { isWeekend, weekdayOf } from './holiday-dates';

const fields = consoleMarketsApi.holidayCreate.payload.shape;

/** What the date picker holds; only its formatting is needed, so the console does not import its date library. */
interface PickedDate {
  format(template: string): string;
}

interface HolidayForm {
  exchange: ExchangeCode;
  date: PickedDate | null;
  name: string;
  reason: string;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** The holiday's name and the reason for the audit log, each within the contract's limits. */
function HolidayTextFields() {
  return (
    <>
      <Form.Item name="name" label="Holiday name" {...contractItem(fields.name)}>
        <Input maxLength={64} placeholder="Diwali (Laxmi Pujan)" data-testid="holiday-form-name" />
      </Form.Item>
      <Form.Item name="reason" label="Reason (written to the audit log)" {...contractItem(fields.reason)}>
        <Input.TextArea rows={2} maxLength={500} showCount data-testid="holiday-form-reason" />
      </Form.Item>
    </>
  );
}

/** Closes an exchange on a date; the server writes the reason to the audit log. */
export function AddHolidayDialog({
  exchange,
  onClose,
  onCreated,
}: {
  /** The exchange the calendar is filtered to, if any; the form starts with it. */
  exchange: ExchangeCode | undefined;
  onClose: () => void;
  onCreated: (holiday: consoleMarketsApi.Holiday) => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<HolidayForm>();
  const [busy, setBusy] = useState(false);
  const picked = Form.useWatch('date', form);
  const chosenExchange = Form.useWatch('exchange', form);
  const date = picked?.format(DATE_FORMAT) ?? '';
  const weekday = weekdayOf(date);
  const weekendWarning = weekday !== null && isWeekend(date) && exchangeLook(chosenExchange ?? '')?.weekends === false;

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null || values.date === null) return;
    setBusy(true);
    try {
      const created = await call(consoleMarketsApi.holidayCreate, {
        exchange: values.exchange,
        date: values.date.format(DATE_FORMAT),
        name: values.name.trim(),
        reason: values.reason.trim(),
      });
      message.success(`${created.exchange} is closed on ${created.date} (${created.name})`);
      await onCreated(created);
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
      title="Add market holiday"
      okText="Add holiday"
      okButtonProps={{ loading: busy, 'data-testid': 'holiday-form-submit' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<HolidayForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ exchange, date: null }}
        data-testid="holiday-form"
      >
        <Form.Item name="exchange" label="Exchange" {...contractItem(fields.exchange)}>
          <Select
            options={EXCHANGE_OPTIONS}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Type a code or a name"
            data-testid="holiday-form-exchange"
          />
        </Form.Item>
        <Form.Item
          name="date"
          label="Date (the exchange's local date)"
          extra={weekday === null ? undefined : `A ${weekday}`}
          rules={[{ required: true, message: 'Pick a date' }]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="holiday-form-date" />
        </Form.Item>
        {weekendWarning && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={`${chosenExchange} is already closed on ${weekday}s; a holiday on this date changes nothing.`}
          />
        )}
        <HolidayTextFields />
      </Form>
    </Modal>
  );
}
